import { CATEGORIES, type Category } from "@marketplace/shared/categories";
import type { SearchOutcome } from "@marketplace/shared/products-contracts";
import { categorySearchText } from "@marketplace/shared/search/category-words";
import { searchWords, wordKeys } from "@marketplace/shared/search/normalise";
import { wordTokens } from "@marketplace/shared/search/search-plan";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/create-db.ts";
import { productIsListed } from "./public-listing.ts";
import { matchingCategories } from "./search.service.ts";
import type { ResolvedSearch, ResolvedUnit } from "./search.words.ts";
import { searchGlossary } from "./search-glossary.ts";

/**
 * What a list's search tells the buyer about her words (issue 33, decision 0047): "Showing results for
 * phulkari. Search instead for phulkri", and when nothing is found, the nearest catalog words and
 * categories instead of nothing.
 */

const isCategory = (name: string): name is Category => (CATEGORIES as readonly string[]).includes(name);

/** At most this many words and categories are offered when nothing was found. */
export const NEAREST_OFFERED = 5;

const WordRow = z.object({
  token: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
});

const rows = async <T extends z.ZodType>(db: Executor, query: ReturnType<typeof sql>, row: T) =>
  z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows as Array<z.output<T>>;

/** The exact-key token of a word (`r:…` or `u:…`), as the catalog's words hold it. */
const exactToken = (word: string) => {
  const keys = wordKeys(word);
  return keys ? wordTokens(keys, false)[0] : undefined;
};

/**
 * The catalog words behind exact-key tokens, as a listed product spells them, with that product's
 * category: one statement, one product per token (the search tokens' GIN index). A token no listed
 * product has is left out. Roman words are given in lower case.
 */
async function wordsOf(db: Executor, tokens: string[]) {
  if (tokens.length === 0) return new Map<string, { word: string; category: string }>();
  const found = await rows(
    db,
    sql`select k.token, p.name, p.description, p.category
      from unnest(string_to_array(${tokens.join(" ")}, ' ')) with ordinality as k(token, n)
      cross join lateral (
        select name, description, category from products
        where search_keys @> array[k.token] and ${productIsListed}
        limit 1) as p
      order by k.n`,
    WordRow,
  );
  const words = new Map<string, { word: string; category: string }>();
  for (const row of found) {
    const text = `${row.name} ${row.description} ${categorySearchText(row.category)}`;
    const word = searchWords(text).find((w) => exactToken(w) === row.token);
    if (word)
      words.set(row.token, {
        word: row.token.startsWith("r:") ? word.toLowerCase() : word,
        category: row.category,
      });
  }
  return words;
}

/** A typed word the catalog has no product with, in any of its forms, but close words instead. */
const corrected = (unit: ResolvedUnit) =>
  unit.word.tokens.length + unit.word.phrases.length === 0 &&
  unit.glossary.tokens.length + unit.glossary.phrases.length === 0 &&
  unit.variant.tokens.length + unit.variant.phrases.length === 0 &&
  unit.near.tokens.length > 0;

/**
 * The search's outcome: its corrected form when a typed word was replaced by the closest catalog
 * word (the first of its close words, the most similar), and when nothing was found (`found` 0),
 * the catalog words closest to the typed ones (a looser trigram match than the search's own) and the
 * categories the words point to or the nearest words' products are in.
 */
export async function searchOutcome(
  db: Executor,
  search: ResolvedSearch,
  found: number,
): Promise<SearchOutcome> {
  const typos = search.units.filter(corrected);
  const firstNear = typos.map((unit) => unit.near.tokens[0] ?? "");
  const spelled = await wordsOf(db, firstNear);
  let correctedTo: string | null = null;
  for (const [i, unit] of typos.entries()) {
    const word = spelled.get(firstNear[i] ?? "")?.word;
    if (word) correctedTo = (correctedTo ?? search.text).replace(unit.text, word);
  }
  if (found > 0) return { query: search.text, correctedTo, nearestWords: [], nearestCategories: [] };

  const typed = [
    ...new Set(
      search.units
        .flatMap((u) => searchWords(u.text))
        .filter((w) => !/^[0-9]+$/.test(w))
        .map((w) => exactToken(w) ?? ""),
    ),
  ].filter((t) => t !== "");
  const near = typed.length
    ? await rows(
        db,
        sql`select w.token from unnest(string_to_array(${typed.join(" ")}, ' ')) with ordinality as k(token, n)
          cross join lateral (
            select s.token, similarity(s.word, substr(k.token, 3)) as likeness from search_words s
            where left(s.token, 2) = left(k.token, 2) and s.token <> k.token
              and s.word % substr(k.token, 3)
            order by likeness desc, s.token
            limit ${NEAREST_OFFERED * 2}) as w
          order by w.likeness desc, k.n, w.token`,
        z.object({ token: z.string() }),
      )
    : [];
  const nearWords = await wordsOf(db, [...new Set(near.map((r) => r.token))]);
  const nearestWords = [...new Set([...nearWords.values()].map((w) => w.word))].slice(0, NEAREST_OFFERED);
  const categories = new Set<string>(matchingCategories(search.text, await searchGlossary(db)));
  for (const { category } of nearWords.values()) categories.add(category);
  const nearestCategories = [...categories].filter(isCategory).slice(0, NEAREST_OFFERED);
  return { query: search.text, correctedTo, nearestWords, nearestCategories };
}
