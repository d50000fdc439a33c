/**
 * The Urdu of what the API says about closing an account (issue 36), kept beside the main catalog
 * (`server-messages.ts` spreads it in). Same rules: keyed by the English as the code writes it.
 */
export const URDU_ACCOUNT_MESSAGES: Readonly<Record<string, string>> = {
  // The language her e-mails are written in (issue 34, item 10).
  'The language is "en" or "ur".': "زبان انگریزی (en) یا اردو (ur) ہو سکتی ہے۔",
  "Type your password to confirm.": "تصدیق کے لیے اپنا پاس ورڈ لکھیں۔",
  "That password is not right. Your account is still open.":
    "یہ پاس ورڈ درست نہیں۔ آپ کا اکاؤنٹ ابھی کھلا ہے۔",
  "Your account is closed. Your personal details have been erased.":
    "آپ کا اکاؤنٹ بند ہو گیا ہے۔ آپ کی ذاتی تفصیلات مٹا دی گئی ہیں۔",
  "The account is closed. Its personal details have been erased.":
    "اکاؤنٹ بند ہو گیا ہے۔ اس کی ذاتی تفصیلات مٹا دی گئی ہیں۔",
  "You have {count} open orders. Your account can be closed once they are delivered, cancelled or returned.":
    "آپ کے {count} آرڈر ابھی کھلے ہیں۔ ان کے پہنچنے، منسوخ ہونے یا واپس ہونے کے بعد اکاؤنٹ بند ہو سکتا ہے۔",
  "Your stores have {count} open orders. Finish or cancel them before closing your account.":
    "آپ کے اسٹورز کے {count} آرڈر ابھی کھلے ہیں۔ اکاؤنٹ بند کرنے سے پہلے انہیں مکمل یا منسوخ کریں۔",
  "Your stores' balance is {amount}. Settle it with Hunarmand before closing your account.":
    "آپ کے اسٹورز کا بیلنس {amount} ہے۔ اکاؤنٹ بند کرنے سے پہلے Hunarmand کے ساتھ حساب برابر کریں۔",
  "This account is already closed.": "یہ اکاؤنٹ پہلے ہی بند ہے۔",
  // The same refusals, said to the operator who closes an account on its owner's request.
  "The customer has {count} open orders. The account can be closed once they are delivered, cancelled or returned.":
    "خریدار کے {count} آرڈر ابھی کھلے ہیں۔ ان کے پہنچنے، منسوخ ہونے یا واپس ہونے کے بعد اکاؤنٹ بند ہو سکتا ہے۔",
  "The seller's stores have {count} open orders. They must be finished or cancelled before the account is closed.":
    "فروخت کنندہ کے اسٹورز کے {count} آرڈر ابھی کھلے ہیں۔ اکاؤنٹ بند ہونے سے پہلے انہیں مکمل یا منسوخ ہونا چاہیے۔",
  "The seller's stores' balance is {amount}. It must be settled before the account is closed.":
    "فروخت کنندہ کے اسٹورز کا بیلنس {amount} ہے۔ اکاؤنٹ بند ہونے سے پہلے حساب برابر ہونا چاہیے۔",
};
