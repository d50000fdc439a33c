import { DEFAULT_LANGUAGE, type Language } from "./languages.ts";
import { URDU_ACCOUNT_MESSAGES } from "./server-messages-account.ts";
import { URDU_COD_MESSAGES } from "./server-messages-cod.ts";
import { URDU_COURIER_CASH_MESSAGES } from "./server-messages-courier-cash.ts";
import { URDU_COURIER_MESSAGES } from "./server-messages-couriers.ts";
import { URDU_GLOSSARY_MESSAGES } from "./server-messages-glossary.ts";
import { URDU_HELPER_MESSAGES } from "./server-messages-helpers.ts";
import { URDU_PAYMENT_MESSAGES } from "./server-messages-payments.ts";
import { URDU_PAYOUT_NOTICE_MESSAGES } from "./server-messages-payout-notices.ts";
import { URDU_PAYOUT_MESSAGES } from "./server-messages-payouts.ts";
import { URDU_PUSH_MESSAGES } from "./server-messages-push.ts";
import { URDU_RETURN_MESSAGES } from "./server-messages-returns.ts";
import { URDU_SELLER_NOTICE_MESSAGES } from "./server-messages-seller-notices.ts";
import { URDU_STAFF_MESSAGES } from "./server-messages-staff.ts";
import {
  URDU_CAMPAIGN_MESSAGES,
  URDU_VOUCHER_MESSAGES,
  URDU_VOUCHER_WORDS,
} from "./server-messages-vouchers.ts";

/**
 * The words the API and the shared schemas write to people (validation, stock, permission, sign-in
 * messages), in Urdu, keyed by the English as the code writes it (issue 16; decision 0028). English
 * stays the source: the code keeps writing English, and whoever shows a message to a reader of Urdu
 * passes it through `translateMessage` (the API for `Accept-Language: ur`, the web's forms for the
 * shared schemas' own checks).
 *
 * A key with `{name}` parts is a pattern: "Image {position} is no longer available…" matches any
 * position, and the Urdu gets the same value. Values of the placeholders named in `WORD_PLACEHOLDERS`
 * are the code's own words (an order status, a payment method, a field's label, a wait) and are
 * translated too, through `URDU_WORDS`; every other value (a product's or store's name, an amount,
 * an e-mail address) is user content or a figure and is kept as written.
 */
