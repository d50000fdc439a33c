/**
 * The Urdu of what the API says about voucher codes (issue 31), spread into the main catalog
 * (`server-messages.ts`). Same rules: keyed by the English as the code writes it; `{code}`,
 * `{store}`, `{amount}` and `{count}` are kept as written, `{label}` is one of the words below.
 */
export const URDU_VOUCHER_MESSAGES: Readonly<Record<string, string>> = {
  // --- Why a code does not apply at checkout.
  "No store in your cart has the code {code}.": "آپ کی ٹوکری میں کسی دکان کا کوڈ ⁨{code}⁩ نہیں ہے۔",
  "The code {code} has not started yet.": "کوڈ ⁨{code}⁩ ابھی شروع نہیں ہوا۔",
  "The code {code} has ended.": "کوڈ ⁨{code}⁩ ختم ہو چکا ہے۔",
  "The code {code} is paused by its store.": "دکان نے کوڈ ⁨{code}⁩ روک رکھا ہے۔",
  "The code {code} needs at least {amount} from {store}.":
    "کوڈ ⁨{code}⁩ کے لیے ⁨{store}⁩ سے کم از کم ⁨{amount}⁩ کی خریداری ضروری ہے۔",
  "The code {code} has been used up.": "کوڈ ⁨{code}⁩ کے سارے استعمال ہو چکے ہیں۔",
  "You have already used the code {code}.": "آپ کوڈ ⁨{code}⁩ پہلے ہی استعمال کر چکے ہیں۔",
  "The code {code} is not for the items in your cart.": "کوڈ ⁨{code}⁩ آپ کی ٹوکری کی چیزوں پر لاگو نہیں ہوتا۔",
  "Only one code per store: {store} already has a code.":
    "ہر دکان کے لیے ایک ہی کوڈ: ⁨{store}⁩ پر پہلے ہی ایک کوڈ لگا ہے۔",
  "A voucher code is at most 40 characters.": "واؤچر کوڈ زیادہ سے زیادہ 40 حروف کا ہو سکتا ہے۔",
  "Type a voucher code.": "واؤچر کوڈ لکھیں۔",
  "A voucher code must be text.": "واؤچر کوڈ متن ہونا چاہیے۔",
  "Voucher codes must be a list.": "واؤچر کوڈ ایک فہرست ہونے چاہییں۔",
  "A checkout can carry at most 20 voucher codes.": "ایک آرڈر میں زیادہ سے زیادہ 20 واؤچر کوڈ لگ سکتے ہیں۔",

  // --- A seller's own codes.
  "A code is 3 to 20 letters, digits or dashes.": "کوڈ 3 سے 20 حروف، ہندسوں یا ڈیش کا ہوتا ہے۔",
  'The type is "percent" or "fixed".': "قسم فیصد یا مقررہ رقم ہو سکتی ہے۔",
  'The status is "active", "paused" or "ended".': "حالت چالو، رکا ہوا یا ختم ہو سکتی ہے۔",
  "A percentage is a whole number from 1 to 100.": "فیصد 1 سے 100 تک کا پورا عدد ہوتا ہے۔",
  "Enter how much the code takes off.": "لکھیں کہ کوڈ کتنی رعایت دیتا ہے۔",
  "The discount is too high.": "رعایت بہت زیادہ ہے۔",
  "A fixed discount is at least Rs 1.": "مقررہ رعایت کم از کم 1 روپیہ ہوتی ہے۔",
  "The end must come after the start.": "ختم ہونے کا وقت شروع ہونے کے بعد کا ہونا چاہیے۔",
  "A date must be a date and time.": "تاریخ میں دن اور وقت دونوں ہونے چاہییں۔",
  "Products must be a list.": "مصنوعات ایک فہرست ہونی چاہییں۔",
  "A code can name at most {count} products.": "ایک کوڈ زیادہ سے زیادہ ⁨{count}⁩ مصنوعات پر لگ سکتا ہے۔",
  "Choose at least one product, or none for the whole store.":
    "کم از کم ایک چیز چنیں، یا پوری دکان کے لیے کوئی نہ چنیں۔",
  "A code can only name this store's own products.": "کوڈ صرف اسی دکان کی اپنی چیزوں پر لگ سکتا ہے۔",
  "This store already has the code {code}.": "اس دکان کا کوڈ ⁨{code}⁩ پہلے سے موجود ہے۔",
  "Voucher not found.": "واؤچر نہیں ملا۔",
  "The code {code} has ended and cannot be used again; make a new one.":
    "کوڈ ⁨{code}⁩ ختم ہو چکا ہے اور دوبارہ نہیں چل سکتا؛ نیا کوڈ بنائیں۔",
  "The code was already used {count} times; the limit cannot be lower.":
    "کوڈ پہلے ہی ⁨{count}⁩ بار استعمال ہو چکا ہے؛ حد اس سے کم نہیں ہو سکتی۔",
  "{label} must be an amount in rupees.": "{label} روپوں میں رقم ہونی چاہیے۔",
  "{label} cannot be negative.": "{label} منفی نہیں ہو سکتی۔",
  "{label} is too high.": "{label} بہت زیادہ ہے۔",
  "{label} can have at most two decimals.": "{label} میں اعشاریہ کے بعد زیادہ سے زیادہ دو ہندسے ہو سکتے ہیں۔",
  "{label} must be a whole number.": "{label} پورا عدد ہونی چاہیے۔",
  "{label} must be at least 1.": "{label} کم از کم 1 ہونی چاہیے۔",
};

