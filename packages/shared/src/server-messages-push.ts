/**
 * The Urdu of Web Push's answers (issue 32, part 3; decision 0052): turning a phone's notifications
 * on and off. Spread into the main catalog (`server-messages.ts`); keyed by the English as the code
 * writes it (`push-contracts.ts`, `apps/api/src/modules/push/push.service.ts`).
 */
export const URDU_PUSH_MESSAGES: Readonly<Record<string, string>> = {
  "This phone will be told of new orders, messages, returns and payouts.":
    "اس فون پر نئے آرڈرز، پیغامات، واپسیوں اور ادائیگیوں کی اطلاع آئے گی۔",
  "This phone will no longer be told.": "اس فون پر اب اطلاع نہیں آئے گی۔",
  "Your phones will be told of what you chose.": "آپ کے فونز پر انہی باتوں کی اطلاع آئے گی جو آپ نے چنیں۔",
  "Choose among new orders, cancellations, messages, returns and payouts (new-order, order-cancelled, new-message, return-update, payout).":
    "نئے آرڈرز، منسوخیوں، پیغامات، واپسیوں اور ادائیگیوں میں سے چنیں (new-order، order-cancelled، new-message، return-update، payout)۔",
  "Notifications on phones are not set up on this server.":
    "اس سرور پر فون کی اطلاعات ابھی ترتیب نہیں دی گئیں۔",
  "This address is not a push service this marketplace sends to.":
    "یہ پتا کسی ایسی اطلاعاتی سروس کا نہیں جس پر یہ بازار اطلاع بھیجتا ہے۔",
  "The subscription's endpoint must be an https address of a push service.":
    "اطلاع کا پتا کسی اطلاعاتی سروس کا https پتا ہونا چاہیے۔",
  "The subscription's p256dh key must be a P-256 public key (65 bytes, base64url).":
    "اطلاع کی p256dh کلید P-256 کی عوامی کلید ہونی چاہیے (65 بائٹ، base64url)۔",
  "The subscription's auth secret must be 16 bytes in base64url.":
    "اطلاع کا auth راز base64url میں 16 بائٹ کا ہونا چاہیے۔",
  "The subscription's keys (p256dh and auth) are missing.": "اطلاع کی کلیدیں (p256dh اور auth) موجود نہیں۔",
};