export const URDU_MESSAGES: Readonly<Record<string, string>> = {
  // --- The error handler and the HTTP layer.
  "The request body is not valid JSON.": "درخواست کا مواد درست JSON نہیں ہے۔",
  "The request is too large.": "درخواست بہت بڑی ہے۔",
  "This content type is not supported; send JSON.": "یہ مواد کی قسم قبول نہیں؛ JSON بھیجیں۔",
  "The Content-Length header is wrong.": "Content-Length ہیڈر غلط ہے۔",
  "The file is too large.": "فائل بہت بڑی ہے۔",
  "The address is not valid: it has a broken %-escape.": "پتہ درست نہیں: اس میں ٹوٹا ہوا %-escape ہے۔",
  "The address is too long.": "پتہ بہت لمبا ہے۔",
  "The request is not valid.": "درخواست درست نہیں ہے۔",
  "The request's headers or address are too large.": "درخواست کے ہیڈر یا پتہ بہت بڑے ہیں۔",
  "The request took too long to arrive.": "درخواست پہنچنے میں بہت دیر لگ گئی۔",
  "The request is not well-formed HTTP.": "درخواست درست HTTP نہیں ہے۔",
  "The connection closed before the request could be read.": "درخواست پڑھے جانے سے پہلے کنکشن بند ہو گیا۔",
  "Invalid value": "غلط قدر",
  "Some fields are not valid.": "کچھ خانے درست نہیں ہیں۔",
  "Something went wrong on our side. Please try again.":
    "ہماری طرف سے کچھ گڑبڑ ہو گئی۔ براہِ کرم دوبارہ کوشش کریں۔",
  "The request is nested too deeply.": "درخواست میں بہت زیادہ تہیں ہیں۔",
  "Text cannot contain control characters such as NUL.": "متن میں NUL جیسے کنٹرول حروف نہیں ہو سکتے۔",
  "Too many requests from your address. Please try again in {wait}.":
    "آپ کے پتے سے بہت زیادہ درخواستیں آئی ہیں۔ براہِ کرم {wait} بعد دوبارہ کوشش کریں۔",
  "Nothing found at {method} {path}.": "{method} {path} پر کچھ نہیں ملا۔",
  "There is no sitemap {file}.": "{file} نام کا کوئی سائٹ میپ نہیں ہے۔",
  "Not ready: {parts} did not answer within {seconds} s.":
    "تیار نہیں: {parts} نے {seconds} سیکنڈ میں جواب نہیں دیا۔",
  // What the database refuses when a schema let a value through.
  "Some text holds characters that cannot be stored.": "کچھ متن میں ایسے حروف ہیں جو محفوظ نہیں ہو سکتے۔",
  "A number is larger than this marketplace can store.":
    "ایک عدد اتنا بڑا ہے کہ یہ مارکیٹ پلیس اسے محفوظ نہیں کر سکتی۔",
  "A value is not in the expected form.": "ایک قدر متوقع شکل میں نہیں ہے۔",
  "A text is longer than this marketplace can store.":
    "ایک متن اتنا لمبا ہے کہ یہ مارکیٹ پلیس اسے محفوظ نہیں کر سکتی۔",
  "A date is not valid.": "ایک تاریخ درست نہیں ہے۔",
  "A date is out of range.": "ایک تاریخ حد سے باہر ہے۔",

  // --- The notes the ledger writes on a store's statement (apps/api/src/modules/ledger).
  "Order {number} delivered and paid": "آرڈر ⁨{number}⁩ پہنچ گیا اور اس کی ادائیگی ہو گئی",
  "Order {number}: cash collected by the seller on delivery":
    "آرڈر ⁨{number}⁩: ڈیلیوری پر نقدی فروخت کنندہ نے وصول کی",
  "Order {number}: commission at {percent} of the items": "آرڈر ⁨{number}⁩: اشیاء پر ⁨{percent}⁩ کمیشن",
  "Order {number}: sales tax, filed by the marketplace":
    "آرڈر ⁨{number}⁩: سیلز ٹیکس، جو مارکیٹ پلیس جمع کراتی ہے",
  "Reversed ({why}): {note}": "واپس لیا گیا ({why}): {note}",
  "Order {number}: the marketplace's part of the campaign discount":
    "آرڈر ⁨{number}⁩: مہم کی رعایت میں مارکیٹ پلیس کا حصہ",
  "Order {number}: the marketplace's campaign funding taken back on the refund":
    "آرڈر ⁨{number}⁩: رقم واپسی پر مہم میں مارکیٹ پلیس کا حصہ واپس لیا گیا",
  // A settlement's line (admin-money.service.ts): the seller's remittance or her payout, and its reference as typed.
  "Remittance from the store by {method}, reference {reference}":
    "دکان کی طرف سے {method} کے ذریعے جمع کرائی گئی رقم، حوالہ ⁨{reference}⁩",
  "Payout to the store by {method}, reference {reference}":
    "دکان کو {method} کے ذریعے ادائیگی، حوالہ ⁨{reference}⁩",

  // --- Signing in, sessions and permissions.
  // The web's own sign-up form checks (apps/web/src/features/auth/new-account-form.ts).
  "Please confirm your password.": "براہِ کرم اپنے پاس ورڈ کی تصدیق کریں۔",
  "Passwords don't match": "پاس ورڈ ایک جیسے نہیں ہیں",
  "Please agree to the terms and conditions.": "براہِ کرم شرائط و ضوابط سے اتفاق کریں۔",
  "Please sign in to continue.": "جاری رکھنے کے لیے براہِ کرم سائن اِن کریں۔",
  "Everything Hunarmand holds about this account. Amounts are in rupees; images are in the images folder under the address each row names.":
    "ہنرمند کے پاس اس اکاؤنٹ کے بارے میں جو کچھ ہے، سب یہاں ہے۔ رقمیں روپوں میں ہیں؛ تصویریں ⁨images⁩ فولڈر میں اسی پتے پر ہیں جو ہر قطار بتاتی ہے۔",
  "A metrics token is needed: send Authorization: Bearer <METRICS_TOKEN>.":
    "میٹرکس کے لیے ٹوکن چاہیے: ⁨Authorization: Bearer <METRICS_TOKEN>⁩ بھیجیں۔",
  "You are not allowed to do that.": "آپ کو یہ کرنے کی اجازت نہیں ہے۔",
  "Your session is not valid. Please sign in again.": "آپ کا سیشن درست نہیں۔ براہِ کرم دوبارہ سائن اِن کریں۔",
  "You have been signed out: your password was changed or you signed out everywhere. Please sign in again.":
    "آپ سائن آؤٹ ہو گئی ہیں: آپ کا پاس ورڈ بدلا گیا یا آپ نے ہر جگہ سے سائن آؤٹ کیا۔ براہِ کرم دوبارہ سائن اِن کریں۔",
  "The Authorization header must be 'Bearer <token>'.": "Authorization ہیڈر 'Bearer <token>' ہونا چاہیے۔",
  "Your session has expired. Please sign in again.": "آپ کا سیشن ختم ہو گیا۔ براہِ کرم دوبارہ سائن اِن کریں۔",
  "This needs a customer account.": "اس کے لیے خریدار کا اکاؤنٹ چاہیے۔",
  "This needs a seller account.": "اس کے لیے فروخت کنندہ کا اکاؤنٹ چاہیے۔",
  "This needs an admin account.": "اس کے لیے ایڈمن کا اکاؤنٹ چاہیے۔",
  "Invalid credentials. Please check your email and password.":
    "سائن اِن کی معلومات غلط ہیں۔ براہِ کرم اپنا ای میل اور پاس ورڈ چیک کریں۔",
  "Invalid credentials": "سائن اِن کی معلومات غلط ہیں",
  "Too many failed sign-in attempts for this account from your address. Please wait {wait} and try again.":
    "آپ کے پتے سے اس اکاؤنٹ میں سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔ براہِ کرم {wait} انتظار کریں اور دوبارہ کوشش کریں۔",
  "Too many failed sign-in attempts from your address. Please wait {wait} and try again.":
    "آپ کے پتے سے سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔ براہِ کرم {wait} انتظار کریں اور دوبارہ کوشش کریں۔",
  "Too many failed sign-in attempts for this account. Please wait {wait} and try again.":
    "اس اکاؤنٹ میں سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔ براہِ کرم {wait} انتظار کریں اور دوبارہ کوشش کریں۔",
  "Too many failed sign-in attempts for this account from your address.":
    "آپ کے پتے سے اس اکاؤنٹ میں سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔",
  "Too many failed sign-in attempts from your address.":
    "آپ کے پتے سے سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔",
  "Too many failed sign-in attempts for this account.":
    "اس اکاؤنٹ میں سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔",
  "The server is busy checking other passwords. Please try again in {seconds} seconds.":
    "سرور دوسرے پاس ورڈ چیک کرنے میں مصروف ہے۔ براہِ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں۔",
  "An account with this email already exists. Please sign in instead.":
    "اس ای میل سے اکاؤنٹ پہلے سے موجود ہے۔ براہِ کرم سائن اِن کریں۔",
  "An admin with the email {email} already exists.": "ای میل {email} والا ایڈمن پہلے سے موجود ہے۔",
  "User not found. Please login again.": "صارف نہیں ملا۔ براہِ کرم دوبارہ لاگ اِن کریں۔",
  "Seller not found. Please login again.": "فروخت کنندہ نہیں ملی۔ براہِ کرم دوبارہ لاگ اِن کریں۔",
  "This reset link is invalid or has expired. Please ask for a new one.":
    "یہ ری سیٹ لنک غلط ہے یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم نیا لنک منگوائیں۔",
  "Account not found. Please sign in again.": "اکاؤنٹ نہیں ملا۔ براہِ کرم دوبارہ سائن اِن کریں۔",
  "Account created successfully! Please sign in.": "اکاؤنٹ کامیابی سے بن گیا! براہِ کرم سائن اِن کریں۔",
  "Login successful": "سائن اِن کامیاب",
  "Session renewed": "سیشن بڑھا دیا گیا",
  "Your session has lasted a week. Please sign in again.":
    "آپ کا سیشن ایک ہفتہ چل چکا ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔",
  "Account created! Proceeding to store setup...": "اکاؤنٹ بن گیا! اب اسٹور بنانے کی طرف...",
  "If an account exists for that email, a reset link is on its way. It works once, within one hour.":
    "اگر اس ای میل کا اکاؤنٹ موجود ہے تو ری سیٹ لنک بھیج دیا گیا ہے۔ یہ ایک گھنٹے کے اندر ایک بار کام کرتا ہے۔",
  "Your password has been changed. Please sign in with the new one.":
    "آپ کا پاس ورڈ بدل دیا گیا ہے۔ براہِ کرم نئے پاس ورڈ سے سائن اِن کریں۔",
  "You have been signed out on every device, this one included.":
    "آپ ہر ڈیوائس سے سائن آؤٹ ہو گئی ہیں، اس سمیت۔",
  // The sign-up and sign-in forms (auth-contracts).
  "Email is required": "ای میل ضروری ہے",
  "Email is too long": "ای میل بہت لمبا ہے",
  "Please enter a valid email address": "براہِ کرم درست ای میل پتہ لکھیں",
  "Password is required": "پاس ورڈ ضروری ہے",
  "Password must be at least {count} characters long.": "پاس ورڈ کم از کم {count} حروف کا ہونا چاہیے۔",
  "Password must be at most {count} characters long.": "پاس ورڈ زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "Name is required": "نام ضروری ہے",
  "Name must be at most {count} characters long.": "نام زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "Phone Number is required": "فون نمبر ضروری ہے",
  "Phone Number must be at least {count} characters long.": "فون نمبر کم از کم {count} ہندسوں کا ہونا چاہیے۔",
  "Phone Number must be at most {count} characters long.":
    "فون نمبر زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "Phone Number may contain only digits, spaces, dashes and a leading +.":
    "فون نمبر میں صرف ہندسے، خالی جگہ، ڈیش اور شروع میں + ہو سکتا ہے۔",
  "The reset link is incomplete.": "ری سیٹ لنک نامکمل ہے۔",

  // --- Stores.
  "Store not found": "اسٹور نہیں ملا",
  "Store not found.": "اسٹور نہیں ملا۔",
  "You do not have permission to manage this store.": "آپ کو اس اسٹور کا انتظام کرنے کی اجازت نہیں ہے۔",
  "A store with this name already exists. Please choose a different store name.":
    "اس نام کا اسٹور پہلے سے موجود ہے۔ براہِ کرم اسٹور کا کوئی اور نام چنیں۔",
  "Another store took this address just now. Please try again.":
    "ابھی ابھی کسی اور اسٹور نے یہ پتہ لے لیا۔ براہِ کرم دوبارہ کوشش کریں۔",
  "Unknown category.": "نامعلوم کیٹیگری۔",
  "Please choose one of the {count} categories.": "براہِ کرم {count} کیٹیگریز میں سے ایک چنیں۔",
  "The {label} must be an uploaded image file.": "{label} اپ لوڈ کی گئی تصویر کی فائل ہونا چاہیے۔",
  "Please select an image file.": "براہِ کرم تصویر کی فائل چنیں۔",
  "Your seller account is suspended: {reason}. Contact Hunarmand to restore it.":
    "آپ کا فروخت کنندہ اکاؤنٹ معطل ہے: {reason}۔ اسے بحال کرنے کے لیے ہنرمند سے رابطہ کریں۔",
  "Your seller account is suspended. Contact Hunarmand to restore it.":
    "آپ کا فروخت کنندہ اکاؤنٹ معطل ہے۔ اسے بحال کرنے کے لیے ہنرمند سے رابطہ کریں۔",
  "Store created successfully!": "اسٹور کامیابی سے بن گیا!",
  "Store updated successfully!": "اسٹور کامیابی سے اپ ڈیٹ ہو گیا!",
  "Please enter your store name.": "براہِ کرم اپنے اسٹور کا نام لکھیں۔",
  "Store name must be at most {count} characters.": "اسٹور کا نام زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "Please select a store category.": "براہِ کرم اسٹور کی کیٹیگری چنیں۔",
  "Please enter a store description.": "براہِ کرم اسٹور کی تفصیل لکھیں۔",
  "Store description must be at least {count} characters long.":
    "اسٹور کی تفصیل کم از کم {count} حروف کی ہونی چاہیے۔",
  "Store description must be at most {count} characters.":
    "اسٹور کی تفصیل زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے۔",
  "The image is too large.": "تصویر بہت بڑی ہے۔",
  "Choose whether to show your phone and e-mail.":
    "چنیں کہ آپ کا فون اور ای میل خریداروں کو دکھایا جائے یا نہیں۔",
  // Where a store is paid (payment-details).
  "{label} must be text.": "{label} متن ہونا چاہیے۔",
  "{label} must be at most {count} characters.": "{label} زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "{label} must be at most {count} characters": "{label} زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے",
  "{label} number must be text.": "{label} نمبر متن ہونا چاہیے۔",
  "{label} number must be a mobile number like 03001234567.":
    "{label} نمبر 03001234567 جیسا موبائل نمبر ہونا چاہیے۔",
  "IBAN must be text.": "IBAN متن ہونا چاہیے۔",
  "IBAN must be a valid Pakistani IBAN (24 characters, starting with PK).":
    "IBAN درست پاکستانی IBAN ہونا چاہیے (24 حروف، PK سے شروع)۔",
  "Please enter the bank name for your IBAN.": "براہِ کرم اپنے IBAN کے بینک کا نام لکھیں۔",
  "Please enter the IBAN for your bank account.": "براہِ کرم اپنے بینک اکاؤنٹ کا IBAN لکھیں۔",
  "Please enter the account title buyers will see when they pay you.":
    "براہِ کرم اکاؤنٹ کا ٹائٹل لکھیں جو خریدار آپ کو ادائیگی کرتے وقت دیکھیں گے۔",

  // --- Products and their images.
  "Product not found": "پروڈکٹ نہیں ملی",
  "Product not found.": "پروڈکٹ نہیں ملی۔",
  "Image {position} is no longer available. Please upload it again.":
    "تصویر {position} اب دستیاب نہیں۔ براہِ کرم اسے دوبارہ اپ لوڈ کریں۔",
  "Please upload this image again.": "براہِ کرم یہ تصویر دوبارہ اپ لوڈ کریں۔",
  "Image {position} is not one of your uploads. Please upload your own picture.":
    "تصویر {position} آپ کی اپ لوڈ کی ہوئی نہیں۔ براہِ کرم اپنی تصویر اپ لوڈ کریں۔",
  "Please upload your own picture.": "براہِ کرم اپنی تصویر اپ لوڈ کریں۔",
  "Image {position} must be an uploaded image file; links to other websites are not accepted.":
    "تصویر {position} اپ لوڈ کی گئی فائل ہونی چاہیے؛ دوسری ویب سائٹس کے لنک قبول نہیں۔",
  "Please upload the image file itself.": "براہِ کرم تصویر کی فائل خود اپ لوڈ کریں۔",
  "Send the images as multipart/form-data.": "تصاویر multipart/form-data کے طور پر بھیجیں۔",
  "No image was attached.": "کوئی تصویر منسلک نہیں تھی۔",
  "The upload is not a well-formed multipart body of image files. Please choose the images again.":
    "اپ لوڈ تصویری فائلوں کا درست multipart مواد نہیں ہے۔ براہِ کرم تصاویر دوبارہ چنیں۔",
  "File {file} is too large. Maximum size is 5MB.": "فائل {file} بہت بڑی ہے۔ زیادہ سے زیادہ سائز 5MB ہے۔",
  "File {file} is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF image.":
    "فائل {file} تصویر نہیں ہے۔ براہِ کرم JPEG، PNG، WebP، GIF یا AVIF تصویر چنیں۔",
  "File {file} could not be read as an image.": "فائل {file} کو تصویر کے طور پر پڑھا نہیں جا سکا۔",
  "Product added successfully!": "پروڈکٹ کامیابی سے شامل ہو گئی!",
  "Product updated successfully!": "پروڈکٹ کامیابی سے اپ ڈیٹ ہو گئی!",
  "Product deleted successfully": "پروڈکٹ کامیابی سے حذف ہو گئی",
  "Products retrieved successfully": "پروڈکٹس مل گئیں",
  "Store products retrieved successfully": "اسٹور کی پروڈکٹس مل گئیں",
  "Product name is required": "پروڈکٹ کا نام ضروری ہے",
  "Product name must be at most {count} characters":
    "پروڈکٹ کا نام زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے",
  "Description is required": "تفصیل ضروری ہے",
  "Description must be at most {count} characters": "تفصیل زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے",
  "Valid price is required": "درست قیمت ضروری ہے",
  "Price is too high": "قیمت بہت زیادہ ہے",
  "Sale price must be a number": "سیل کی قیمت عدد ہونی چاہیے",
  "Sale price cannot be negative": "سیل کی قیمت منفی نہیں ہو سکتی",
  "Sale price must be less than regular price": "سیل کی قیمت عام قیمت سے کم ہونی چاہیے",
  "Sale end date must be a date and time": "سیل ختم ہونے کی تاریخ اور وقت درست ہونا چاہیے",
  "Category is required": "کیٹیگری ضروری ہے",
  "Valid quantity is required": "درست تعداد ضروری ہے",
  "Quantity is too high": "تعداد بہت زیادہ ہے",
  "At least one product image is required": "کم از کم ایک پروڈکٹ تصویر ضروری ہے",
  "At most {count} images per product": "ایک پروڈکٹ کی زیادہ سے زیادہ {count} تصاویر",
  "Store is required": "اسٹور ضروری ہے",
  // Options and variants (product-variants.ts, issue 18).
  "Each option needs at least one value.": "ہر آپشن کی کم از کم ایک قدر ضروری ہے۔",
  "An option can have at most {count} values.": "ایک آپشن کی زیادہ سے زیادہ {count} قدریں ہو سکتی ہیں۔",
  "Options must be a list.": "آپشنز فہرست کی صورت میں ہونے چاہییں۔",
  "A product can have at most {count} options.": "ایک پروڈکٹ کے زیادہ سے زیادہ {count} آپشن ہو سکتے ہیں۔",
  "The option {option} is listed twice.": "آپشن {option} دو بار لکھا گیا ہے۔",
  '{option} lists "{value}" twice.': '{option} میں "{value}" دو بار لکھا گیا ہے۔',
  "Each variant needs its options, such as Size: M.": "ہر ویریئنٹ کے آپشن ضروری ہیں، جیسے سائز: M۔",
  "SKU must be text.": "SKU متن ہونا چاہیے۔",
  "SKU must be at most {count} characters.": "SKU زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "Variants must be a list.": "ویریئنٹس فہرست کی صورت میں ہونے چاہییں۔",
  "A product can have at most {count} variants.": "ایک پروڈکٹ کے زیادہ سے زیادہ {count} ویریئنٹ ہو سکتے ہیں۔",
  "This variant names {option}, which is not an option of the product.":
    "یہ ویریئنٹ {option} کا نام لیتا ہے، جو اس پروڈکٹ کا آپشن نہیں۔",
  "This variant has no value for {option}.": "اس ویریئنٹ میں {option} کی کوئی قدر نہیں۔",
  '"{value}" is not one of the values of {option}.': '"{value}" {option} کی قدروں میں سے نہیں ہے۔',
  "Variants need options: add an option such as Size first.":
    "ویریئنٹس کے لیے آپشن ضروری ہیں: پہلے سائز جیسا کوئی آپشن شامل کریں۔",
  "Add the variants: one for each combination of the options.":
    "ویریئنٹس شامل کریں: آپشنز کے ہر امتزاج کے لیے ایک۔",
  "The variant {combination} is listed twice.": "ویریئنٹ {combination} دو بار لکھا گیا ہے۔",
  "The variant {combination} is missing: add one for every combination.":
    "ویریئنٹ {combination} موجود نہیں: ہر امتزاج کے لیے ایک ویریئنٹ شامل کریں۔",
  "The picture chosen for {combination} is not one of this product's pictures.":
    "{combination} کے لیے چنی گئی تصویر اس پروڈکٹ کی تصاویر میں سے نہیں ہے۔",
  "The picture must be one of the product's pictures.": "تصویر اس پروڈکٹ کی تصاویر میں سے ہونی چاہیے۔",
  "An option filter must be at most {count} characters.":
    "آپشن کا فلٹر زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "An option filter can name at most {count} values.":
    "آپشن کا فلٹر زیادہ سے زیادہ {count} قدروں کا نام لے سکتا ہے۔",
  // Reading lists of products (the query).
  "Use true or false.": "true یا false لکھیں۔",
  "Price must be a number.": "قیمت عدد ہونی چاہیے۔",
  "Price cannot be negative.": "قیمت منفی نہیں ہو سکتی۔",
  "Price must be at most Rs {amount}.": "قیمت زیادہ سے زیادہ Rs {amount} ہو سکتی ہے۔",
  "Page must be a whole number.": "صفحہ پورا عدد ہونا چاہیے۔",
  "Page starts at 1.": "صفحے 1 سے شروع ہوتے ہیں۔",
  "Limit must be a whole number.": "حد پورا عدد ہونی چاہیے۔",
  "Limit must be at least 1.": "حد کم از کم 1 ہونی چاہیے۔",
  "Limit must be at most {count}.": "حد زیادہ سے زیادہ {count} ہو سکتی ہے۔",
  "Sort must be one of: {sorts}.": "ترتیب ان میں سے ایک ہونی چاہیے: {sorts}۔",
  "The lowest price must not be above the highest.":
    "کم سے کم قیمت زیادہ سے زیادہ قیمت سے اوپر نہیں ہو سکتی۔",
  "Search must be at most {count} characters.": "تلاش زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے۔",
  "Type something to search for.": "تلاش کے لیے کچھ لکھیں۔",

  // --- Orders, stock, payments and reviews.
  'Only {count} left of "{product}". Please lower the quantity.':
    '"⁨{product}⁩" کے صرف ⁨{count}⁩ باقی ہیں۔ براہِ کرم تعداد کم کریں۔',
  '"{product}" is out of stock.': '"⁨{product}⁩" کا اسٹاک ختم ہو گیا ہے۔',
  "A {status} order cannot be marked Paid.": "⁨{status}⁩ آرڈر کو ادا شدہ نشان زد نہیں کیا جا سکتا۔",
  "Only a paid order can be marked Refunded; this one is {from}.":
    "صرف ادا شدہ آرڈر کو رقم واپس شدہ نشان زد کیا جا سکتا ہے؛ یہ ⁨{from}⁩ ہے۔",
  "The payment of a {status} order cannot go from {from} to {to}.":
    "⁨{status}⁩ آرڈر کی ادائیگی ⁨{from}⁩ سے ⁨{to}⁩ نہیں ہو سکتی۔",
  "This product sold {sold} while you were editing. The stock shows what is left now; check it and save again.":
    "آپ کے ترمیم کرنے کے دوران یہ پروڈکٹ ⁨{sold}⁩ فروخت ہوئی۔ اسٹاک اب وہی دکھاتا ہے جو باقی ہے؛ اسے دیکھ کر دوبارہ محفوظ کریں۔",
  "The stock of this product changed while you were editing. Check the figures and save again.":
    "آپ کے ترمیم کرنے کے دوران اس پروڈکٹ کا اسٹاک بدل گیا۔ اعداد دیکھ کر دوبارہ محفوظ کریں۔",
  "A product in your cart is no longer available.": "آپ کی ٹوکری کی ایک پروڈکٹ اب دستیاب نہیں۔",
  "{method} payments are not available yet. Please choose Cash on Delivery, or Bank Transfer or Mobile Wallet where the store offers them.":
    "{method} سے ادائیگی ابھی دستیاب نہیں۔ براہِ کرم کیش آن ڈیلیوری چنیں، یا جہاں اسٹور دے وہاں بینک ٹرانسفر یا موبائل والیٹ۔",
  "{store} does not accept {method}; choose {methods}.": "{store} {method} قبول نہیں کرتا؛ {methods} چنیں۔",
  "An order can total at most {amount}. Please lower the quantities or place it in parts.":
    "ایک آرڈر کی کل رقم زیادہ سے زیادہ {amount} ہو سکتی ہے۔ براہِ کرم تعداد کم کریں یا آرڈر حصوں میں دیں۔",
  "Prices changed since you opened the checkout: the total is now {total}, not {expected}. Please check your order and confirm again.":
    "چیک آؤٹ کھولنے کے بعد قیمتیں بدل گئیں: کل رقم اب {total} ہے، {expected} نہیں۔ براہِ کرم اپنا آرڈر دیکھیں اور دوبارہ تصدیق کریں۔",
  "You can only place orders for your own account.": "آپ صرف اپنے اکاؤنٹ کے لیے آرڈر دے سکتی ہیں۔",
  "This Idempotency-Key was already used for a different order.":
    "یہ Idempotency-Key پہلے ہی کسی اور آرڈر کے لیے استعمال ہو چکی ہے۔",
  "This order is still being placed. Please wait a moment.":
    "یہ آرڈر ابھی دیا جا رہا ہے۔ براہِ کرم تھوڑا انتظار کریں۔",
  "This Idempotency-Key was already used for a different product.":
    "یہ Idempotency-Key پہلے ہی کسی اور پروڈکٹ کے لیے استعمال ہو چکی ہے۔",
  "This product is still being saved. Please wait a moment.":
    "یہ پروڈکٹ ابھی محفوظ ہو رہی ہے۔ براہِ کرم تھوڑا انتظار کریں۔",
  "{count} orders placed successfully.": "{count} آرڈر کامیابی سے دے دیے گئے۔",
  "Order placed successfully.": "آرڈر کامیابی سے دے دیا گیا۔",
  "You can only see your own orders.": "آپ صرف اپنے آرڈر دیکھ سکتی ہیں۔",
  "Order not found.": "آرڈر نہیں ملا۔",
  "This order belongs to another account.": "یہ آرڈر کسی اور اکاؤنٹ کا ہے۔",
  "Order status updated to {status}.": "آرڈر کی حالت {status} کر دی گئی۔",
  "Payment status updated to {status}.": "ادائیگی کی حالت ⁨{status}⁩ کر دی گئی۔",
  "Your order has been cancelled.": "آپ کا آرڈر منسوخ کر دیا گیا ہے۔",
  "Thank you for your review!": "آپ کے ریویو کا شکریہ!",
  "A {from} order is final: it cannot move to {to}.": "{from} آرڈر حتمی ہے: اسے {to} نہیں کیا جا سکتا۔",
  "A {from} order cannot go back to {to}.": "{from} آرڈر واپس {to} نہیں ہو سکتا۔",
  "A {from} order cannot be cancelled; it can only be marked Returned.":
    "{from} آرڈر منسوخ نہیں ہو سکتا؛ اسے صرف واپس کیا ہوا لکھا جا سکتا ہے۔",
  "A {from} order cannot be marked Returned: only shipped or delivered orders can.":
    "{from} آرڈر کو واپس کیا ہوا نہیں لکھا جا سکتا: صرف روانہ یا پہنچے ہوئے آرڈر۔",
  "A {from} order cannot move to {to}.": "{from} آرڈر {to} نہیں کیا جا سکتا۔",
  "A Pending order is accepted (Processing) or shipped before it is marked Delivered.":
    "زیرِ التوا آرڈر کو «پہنچ گیا» لکھنے سے پہلے اسے «تیاری میں» یا «روانہ» کریں۔",
  "This order is already cancelled.": "یہ آرڈر پہلے ہی منسوخ ہو چکا ہے۔",
  "This order is already {status}, so it can no longer be cancelled. Please contact the store.":
    "یہ آرڈر پہلے ہی {status} ہے، اس لیے اب منسوخ نہیں ہو سکتا۔ براہِ کرم اسٹور سے رابطہ کریں۔",
  "This item is not part of the order.": "یہ چیز اس آرڈر کا حصہ نہیں ہے۔",
  "You can review products once the order is delivered.":
    "آرڈر پہنچنے کے بعد آپ پروڈکٹس کا ریویو دے سکتی ہیں۔",
  "This product is no longer sold, so it cannot be reviewed.":
    "یہ پروڈکٹ اب فروخت نہیں ہوتی، اس لیے اس کا ریویو نہیں دیا جا سکتا۔",
  "You have already reviewed this item.": "آپ اس چیز کا ریویو پہلے ہی دے چکی ہیں۔",
  'Please choose the {options} of "{product}".': 'براہِ کرم "{product}" کا {options} چنیں۔',
  '"{product}" comes in one kind only: order it without a variant.':
    '"{product}" صرف ایک ہی قسم میں آتی ہے: اسے ویریئنٹ کے بغیر آرڈر کریں۔',
  'The chosen variant of "{product}" is no longer available. Please choose again.':
    '"{product}" کا چنا ہوا ویریئنٹ اب دستیاب نہیں۔ براہِ کرم دوبارہ چنیں۔',
  // The checkout and order forms (orders-contracts).
  "{label} is required.": "{label} ضروری ہے۔",
  "{label} is required": "{label} ضروری ہے",
  "Please choose Pakistan, India or Bangladesh.": "براہِ کرم پاکستان، بھارت یا بنگلہ دیش چنیں۔",
  "Each item needs a product id.": "ہر چیز کے لیے پروڈکٹ کی شناخت ضروری ہے۔",
  "Quantity must be a whole number.": "تعداد پورا عدد ہونی چاہیے۔",
  "Quantity must be at least 1.": "تعداد کم از کم 1 ہونی چاہیے۔",
  "Quantity must be at most {count}.": "تعداد زیادہ سے زیادہ {count} ہو سکتی ہے۔",
  "The order needs a list of products.": "آرڈر کے لیے پروڈکٹس کی فہرست ضروری ہے۔",
  "Your cart is empty.": "آپ کی ٹوکری خالی ہے۔",
  "An order can hold at most {count} different products.":
    "ایک آرڈر میں زیادہ سے زیادہ {count} مختلف پروڈکٹس ہو سکتی ہیں۔",
  "Please choose a payment method.": "براہِ کرم ادائیگی کا طریقہ چنیں۔",
  "Notes must be at most {count} characters.": "نوٹ زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "The expected total must be a number of rupees.": "متوقع کل رقم روپوں میں عدد ہونی چاہیے۔",
  "The expected total cannot be negative.": "متوقع کل رقم منفی نہیں ہو سکتی۔",
  "The expected total is too large.": "متوقع کل رقم بہت زیادہ ہے۔",
  "Please choose a valid order status.": "براہِ کرم آرڈر کی درست حالت چنیں۔",
  "Tracking number must be at most {count} characters.":
    "ٹریکنگ نمبر زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "A tracking number is required to mark an order as Shipped.":
    "آرڈر کو روانہ لکھنے کے لیے ٹریکنگ نمبر ضروری ہے۔",
  "Please choose a valid payment status.": "براہِ کرم ادائیگی کی درست حالت چنیں۔",
  "The variant must be the id of one of the product's variants.":
    "ویریئنٹ پروڈکٹ کے کسی ویریئنٹ کی شناخت ہونا چاہیے۔",
  "Please choose a rating from 1 to 5.": "براہِ کرم 1 سے 5 تک ریٹنگ چنیں۔",
  "Comments must be at most {count} characters.": "تبصرہ زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "The reason must be at most {count} characters.": "وجہ زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے۔",

  // --- Reports, moderation and the admin's work.
  "Report not found.": "رپورٹ نہیں ملی۔",
  "You have already reported this listing. Our team will review it; there is no need to report it again.":
    "آپ یہ لسٹنگ پہلے ہی رپورٹ کر چکی ہیں۔ ہماری ٹیم اسے دیکھے گی؛ دوبارہ رپورٹ کرنے کی ضرورت نہیں۔",
  "This report is already {status}; only an open report can be dismissed.":
    "یہ رپورٹ پہلے ہی {status} ہے؛ صرف کھلی رپورٹ مسترد کی جا سکتی ہے۔",
  "Thank you. We will review this listing.": "شکریہ۔ ہم اس لسٹنگ کو دیکھیں گے۔",
  "The report is dismissed.": "رپورٹ مسترد کر دی گئی۔",
  "The listing is hidden.": "لسٹنگ چھپا دی گئی۔",
  "The listing is shown again.": "لسٹنگ دوبارہ دکھائی جا رہی ہے۔",
  "Please choose why you are reporting this listing.": "براہِ کرم چنیں کہ آپ یہ لسٹنگ کیوں رپورٹ کر رہی ہیں۔",
  "Details must be at most {count} characters long.": "تفصیل زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے۔",
  "Please tell us what is wrong with this listing.": "براہِ کرم بتائیں کہ اس لسٹنگ میں کیا غلط ہے۔",
  'Status must be "dismissed".': 'حالت "dismissed" ہونی چاہیے۔',
  "Seller not found.": "فروخت کنندہ نہیں ملی۔",
  "The seller is now {status}.": "فروخت کنندہ اب {status} ہے۔",
  "Status must be pending, verified or suspended": "حالت زیرِ جائزہ، تصدیق شدہ یا معطل ہونی چاہیے",
  "Reason must be at most {count} characters long.": "وجہ زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے۔",
  "Please give a reason for suspending this seller.": "براہِ کرم اس فروخت کنندہ کو معطل کرنے کی وجہ لکھیں۔",
  "Please give a reason for hiding this listing.": "براہِ کرم اس لسٹنگ کو چھپانے کی وجہ لکھیں۔",
  "Commission must be a number.": "کمیشن عدد ہونا چاہیے۔",
  "Commission must be between 0 and 50 percent.": "کمیشن 0 سے 50 فیصد کے درمیان ہونا چاہیے۔",
  "Commission can have at most two decimals.": "کمیشن میں زیادہ سے زیادہ دو اعشاریہ ہو سکتے ہیں۔",
  "Commission is now {percent}% on new orders.": "نئے آرڈرز پر کمیشن اب {percent}% ہے۔",
  "Saved: sellers who owe Hunarmand now see these accounts on their Earnings page.":
    "محفوظ ہو گیا: جن بیچنے والیوں کے ذمے ہنرمند کی رقم ہے، وہ اب یہ اکاؤنٹس اپنے آمدنی کے صفحے پر دیکھیں گی۔",

  // --- Money: statements and settlements.
  "{day} is not a date on the calendar.": "{day} کیلنڈر کی کوئی تاریخ نہیں ہے۔",
  "The start date must be on or before the end date.":
    "شروع کی تاریخ آخری تاریخ سے پہلے یا اسی دن ہونی چاہیے۔",
  "Use a date like 2026-01-31.": "2026-01-31 جیسی تاریخ لکھیں۔",
  "Please choose a store.": "براہِ کرم ایک اسٹور چنیں۔",
  "Amount must be a number.": "رقم عدد ہونی چاہیے۔",
  "Amount must be at least Rs 0.01.": "رقم کم از کم Rs 0.01 ہونی چاہیے۔",
  "Amount can be at most Rs {amount}.": "رقم زیادہ سے زیادہ Rs {amount} ہو سکتی ہے۔",
  "Direction must be payout or remittance.": "سمت ادائیگی یا وصولی ہونی چاہیے۔",
  "Method must be Bank Transfer, JazzCash, Easypaisa or Cash.":
    "طریقہ بینک ٹرانسفر، JazzCash، Easypaisa یا نقد ہونا چاہیے۔",
  "Please give the transaction or receipt reference.": "براہِ کرم لین دین یا رسید کا حوالہ لکھیں۔",
  "Reference must be at most {count} characters long.": "حوالہ زیادہ سے زیادہ {count} حروف کا ہو سکتا ہے۔",
  "The marketplace owes {store} nothing (the store owes {owed}), so a payout of {amount} cannot be recorded.":
    "مارکیٹ پلیس پر {store} کا کچھ واجب نہیں (اسٹور پر {owed} واجب ہے)، اس لیے {amount} کی ادائیگی درج نہیں ہو سکتی۔",
  "A payout of {amount} is more than the {owed} the marketplace owes {store}.":
    "{amount} کی ادائیگی اس {owed} سے زیادہ ہے جو مارکیٹ پلیس پر {store} کا واجب ہے۔",
  "{store} owes the marketplace nothing (it is owed {owed}), so a remittance of {amount} cannot be recorded.":
    "{store} پر مارکیٹ پلیس کا کچھ واجب نہیں (اس کا {owed} واجب ہے)، اس لیے {amount} کی وصولی درج نہیں ہو سکتی۔",
  "A remittance of {amount} is more than the {owed} {store} owes the marketplace.":
    "{amount} کی وصولی اس {owed} سے زیادہ ہے جو {store} پر مارکیٹ پلیس کا واجب ہے۔",
  "Payout of {amount} recorded for {store}.": "{store} کے لیے {amount} کی ادائیگی درج ہو گئی۔",
  "Remittance of {amount} recorded for {store}.": "{store} سے {amount} کی وصولی درج ہو گئی۔",

  // --- Notifications and conversations (issue 17): answers, and the words of notifications and
  // e-mails (stored in English, shown in the reader's language; names and messages kept as written).
  "Notifications marked as read.": "اطلاعات پڑھی ہوئی قرار دے دی گئیں۔",
  "Send the ids of the notifications to mark as read, or all: true.":
    "پڑھی ہوئی قرار دینے کے لیے اطلاعات کی ids بھیجیں، یا all: true۔",
  "At most {count} notifications can be marked at once.":
    "ایک وقت میں زیادہ سے زیادہ {count} اطلاعات قرار دی جا سکتی ہیں۔",
  "Each notification id must be text.": "ہر اطلاع کی id متن ہونی چاہیے۔",
  "Each id must be the id of a notification.": "ہر id کسی اطلاع کی id ہونی چاہیے۔",
  "The page must be a whole number from 1.": "صفحہ 1 یا اس سے بڑا پورا عدد ہونا چاہیے۔",
  "The page must be at most 10000.": "صفحہ زیادہ سے زیادہ 10000 ہو سکتا ہے۔",
  "The limit must be a whole number from 1 to {max}.": "حد 1 سے {max} تک کا پورا عدد ہونی چاہیے۔",
  "Please write a message.": "براہِ کرم پیغام لکھیں۔",
  "A message can be at most 2,000 characters.": "پیغام زیادہ سے زیادہ 2,000 حروف کا ہو سکتا ہے۔",
  "Please say which store the message is for.": "براہِ کرم بتائیں کہ پیغام کس اسٹور کے لیے ہے۔",
  "The product id must be text.": "پروڈکٹ کی id متن ہونی چاہیے۔",
  "The order id must be text.": "آرڈر کی id متن ہونی چاہیے۔",
  "Conversation not found.": "گفتگو نہیں ملی۔",
  "Only the customer and the store's owner can read or write this conversation.":
    "یہ گفتگو صرف خریدار اور اسٹور کی مالک پڑھ یا لکھ سکتی ہیں۔",
  "This product is not sold by this store.": "یہ پروڈکٹ اس اسٹور کی نہیں ہے۔",
  "This order is not from this store.": "یہ آرڈر اس اسٹور کا نہیں ہے۔",
  "This needs a customer or seller account.": "اس کے لیے خریدار یا فروخت کنندہ کا اکاؤنٹ چاہیے۔",
  "You are sending messages too quickly. Please try again in {wait}.":
    "آپ بہت تیزی سے پیغامات بھیج رہی ہیں۔ براہِ کرم {wait} بعد دوبارہ کوشش کریں۔",
  "Order {number} placed": "آرڈر ⁨{number}⁩ دے دیا گیا",
  "Thank you! {store} has your order {number} for {total}. We will tell you when it ships.":
    "شکریہ! {store} کو آپ کا آرڈر ⁨{number}⁩ ({total}) مل گیا ہے۔ روانہ ہونے پر ہم آپ کو بتائیں گے۔",
  "New order {number}": "نیا آرڈر ⁨{number}⁩",
  "{customer} ordered {items} (order {number}, {total}).":
    "{customer} نے {items} کا آرڈر دیا (آرڈر ⁨{number}⁩، {total})۔",
  "Your order {number}": "آپ کا آرڈر ⁨{number}⁩",
  "Order {number} has shipped": "آرڈر ⁨{number}⁩ روانہ ہو گیا",
  "Order {number} is now {status}": "آرڈر ⁨{number}⁩ اب {status} ہے",
  "Your order {number} from {store} is on its way. Tracking number: {tracking}.":
    "{store} سے آپ کا آرڈر ⁨{number}⁩ راستے میں ہے۔ ٹریکنگ نمبر: {tracking}۔",
  "Your order {number} from {store} is now {status}.": "{store} سے آپ کا آرڈر ⁨{number}⁩ اب {status} ہے۔",
  "New review of {product}": "{product} پر نیا جائزہ",
  '{reviewer} gave {product} {rating} out of 5: "{comment}"':
    '{reviewer} نے {product} کو 5 میں سے {rating} دیے: "{comment}"',
  "{reviewer} gave {product} {rating} out of 5.": "{reviewer} نے {product} کو 5 میں سے {rating} دیے۔",
  "Your seller account is verified": "آپ کے فروخت کنندہ اکاؤنٹ کی تصدیق ہو گئی",
  "Your seller account is suspended": "آپ کا فروخت کنندہ اکاؤنٹ معطل کر دیا گیا",
  "The Hunarmand team has verified your account: your stores now show the verified badge.":
    "ہنرمند ٹیم نے آپ کے اکاؤنٹ کی تصدیق کر دی ہے: اب آپ کے اسٹورز پر تصدیق شدہ کا نشان نظر آتا ہے۔",
  "The Hunarmand team has suspended your account, and your stores are hidden. Reason: {reason}":
    "ہنرمند ٹیم نے آپ کا اکاؤنٹ معطل کر دیا ہے اور آپ کے اسٹورز چھپا دیے گئے ہیں۔ وجہ: {reason}",
  "The Hunarmand team has suspended your account, and your stores are hidden.":
    "ہنرمند ٹیم نے آپ کا اکاؤنٹ معطل کر دیا ہے اور آپ کے اسٹورز چھپا دیے گئے ہیں۔",
  "New message from {name}": "{name} کا نیا پیغام",
  "{name} wrote about {product}:": "{name} نے {product} کے بارے میں لکھا:",
  "{name} wrote:": "{name} نے لکھا:",
  "See your orders": "اپنے آرڈر دیکھیں",
  "Open your orders": "اپنے آرڈر کھولیں",
  "See the product": "پروڈکٹ دیکھیں",
  "Open your dashboard": "اپنا ڈیش بورڈ کھولیں",
  "Read and reply": "پڑھیں اور جواب دیں",

  // --- The contact page.
  "Thank you for your message. We will get back to you soon!":
    "آپ کے پیغام کا شکریہ۔ ہم جلد آپ سے رابطہ کریں گے!",

  // --- zod's own English, for the few API checks that give no message of their own.
  "Invalid input": "غلط اندراج",
  "Invalid input: expected {expected}, received {received}":
    "غلط اندراج: {expected} متوقع تھا، {received} ملا",
  "Invalid option: expected one of {options}": "غلط انتخاب: ان میں سے ایک متوقع تھا: {options}",
  "Too big: expected {origin} to have {limit} {unit}": "بہت بڑا: {origin} میں {limit} {unit} ہونے چاہییں",
  "Too big: expected {origin} to be {limit}": "بہت بڑا: {origin} کو {limit} ہونا چاہیے",
  "Too small: expected {origin} to have {limit} {unit}": "بہت چھوٹا: {origin} میں {limit} {unit} ہونے چاہییں",
  "Too small: expected {origin} to be {limit}": "بہت چھوٹا: {origin} کو {limit} ہونا چاہیے",
  "Invalid {format}": "غلط {format}",
  "Unrecognized key: {key}": "نامعلوم کلید: {key}",
  "Unrecognized keys: {keys}": "نامعلوم کلیدیں: {keys}",
  ...URDU_RETURN_MESSAGES,
  ...URDU_ACCOUNT_MESSAGES,
  ...URDU_COD_MESSAGES,
  ...URDU_COURIER_MESSAGES,
  ...URDU_GLOSSARY_MESSAGES,
  ...URDU_COURIER_CASH_MESSAGES,
  ...URDU_STAFF_MESSAGES,
  ...URDU_SELLER_NOTICE_MESSAGES,
  ...URDU_VOUCHER_MESSAGES,
  ...URDU_CAMPAIGN_MESSAGES,
  ...URDU_PAYOUT_MESSAGES,
  ...URDU_PAYMENT_MESSAGES,
  ...URDU_PAYOUT_NOTICE_MESSAGES,
  ...URDU_PUSH_MESSAGES,
  ...URDU_HELPER_MESSAGES,
};

