/**
 * The Urdu of what the API says about identity checks and payouts (issue 30), spread into the main
 * catalog (`server-messages.ts`). Keyed by the English as the code writes it; `{count}`, `{amount}`
 * and `{store}` are kept as written.
 */
export const URDU_PAYOUT_MESSAGES: Readonly<Record<string, string>> = {
  // --- Her identity check.
  "CNIC must be text.": "شناختی کارڈ نمبر متن ہونا چاہیے۔",
  "CNIC must be 13 digits, like 35202-1234567-1.": "شناختی کارڈ نمبر 13 ہندسوں کا ہو، جیسے 35202-1234567-1۔",
  "The photo of the card's front must be an image.": "کارڈ کے سامنے کی تصویر ایک تصویر ہونی چاہیے۔",
  "The photo of the card's back must be an image.": "کارڈ کے پیچھے کی تصویر ایک تصویر ہونی چاہیے۔",
  "The photo of the card's front must be a JPEG, PNG or WebP image.":
    "کارڈ کے سامنے کی تصویر JPEG، PNG یا WebP ہونی چاہیے۔",
  "The photo of the card's back must be a JPEG, PNG or WebP image.":
    "کارڈ کے پیچھے کی تصویر JPEG، PNG یا WebP ہونی چاہیے۔",
  "The photo of the card's front must be at most 5 MB.":
    "کارڈ کے سامنے کی تصویر زیادہ سے زیادہ 5 MB کی ہو سکتی ہے۔",
  "The photo of the card's back must be at most 5 MB.":
    "کارڈ کے پیچھے کی تصویر زیادہ سے زیادہ 5 MB کی ہو سکتی ہے۔",
  "The photo of the card's front is not a JPEG, PNG or WebP image.":
    "کارڈ کے سامنے کی تصویر JPEG، PNG یا WebP تصویر نہیں ہے۔",
  "The photo of the card's back is not a JPEG, PNG or WebP image.":
    "کارڈ کے پیچھے کی تصویر JPEG، PNG یا WebP تصویر نہیں ہے۔",
  "Please add a photo of the card's front.": "براہِ کرم کارڈ کے سامنے کی تصویر لگائیں۔",
  "Please add a photo of the card's back.": "براہِ کرم کارڈ کے پیچھے کی تصویر لگائیں۔",
  "Choose a bank account, JazzCash or Easypaisa.": "بینک اکاؤنٹ، جاز کیش یا ایزی پیسہ چنیں۔",
  "Bank name must be text.": "بینک کا نام متن ہونا چاہیے۔",
  "Wallet number must be text.": "والٹ نمبر متن ہونا چاہیے۔",
  "Wallet number must be a mobile number like 03001234567.": "والٹ نمبر موبائل نمبر ہو، جیسے 03001234567۔",
  "Account title must be text.": "اکاؤنٹ ٹائٹل متن ہونا چاہیے۔",
  "Please enter the account title, the name the account is in.":
    "براہِ کرم اکاؤنٹ ٹائٹل لکھیں، یعنی وہ نام جس پر اکاؤنٹ ہے۔",
  "Thank you. Your documents were sent; we will check them soon.":
    "شکریہ۔ آپ کے کاغذات بھیج دیے گئے؛ ہم جلد ان کی جانچ کریں گے۔",
  "Your details are unchanged and still approved.": "آپ کی تفصیلات وہی ہیں اور منظور شدہ ہیں۔",
  "This link is not valid or has expired. Open the page again for a new one.":
    "یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ نیا لنک لینے کے لیے صفحہ دوبارہ کھولیں۔",
  "The link is not valid.": "یہ لنک درست نہیں۔",
  // --- The admin's decision.
  'Decision must be "approve" or "reject".': 'فیصلہ "approve" یا "reject" ہونا چاہیے۔',
  "Reason must be text.": "وجہ متن ہونی چاہیے۔",
  "Reason must be at most {count} characters.": "وجہ زیادہ سے زیادہ {count} حروف کی ہو سکتی ہے۔",
  "Please give a reason for rejecting, so she knows what to fix.":
    "براہِ کرم رد کرنے کی وجہ لکھیں تاکہ وہ جان سکے کہ کیا درست کرنا ہے۔",
  "This seller has not sent her identity documents yet.":
    "اس فروخت کنندہ نے ابھی اپنے شناختی کاغذات نہیں بھیجے۔",
  "This seller's identity check was already decided; she must send it again first.":
    "اس فروخت کنندہ کی شناخت کا فیصلہ ہو چکا ہے؛ پہلے اسے دوبارہ بھیجنا ہوگا۔",
  "The seller is approved.": "فروخت کنندہ منظور ہو گئی۔",
  "The seller was told what to fix.": "فروخت کنندہ کو بتا دیا گیا کہ کیا درست کرنا ہے۔",
  // --- Settings.
  "Whether sellers are public before approval must be true or false.":
    "منظوری سے پہلے فروخت کنندگان کا ظاہر ہونا ہاں یا نہیں ہونا چاہیے۔",
  "The payout hold must be a whole number of days.": "ادائیگی کا انتظار پورے دنوں میں ہونا چاہیے۔",
  "The payout hold must be between 0 and 60 days.": "ادائیگی کا انتظار 0 سے 60 دن کے درمیان ہونا چاہیے۔",
  "The payout day must be a day of the week, 0 (Sunday) to 6 (Saturday).":
    "ادائیگی کا دن ہفتے کا ایک دن ہو، 0 (اتوار) سے 6 (ہفتہ) تک۔",
  // --- Payout runs.
  'Action must be "approve" or "cancel".': 'عمل "approve" یا "cancel" ہونا چاہیے۔',
  'Status must be "paid", "failed", "held" or "proposed".':
    'حالت "paid"، "failed"، "held" یا "proposed" ہونی چاہیے۔',
  "Reference must be text.": "حوالہ متن ہونا چاہیے۔",
  "Reference must be at most 100 characters.": "حوالہ زیادہ سے زیادہ 100 حروف کا ہو سکتا ہے۔",
  "Please give the bank's transfer reference.": "براہِ کرم بینک کی منتقلی کا حوالہ لکھیں۔",
  "Please say why the transfer failed.": "براہِ کرم بتائیں کہ رقم کیوں منتقل نہ ہو سکی۔",
  "Please say why this payout is held.": "براہِ کرم بتائیں کہ یہ ادائیگی کیوں روکی گئی ہے۔",
  "Payout run not found.": "ادائیگی کی فہرست نہیں ملی۔",
  "Payout not found.": "ادائیگی نہیں ملی۔",
  "A payout run is already waiting for review. Approve or cancel it first.":
    "ادائیگی کی ایک فہرست پہلے ہی جانچ کی منتظر ہے۔ پہلے اسے منظور یا منسوخ کریں۔",
  "This payout run was cancelled.": "یہ ادائیگی کی فہرست منسوخ ہو چکی ہے۔",
  "This payout run was already approved; it cannot be cancelled.":
    "یہ ادائیگی کی فہرست منظور ہو چکی ہے؛ اسے منسوخ نہیں کیا جا سکتا۔",
  "Only a line of a run waiting for review can be held or released.":
    "صرف جانچ کی منتظر فہرست کی ادائیگی روکی یا جاری کی جا سکتی ہے۔",
  "Only a sent payout can be marked paid or failed.":
    "صرف بھیجی گئی ادائیگی کو ادا شدہ یا ناکام لکھا جا سکتا ہے۔",
  "The payout run is approved: the payouts are in the ledger and the bank file.":
    "ادائیگی کی فہرست منظور ہو گئی: ادائیگیاں کھاتے اور بینک فائل میں ہیں۔",
  "The payout run is cancelled.": "ادائیگی کی فہرست منسوخ ہو گئی۔",
  "The payout is marked paid.": "ادائیگی ادا شدہ لکھ دی گئی۔",
  "The payout failed; its amount is back in the store's balance.":
    "ادائیگی ناکام ہوئی؛ اس کی رقم دکان کے بقایا میں واپس آ گئی۔",
  "The payout is held.": "ادائیگی روک دی گئی۔",
  "The payout is back in the run.": "ادائیگی دوبارہ فہرست میں شامل ہو گئی۔",
  "Payout {reference} sent to {account}.": "ادائیگی ⁨{reference}⁩ ⁨{account}⁩ کو بھیج دی گئی۔",
  "Reversed (payout failed): {reason}": "واپس (ادائیگی ناکام): {reason}",
  "Her payout account changed; approve her details first.":
    "اس کا ادائیگی کا اکاؤنٹ بدل گیا ہے؛ پہلے اس کی تفصیلات منظور کریں۔",
  "Nothing is due now: refunds since the run was proposed.":
    "اب کچھ واجب نہیں: فہرست بننے کے بعد رقم واپس کی گئی۔",
  "Approve the payout run first: its bank file lists what it sent.":
    "پہلے ادائیگی کی فہرست منظور کریں: اس کی بینک فائل وہی بتاتی ہے جو بھیجا گیا۔",
};
