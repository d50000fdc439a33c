import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldUrdu, romanKey, searchWords, skeleton, transliterate, wordKeys } from "./normalise.ts";

const keyOf = (word: string) => wordKeys(word)?.exact;
const skeletonOf = (word: string) => wordKeys(word)?.skeleton;

describe("Roman-Urdu spellings", () => {
  it.each([
    ["chadar", "chaadar", "chaddar", "Chadar", "chadarh"],
    ["choori", "churi", "chouri"],
    ["kurta", "kurtaa", "kurtah", "KURTA", "kurtay", "kurte"],
    ["jhumka", "jumka", "jhumkay", "jhumke"],
    ["khussa", "kussa", "khusa", "khussah"],
    ["kameez", "qameez", "kamiz", "qamiz"],
    ["dupatta", "dupata", "duppatta"],
    ["rilli", "rili", "rillee"],
    ["ajrak", "ajrakh"],
    ["shalwar", "shalvar", "shalwaar"],
  ])("folds %s and its variants to one key", (...spellings) => {
    const keys = new Set(spellings.map(keyOf));
    expect(keys.size, spellings.join(", ")).toBe(1);
  });

  it("folds plurals: English -s, -es, -ies and Urdu -ian, -iyan", () => {
    expect(keyOf("bangles")).toBe(keyOf("bangle"));
    expect(keyOf("glasses")).toBe(keyOf("glass"));
    expect(keyOf("choorian")).toBe(keyOf("choori"));
    expect(keyOf("chooriyan")).toBe(keyOf("choori"));
    expect(keyOf("churiyaan")).toBe(keyOf("churi"));
    expect(keyOf("earrings")).toBe(keyOf("earring"));
  });

  it("keeps different words apart", () => {
    expect(keyOf("kurta")).not.toBe(keyOf("kameez"));
    expect(keyOf("shawl")).not.toBe(keyOf("shoe"));
    expect(keyOf("rilli")).not.toBe(keyOf("ralli")); // the glossary joins these two, not the key
    expect(keyOf("choori")).not.toBe(keyOf("chori"));
  });

  it("reads digits as themselves and drops accents", () => {
    expect(romanKey("24")).toBe("24");
    expect(keyOf("Appliqué")).toBe(keyOf("applique"));
  });
});

describe("Urdu script", () => {
  it("unifies Arabic and Urdu forms of the same letter and strips diacritics", () => {
    expect(foldUrdu("كرتا")).toBe("کرتا"); // Arabic kaf
    expect(foldUrdu("چوڑي")).toBe("چوڑی"); // Arabic yeh
    expect(foldUrdu("دوپٹه")).toBe("دوپٹہ"); // Arabic heh
    expect(foldUrdu("کُرتا")).toBe("کرتا"); // pesh
    expect(foldUrdu("رلّی")).toBe("رلی"); // shadd
    expect(foldUrdu("آم")).toBe("ام"); // madda
    expect(foldUrdu("ک\u0640رتا")).toBe("کرتا"); // tatweel
    expect(foldUrdu("۲۴")).toBe("24");
  });

  it("folds plurals and oblique forms: چوڑیاں → چوڑی, کرتے → کرتا", () => {
    expect(keyOf("چوڑیاں")).toBe("چوڑی");
    expect(keyOf("کرتے")).toBe("کرتا");
    expect(keyOf("جھمکے")).toBe("جھمکا");
  });

  it("transliterates into Roman consonants, without the short vowels Urdu does not write", () => {
    expect(transliterate("چادر")).toBe("cadr");
    expect(transliterate("کھسہ")).toBe("ks");
    expect(transliterate("شلوار")).toBe("xlwar");
  });

  it.each([
    ["چادر", "chaadar"],
    ["کرتا", "kurta"],
    ["چوڑیاں", "churiyan"],
    ["رلی", "ralli"],
    ["رلی", "rilli"],
    ["جھمکا", "jhumka"],
    ["شلوار", "shalwar"],
    ["قمیض", "kameez"],
    ["دوپٹہ", "dupatta"],
    ["کھسہ", "khussa"],
    ["پھلکاری", "phulkari"],
    ["اجرک", "ajrak"],
    ["سوزنی", "sozni"],
    ["کاشی", "kashi"],
    ["ٹرک", "truck"],
  ])("%s and %s share a skeleton", (urdu, roman) => {
    expect(skeletonOf(urdu)).toBe(skeletonOf(roman));
  });
});