/**
 * The code's own words that appear inside messages: order and payment statuses, payment methods,
 * field labels, waits. Shared lists use the same Urdu as the web's labels catalog.
 */
export const URDU_WORDS: Readonly<Record<string, string>> = {
  ...URDU_VOUCHER_WORDS,
  Pending: "زیرِ التوا",
  Processing: "تیاری میں",
  Shipped: "روانہ",
  Delivered: "پہنچ گیا",
  Cancelled: "منسوخ",
  Returned: "واپس",
  Paid: "ادا شدہ",
  Failed: "ناکام",
  Refunded: "رقم واپس",
  "Cash on Delivery": "کیش آن ڈیلیوری",
  "Credit Card": "کریڈٹ کارڈ",
  "Debit Card": "ڈیبٹ کارڈ",
  "Bank Transfer": "بینک ٹرانسفر",
  "Mobile Wallet": "موبائل والیٹ",
  open: "کھلی",
  resolved: "حل شدہ",
  dismissed: "مسترد",
  pending: "زیرِ جائزہ",
  verified: "تصدیق شدہ",
  suspended: "معطل",
  "a minute": "ایک منٹ",
  "{count} minutes": "{count} منٹ",
  "{count} seconds": "{count} سیکنڈ",
  logo: "لوگو",
  banner: "بینر",
  "Full Name": "پورا نام",
  Address: "پتہ",
  City: "شہر",
  "Postal Code": "پوسٹل کوڈ",
  Phone: "فون",
  Subject: "موضوع",
  Message: "پیغام",
  Location: "مقام",
  "Facebook link": "فیس بک لنک",
  "Instagram link": "انسٹاگرام لنک",
  "Twitter link": "ٹوئٹر لنک",
  "Bank name": "بینک کا نام",
  "Option name": "آپشن کا نام",
  "Option value": "آپشن کی قدر",
  "Account title": "اکاؤنٹ ٹائٹل",
  JazzCash: "JazzCash",
  Easypaisa: "Easypaisa",
  Cash: "نقد",
  database: "ڈیٹا بیس",
  Redis: "Redis",
  // Why the ledger reversed an order's entries.
  "order pending": "آرڈر زیرِ التوا",
  "order processing": "آرڈر تیاری میں",
  "order shipped": "آرڈر روانہ",
  "order cancelled": "آرڈر منسوخ",
  "order returned": "آرڈر واپس",
  "payment marked pending": "ادائیگی زیرِ التوا قرار دی گئی",
  "payment marked failed": "ادائیگی ناکام قرار دی گئی",
  "payment marked refunded": "رقم واپس کر دی گئی",
};

