/**
 * The Urdu of the search glossary's messages in the console (issue 33, decision 0057), kept beside
 * the main catalog under the same rules: keyed by the English as the code writes it; `{name}` parts
 * are patterns.
 */
export const URDU_GLOSSARY_MESSAGES: Readonly<Record<string, string>> = {
  // The shared schema's checks (glossary-contracts.ts).
  "An entry's name is 2 to 40 lower-case English letters, digits or dashes, starting with a letter.":
    "اندراج کا نام 2 سے 40 چھوٹے انگریزی حروف، ہندسوں یا ڈیش کا ہوتا ہے اور کسی حرف سے شروع ہوتا ہے۔",
  "An Urdu spelling cannot be empty.": "اردو ہجے خالی نہیں ہو سکتے۔",
  "An Urdu spelling can be at most 40 characters.": "اردو ہجے زیادہ سے زیادہ 40 حروف کے ہو سکتے ہیں۔",
  "Urdu spellings are written in Urdu letters only.": "اردو ہجے صرف اردو حروف میں لکھے جاتے ہیں۔",
  "At most 20 Urdu spellings.": "زیادہ سے زیادہ 20 اردو ہجے۔",
  "An Urdu spelling is written twice.": "ایک اردو ہجے دو بار لکھے گئے ہیں۔",
  "A Roman Urdu spelling cannot be empty.": "رومن اردو ہجے خالی نہیں ہو سکتے۔",
  "A Roman Urdu spelling can be at most 40 characters.":
    "رومن اردو ہجے زیادہ سے زیادہ 40 حروف کے ہو سکتے ہیں۔",
  "Roman Urdu spellings are written in English letters only.":
    "رومن اردو ہجے صرف انگریزی حروف میں لکھے جاتے ہیں۔",
  "At most 20 Roman Urdu spellings.": "زیادہ سے زیادہ 20 رومن اردو ہجے۔",
  "A Roman Urdu spelling is written twice.": "ایک رومن اردو ہجے دو بار لکھے گئے ہیں۔",
  "An English word cannot be empty.": "انگریزی لفظ خالی نہیں ہو سکتا۔",
  "An English word can be at most 40 characters.": "انگریزی لفظ زیادہ سے زیادہ 40 حروف کا ہو سکتا ہے۔",
  "English words are written in English letters only.": "انگریزی الفاظ صرف انگریزی حروف میں لکھے جاتے ہیں۔",
  "At most 20 English words.": "زیادہ سے زیادہ 20 انگریزی الفاظ۔",
  "An English word is written twice.": "ایک انگریزی لفظ دو بار لکھا گیا ہے۔",
  "Give at least one spelling, in Urdu or in Roman Urdu.":
    "کم از کم ایک ہجے لکھیں، اردو میں یا رومن اردو میں۔",
  // The service (glossary-admin.service.ts) and its answers.
  '"{key}" is the name of a built-in entry. Please choose another name.':
    '"{key}" پہلے سے موجود اندراج کا نام ہے۔ براہِ کرم کوئی اور نام چنیں۔',
  'There is already an entry named "{key}".': '"{key}" نام کا اندراج پہلے سے موجود ہے۔',
  "The glossary already holds {count} of your entries. Please delete one first.":
    "فرہنگ میں آپ کے ⁨{count}⁩ اندراج پہلے سے موجود ہیں۔ براہِ کرم پہلے کوئی ایک مٹا دیں۔",
  "Glossary entry not found.": "فرہنگ کا اندراج نہیں ملا۔",
  '"{key}" added to the glossary.': '"{key}" فرہنگ میں شامل ہو گیا۔',
  '"{key}" saved.': '"{key}" محفوظ ہو گیا۔',
  '"{key}" deleted from the glossary.': '"{key}" فرہنگ سے مٹا دیا گیا۔',
};
