import type { Alternatives, SearchUnit } from "@marketplace/shared/search/search-plan";
import { searchPlan } from "@marketplace/shared/search/search-plan";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/create-db.ts";
import { searchGlossary } from "./search-glossary.ts";

/**
 * The catalog's own words (issue 33, decision 0047): every search token any product has, in the
 * `search_words` table (migration 0031), with its key's letters in `word` under a trigram index. A
 * query looks its tokens up here first: a token no product has is not sent to the products' index
 * at all (so a level of the ranked order nothing can reach costs nothing), and each typed word is
 * compared with this small table, not with every product's name: its close spellings (trigram
 * similarity, a typo) and the words it is part of ("jra" → ajrak) become the unit's last
 * alternatives, matched exactly in the products' token index (the way of correcting spellings that
 * pg_trgm's documentation gives: a table of the words, a trigram index on it).
 *
 * Words are added whenever a product's tokens are written and never removed: a word left behind by
 * a renamed product corrects a typo to a word that then matches nothing, which costs a lookup only.
 */

/** How close a catalog word must be to a typed word that is not one (pg_trgm `similarity`). */
export const TYPO_SIMILARITY = 0.4;
/** At most this many close words stand in for one typed word. */
export const TYPO_CANDIDATES = 5;
/** A typed word's key of at least this many letters also finds the catalog words it is part of. */
const PART_OF_WORD_LETTERS = 3;

/** How close a match is, best first: the word, a glossary word, a spelling variant, a close word. */
export type Level = "word" | "glossary" | "variant" | "near";
export const LEVELS: Level[] = ["word", "glossary", "variant", "near"];

/** A unit of the query with the catalog words that stand in for a word the catalog does not have. */
export interface ResolvedUnit extends SearchUnit {
  near: Alternatives;
}

/** A query as the product search runs it: its units, reduced to the tokens some product has. */
export interface ResolvedSearch {
  text: string;
  units: ResolvedUnit[];
  /**
   * Some product has no tokens yet (written straight into the table; the server is filling them),
   * so the last rank may hold products found by part of their names or a typo (search.match.ts).
   */
  unfilled: boolean;
}

/** The tokens a product's `search_keys` hold, added to the catalog's words (one statement's SQL). */
export const rememberWords = (tokens: SQL) =>
  sql`insert into search_words (token, word)
    select t, substr(t, 3) from unnest(${tokens}) as t
    on conflict (token) do nothing`;

const FoundRow = z.object({ token: z.string(), typed: z.string().nullable() });

async function rows<T extends z.ZodType>(db: Executor, query: SQL, row: T): Promise<Array<z.output<T>>> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

const allTokens = (a: Alternatives) => [...a.tokens, ...a.phrases.flat()];

/**
 * The query's units with only the tokens the catalog has, and for each typed word (not a number),
 * the catalog words closest to it or that it is part of (`near`), besides its own: one statement.
 */
export async function resolveSearch(
  db: Executor,
  text: string,
  options: { exact?: boolean } = {},
): Promise<ResolvedSearch> {
  // The file's glossary and the operator's (decision 0057).
  const units = searchPlan(text, await searchGlossary(db));
  if (units.length === 0) return { text, units: [], unfilled: true };
  const own = (u: SearchUnit) => [u.word, u.glossary, u.variant].flatMap(allTokens);
  const asked = [...new Set(units.flatMap(own))];
  const typed = options.exact
    ? []
    : units
        .filter((u) => u.word.tokens.length === 1 && !/^[0-9]+$/.test(u.text))
        .flatMap((u) => u.word.tokens);
  const part = sql`length(k.token) >= ${PART_OF_WORD_LETTERS + 2} and s.word like '%' || substr(k.token, 3) || '%'`;
  const found = await rows(
    db,
    sql`select token, null as typed from search_words where token = any(string_to_array(${asked.join(" ")}, ' '))
      union all
      select w.token, k.token as typed
      from unnest(string_to_array(${typed.join(" ")}, ' ')) as k(token)
      cross join lateral (
        select s.token from search_words s
        where left(s.token, 2) = left(k.token, 2) and s.token <> k.token
          and (s.word % substr(k.token, 3) or (${part}))
          and (similarity(s.word, substr(k.token, 3)) >= ${TYPO_SIMILARITY} or (${part}))
        order by similarity(s.word, substr(k.token, 3)) desc, s.token
        limit ${TYPO_CANDIDATES}) as w
      union all
      select '', '' where exists (select 1 from products where search_keys is null)`,
    FoundRow,
  );
  const unfilled = found.some((r) => r.token === "");
  const known = new Set(found.filter((r) => r.typed === null).map((r) => r.token));
  const near = new Map<string, string[]>();
  for (const row of found) {
    if (row.typed !== null && row.token !== "")
      near.set(row.typed, [...(near.get(row.typed) ?? []), row.token]);
  }
  const keep = (a: Alternatives): Alternatives => ({
    tokens: a.tokens.filter((t) => known.has(t)),
    phrases: a.phrases.filter((p) => p.every((t) => known.has(t))),
  });
  return {
    text,
    unfilled,
    units: units.map((u) => {
      const ownTokens = new Set(own(u));
      const typedToken = u.word.tokens.length === 1 ? (u.word.tokens[0] ?? "") : "";
      return {
        ...u,
        word: keep(u.word),
        glossary: keep(u.glossary),
        variant: keep(u.variant),
        near: { tokens: (near.get(typedToken) ?? []).filter((t) => !ownTokens.has(t)), phrases: [] },
      };
    }),
  };
}
