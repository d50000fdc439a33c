/**
 * The Urdu of what the API says about staff roles (issue 36, decision 0043), kept beside the main
 * catalog (`server-messages.ts` spreads it in). Same rules: keyed by the English as the code writes it.
 */
export const URDU_STAFF_MESSAGES: Readonly<Record<string, string>> = {
  "Your role cannot do this. Ask the marketplace's owner if you need it.":
    "آپ کا کردار یہ کام نہیں کر سکتا۔ ضرورت ہو تو مارکیٹ پلیس کے مالک سے کہیں۔",
  "Role must be owner, operations or finance": "کردار مالک، آپریشنز یا فنانس میں سے ایک ہونا چاہیے",
};