describe("words of a text", () => {
  it("splits on spaces, punctuation and a change of script", () => {
    expect(searchWords("Truck-Art Kettle")).toEqual(["Truck", "Art", "Kettle"]);
    expect(searchWords("kurta/کرتا")).toEqual(["kurta", "کرتا"]);
    expect(searchWords("Kids' kurta")).toEqual(["Kids", "kurta"]);
    expect(searchWords("چوڑی\u200Cاں")).toEqual(["چوڑیاں"]);
  });
});

// Property tests: Roman-Urdu words built of consonant-vowel syllables, and the same word in Urdu.
const CONSONANTS: Array<[roman: string, urdu: string, aspirated?: string]> = [
  ["b", "ب", "bh"],
  ["p", "پ", "ph"],
  ["t", "ت", "th"],
  ["d", "د", "dh"],
  ["j", "ج", "jh"],
  ["r", "ر"],
  ["z", "ز"],
  ["s", "س"],
  ["k", "ک", "kh"],
  ["g", "گ", "gh"],
  ["l", "ل"],
  ["m", "م"],
  ["n", "ن"],
  ["f", "ف"],
];
const VOWELS: Array<[short: string, long: string, urdu: string]> = [
  ["a", "aa", "ا"],
  ["i", "ee", "ی"],
  ["u", "oo", "و"],
];
const syllable = fc.record({
  consonant: fc.constantFrom(...CONSONANTS),
  vowel: fc.constantFrom(...VOWELS),
  long: fc.boolean(),
});
const word = fc.array(syllable, { minLength: 2, maxLength: 4 });
type Syllable = { consonant: (typeof CONSONANTS)[number]; vowel: (typeof VOWELS)[number]; long: boolean };
const roman = (
  w: Syllable[],
  spell: (s: Syllable, i: number) => string = (s) => s.consonant[0] + s.vowel[0],
) => w.map(spell).join("");
const urdu = (w: Syllable[]) => w.map((s) => s.consonant[1] + (s.long ? s.vowel[2] : "")).join("");

describe("variants map to the same key (property)", () => {
  it("a long vowel written doubled (aa, ee, oo) or single", () => {
    fc.assert(
      fc.property(word, (w) => {
        const long = roman(w, (s) => s.consonant[0] + (s.long ? s.vowel[1] : s.vowel[0]));
        const short = roman(w, (s) => s.consonant[0] + s.vowel[0]);
        expect(keyOf(long)).toBe(keyOf(short));
      }),
    );
  });

  it("a consonant written doubled or single", () => {
    fc.assert(
      fc.property(word, fc.nat(), (w, at) => {
        const i = at % w.length;
        const doubled = roman(w, (s, j) => (j === i ? s.consonant[0] : "") + s.consonant[0] + s.vowel[0]);
        expect(keyOf(doubled)).toBe(keyOf(roman(w)));
      }),
    );
  });

  it("an aspirate with or without its h (kh/k, jh/j, ph/p), and a final h", () => {
    fc.assert(
      fc.property(word, (w) => {
        const aspirated = roman(w, (s) => (s.consonant[2] ?? s.consonant[0]) + s.vowel[0]);
        expect(keyOf(aspirated)).toBe(keyOf(roman(w)));
        expect(keyOf(`${roman(w)}h`)).toBe(keyOf(roman(w)));
      }),
    );
  });

  it("the same word in Urdu script and in Roman letters share a skeleton", () => {
    fc.assert(
      fc.property(word, (w) => {
        const inRoman = roman(w, (s) => s.consonant[0] + (s.long ? s.vowel[1] : s.vowel[0]));
        expect(skeletonOf(urdu(w))).toBe(skeletonOf(inRoman));
        expect(skeleton(transliterate(urdu(w)))).toBe(skeletonOf(inRoman));
      }),
    );
  });

  it("an Urdu word typed with Arabic letter forms, diacritics, tatweel or joiners", () => {
    const ARABIC_FORMS: Record<string, string> = { ی: "ي", ک: "ك" };
    fc.assert(
      fc.property(
        word,
        fc.constantFrom("\u064E", "\u0650", "\u064F", "\u0651", "\u0640", "\u200C"),
        (w, mark) => {
          const plain = urdu(w);
          const typed = [...plain].map((ch) => (ARABIC_FORMS[ch] ?? ch) + mark).join("");
          expect(wordKeys(typed)).toEqual(wordKeys(plain));
        },
      ),
    );
  });
});
