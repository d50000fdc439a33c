/**
 * The Urdu of what the API says about paying online with JazzCash and Easypaisa (issue 29, decision
 * 0053), spread into the main catalog (`server-messages.ts`). Keyed by the English as the code writes
 * it; `{number}` is set apart from the right-to-left sentence, `{method}`, `{from}`, `{to}` are words.
 */
export const URDU_PAYMENT_MESSAGES: Readonly<Record<string, string>> = {
  "{method} payments are not available. Please choose another payment method.":
    "{method} سے ادائیگی دستیاب نہیں۔ براہِ کرم ادائیگی کا کوئی اور طریقہ چنیں۔",
  "{method} payments are not available.": "{method} سے ادائیگی دستیاب نہیں۔",
  "Online payment needs the shop's address (PUBLIC_URL) to be set by the operator.":
    "آن لائن ادائیگی کے لیے ضروری ہے کہ منتظم دکان کا پتہ (PUBLIC_URL) درج کرے۔",
  "Order {number} is to be paid by {from}, not {to}.":
    "آرڈر ⁨{number}⁩ کی ادائیگی {from} سے ہونی ہے، {to} سے نہیں۔",
  "Order {number} is already paid.": "آرڈر ⁨{number}⁩ کی ادائیگی ہو چکی ہے۔",
  "Order {number} is no longer waiting for payment. Please order again.":
    "آرڈر ⁨{number}⁩ اب ادائیگی کا منتظر نہیں۔ براہِ کرم دوبارہ آرڈر کریں۔",
  "A payment for these orders is waiting at the provider (a voucher to pay at a shop). Please pay it, or wait until it expires.":
    "ان آرڈرز کی ایک ادائیگی ابھی ادارے کے پاس زیرِ التوا ہے (دکان پر ادا کرنے کا واؤچر)۔ براہِ کرم اسے ادا کریں، یا اس کی مدت ختم ہونے تک انتظار کریں۔",
  "Payment not found.": "ادائیگی نہیں ملی۔",
  "This payment belongs to another account.": "یہ ادائیگی کسی اور اکاؤنٹ کی ہے۔",
  "A payment for these orders is still waiting at the provider, so they cannot switch to Cash on Delivery.":
    "ان آرڈرز کی ایک ادائیگی ابھی ادارے کے پاس زیرِ التوا ہے، اس لیے انہیں کیش آن ڈیلیوری پر نہیں بدلا جا سکتا۔",
  "Your orders will be paid in cash on delivery.": "آپ کے آرڈرز کی ادائیگی ڈیلیوری پر نقد ہو گی۔",
  "This payment answer is not one of ours.": "ادائیگی کا یہ جواب ہمارا نہیں۔",
  "The notification names no order reference.": "اس اطلاع میں آرڈر کا کوئی حوالہ نہیں۔",
  "The notification names no payment of ours.": "اس اطلاع میں ہماری کوئی ادائیگی نہیں۔",
  "Noted.": "درج کر لیا گیا۔",
  "This order is waiting for its {method} payment, so it cannot be marked {to} yet. It is cancelled on its own if it is not paid in time.":
    "یہ آرڈر اپنی {method} ادائیگی کا منتظر ہے، اس لیے اسے ابھی {to} نہیں کیا جا سکتا۔ وقت پر ادائیگی نہ ہوئی تو یہ خود منسوخ ہو جائے گا۔",
  "This order is paid online with {method}: only the provider's answer sets its payment, not a change by hand.":
    "اس آرڈر کی ادائیگی {method} سے آن لائن ہوتی ہے: اس کی ادائیگی صرف ادارے کا جواب طے کرتا ہے، ہاتھ سے تبدیلی نہیں۔",
  // What the bell and e-mails say (notifications/payment-deliveries.ts).
  "Order {number} is paid": "آرڈر ⁨{number}⁩ کی ادائیگی ہو گئی",
  "{customer} paid order {number} online: you can prepare and send it now.":
    "{customer} نے آرڈر ⁨{number}⁩ کی آن لائن ادائیگی کر دی: اب آپ اسے تیار کر کے بھیج سکتی ہیں۔",
  "Your order {number} from {store} was cancelled because it was not paid in time.":
    "{store} سے آپ کا آرڈر ⁨{number}⁩ منسوخ ہو گیا کیونکہ وقت پر اس کی ادائیگی نہیں ہوئی۔",
  "Order {number} was cancelled: it was not paid in time. Its stock is back on sale.":
    "آرڈر ⁨{number}⁩ منسوخ ہو گیا: وقت پر اس کی ادائیگی نہیں ہوئی۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔",
  // Refunds of returns (returns/return-decisions.service.ts).
  "This order was paid online with {method} to Hunarmand, so the Hunarmand team refunds it.":
    "اس آرڈر کی ادائیگی {method} سے ہنرمند کو آن لائن ہوئی تھی، اس لیے اس کی رقم ہنرمند کی ٹیم واپس کرتی ہے۔",
  "This order was not paid online: its seller refunds it from the money she was paid.":
    "اس آرڈر کی ادائیگی آن لائن نہیں ہوئی: اس کی رقم اس کی فروخت کنندہ اپنی وصول شدہ رقم سے واپس کرتی ہے۔",
  // The team's refund through JazzCash's wallet refund API (returns/return-decisions.service.ts).
  "Enter the reference of the refund you made in the provider's portal.":
    "ادارے کے پورٹل میں کی گئی رقم کی واپسی کا حوالہ درج کریں۔",
  "JazzCash has not said whether this return's refund went through: check it in JazzCash's portal, then record it here with its reference.":
    "جاز کیش نے نہیں بتایا کہ اس واپسی کی رقم واپس ہوئی یا نہیں: جاز کیش کے پورٹل میں دیکھ لیں، پھر یہاں اس کے حوالے کے ساتھ درج کریں۔",
  "JazzCash refused the refund ({message}): nothing was refunded.":
    "جاز کیش نے رقم کی واپسی سے انکار کر دیا (⁨{message}⁩): کوئی رقم واپس نہیں ہوئی۔",
  // The body of POST /api/payments.
  "Each order id must be text.": "ہر آرڈر آئی ڈی متن ہونی چاہیے۔",
  "An order id is at most 60 characters.": "آرڈر آئی ڈی زیادہ سے زیادہ 60 حروف کی ہو سکتی ہے۔",
  "Please name the orders to pay.": "براہِ کرم وہ آرڈرز بتائیں جن کی ادائیگی کرنی ہے۔",
  "A payment covers at most 20 orders.": "ایک ادائیگی زیادہ سے زیادہ 20 آرڈرز کی ہو سکتی ہے۔",
  'The provider must be "jazzcash" or "easypaisa".': 'ادارہ "jazzcash" یا "easypaisa" ہونا چاہیے۔',
  // What the order's timeline and the console's payment events say (payments/*.service.ts).
  "Not paid in time": "وقت پر ادائیگی نہیں ہوئی",
  "Paid with {method} ({reference})": "{method} سے ادائیگی ہوئی (⁨{reference}⁩)",
  "Switched from {method} to Cash on Delivery": "{method} سے کیش آن ڈیلیوری پر تبدیل کیا گیا",
  "Switched to Cash on Delivery": "کیش آن ڈیلیوری پر تبدیل کیا گیا",
  "Sent to {method} for orders {numbers}": "آرڈرز ⁨{numbers}⁩ کے لیے {method} کو بھیجا گیا",
  // The start of an unsigned answer's note; the provider's outcome follows it.
  "Unsigned, to confirm by inquiry: ": "بغیر دستخط کے، پوچھ کر تصدیق ہو گی: ",
  "Not paid in time: order {number} cancelled, its stock back.":
    "وقت پر ادائیگی نہیں ہوئی: آرڈر ⁨{number}⁩ منسوخ، اس کا اسٹاک واپس۔",
  "Paid after its orders ({numbers}) were given up or paid otherwise: refund it.":
    "اس کے آرڈرز (⁨{numbers}⁩) چھوڑ دیے جانے یا کسی اور طرح ادا ہونے کے بعد ادائیگی ہوئی: یہ رقم واپس کریں۔",
  // The console's "Mark refunded" of a late payment (payments/admin-payments.service.ts).
  "Payment marked refunded.": "ادائیگی واپس شدہ درج ہو گئی۔",
  "This payment is already marked refunded.": "یہ ادائیگی پہلے ہی واپس شدہ درج ہے۔",
  "Only a payment flagged refund due can be marked refunded: this one was not paid after its orders were given up.":
    "صرف وہ ادائیگی واپس شدہ درج ہو سکتی ہے جس پر رقم کی واپسی باقی کا نشان ہو: یہ ادائیگی اس کے آرڈرز چھوڑ دیے جانے کے بعد نہیں ہوئی۔",
  "Refunded by the Hunarmand team in the provider's portal (reference {reference}).":
    "ہنرمند کی ٹیم نے ادارے کے پورٹل میں رقم واپس کی (حوالہ ⁨{reference}⁩)۔",
  "Enter the provider's refund reference.": "ادارے کی طرف سے رقم کی واپسی کا حوالہ درج کریں۔",
  'onlineRefundDue can only be "true".': 'onlineRefundDue صرف "true" ہو سکتا ہے۔',
};
