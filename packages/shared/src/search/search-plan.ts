import { GLOSSARY, type GlossaryEntry } from "./glossary.ts";
import { searchWords, type WordKeys, wordKeys } from "./normalise.ts";

/**
 * What a product's text is indexed by, and what a query looks for (decision 0047). Each word becomes
 * tagged tokens, so that one array holds both scripts without their keys meeting by accident:
 * - `r:` a Roman word's exact key, `u:` an Urdu word's: from the name, description and category;
 * - from the name only, the spelling variants: `s:` a Roman word's skeleton (which an Urdu query's
 *   consonants meet), `t:` an Urdu word's skeleton (which a Roman query's meet), and `v:` a Roman
 *   word's first letter and skeleton (which another Roman spelling of three consonants or more
 *   meets: "ajrk" for "ajrak", but not "akhrot" for "kurta").
 */
export function wordTokens(keys: WordKeys, inName = true): string[] {
  const exact = `${keys.script === "urdu" ? "u" : "r"}:${keys.exact}`;
  if (!inName || !keys.skeleton || keys.skeleton === keys.exact) return [exact];
  if (keys.script === "urdu") return [exact, `t:${keys.skeleton}`];
  const tokens = [exact, `s:${keys.skeleton}`];
  if (keys.skeleton.length >= 3) tokens.push(romanVariant(keys));
  return tokens;
}

const romanVariant = (keys: WordKeys) => `v:${keys.exact[0]}${keys.skeleton}`;

/**
 * Which version of the normaliser wrote a product's tokens: kept among its name's tokens, so that
 * the server writes again the tokens of products written by an older one (search.keys.ts).
 */
export const SEARCH_KEYS_VERSION = "k:3";

/** The tokens a product is found by: all of its name's words', and its other texts' exact keys. */
export function indexTokens(name: string, ...others: string[]): string[] {
  const tokens = new Set<string>();
  const add = (text: string, inName: boolean) => {
    for (const word of searchWords(text)) {
      if (STOP_WORDS.has(word.toLowerCase())) continue;
      const keys = wordKeys(word);
      if (keys) for (const token of wordTokens(keys, inName)) tokens.add(token);
    }
  };
  add(name, true);
  for (const text of others) add(text, false);
  return [...tokens];
}

/** How close a match is, best first: the typed word itself, a glossary word, a spelling variant. */
export type MatchLevel = "word" | "glossary" | "variant";

/** Tokens any of which will do, and phrases (all of whose tokens must be there) any of which will do. */
export interface Alternatives {
  tokens: string[];
  phrases: string[][];
}

/** One thing the query asks for: a word, or a glossary phrase ("truck art") typed as several words. */
export interface SearchUnit {
  text: string;
  word: Alternatives;
  glossary: Alternatives;
  variant: Alternatives;
}

const STOP_WORDS = new Set(
  [
    "a",
    "an",
    "the",
    "and",
    "or",
    "for",
    "of",
    "with",
    "in",
    "on",
    "to",
    "by",
    "from",
    "set",
    "ka",
    "ki",
    "ke",
    "aur",
    "mein",
    "main",
    "se",
    "ko",
    "wala",
    "wali",
    "wale",
    "waala",
    "waali",
    "کا",
    "کی",
    "کے",
    "اور",
    "میں",
    "سے",
    "کو",
    "والا",
    "والی",
    "والے",
    "برائے",
  ].map((w) => w.normalize("NFC")),
);

interface PreparedEntry {
  entry: GlossaryEntry;
  /** Exact keys of the entry's one-word spellings and senses, in both scripts. */
  exact: Set<string>;
  /** Skeletons of its Roman and Urdu spellings (not of its English senses). */
  skeletons: Set<string>;
  /** Its several-word forms, as exact keys. */
  phrases: string[][];
  /** What a match expands to. */
  expansion: Alternatives;
}

const exactKey = (k: WordKeys) => `${k.script === "urdu" ? "u" : "r"}:${k.exact}`;
const keysOf = (form: string) => searchWords(form).flatMap((w) => wordKeys(w) ?? []);

function prepare(entry: GlossaryEntry): PreparedEntry {
  const prepared: PreparedEntry = {
    entry,
    exact: new Set(),
    skeletons: new Set(),
    phrases: [],
    expansion: { tokens: [], phrases: [] },
  };
  const tokens = new Set<string>();
  const spellings = [...entry.urdu, ...entry.roman];
  for (const form of [...spellings, ...entry.english]) {
    const keys = keysOf(form);
    if (keys.length === 1 && keys[0]) {
      const k = keys[0];
      prepared.exact.add(exactKey(k));
      if (spellings.includes(form) && k.skeleton.length >= 2) prepared.skeletons.add(k.skeleton);
      tokens.add(exactKey(k));
      // A Roman spelling also finds the word written in Urdu, by its consonants.
      if (k.skeleton) tokens.add(`t:${k.skeleton}`);
    } else if (keys.length > 1) {
      const phrase = keys.map(exactKey);
      prepared.phrases.push(phrase);
      prepared.expansion.phrases.push(phrase);
    }
  }
  prepared.expansion.tokens = [...tokens];
  return prepared;
}

const preparedGlossaries = new WeakMap<readonly GlossaryEntry[], PreparedEntry[]>();
function prepared(glossary: readonly GlossaryEntry[]): PreparedEntry[] {
  let entries = preparedGlossaries.get(glossary);
  if (!entries) {
    entries = glossary.map(prepare);
    preparedGlossaries.set(glossary, entries);
  }
  return entries;
}

