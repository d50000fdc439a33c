/**
 * The Urdu of what the API says about staff roles (issue 36, decision 0043), kept beside the main
 * catalog (`server-messages.ts` spreads it in). Same rules: keyed by the English as the code writes it.
 */
export const URDU_STAFF_MESSAGES: Readonly<Record<string, string>> = {
  "Your role cannot do this. Ask the marketplace's owner if you need it.":
    "آپ کا کردار یہ کام نہیں کر سکتا۔ ضرورت ہو تو مارکیٹ پلیس کے مالک سے کہیں۔",
  "Role must be owner, operations or finance": "کردار مالک، آپریشنز یا فنانس میں سے ایک ہونا چاہیے",
  "There is no member of staff with this id.": "اس شناخت کا کوئی عملے کا رکن نہیں ہے۔",
  "There is no admin with the email {email}.": "ای میل {email} والا کوئی ایڈمن نہیں ہے۔",
  "You cannot change your own role. Ask another owner to do it.":
    "آپ اپنا کردار خود نہیں بدل سکتیں۔ کسی دوسرے مالک سے کہیں۔",
  "The console needs at least one owner. Make someone else an owner first.":
    "کنسول کو کم از کم ایک مالک چاہیے۔ پہلے کسی اور کو مالک بنائیں۔",
  "The role is changed. It holds from their next request.":
    "کردار بدل گیا۔ یہ ان کی اگلی درخواست سے لاگو ہوگا۔",
};
