/**
 * The Urdu of the couriers' messages (issue 28), kept beside the main catalog under the same rules:
 * keyed by the English as the code writes it; `{name}` parts are patterns.
 */
export const URDU_COURIER_MESSAGES: Readonly<Record<string, string>> = {
  // The operator's couriers (couriers-contracts.ts, couriers.service.ts).
  "A courier's code is 2 to 30 lower-case letters or digits, starting with a letter.":
    "کورئیر کا کوڈ 2 سے 30 چھوٹے انگریزی حروف یا ہندسوں کا ہوتا ہے اور کسی حرف سے شروع ہوتا ہے۔",
  "A courier's name needs at least 2 characters.": "کورئیر کے نام میں کم از کم 2 حروف ہوں۔",
  "A courier's name can be at most 60 characters.": "کورئیر کا نام زیادہ سے زیادہ 60 حروف کا ہو سکتا ہے۔",
  "A tracking link can be at most 300 characters.": "ٹریکنگ لنک زیادہ سے زیادہ 300 حروف کا ہو سکتا ہے۔",
  "A tracking link starts with https:// and has no spaces.":
    "ٹریکنگ لنک https:// سے شروع ہوتا ہے اور اس میں خالی جگہ نہیں ہوتی۔",
  "A tracking link needs {cn} where the consignment number goes.":
    "ٹریکنگ لنک میں کنسائنمنٹ نمبر کی جگہ {cn} ہونا چاہیے۔",
  "An API address can be at most 300 characters.": "API کا پتہ زیادہ سے زیادہ 300 حروف کا ہو سکتا ہے۔",
  "An API address starts with https:// (or http:// for a local simulator).":
    "API کا پتہ https:// سے شروع ہوتا ہے (یا مقامی سمیولیٹر کے لیے http:// سے)۔",
  "A credential's name is letters, digits, - or _.": "اسناد کا نام حروف، ہندسوں، - یا _ پر مشتمل ہوتا ہے۔",
  "A credential cannot be empty.": "اسناد خالی نہیں ہو سکتیں۔",
  "A credential can be at most 500 characters.": "اسناد زیادہ سے زیادہ 500 حروف کی ہو سکتی ہیں۔",
  "At most 10 credentials.": "زیادہ سے زیادہ 10 اسناد۔",
  "Send at least one field to change.": "بدلنے کے لیے کم از کم ایک خانہ بھیجیں۔",
  'The marketplace cannot book with "{code}" yet: only PostEx and Leopards can be booking couriers.':
    'مارکیٹ پلیس ابھی "{code}" کے ساتھ بکنگ نہیں کر سکتی: صرف PostEx اور Leopards بکنگ والے کورئیر ہو سکتے ہیں۔',
  'There is already a courier with the code "{code}".': 'کوڈ "{code}" والا کورئیر پہلے سے موجود ہے۔',
  "Courier not found.": "کورئیر نہیں ملا۔",
  "{name} added.": "{name} شامل ہو گیا۔",
  "{name} saved.": "{name} محفوظ ہو گیا۔",
  // Shipping an order with a courier (consignment-numbers.ts, shipments.service.ts).
  "A {courier} consignment number is 2 letters then 9 digits, like LE123456789; please check this one.":
    "{courier} کا کنسائنمنٹ نمبر 2 انگریزی حروف اور پھر 9 ہندسوں کا ہوتا ہے، جیسے LE123456789؛ براہِ کرم یہ نمبر دوبارہ دیکھیں۔",
  "A {courier} consignment number is 9 to 14 digits; please check this one.":
    "{courier} کا کنسائنمنٹ نمبر 9 سے 14 ہندسوں کا ہوتا ہے؛ براہِ کرم یہ نمبر دوبارہ دیکھیں۔",
  "A {courier} consignment number is 6 to 30 letters, digits or dashes; please check this one.":
    "{courier} کا کنسائنمنٹ نمبر 6 سے 30 حروف، ہندسوں یا ڈیش کا ہوتا ہے؛ براہِ کرم یہ نمبر دوبارہ دیکھیں۔",
  'There is no courier "{code}" to ship with. Please pick one from the list.':
    'بھیجنے کے لیے "{code}" نام کا کوئی کورئیر نہیں۔ براہِ کرم فہرست میں سے چنیں۔',
  "Order {number} has already left with its parcel {cn}.":
    "آرڈر ⁨{number}⁩ اپنے پارسل {cn} کے ساتھ پہلے ہی روانہ ہو چکا ہے۔",
  "Order {number} has already left with another parcel.":
    "آرڈر ⁨{number}⁩ کسی اور پارسل کے ساتھ پہلے ہی روانہ ہو چکا ہے۔",
  "{courier} cannot be booked from here: please type its consignment number.":
    "{courier} کی بکنگ یہاں سے نہیں ہو سکتی: براہِ کرم اس کا کنسائنمنٹ نمبر لکھیں۔",
  "{courier} refused the booking: {words}": "{courier} نے بکنگ سے انکار کر دیا: {words}",
  "{courier} did not answer. Nothing was booked; please try again in a few minutes.":
    "{courier} نے جواب نہیں دیا۔ کوئی بکنگ نہیں ہوئی؛ براہِ کرم چند منٹ بعد دوبارہ کوشش کریں۔",
  "The consignment number {cn} is already on another order.":
    "کنسائنمنٹ نمبر {cn} پہلے ہی کسی اور آرڈر پر ہے۔",
  "{courier} already has the parcel, so its booking cannot be cancelled. Mark the order Returned when the parcel comes back.":
    "پارسل {courier} کے پاس پہنچ چکا ہے، اس لیے اس کی بکنگ منسوخ نہیں ہو سکتی۔ پارسل واپس آنے پر آرڈر کو «واپس» کر دیں۔",
  "{courier} would not cancel the booking: {words}": "{courier} نے بکنگ منسوخ نہیں کی: {words}",
  "{courier} did not answer, so the booking is not cancelled and the order is unchanged. Please try again in a few minutes.":
    "{courier} نے جواب نہیں دیا، اس لیے بکنگ منسوخ نہیں ہوئی اور آرڈر ویسا ہی ہے۔ براہِ کرم چند منٹ بعد دوبارہ کوشش کریں۔",
  "Booking with {courier} is not available right now. Please type the consignment number of a parcel you booked yourself, or try again later.":
    "ابھی {courier} کے ساتھ بکنگ دستیاب نہیں۔ براہِ کرم خود بک کیے گئے پارسل کا کنسائنمنٹ نمبر لکھیں، یا بعد میں کوشش کریں۔",
  "Add your store's pickup address with its city (for example “House 4, Gulberg, Lahore”) in the store's Location before booking a pickup.":
    "پک اپ بک کرنے سے پہلے دکان کے «مقام» میں شہر کے ساتھ پک اپ کا پتہ لکھیں (مثلاً “House 4, Gulberg, Lahore”)۔",
  "Order shipped with {courier}: {cn}.": "آرڈر {courier} کے ذریعے روانہ ہو گیا: {cn}۔",
  "Order shipped.": "آرڈر روانہ ہو گیا۔",
  "A consignment number can be at most 40 characters.":
    "کنسائنمنٹ نمبر زیادہ سے زیادہ 40 حروف کا ہو سکتا ہے۔",
  "Weight is in whole grams.": "وزن پورے گراموں میں لکھیں۔",
  "Weight must be at least 1 gram.": "وزن کم از کم 1 گرام ہو۔",
  "Weight can be at most 50000 grams.": "وزن زیادہ سے زیادہ 50000 گرام ہو سکتا ہے۔",
  "Pieces is a whole number.": "ٹکڑوں کی تعداد پورا عدد ہو۔",
  "A parcel has at least 1 piece.": "پارسل میں کم از کم 1 ٹکڑا ہوتا ہے۔",
  "At most 20 pieces.": "زیادہ سے زیادہ 20 ٹکڑے۔",
  "Type the consignment number or book a pickup, one of the two.":
    "کنسائنمنٹ نمبر لکھیں یا پک اپ بک کریں، دونوں میں سے ایک۔",
};