/** The English senses a typed word has in the glossary: "zewar" → jewelry, jewellery. */
export function glossarySenses(word: string, glossary: readonly GlossaryEntry[] = GLOSSARY): string[] {
  const keys = wordKeys(word);
  if (!keys) return [];
  return [...new Set(entriesFor(keys, prepared(glossary)).flatMap((e) => e.entry.english))];
}

/**
 * For text that has no search tokens (a store's name): each typed word with the spellings that may
 * stand for it, its own and its glossary entries' (Urdu, Roman and English), at most `max` each.
 */
export function spellingsPerWord(
  query: string,
  max = 12,
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): string[][] {
  const entries = prepared(glossary);
  return (
    searchWords(query)
      // Numbers and single letters say little on their own; the typed text as a whole still counts.
      .filter((word) => !isStopWord(word) && !/^(?:[0-9]+|[a-z])$/i.test(word))
      .map((word) => {
        const keys = wordKeys(word);
        const found = keys ? entriesFor(keys, entries) : [];
        const all = [word, ...found.flatMap((e) => [...e.entry.roman, ...e.entry.urdu, ...e.entry.english])];
        return [...new Set(all)].slice(0, max);
      })
  );
}

/** Words a query asks nothing of: "for", "and", "ka", "کا". */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.normalize("NFC").toLowerCase());
}

/** The glossary entries a typed word is one of: by its spelling, or a longer word by its consonants. */
function entriesFor(keys: WordKeys, entries: PreparedEntry[]): PreparedEntry[] {
  const key = exactKey(keys);
  const byKey = entries.filter((e) => e.exact.has(key));
  if (byKey.length > 0) return byKey;
  const longEnough =
    keys.script === "urdu" ? keys.skeleton.length >= 2 : keys.exact.length >= 5 && keys.skeleton.length >= 3;
  return longEnough ? entries.filter((e) => e.skeletons.has(keys.skeleton)) : [];
}

function merge(into: Alternatives, from: Alternatives) {
  for (const token of from.tokens) if (!into.tokens.includes(token)) into.tokens.push(token);
  for (const phrase of from.phrases) {
    if (!into.phrases.some((p) => p.join(" ") === phrase.join(" "))) into.phrases.push(phrase);
  }
}

/**
 * A query as the units every one of which a product must match. Stop words ("for", "کا") ask for
 * nothing; bare numbers and single letters only narrow a query that has a real word too, so that
 * "1" alone or "%' or 1=1" finds nothing by its digits.
 */
export function searchPlan(query: string, glossary: readonly GlossaryEntry[] = GLOSSARY): SearchUnit[] {
  const entries = prepared(glossary);
  const typed = searchWords(query)
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
    .flatMap((w) => {
      const keys = wordKeys(w);
      return keys ? [{ text: w, keys }] : [];
    });
  const units: SearchUnit[] = [];
  for (let i = 0; i < typed.length; ) {
    const phrase = longestPhraseAt(typed, i, entries);
    if (phrase) {
      const words = typed.slice(i, i + phrase.length);
      const unit: SearchUnit = {
        text: words.map((w) => w.text).join(" "),
        word: { tokens: [], phrases: [words.map((w) => exactKey(w.keys))] },
        glossary: { tokens: [], phrases: [] },
        variant: { tokens: [], phrases: [] },
      };
      for (const entry of phrase.entries) merge(unit.glossary, entry.expansion);
      units.push(unit);
      i += phrase.length;
      continue;
    }
    const current = typed[i];
    i++;
    if (!current) continue;
    const { text, keys } = current;
    const variant: string[] = [];
    if (keys.skeleton && keys.skeleton !== keys.exact) {
      if (keys.script === "urdu") variant.push(`s:${keys.skeleton}`, `t:${keys.skeleton}`);
      else {
        variant.push(`t:${keys.skeleton}`);
        if (keys.skeleton.length >= 3) variant.push(romanVariant(keys));
      }
    }
    const unit: SearchUnit = {
      text,
      word: { tokens: [exactKey(keys)], phrases: [] },
      glossary: { tokens: [], phrases: [] },
      variant: { tokens: variant, phrases: [] },
    };
    for (const entry of entriesFor(keys, entries)) merge(unit.glossary, entry.expansion);
    units.push(unit);
  }
  const isWord = (u: SearchUnit) => !/^(?:[0-9]+|[a-z])$/i.test(u.text);
  const unique = units.filter(
    (u, n) => units.findIndex((o) => o.text.toLowerCase() === u.text.toLowerCase()) === n,
  );
  return unique.some(isWord) ? unique.filter((u) => isWord(u) || /^[0-9]+$/.test(u.text)) : [];
}

/** The longest glossary phrase (two or three words) typed from word `i`, with the entries it is in. */
function longestPhraseAt(
  typed: Array<{ keys: WordKeys }>,
  i: number,
  entries: PreparedEntry[],
): { length: number; entries: PreparedEntry[] } | null {
  for (let length = Math.min(3, typed.length - i); length >= 2; length--) {
    const keys = typed
      .slice(i, i + length)
      .map((w) => exactKey(w.keys))
      .join(" ");
    const found = entries.filter((e) => e.phrases.some((p) => p.join(" ") === keys));
    if (found.length > 0) return { length, entries: found };
  }
  return null;
}