/** Placeholders whose values are the code's words (translated through URDU_WORDS), not user content. */
export const WORD_PLACEHOLDERS: ReadonlySet<string> = new Set([
  "wait",
  "method",
  "methods",
  "status",
  "from",
  "to",
  "label",
  "parts",
  "why",
]);

/** Placeholders whose values are whole messages of the catalog themselves (a reversed entry's note). */
const MESSAGE_PLACEHOLDERS: ReadonlySet<string> = new Set(["note"]);

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a message's placeholders, in order: "{count} of {name}" → ["count", "name"]. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

interface Pattern {
  regex: RegExp;
  names: string[];
  urdu: string;
}

/** A catalog's patterns, the most literal text first, so "{label} is required" loses to "Email is required". */
function compilePatterns(catalog: Readonly<Record<string, string>>): Pattern[] {
  return Object.entries(catalog)
    .filter(([english]) => english.includes("{"))
    .map(([english, urdu]) => {
      const source = english
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("");
      return {
        regex: new RegExp(`^${source}$`, "s"),
        names: placeholdersOf(english),
        urdu,
        literal: english.replace(PLACEHOLDER, "").length,
      };
    })
    .sort((a, b) => b.literal - a.literal)
    .map(({ regex, names, urdu }) => ({ regex, names, urdu }));
}

