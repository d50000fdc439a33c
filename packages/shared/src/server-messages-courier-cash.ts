/**
 * The Urdu of reconciling the cash booking couriers collect (decision 0042), kept beside the main
 * catalog under the same rules: keyed by the English as the code writes it; `{name}` parts are patterns.
 */
export const URDU_COURIER_CASH_MESSAGES: Readonly<Record<string, string>> = {
  // The store's statement (modules/ledger/ledger.service.ts).
  "Order {number} delivered, its cash collected by {courier} for the marketplace":
    "آرڈر ⁨{number}⁩ پہنچ گیا، اس کی نقدی ⁨{courier}⁩ نے مارکیٹ پلیس کے لیے وصول کی",
  // The operator's statement import (courier-cash-contracts.ts, remittance-statement.ts, remittances.service.ts).
  "Please choose a courier.": "براہِ کرم کورئیر منتخب کریں۔",
  "Please choose the courier's statement (a CSV file).": "براہِ کرم کورئیر کا گوشوارہ (CSV فائل) منتخب کریں۔",
  "The statement is too large: split it into files of at most 5,000 rows.":
    "گوشوارہ بہت بڑا ہے: اسے زیادہ سے زیادہ 5,000 قطاروں کی فائلوں میں تقسیم کریں۔",
  "The statement is not a readable CSV file: a quoted cell is never closed.":
    "گوشوارہ پڑھنے کے قابل CSV فائل نہیں: ایک خانے کا کھلا ہوا قوسین کبھی بند نہیں ہوتا۔",
  "The first row must name the columns {columns}; missing: {missing}.":
    "پہلی قطار میں کالموں کے نام {columns} ہونے چاہییں؛ غائب: {missing}۔",
  "The statement has no parcels in it.": "گوشوارے میں کوئی پارسل نہیں ہے۔",
  "This row has {cells} cells; the first row names {names}.":
    "اس قطار میں {cells} خانے ہیں؛ پہلی قطار {names} کالموں کے نام بتاتی ہے۔",
  "The consignment number is missing or not one (4 to 40 letters, digits or -).":
    "کنسائنمنٹ نمبر موجود نہیں یا درست نہیں (4 سے 40 حروف، ہندسے یا -)۔",
  "Parcel {cn} is already on row {row}.": "پارسل {cn} پہلے ہی قطار {row} میں ہے۔",
  'The COD amount "{value}" is not an amount in rupees, such as 4200 or 28.80.':
    'کیش آن ڈیلیوری کی رقم "{value}" روپوں میں رقم نہیں، جیسے 4200 یا 28.80۔',
  'The courier fee "{value}" is not an amount in rupees, such as 180 or 28.80.':
    'کورئیر کی فیس "{value}" روپوں میں رقم نہیں، جیسے 180 یا 28.80۔',
  'The tax "{value}" is not an amount in rupees, such as 28.80.':
    'ٹیکس "{value}" روپوں میں رقم نہیں، جیسے 28.80۔',
  'The amount remitted "{value}" is not an amount in rupees, such as 3991.20.':
    'ادا شدہ رقم "{value}" روپوں میں رقم نہیں، جیسے 3991.20۔',
  "The payment reference is missing or longer than 100 characters.":
    "ادائیگی کا حوالہ موجود نہیں یا 100 حروف سے لمبا ہے۔",
  'The payment date "{value}" is not a date like 2026-11-28.':
    'ادائیگی کی تاریخ "{value}" ‏2026-11-28 جیسی تاریخ نہیں ہے۔',
  "The marketplace does not book with {name}, so no cash of ours is with it.":
    "مارکیٹ پلیس {name} کے ذریعے بکنگ نہیں کرتی، اس لیے ہماری کوئی نقدی اس کے پاس نہیں۔",
  "Nothing was recorded: {count} problems in the statement need fixing.":
    "کچھ درج نہیں ہوا: گوشوارے میں {count} غلطیاں درست کرنی ہیں۔",
  "No order was shipped with {name} as parcel {cn}.":
    "کوئی آرڈر {name} کے ذریعے پارسل {cn} کے طور پر نہیں بھیجا گیا۔",
  "Parcel {cn} was not booked by the marketplace: its seller collected the cash.":
    "پارسل {cn} کی بکنگ مارکیٹ پلیس نے نہیں کی تھی: اس کی نقدی فروخت کنندہ نے وصول کی۔",
  "Parcel {cn} has no cash collected on record yet: its delivery has not been seen. Try again after the next tracking round.":
    "پارسل {cn} کی کوئی وصول شدہ نقدی ابھی ریکارڈ میں نہیں: اس کی ڈیلیوری ابھی نظر نہیں آئی۔ اگلی ٹریکنگ کے بعد دوبارہ کوشش کریں۔",
  "Parcel {cn}: the courier says it collected {said}, but the order's cash was {ours}.":
    "پارسل {cn}: کورئیر کہتا ہے کہ اس نے {said} وصول کیے، مگر آرڈر کی نقدی {ours} تھی۔",
  "Parcel {cn}: collected less fee and tax is {kept}, not the {remitted} paid back.":
    "پارسل {cn}: وصول شدہ رقم میں سے فیس اور ٹیکس نکال کر {kept} بنتے ہیں، ادا شدہ {remitted} نہیں۔",
  "Parcel {cn} was already paid back with other figures: {remitted} after a fee of {fee} and tax of {tax}.":
    "پارسل {cn} کی ادائیگی پہلے ہی دوسری رقموں کے ساتھ درج ہے: {fee} فیس اور {tax} ٹیکس کے بعد {remitted}۔",
  "{name}'s statement: {posted} parcels recorded, {known} already known.":
    "{name} کا گوشوارہ: {posted} پارسل درج ہوئے، {known} پہلے سے معلوم تھے۔",
};
