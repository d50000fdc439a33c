/**
 * The Urdu of what the API says about Cash-on-Delivery confirmation and refusals (issue 27, parts 1
 * and 2; decision 0034), kept beside the main catalog (`server-messages.ts` spreads it in). Same
 * rules: keyed by the English as the code writes it; `{name}` parts are patterns.
 */
export const URDU_COD_MESSAGES: Readonly<Record<string, string>> = {
  // --- The requests' own checks.
  "This confirmation link is not valid.": "تصدیق کا یہ لنک درست نہیں ہے۔",
  'Choose "confirm" or "cancel".': "«تصدیق» یا «منسوخ» میں سے ایک چنیں۔",
  "Send reset: true to clear the refusal count.": "انکار کی گنتی صاف کرنے کے لیے reset: true بھیجیں۔",
  "Please give a reason.": "براہِ کرم وجہ بتائیں۔",
  "Please give a reason (at least 3 characters).": "براہِ کرم وجہ بتائیں (کم از کم 3 حروف)۔",
  'The return reason must be "refused".': "واپسی کی وجہ «refused» (دروازے پر انکار) ہونی چاہیے۔",
  "A return reason goes only with the status Returned.":
    "واپسی کی وجہ صرف «واپس» کی حالت کے ساتھ دی جا سکتی ہے۔",
  "The confirmation window must be a whole number of hours.": "تصدیق کی مہلت پورے گھنٹوں میں ہونی چاہیے۔",
  "The confirmation window must be between 1 and 168 hours.": "تصدیق کی مہلت 1 سے 168 گھنٹے تک ہو سکتی ہے۔",
  "The refusal limit must be a whole number.": "انکار کی حد پورا عدد ہونی چاہیے۔",
  "The refusal limit must be between 0 and 20.": "انکار کی حد 0 سے 20 تک ہو سکتی ہے۔",
  "Send at least one setting to change.": "بدلنے کے لیے کم از کم ایک ترتیب بھیجیں۔",

  // --- Confirming, from My Orders or the e-mail's link.
  "This confirmation link is not valid. Please open your order from My Orders.":
    "تصدیق کا یہ لنک درست نہیں ہے۔ براہِ کرم اپنا آرڈر «میرے آرڈر» سے کھولیں۔",
  "This confirmation link has expired: the order was not confirmed in time. Please place it again.":
    "تصدیق کے اس لنک کی مدت ختم ہو گئی: آرڈر کی وقت پر تصدیق نہیں ہوئی۔ براہِ کرم دوبارہ آرڈر دیں۔",
  "This link was already used: order {number} is already confirmed. Open My Orders to see it.":
    "یہ لنک پہلے ہی استعمال ہو چکا ہے: آرڈر ⁨{number}⁩ کی تصدیق ہو چکی ہے۔ دیکھنے کے لیے «میرے آرڈر» کھولیں۔",
  "This link was already used: order {number} is {status}. Open My Orders to see it.":
    "یہ لنک پہلے ہی استعمال ہو چکا ہے: آرڈر ⁨{number}⁩ اب {status} ہے۔ دیکھنے کے لیے «میرے آرڈر» کھولیں۔",
  "The time to confirm this order has passed, so it is being cancelled. Please order again.":
    "اس آرڈر کی تصدیق کا وقت گزر گیا، اس لیے یہ منسوخ ہو رہا ہے۔ براہِ کرم دوبارہ آرڈر دیں۔",
  "Only Cash on Delivery orders need your confirmation.": "صرف کیش آن ڈیلیوری آرڈروں کو آپ کی تصدیق چاہیے۔",
  "This order was cancelled because it was not confirmed in time. Please order again.":
    "یہ آرڈر منسوخ ہو گیا کیونکہ وقت پر اس کی تصدیق نہیں ہوئی۔ براہِ کرم دوبارہ آرڈر دیں۔",
  "This order is cancelled, so it cannot be confirmed.":
    "یہ آرڈر منسوخ ہو چکا ہے، اس لیے اس کی تصدیق نہیں ہو سکتی۔",
  "Thank you! Your order is confirmed.": "شکریہ! آپ کے آرڈر کی تصدیق ہو گئی۔",
  "Cancelled from the confirmation link": "تصدیق کے لنک سے منسوخ کیا گیا",
  "Not confirmed in time": "وقت پر تصدیق نہیں ہوئی",

  // --- The seller's moves.
  "This order is waiting for the buyer's confirmation, so it cannot be marked {status} yet. You can mark it Processing meanwhile; it is cancelled on its own if she does not confirm in time.":
    "یہ آرڈر خریدار کی تصدیق کا منتظر ہے، اس لیے اسے ابھی {status} نہیں کیا جا سکتا۔ تب تک آپ اسے «تیاری میں» کر سکتی ہیں؛ اگر وہ وقت پر تصدیق نہ کرے تو یہ خود منسوخ ہو جائے گا۔",
  "Only a Shipped order can be marked refused at the door; this one is {status}.":
    "صرف روانہ شدہ آرڈر کو دروازے پر انکار کیا گیا لکھا جا سکتا ہے؛ یہ آرڈر {status} ہے۔",

  // --- Refusals and Cash on Delivery.
  "Cash on Delivery is not available for your account: {count} of your parcels were refused at the door in the last 180 days. Please choose Bank Transfer or Mobile Wallet where the store offers them.":
    "آپ کے اکاؤنٹ کے لیے کیش آن ڈیلیوری دستیاب نہیں: پچھلے 180 دنوں میں آپ کے {count} پارسل دروازے پر لینے سے انکار کیا گیا۔ براہِ کرم بینک ٹرانسفر یا موبائل والیٹ چنیں جہاں دکان یہ قبول کرتی ہو۔",
  "Customer not found.": "خریدار نہیں ملا۔",
  "The refusal count is cleared.": "انکار کی گنتی صاف کر دی گئی۔",
  "Settings saved.": "ترتیبات محفوظ ہو گئیں۔",

  // --- Notifications and e-mails.
  "Thank you! {store} has your order {number} for {total}. We will tell you when it ships. Please confirm it from My Orders.":
    "شکریہ! {store} کو آپ کا آرڈر ⁨{number}⁩ ({total}) مل گیا ہے۔ روانہ ہونے پر ہم آپ کو بتائیں گے۔ براہِ کرم «میرے آرڈر» سے اس کی تصدیق کریں۔",
  "Please confirm your Cash on Delivery order by {by} (Pakistan time): the store ships it once you do, and it is cancelled if you do not.":
    "براہِ کرم اپنے کیش آن ڈیلیوری آرڈر کی تصدیق {by} (پاکستانی وقت) تک کریں: تصدیق کے بعد دکان اسے روانہ کرے گی، ورنہ یہ منسوخ ہو جائے گا۔",
  "Confirm or cancel your order": "اپنے آرڈر کی تصدیق کریں یا منسوخ کریں",
  "Order {number} confirmed": "آرڈر ⁨{number}⁩ کی تصدیق ہو گئی",
  "{customer} confirmed order {number}: you can ship it now.":
    "{customer} نے آرڈر ⁨{number}⁩ کی تصدیق کر دی: اب آپ اسے روانہ کر سکتی ہیں۔",
  "Order {number} cancelled": "آرڈر ⁨{number}⁩ منسوخ ہو گیا",
  "{customer} cancelled order {number}. Its stock is back on sale.":
    "{customer} نے آرڈر ⁨{number}⁩ منسوخ کر دیا۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔",
  "Your order {number} from {store} was cancelled because it was not confirmed in time.":
    "{store} سے آپ کا آرڈر ⁨{number}⁩ منسوخ ہو گیا کیونکہ وقت پر اس کی تصدیق نہیں ہوئی۔",
  "Order {number} was cancelled: {customer} did not confirm it in time. Its stock is back on sale.":
    "آرڈر ⁨{number}⁩ منسوخ ہو گیا: {customer} نے وقت پر تصدیق نہیں کی۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔",
};