/** The Urdu of what the API says about marketplace campaigns (issue 31). */
export const URDU_CAMPAIGN_MESSAGES: Readonly<Record<string, string>> = {
  "Campaign not found.": "مہم نہیں ملی۔",
  "Another campaign already has the address {slug}.": "ایک اور مہم کا پتہ پہلے ہی ⁨{slug}⁩ ہے۔",
  "Give the discount again when you change its kind.": "رعایت کی قسم بدلیں تو رعایت بھی دوبارہ لکھیں۔",
  "A campaign's percentage is a whole number from 1 to 90.": "مہم کا فیصد 1 سے 90 تک کا پورا عدد ہوتا ہے۔",
  "This campaign has ended; products can no longer join or leave it.":
    "یہ مہم ختم ہو چکی ہے؛ اب اس میں چیزیں شامل یا اس سے نکالی نہیں جا سکتیں۔",
  "You can only add your own products to a campaign.": "آپ مہم میں صرف اپنی ہی چیزیں شامل کر سکتی ہیں۔",
  "The campaign's English name is required.": "مہم کا انگریزی نام ضروری ہے۔",
  "The campaign's Urdu name is required.": "مہم کا اردو نام ضروری ہے۔",
  "The English name must be at most 80 characters.": "انگریزی نام زیادہ سے زیادہ 80 حروف کا ہو سکتا ہے۔",
  "The Urdu name must be at most 80 characters.": "اردو نام زیادہ سے زیادہ 80 حروف کا ہو سکتا ہے۔",
  "Enter how much the campaign takes off.": "لکھیں کہ مہم کتنی رعایت دیتی ہے۔",
  "The largest discount must be at least Rs 1.": "سب سے بڑی رعایت کم از کم 1 روپیہ ہونی چاہیے۔",
  "The largest discount must be an amount in rupees.": "سب سے بڑی رعایت روپوں میں رقم ہونی چاہیے۔",
  "The largest discount is too high.": "سب سے بڑی رعایت بہت زیادہ ہے۔",
  "Choose who pays for the discount.": "چنیں کہ رعایت کون ادا کرے گا۔",
  "The marketplace's share must be a whole percent.": "مارکیٹ پلیس کا حصہ پورا فیصد ہونا چاہیے۔",
  "The marketplace's share is from 1 to 99 percent.": "مارکیٹ پلیس کا حصہ 1 سے 99 فیصد تک ہوتا ہے۔",
  "Say what percent of the discount the marketplace pays.": "بتائیں کہ رعایت کا کتنا فیصد مارکیٹ پلیس دے گی۔",
  "Active is yes or no.": "چالو ہاں یا نہیں ہوتا ہے۔",
  "Choose at least one product.": "کم از کم ایک چیز چنیں۔",
  "Choose at most 100 products at a time.": "ایک وقت میں زیادہ سے زیادہ 100 چیزیں چنیں۔",
  "The address must be at most 60 characters.": "پتہ زیادہ سے زیادہ 60 حروف کا ہو سکتا ہے۔",
};

/** The voucher fields' names inside the messages above (`{label}`). */
export const URDU_VOUCHER_WORDS: Readonly<Record<string, string>> = {
  "The largest discount": "سب سے بڑی رعایت",
  "The minimum spend": "کم از کم خریداری",
  "The total uses": "کل استعمال کی حد",
  "The uses per buyer": "فی خریدار استعمال کی حد",
};