let messagePatterns: Pattern[] | undefined;
let wordPatterns: Pattern[] | undefined;

function lookUp(
  english: string,
  catalog: Readonly<Record<string, string>>,
  patterns: () => Pattern[],
): string | undefined {
  const exact = catalog[english];
  if (exact !== undefined) return exact;
  for (const pattern of patterns()) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, i) => [name, match[i + 1] as string]));
    return pattern.urdu.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      if (MESSAGE_PLACEHOLDERS.has(name)) return urduMessage(value) ?? value;
      return WORD_PLACEHOLDERS.has(name) ? translateWords(value) : value;
    });
  }
  return undefined;
}

/** A word of the code, or a list of them ("Cash on Delivery, Bank Transfer or Mobile Wallet"). */
function translateWords(value: string): string {
  const one = lookUp(value, URDU_WORDS, () => {
    wordPatterns ??= compilePatterns(URDU_WORDS);
    return wordPatterns;
  });
  if (one !== undefined) return one;
  const list = /^(.+) (or|and) ([^,]+)$/.exec(value);
  if (!list) return value;
  const [, head = "", joiner, last = ""] = list;
  const items = [...head.split(", "), last].map(translateWords);
  return `${items.slice(0, -1).join("، ")} ${joiner === "or" ? "یا" : "اور"} ${items.at(-1)}`;
}

/** The Urdu of a message, if the catalog has it (exactly, or by one of its patterns). */
export function urduMessage(english: string): string | undefined {
  return lookUp(english, URDU_MESSAGES, () => {
    messagePatterns ??= compilePatterns(URDU_MESSAGES);
    return messagePatterns;
  });
}

/**
 * A message the API or a shared schema wrote, in the reader's language: the Urdu when asked for and
 * known, otherwise the English exactly as written.
 */
export function translateMessage(english: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== "ur") return english;
  return urduMessage(english) ?? english;
}
