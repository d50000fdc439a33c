/**
 * The Urdu of what the API says about a store's helpers (issue 32, part 4; decision 0054), and of the
 * invitation e-mail. Spread into the main catalog (`server-messages.ts`); keyed by the English as the
 * code writes it (`store-helpers-contracts.ts`, `apps/api/src/modules/store-helpers`).
 */
export const URDU_HELPER_MESSAGES: Readonly<Record<string, string>> = {
  // --- Inviting, removing and accepting.
  "Enter her e-mail address or mobile number.": "مددگار کا ای میل پتا یا موبائل نمبر لکھیں۔",
  'The role is "orders" or "catalog".': "کردار آرڈرز یا مصنوعات میں سے ایک ہو سکتا ہے۔",
  "The invitation link is incomplete.": "دعوت کا لنک ادھورا ہے۔",
  "Helper not found.": "مددگار نہیں ملی۔",
  "This invitation link is not valid or has expired. Ask the store's owner for a new one.":
    "دعوت کا یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ دکان کی مالکن سے نیا لنک مانگیں۔",
  "This is your own e-mail or number: you already run this store.":
    "یہ آپ کا اپنا ای میل یا نمبر ہے: یہ دکان آپ ہی چلاتی ہیں۔",
  "{contact} already helps this store.": "⁨{contact}⁩ پہلے ہی اس دکان کی مددگار ہیں۔",
  "A store can have at most {count} helpers and invitations. Remove one to invite another.":
    "ایک دکان کی زیادہ سے زیادہ ⁨{count}⁩ مددگار اور دعوتیں ہو سکتی ہیں۔ نئی دعوت کے لیے پہلے کوئی ایک ہٹائیں۔",
  "An invitation is on its way to {contact}.": "دعوت ⁨{contact}⁩ کو بھیج دی گئی ہے۔",
  "Send the invitation's link to {contact}.": "دعوت کا لنک ⁨{contact}⁩ کو بھیجیں۔",
  "This is your own store: you already run it.": "یہ آپ کی اپنی دکان ہے: اسے آپ ہی چلاتی ہیں۔",
  "This invitation was sent to another e-mail address or mobile number. Sign in with the seller account it was sent to.":
    "یہ دعوت کسی اور ای میل پتے یا موبائل نمبر پر بھیجی گئی تھی۔ اسی سیلر اکاؤنٹ سے سائن اِن کریں جس پر یہ بھیجی گئی۔",
  "You already help this store.": "آپ پہلے ہی اس دکان کی مددگار ہیں۔",
  "The helper was removed. She can no longer work on this store.":
    "مددگار کو ہٹا دیا گیا۔ اب وہ اس دکان پر کام نہیں کر سکتیں۔",
  "You now help {store}.": "اب آپ ⁨{store}⁩ کی مددگار ہیں۔",
  "This store's owner is suspended, so its listings cannot be changed. She can contact Hunarmand to restore it.":
    "اس دکان کی مالکن کا اکاؤنٹ معطل ہے، اس لیے اس کی مصنوعات نہیں بدلی جا سکتیں۔ وہ بحالی کے لیے ہنرمند سے رابطہ کر سکتی ہیں۔",

  // --- The invitation e-mail.
  "{owner} invites you to help at {store}": "⁨{owner}⁩ آپ کو ⁨{store}⁩ میں مدد کی دعوت دیتی ہیں",
  "{owner} invites you to help at her store {store} on Hunarmand.":
    "⁨{owner}⁩ آپ کو ہنرمند پر اپنی دکان ⁨{store}⁩ میں مدد کی دعوت دیتی ہیں۔",
  "As an orders helper you will see and move the store's orders and answer its buyers.":
    "آرڈرز کی مددگار کے طور پر آپ دکان کے آرڈر دیکھیں گی، انہیں آگے بڑھائیں گی اور خریداروں کو جواب دیں گی۔",
  "As a catalog helper you will add and edit the store's products.":
    "مصنوعات کی مددگار کے طور پر آپ دکان کی مصنوعات شامل کریں گی اور ان میں تبدیلی کریں گی۔",
  "The store's money stays with its owner: you will not see or change its payment details, earnings or payouts.":
    "دکان کی رقم اس کی مالکن کے پاس رہتی ہے: آپ اس کی ادائیگی کی تفصیلات، کمائی یا ادائیگیاں نہ دیکھیں گی نہ بدلیں گی۔",
  "Open the link within 7 days and sign in to your own seller account with {email}, or make one. The link works once.":
    "یہ لنک 7 دن کے اندر کھولیں اور ⁨{email}⁩ والے اپنے سیلر اکاؤنٹ سے سائن اِن کریں، یا نیا اکاؤنٹ بنائیں۔ لنک ایک ہی بار کام کرتا ہے۔",
  "Accept the invitation": "دعوت قبول کریں",

  // --- The web's invitation form.
  "Choose at least one store.": "کم از کم ایک دکان چنیں۔",
};
