/**
 * The Urdu of what the API says about returns and refunds (issue 27), kept beside the main catalog
 * (`server-messages.ts` spreads it in) so the feature's words travel together. Same rules: keyed by
 * the English as the code writes it, `{name}` parts are patterns whose values are kept as written.
 */
export const URDU_RETURN_MESSAGES: Readonly<Record<string, string>> = {
  // --- The request's own checks.
  "Choose the item to return.": "واپس کرنے کے لیے چیز چنیں۔",
  "The quantity must be a whole number.": "تعداد پورا عدد ہونی چاہیے۔",
  "The quantity must be at least 1.": "تعداد کم از کم 1 ہونی چاہیے۔",
  "The quantity must be at most 1000.": "تعداد زیادہ سے زیادہ 1000 ہو سکتی ہے۔",
  "Choose at least one item to return.": "واپس کرنے کے لیے کم از کم ایک چیز چنیں۔",
  "A return can name at most 100 items.": "ایک واپسی میں زیادہ سے زیادہ 100 چیزیں ہو سکتی ہیں۔",
  "Choose a reason: damaged, wrong item, not as described or other.":
    "وجہ چنیں: خراب، غلط چیز، بیان کے مطابق نہیں یا کوئی اور۔",
  "A return can have at most 4 photos.": "ایک واپسی کے ساتھ زیادہ سے زیادہ 4 تصویریں ہو سکتی ہیں۔",
  "The note must be at most 1000 characters.": "نوٹ زیادہ سے زیادہ 1000 حروف کا ہو سکتا ہے۔",
  "Photo links must be at most 2000 characters.": "تصویر کے لنک زیادہ سے زیادہ 2000 حروف کے ہو سکتے ہیں۔",
  "The decision must be accept or decline.": "فیصلہ منظور یا نامنظور ہونا چاہیے۔",
  "The amount must be a number.": "رقم ایک عدد ہونی چاہیے۔",
  "The amount must be at least Rs 0.01.": "رقم کم از کم Rs 0.01 ہونی چاہیے۔",
  "The amount is too large.": "رقم بہت زیادہ ہے۔",
  "The amount can have at most two decimals.": "رقم میں اعشاریہ کے بعد زیادہ سے زیادہ دو ہندسے ہو سکتے ہیں۔",
  "Choose how the money was sent back.": "چنیں کہ رقم کیسے واپس بھیجی گئی۔",
  "Enter the transfer's reference or a receipt number.": "ٹرانسفر کا حوالہ یا رسید نمبر درج کریں۔",
  "The reference must be at most 200 characters.": "حوالہ زیادہ سے زیادہ 200 حروف کا ہو سکتا ہے۔",

  "The return window must be a whole number of days.": "واپسی کی مدت دنوں کا پورا عدد ہونی چاہیے۔",
  "The return window must be between 1 and 90 days.": "واپسی کی مدت 1 سے 90 دن کے درمیان ہونی چاہیے۔",

  // --- Asking, deciding, escalating, withdrawing.
  "Return not found.": "واپسی نہیں ملی۔",
  "Only a delivered order can be returned.": "صرف پہنچ جانے والا آرڈر واپس کیا جا سکتا ہے۔",
  "The return window of {days} days after delivery has passed.":
    "ڈیلیوری کے بعد واپسی کے {days} دن گزر چکے ہیں۔",
  "Item {position} is not part of this order.": "چیز {position} اس آرڈر میں شامل نہیں۔",
  "Not in this order.": "اس آرڈر میں نہیں۔",
  "Item {position} is named twice.": "چیز {position} دو بار درج ہے۔",
  "Named twice.": "دو بار درج ہے۔",
  "Only {count} of {product} can still be returned.": "{product} میں سے صرف {count} اب بھی واپس ہو سکتے ہیں۔",
  "Photo {position} is not a photo you uploaded for this return. Please upload it again.":
    "تصویر {position} اس واپسی کے لیے آپ کی اپ لوڈ کی ہوئی تصویر نہیں۔ براہِ کرم اسے دوبارہ اپ لوڈ کریں۔",
  "Only a declined return can be taken to the Hunarmand team.":
    "صرف نامنظور شدہ واپسی ہنرمند ٹیم کے پاس لے جائی جا سکتی ہے۔",
  "The Hunarmand team has already decided this return.": "ہنرمند ٹیم اس واپسی کا فیصلہ کر چکی ہے۔",
  "A return cannot be withdrawn once the seller has received the items.":
    "سیلر کو چیزیں مل جانے کے بعد واپسی ختم نہیں کی جا سکتی۔",
  "Only a new return can be accepted or declined.": "صرف نئی واپسی منظور یا نامنظور کی جا سکتی ہے۔",
  "Only an escalated return can be decided by the Hunarmand team.":
    "ہنرمند ٹیم صرف اپنے پاس لائی گئی واپسی کا فیصلہ کر سکتی ہے۔",
  "Only an accepted return can be marked received.": "صرف منظور شدہ واپسی وصول شدہ قرار دی جا سکتی ہے۔",
  "Only a received return can be refunded.": "صرف وصول شدہ واپسی کی رقم لوٹائی جا سکتی ہے۔",
  "The refund would be more than was paid for these items: at most {amount} is left to refund.":
    "یہ رقم ان چیزوں کی ادا کردہ قیمت سے زیادہ ہو جائے گی: زیادہ سے زیادہ {amount} لوٹانا باقی ہے۔",
  "Your return request was sent to the seller.": "آپ کی واپسی کی درخواست سیلر کو بھیج دی گئی۔",
  "The Hunarmand team will look at your return.": "ہنرمند ٹیم آپ کی واپسی دیکھے گی۔",
  "Your return is withdrawn.": "آپ کی واپسی ختم کر دی گئی۔",
  "Return accepted.": "واپسی منظور ہو گئی۔",
  "Return declined.": "واپسی نامنظور ہو گئی۔",
  "Return marked received.": "واپسی وصول شدہ قرار دی گئی۔",
  "Refund recorded.": "رقم کی واپسی درج ہو گئی۔",

  // --- Notifications (decision 0029) of each step.
  "Return requested for order {number}": "آرڈر ⁨{number}⁩ کی واپسی کی درخواست",
  "{customer} asked to return items of order {number}. Please accept or decline it.":
    "{customer} نے آرڈر ⁨{number}⁩ کی چیزیں واپس کرنے کو کہا ہے۔ براہِ کرم اسے منظور یا نامنظور کریں۔",
  "Your return for order {number} was accepted": "آرڈر ⁨{number}⁩ کی آپ کی واپسی منظور ہو گئی",
  "{store} accepted your return for order {number}. Please send the items back.":
    "{store} نے آرڈر ⁨{number}⁩ کی آپ کی واپسی منظور کر لی۔ براہِ کرم چیزیں واپس بھیجیں۔",
  "Your return for order {number} was declined": "آرڈر ⁨{number}⁩ کی آپ کی واپسی نامنظور ہو گئی",
  "{store} declined your return for order {number}. You can ask the Hunarmand team to look at it.":
    "{store} نے آرڈر ⁨{number}⁩ کی آپ کی واپسی نامنظور کر دی۔ آپ ہنرمند ٹیم سے اسے دیکھنے کو کہہ سکتی ہیں۔",
  "Return for order {number} taken to the Hunarmand team": "آرڈر ⁨{number}⁩ کی واپسی ہنرمند ٹیم کے پاس",
  "{customer} asked the Hunarmand team to look at the return for order {number}.":
    "{customer} نے ہنرمند ٹیم سے آرڈر ⁨{number}⁩ کی واپسی دیکھنے کو کہا ہے۔",
  "Return for order {number} withdrawn": "آرڈر ⁨{number}⁩ کی واپسی ختم",
  "{customer} withdrew the return for order {number}.": "{customer} نے آرڈر ⁨{number}⁩ کی واپسی ختم کر دی۔",
  "{store} received your return for order {number}": "{store} کو آرڈر ⁨{number}⁩ کی آپ کی واپسی مل گئی",
  "{store} has the items of your return for order {number} back. The refund follows.":
    "{store} کو آرڈر ⁨{number}⁩ کی واپس کی گئی چیزیں مل گئیں۔ رقم کی واپسی اس کے بعد ہو گی۔",
  "Refund of {amount} for order {number}": "آرڈر ⁨{number}⁩ کے {amount} کی واپسی",
  "{store} refunded {amount} for your return of order {number}.":
    "{store} نے آرڈر ⁨{number}⁩ کی واپسی پر آپ کو {amount} لوٹا دیے۔",
  "The Hunarmand team accepted the return for order {number}":
    "ہنرمند ٹیم نے آرڈر ⁨{number}⁩ کی واپسی منظور کر لی",
  "The Hunarmand team declined the return for order {number}":
    "ہنرمند ٹیم نے آرڈر ⁨{number}⁩ کی واپسی نامنظور کر دی",
  "The Hunarmand team accepted the return of {customer} for order {number} from {store}.":
    "ہنرمند ٹیم نے {store} سے آرڈر ⁨{number}⁩ کی {customer} کی واپسی منظور کر لی۔",
  "The Hunarmand team declined the return of {customer} for order {number} from {store}.":
    "ہنرمند ٹیم نے {store} سے آرڈر ⁨{number}⁩ کی {customer} کی واپسی نامنظور کر دی۔",
  "See your returns": "اپنی واپسیاں دیکھیں",
  "Open your returns": "اپنی واپسیاں کھولیں",

  // --- The ledger's notes on a refund (decision 0035).
  "Order {number}: refund to the buyer": "آرڈر ⁨{number}⁩: خریدار کو رقم کی واپسی",
  "Order {number}: refund paid by the seller": "آرڈر ⁨{number}⁩: سیلر کی ادا کردہ واپسی",
  "Order {number}: commission returned on the refund": "آرڈر ⁨{number}⁩: واپسی پر کمیشن لوٹایا گیا",
  "Order {number}: sales tax returned on the refund": "آرڈر ⁨{number}⁩: واپسی پر سیلز ٹیکس لوٹایا گیا",
};
