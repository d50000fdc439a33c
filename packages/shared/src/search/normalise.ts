/**
 * One search key for a word however Pakistan types it (issue 33, decision 0047): Urdu script, Roman
 * Urdu or English. Pure functions, shared by the server (which indexes products with them) and
 * anything else that needs to tell whether two spellings are the same word.
 *
 * Two keys per word:
 * - the **exact key**: a Roman word with its spelling variants folded (aa/a, ee/i, oo/u, kh/k, a final
 *   h, doubled letters, plurals), or an Urdu word with its letters unified and diacritics stripped;
 * - the **skeleton**: the word's consonants in Roman letters. Urdu script leaves short vowels
 *   unwritten (کرتا is k-r-t-a), so a Roman word and an Urdu word meet only on their consonants.
 */

export type Script = "roman" | "urdu";

/** What the index and the query know of one word. */
export interface WordKeys {
  script: Script;
  /** Roman: the folded spelling; Urdu: the unified letters. */
  exact: string;
  /** The word's consonants in Roman letters ("" when it has none). */
  skeleton: string;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Harakat, superscript alif, Quranic marks: written sometimes, never needed to tell words apart. */
const URDU_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;

/** Arabic keyboards' forms of letters Urdu writes with its own code points. */
const URDU_LETTER_FORMS: Record<string, string> = {
  "\u064A": "\u06CC", // ي Arabic yeh → ی
  "\u0649": "\u06CC", // ى alef maksura → ی
  "\u0643": "\u06A9", // ك Arabic kaf → ک
  "\u0647": "\u06C1", // ه Arabic heh → ہ
  "\u06D5": "\u06C1", // ە ae → ہ
  "\u0629": "\u06C1", // ة teh marbuta → ہ
  "\u06C0": "\u06C1", // ۀ heh with yeh → ہ
};

/** Urdu letters in Roman consonants (vowel letters kept as a, w, y, e for the transliteration). */
const URDU_TO_ROMAN: Record<string, string> = {
  "\u0627": "a", // ا
  "\u0628": "b", // ب
  "\u067E": "p", // پ
  "\u062A": "t", // ت
  "\u0679": "t", // ٹ
  "\u062B": "s", // ث
  "\u062C": "j", // ج
  "\u0686": "c", // چ (ch)
  "\u062D": "h", // ح
  "\u062E": "k", // خ (kh, folded to k as Roman Urdu does)
  "\u062F": "d", // د
  "\u0688": "d", // ڈ
  "\u0630": "z", // ذ
  "\u0631": "r", // ر
  "\u0691": "r", // ڑ
  "\u0632": "z", // ز
  "\u0698": "z", // ژ
  "\u0633": "s", // س
  "\u0634": "x", // ش (sh)
  "\u0635": "s", // ص
  "\u0636": "z", // ض
  "\u0637": "t", // ط
  "\u0638": "z", // ظ
  "\u0639": "", // ع
  "\u063A": "g", // غ
  "\u0641": "f", // ف
  "\u0642": "k", // ق
  "\u06A9": "k", // ک
  "\u06AF": "g", // گ
  "\u0644": "l", // ل
  "\u0645": "m", // م
  "\u0646": "n", // ن
  "\u06BA": "n", // ں
  "\u0648": "w", // و
  "\u06C1": "h", // ہ
  "\u06BE": "", // ھ: aspiration, as Roman Urdu drops the h of "jh", "ph", "bh"
  "\u06CC": "y", // ی
  "\u06D2": "e", // ے
  "\u0621": "", // ء
};

const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x0660 + i)] = String(i);
  DIGITS[String.fromCharCode(0x06f0 + i)] = String(i);
}

/** Urdu text with one code point per letter: diacritics, tatweel and joiners gone, Arabic forms unified. */
export function foldUrdu(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFKD").replace(URDU_MARKS, "")) {
    if (ch === "\u0640" || ch === "\u200C" || ch === "\u200D") continue;
    out += URDU_LETTER_FORMS[ch] ?? DIGITS[ch] ?? ch;
  }
  return out;
}

