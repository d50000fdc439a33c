import { z } from "zod";

/**
 * The search glossary as the console edits it (issue 33, decision 0057): the reviewed file's entries
 * (`search/glossary.ts`, built in and read-only) and the operator's own, which search adds to them.
 */

/** The most spellings (or senses) one list of an entry may hold. */
export const GLOSSARY_LIST_MAX = 20;
/** The longest one spelling may be, in characters. */
export const GLOSSARY_SPELLING_MAX = 40;
/** The most entries the operator may add: each is compared with every typed word. */
export const OPERATOR_GLOSSARY_MAX = 300;

/** Urdu letters (the Arabic script's blocks), their marks, and single spaces between words. */
const URDU_SPELLING =
  /^[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+(?: [\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+)*$/;
/** Latin letters, with an apostrophe or hyphen inside a word, and single spaces between words. */
const LATIN_SPELLING = /^[A-Za-z]+(?:['-][A-Za-z]+)*(?: [A-Za-z]+(?:['-][A-Za-z]+)*)*$/;

/** An entry's name: what the console and the audit log call it, fixed once made ("block-print"). */
export const glossaryKeyField = z
  .string()
  .trim()
  .regex(
    /^[a-z][a-z0-9-]{1,39}$/,
    "An entry's name is 2 to 40 lower-case English letters, digits or dashes, starting with a letter.",
  );

const noDuplicates = (list: string[]) => {
  const seen = list.map((s) => s.normalize("NFC").toLowerCase());
  return new Set(seen).size === seen.length;
};

function spellingList(words: {
  pattern: RegExp;
  empty: string;
  tooLong: string;
  script: string;
  tooMany: string;
  duplicate: string;
}) {
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, words.empty)
        .max(GLOSSARY_SPELLING_MAX, words.tooLong)
        .regex(words.pattern, words.script),
    )
    .max(GLOSSARY_LIST_MAX, words.tooMany)
    .refine(noDuplicates, words.duplicate);
}

export const UrduSpellings = spellingList({
  pattern: URDU_SPELLING,
  empty: "An Urdu spelling cannot be empty.",
  tooLong: "An Urdu spelling can be at most 40 characters.",
  script: "Urdu spellings are written in Urdu letters only.",
  tooMany: "At most 20 Urdu spellings.",
  duplicate: "An Urdu spelling is written twice.",
});
export const RomanSpellings = spellingList({
  pattern: LATIN_SPELLING,
  empty: "A Roman Urdu spelling cannot be empty.",
  tooLong: "A Roman Urdu spelling can be at most 40 characters.",
  script: "Roman Urdu spellings are written in English letters only.",
  tooMany: "At most 20 Roman Urdu spellings.",
  duplicate: "A Roman Urdu spelling is written twice.",
});
export const EnglishSenses = spellingList({
  pattern: LATIN_SPELLING,
  empty: "An English word cannot be empty.",
  tooLong: "An English word can be at most 40 characters.",
  script: "English words are written in English letters only.",
  tooMany: "At most 20 English words.",
  duplicate: "An English word is written twice.",
});

/** An entry is found by its spellings: one in Urdu or Roman Urdu at least (English senses alone find nothing new). */
export const NO_SPELLING = "Give at least one spelling, in Urdu or in Roman Urdu.";

const spellings = {
  urdu: UrduSpellings.default([]),
  roman: RomanSpellings.default([]),
  english: EnglishSenses.default([]),
};
export const hasSpelling = (e: { urdu: string[]; roman: string[] }) => e.urdu.length + e.roman.length > 0;

/** `PUT /api/admin/glossary/:id`: the entry's words, all three lists at once (its name stays). */
export const GlossaryEntryUpdate = z
  .object(spellings)
  .refine(hasSpelling, { message: NO_SPELLING, path: ["roman"] });
export type GlossaryEntryUpdate = z.input<typeof GlossaryEntryUpdate>;

/** `POST /api/admin/glossary`: a new entry of the operator's. */
export const GlossaryEntryInput = z
  .object({ key: glossaryKeyField, ...spellings })
  .refine(hasSpelling, { message: NO_SPELLING, path: ["roman"] });
export type GlossaryEntryInput = z.input<typeof GlossaryEntryInput>;

/** One entry as the console lists it: a built-in one has no id and cannot be changed there. */
export const GlossaryEntryJson = z.object({
  _id: z.string().nullable(),
  key: z.string(),
  urdu: z.array(z.string()),
  roman: z.array(z.string()),
  english: z.array(z.string()),
  builtIn: z.boolean(),
  /** When the operator's entry was last saved; null for a built-in one. */
  updatedAt: z.string().nullable(),
});
export type GlossaryEntryJson = z.infer<typeof GlossaryEntryJson>;

export const GlossaryAnswer = z.object({ success: z.literal(true), entries: z.array(GlossaryEntryJson) });
export type GlossaryAnswer = z.infer<typeof GlossaryAnswer>;

export const GlossaryEntryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: GlossaryEntryJson,
});
export type GlossaryEntryAnswer = z.infer<typeof GlossaryEntryAnswer>;

export const GlossaryDeleteAnswer = z.object({ success: z.literal(true), message: z.string() });
export type GlossaryDeleteAnswer = z.infer<typeof GlossaryDeleteAnswer>;
