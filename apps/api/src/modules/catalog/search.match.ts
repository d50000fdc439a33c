import type { Alternatives } from "@marketplace/shared/search/search-plan";
import { and, desc, gt, lte, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/create-db.ts";
import { PLAN_EACH_TIME } from "../../db/named-statements.ts";
import { productSearchDocument, products } from "../../db/schema/index.ts";
import { LEVELS, type Level, type ResolvedSearch, type ResolvedUnit } from "./search.words.ts";

/**
 * A product's search tokens (decision 0047): every word of its name, description and category, in
 * both scripts' keys (`indexTokens`), filled by the server on each save (products.repository.ts),
 * with a GIN index; and its name's alone, read only to rank the matches.
 */
export const productSearchKeys = sql`"products"."search_keys"`;
export const productNameSearchKeys = sql`"products"."name_search_keys"`;

/** The tokens and phrases a unit may match by, up to and including `level`. */
function upTo(unit: ResolvedUnit, level: Level): Alternatives {
  const chosen = LEVELS.slice(0, LEVELS.indexOf(level) + 1).map((l) => unit[l]);
  const phrases = new Map(chosen.flatMap((a) => a.phrases).map((p) => [p.join(" "), p]));
  return { tokens: [...new Set(chosen.flatMap((a) => a.tokens))], phrases: [...phrases.values()] };
}

/** Whether `level` lets the unit match more than the level before it (or any, for the first). */
function widens(unit: ResolvedUnit, level: Level): boolean {
  const at = upTo(unit, level);
  const index = LEVELS.indexOf(level);
  const before = LEVELS[index - 1];
  if (!before) return at.tokens.length + at.phrases.length > 0;
  const was = upTo(unit, before);
  return at.tokens.length > was.tokens.length || at.phrases.length > was.phrases.length;
}

/** Whether some product could match the unit at `level` or closer (its tokens are catalog words). */
const reachable = (unit: ResolvedUnit, level: Level) => {
  const { tokens, phrases } = upTo(unit, level);
  return tokens.length > 0 || phrases.length > 0;
};

// Tokens are passed as one space-separated parameter (they hold no spaces): one placeholder however
// many there are, and the same text array on PGlite and PostgreSQL.
const tokenArray = (tokens: string[]) => sql`string_to_array(${tokens.join(" ")}, ' ')`;

function unitMatches(column: SQL, unit: ResolvedUnit, level: Level): SQL {
  const { tokens, phrases } = upTo(unit, level);
  const parts: SQL[] = [];
  if (tokens.length > 0) parts.push(sql`${column} && ${tokenArray(tokens)}`);
  for (const phrase of phrases) parts.push(sql`${column} @> ${tokenArray(phrase)}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Every unit of the query matches `column` at `level` or closer. */
function allMatch(column: SQL, units: ResolvedUnit[], level: Level): SQL {
  if (units.length === 0 || !units.every((unit) => reachable(unit, level))) return sql`false`;
  return sql`(${sql.join(
    units.map((unit) => unitMatches(column, unit, level)),
    sql` and `,
  )})`;
}

/** The name has every unit at `level` or closer (the name tokens' GIN index, migration 0031). */
const nameMatches = (units: ResolvedUnit[], level: Level) => allMatch(productNameSearchKeys, units, level);

const englishText = (search: string) =>
  sql`${productSearchDocument} @@ websearch_to_tsquery('english', ${search})`;

/**
 * The products a search finds: its words in any script or spelling, or the catalog words closest
 * to a word the catalog does not have (a typo, part of a word), through the search tokens' GIN
 * index; and words and stems through the stored English search document's index. Each side has its
 * own index, so the planner ORs their bitmaps (decision 0024). No product's name is compared with
 * the query row by row: typos are corrected against the catalog's words (search.words.ts).
 */
export function searchMatches({ text, units }: ResolvedSearch): SQL {
  // The tokens first: an array's overlap costs a row less to test than a document's match.
  const byTokens = units.length > 0 ? sql`${allMatch(productSearchKeys, units, "near")} or ` : sql``;
  return sql`(${byTokens}${englishText(text)} or ${withoutTokens(text)})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A product whose tokens the server has not written yet (written straight into the table: the demo
 * seed, an import, an older database; search.keys.ts fills them beside the running server) is found
 * as before them: by part of its name or a typo of one of its words, through the names' trigram
 * index. The few such rows are read from the index of products without tokens (migration 0031).
 */
const withoutTokens = (text: string) =>
  sql`(${productSearchKeys} is null and (${products.name} ilike ${`%${escapeLike(text)}%`} or ${text} <% ${products.name}))`;

/** The name is the query, in any letter case (read from products_listed_lower_name_idx). */
const nameIsQuery = (search: string) => sql`lower(${products.name}) = lower(${search})`;

/**
 * How well a found product matches, best first (decision 0047): 0 its name is the query, 1 its name
 * has the typed words, 2 their glossary words (another script, spelling or sense), 3 their spelling
 * variants, 4 its description or category has them (or the English full text matches), 5 it was found
 * by a close catalog word only (a typo, or part of a word).
 */
const RANKS: Array<(s: ResolvedSearch) => SQL> = [
  ({ text }) => nameIsQuery(text),
  ({ units }) => nameMatches(units, "word"),
  ({ units }) => nameMatches(units, "glossary"),
  ({ units }) => nameMatches(units, "variant"),
  ({ text, units }) =>
    units.length > 0
      ? sql`(${allMatch(productSearchKeys, units, "variant")} or ${englishText(text)})`
      : englishText(text),
];

export function searchRank(search: ResolvedSearch): SQL<number> {
  const whens = RANKS.map((rank, n) => sql`when ${rank(search)} then ${sql.raw(String(n))}`);
  return sql<number>`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(RANKS.length))} end)`;
}

/**
 * Among equally close matches, those whose names have more of the typed words themselves: "ralli
 * quilt" puts the Rilli Quilt before a Rilli Cushion, which the glossary's "quilt" also finds.
 */
export function typedWordsInName({ units }: ResolvedSearch): SQL<number> {
  // A cast, not a bare 0: PostgreSQL reads a bare number in ORDER BY as a column position.
  if (units.length === 0) return sql<number>`0::int`;
  return sql<number>`(${sql.join(
    units.map((unit) => sql`coalesce((${unitMatches(productNameSearchKeys, unit, "word")}), false)::int`),
    sql` + `,
  )})`;
}

/**
 * A search's order: the closest matches first, then more of the typed words in the name, in stock
 * before sold out, then the newest.
 */
export function searchOrder(search: ResolvedSearch): SQL[] {
  return [
    sql`${searchRank(search)}`,
    sql`${typedWordsInName(search)} desc`,
    sql`(${products.quantity} > 0) desc`,
    desc(products.createdAt),
    desc(products.id),
  ];
}

/**
 * The ids of one page of a search in its ranked order (`searchOrder`), among the products the
 * list's other conditions (`filters`) allow, without ranking every match (which reads them all:
 * 5,000 rows for a common word at 100,000 products). The ranked order is a sequence of parts, each
 * read in its own order and cut at the page's end: the names that are the query; then for each rank,
 * its in-stock products newest first, then its sold-out ones. Within a rank below the first, a query
 * of several words also orders by how many typed words the name has, so such a part is ordered
 * whole (a rank's products only). The parts go into one statement as a UNION ALL under the page's
 * LIMIT: PostgreSQL runs an Append's parts in turn and stops once the page is full, so a common
 * word's first page reads its first two parts only. A rank no unit can reach (its tokens are no
 * catalog word) is left out. Each part states its rank by the name's tokens alone (not the search's
 * whole match as well, which it implies), so that the planner's estimate of its rows is the name
 * tokens' own: a common word's part walks the newest-first index until the page is full, a rare
 * word's reads its few products from the name tokens' GIN index.
 */
export async function rankedSearchPageIds(
  db: Executor,
  filters: SQL | undefined,
  search: ResolvedSearch,
  limit: number,
  offset: number,
): Promise<string[]> {
  const wanted = offset + limit;
  const match = sql`${sql.raw(PLAN_EACH_TIME)} ${searchMatches(search)}`;
  const conditions = RANKS.map((rank) => rank(search));
  // "Is not true": a product whose tokens the server has not written yet has null ones.
  const isNot = (c: SQL) => sql`(${c}) is not true`;
  const exactly = (n: number) =>
    and(filters, n === 0 ? match : undefined, conditions[n], ...conditions.slice(0, n).map(isNot));
  const part = (n: number, condition: SQL | undefined, ordered: SQL[]) =>
    db
      .select({ id: products.id, part: sql<number>`${sql.raw(String(n))}`.as("part") })
      .from(products)
      .where(condition)
      .orderBy(...ordered)
      .limit(wanted);
  const newest = [desc(products.createdAt), desc(products.id)];
  const { units } = search;
  const several = units.length > 1;
  const parts = [part(0, exactly(0), searchOrder(search))];
  let n = 1;
  // The last rank: found by a close catalog word only.
  const lastRank = and(filters, match, ...conditions.map(isNot));
  const levels: Level[] = ["word", "glossary", "variant"];
  // Rank 1 to 3 need every unit at that level and one of them only there; the last, a close word.
  const canReach = (rank: number) => {
    if (rank === RANKS.length) return search.unfilled || units.some((unit) => unit.near.tokens.length > 0);
    const level = levels[rank - 1];
    if (!level) return true;
    return units.every((unit) => reachable(unit, level)) && units.some((unit) => widens(unit, level));
  };
  for (let rank = 1; rank <= RANKS.length; rank++) {
    if (!canReach(rank)) continue;
    const condition = rank === RANKS.length ? lastRank : exactly(rank);
    if (rank === 1 || !several) {
      parts.push(part(n++, and(condition, gt(products.quantity, 0)), newest));
      parts.push(part(n++, and(condition, lte(products.quantity, 0)), newest));
    } else {
      parts.push(part(n++, condition, searchOrder(search)));
    }
  }
  const [first, second, ...rest] = parts;
  if (!first) return [];
  const all = second ? unionAll(first, second, ...rest) : first;
  const page = await db
    .select({ id: sql<string>`page.id`, part: sql<number>`page.part` })
    .from(all.as("page"))
    .limit(wanted);
  // The Append gives its parts in turn (the LIMIT above it stops it once the page is full); the
  // rows are put in part order here too, so that the page's order does not rest on it.
  const order = new Map(page.map((row, i) => [row.id, i]));
  return page
    .sort((a, b) => a.part - b.part || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .slice(offset, wanted)
    .map((row) => row.id);
}
