import {
  type Alternatives,
  type MatchLevel,
  type SearchUnit,
  searchPlan,
} from "@marketplace/shared/search/search-plan";
import { and, desc, gt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { productSearchDocument, products } from "../../db/schema/index.ts";

/**
 * A product's search tokens (decision 0047): every word of its name, description and category, in
 * both scripts' keys (`indexTokens`), filled by the server on each save (products.repository.ts),
 * with a GIN index; and its name's alone, read only to rank the matches.
 */
export const productSearchKeys = sql`"products"."search_keys"`;
export const productNameSearchKeys = sql`"products"."name_search_keys"`;

const LEVELS: MatchLevel[] = ["word", "glossary", "variant"];

/** The tokens and phrases a unit may match by, up to and including `level`. */
function upTo(unit: SearchUnit, level: MatchLevel): Alternatives {
  const chosen = LEVELS.slice(0, LEVELS.indexOf(level) + 1).map((l) => unit[l]);
  return {
    tokens: [...new Set(chosen.flatMap((a) => a.tokens))],
    phrases: chosen.flatMap((a) => a.phrases),
  };
}

// Tokens are passed as one space-separated parameter (they hold no spaces): one placeholder however
// many there are, and the same text array on PGlite and PostgreSQL.
const tokenArray = (tokens: string[]) => sql`string_to_array(${tokens.join(" ")}, ' ')`;

function unitMatches(column: SQL, unit: SearchUnit, level: MatchLevel): SQL {
  const { tokens, phrases } = upTo(unit, level);
  const parts: SQL[] = [];
  if (tokens.length > 0) parts.push(sql`${column} && ${tokenArray(tokens)}`);
  for (const phrase of phrases) parts.push(sql`${column} @> ${tokenArray(phrase)}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Every unit of the query matches `column` at `level` or closer. */
function allMatch(column: SQL, units: SearchUnit[], level: MatchLevel): SQL {
  return sql`(${sql.join(
    units.map((unit) => unitMatches(column, unit, level)),
    sql` and `,
  )})`;
}

/**
 * The products a search finds: its words in any script or spelling through the search tokens'
 * index; words and stems through the stored search document's index; partial words (ilike) and typos
 * ("phulkri", `<%`: a word of the name at least 0.6 trigram-similar) of names through the trigram
 * index. Each side has its own index, so the planner ORs their bitmaps (decision 0024).
 */
export function searchMatches(search: string, escapedLike: string): SQL {
  const units = searchPlan(search);
  const byTokens = units.length > 0 ? sql` or ${allMatch(productSearchKeys, units, "variant")}` : sql``;
  return sql`(${productSearchDocument} @@ websearch_to_tsquery('english', ${search})
    or ${products.name} ilike ${`%${escapedLike}%`}
    or ${search} <% ${products.name}${byTokens})`;
}

/**
 * How well a found product matches, best first (decision 0047): 0 its name is the query, 1 its name
 * has the typed words, 2 their glossary words (another script, spelling or sense), 3 their spelling
 * variants, 4 its description or category has them, 5 it was found by part of a word or a typo.
 */
export function searchRank(search: string): SQL<number> {
  const units = searchPlan(search);
  const byName =
    units.length > 0
      ? sql`when ${allMatch(productNameSearchKeys, units, "word")} then 1
        when ${allMatch(productNameSearchKeys, units, "glossary")} then 2
        when ${allMatch(productNameSearchKeys, units, "variant")} then 3
        when ${allMatch(productSearchKeys, units, "variant")} then 4`
      : sql``;
  return sql<number>`(case when lower(${products.name}) = lower(${search}) then 0
    ${byName}
    when ${productSearchDocument} @@ websearch_to_tsquery('english', ${search}) then 4
    else 5 end)`;
}

/**
 * Among equally close matches, those whose names have more of the typed words themselves: "ralli
 * quilt" puts the Rilli Quilt before a Rilli Cushion, which the glossary's "quilt" also finds.
 */
export function typedWordsInName(search: string): SQL<number> {
  const units = searchPlan(search);
  if (units.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    units.map((unit) => sql`(${unitMatches(productNameSearchKeys, unit, "word")})::int`),
    sql` + `,
  )})`;
}

/**
 * A search's order: the closest matches first, then more of the typed words in the name, in stock
 * before sold out, then the newest.
 */
export function searchOrder(search: string): SQL[] {
  return [
    sql`${searchRank(search)}`,
    sql`coalesce(${typedWordsInName(search)}, 0) desc`,
    sql`(${products.quantity} > 0) desc`,
    desc(products.createdAt),
    desc(products.id),
  ];
}

/** The name is the query, in any letter case (read from products_listed_lower_name_idx). */
const nameIsQuery = (search: string) => sql`lower(${products.name}) = lower(${search})`;

/**
 * The ids of one page of a search in its ranked order (`searchOrder`), among the products `where`
 * finds. Ranking every match reads them all (5,000 rows for a common word at 100,000 products,
 * 20-60 ms); but a page of a common word is nearly always the names that are the query, then the
 * in-stock products whose names have the typed words, newest first, which indexes give in order. So
 * those are read first, the second part from the newest-first index until the page is full; only a
 * page they do not fill ranks every match. Both give the same page.
 */
export async function rankedSearchPageIds(
  db: Executor,
  where: SQL | undefined,
  search: string,
  limit: number,
  offset: number,
): Promise<string[]> {
  const wanted = offset + limit;
  const units = searchPlan(search);
  if (units.length > 0) {
    const exact = await db
      .select({ id: products.id })
      .from(products)
      .where(and(where, nameIsQuery(search)))
      .orderBy(...searchOrder(search))
      .limit(wanted);
    const words = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          where,
          sql`not ${nameIsQuery(search)}`,
          allMatch(productNameSearchKeys, units, "word"),
          gt(products.quantity, 0),
        ),
      )
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(wanted - exact.length);
    if (exact.length + words.length >= wanted) {
      return [...exact, ...words].slice(offset, wanted).map((row) => row.id);
    }
  }
  const ranked = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...searchOrder(search))
    .limit(limit)
    .offset(offset);
  return ranked.map((row) => row.id);
}