/** Plural and oblique endings of an Urdu word (چوڑیاں → چوڑی, کرتے → کرتا, جھمکوں → جھمک). */
function stemUrdu(word: string): string {
  if (word.length > 3 && word.endsWith("\u06CC\u0627\u06BA")) return word.slice(0, -2); // ـیاں → ـی
  if (word.length > 3 && (word.endsWith("\u0648\u06BA") || word.endsWith("\u06CC\u06BA"))) {
    return word.slice(0, -2); // ـوں، ـیں
  }
  if (word.length > 2 && word.endsWith("\u06D2")) return `${word.slice(0, -1)}\u0627`; // ـے → ـا
  return word;
}

/** An Urdu word in Roman letters: consonants, and a, w, y, e for its vowel letters (no short vowels). */
export function transliterate(urdu: string): string {
  let out = "";
  for (const ch of foldUrdu(urdu)) out += URDU_TO_ROMAN[ch] ?? (/[0-9]/.test(ch) ? ch : "");
  // A final ہ is a written-out short a (دوپٹہ, dupatta), not a consonant.
  return out.length > 1 ? out.replace(/h$/, "") : out;
}

/** A Roman word's spelling variants folded to one key (chaadar, chaddar, chadar → cadar). */
export function romanKey(word: string): string {
  let w = word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  if (w === "" || /^[0-9]+$/.test(w)) return w;
  w = stemRoman(w);
  w = w
    .replace(/ck/g, "k")
    .replace(/ch/g, "C")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/C/g, "c")
    .replace(/sh/g, "x")
    // kh, gh, jh, ph, bh, th, dh: the h of an aspirate is dropped, as Urdu's ھ is.
    .replace(/([bcdfgjklmnpqrtvwxz])h/g, "$1")
    .replace(/q/g, "k")
    .replace(/v/g, "w")
    .replace(/ee/g, "i")
    .replace(/oo|ou/g, "u")
    .replace(/(.)\1+/g, "$1");
  if (w.length > 3) w = w.replace(/(?:ay|ey|e)$/, "a").replace(/y$/, "i");
  if (w.length > 1) w = w.replace(/([aeiou])h$/, "$1");
  return w;
}

/** English and Roman-Urdu plurals: bangles, boxes, choorian, chooriyan. */
function stemRoman(w: string): string {
  if (w.length > 4 && /(?:iy?aa?n|yaa?n)$/.test(w)) return w.replace(/(?:iy?aa?n|yaa?n)$/, "i");
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:sses|shes|ches|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** The consonants of a Roman key or transliteration, doubled ones once: kurta, کرتا → krt. */
export function skeleton(roman: string): string {
  return roman.replace(/[aeiouwyh]/g, "").replace(/(.)\1+/g, "$1");
}

export function isUrdu(word: string): boolean {
  return ARABIC_SCRIPT.test(word);
}

/** The keys of one word, or null for a word with nothing to search by. */
export function wordKeys(word: string): WordKeys | null {
  if (isUrdu(word)) {
    const exact = stemUrdu(foldUrdu(word).replace(/[^\p{L}\p{N}]/gu, ""));
    if (exact === "") return null;
    return { script: "urdu", exact, skeleton: skeleton(transliterate(exact)) };
  }
  const exact = romanKey(word);
  if (exact === "") return null;
  return { script: "roman", exact, skeleton: /^[0-9]+$/.test(exact) ? exact : skeleton(exact) };
}

const URDU_RUN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+/g;

/**
 * The words of a text: runs of letters, digits and marks, split where the script changes, so that
 * "kurta/کرتا" is two words. Hyphens and apostrophes split words too ("truck-art", "kids'"). Zero-width
 * joiners only shape letters, so they are dropped first.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  const plain = text.normalize("NFC").replace(/\u200C|\u200D/g, "");
  for (const run of plain.match(/[\p{L}\p{N}\p{M}\u0640]+/gu) ?? []) {
    let last = 0;
    for (const urdu of run.matchAll(URDU_RUN)) {
      if (urdu.index > last) words.push(run.slice(last, urdu.index));
      words.push(urdu[0]);
      last = urdu.index + urdu[0].length;
    }
    if (last < run.length) words.push(run.slice(last));
  }
  return words;
}
