/**
 * The Urdu of what a seller is told when a payout to her is sent, paid or failed (issue 30): the
 * bell's notice and the e-mail with the same words. Spread into the main catalog
 * (`server-messages.ts`); keyed by the English as the code writes it (`notifications/payout-deliveries.ts`).
 * `{amount}`, `{store}`, the references and the reason are kept as written; a Latin reference sits
 * between Unicode isolates so the right-to-left sentence keeps its punctuation.
 */
export const URDU_PAYOUT_NOTICE_MESSAGES: Readonly<Record<string, string>> = {
  "Payout {reference} sent": "ادائیگی ⁨{reference}⁩ بھیج دی گئی",
  "Hunarmand has sent you {amount} for {store} (payout {reference}). It usually reaches your account within 2 working days.":
    "ہنرمند نے آپ کو ⁨{store}⁩ کے لیے ⁨{amount}⁩ بھیج دیے ہیں (ادائیگی ⁨{reference}⁩)۔ یہ رقم عموماً 2 کاروباری دنوں میں آپ کے اکاؤنٹ میں پہنچ جاتی ہے۔",
  "Payout {reference} paid": "ادائیگی ⁨{reference}⁩ پہنچ گئی",
  "Your payout {reference} of {amount} for {store} has reached your account. Bank reference: {bankReference}.":
    "⁨{store}⁩ کے لیے آپ کی ⁨{amount}⁩ کی ادائیگی ⁨{reference}⁩ آپ کے اکاؤنٹ میں پہنچ گئی ہے۔ بینک کا حوالہ: ⁨{bankReference}⁩۔",
  "Payout {reference} failed": "ادائیگی ⁨{reference}⁩ نہیں ہو سکی",
  "Your payout {reference} of {amount} for {store} did not go through, and the money is back in your balance for the next payout. Reason: {reason}":
    "⁨{store}⁩ کے لیے آپ کی ⁨{amount}⁩ کی ادائیگی ⁨{reference}⁩ نہیں ہو سکی، اور یہ رقم اگلی ادائیگی کے لیے آپ کے بیلنس میں واپس آ گئی ہے۔ وجہ: {reason}",
  Amount: "رقم",
  "Paid into": "کس اکاؤنٹ میں",
  Reference: "حوالہ",
  "Open your earnings": "اپنی کمائی کھولیں",
};
