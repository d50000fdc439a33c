import { categorySearchText } from "@marketplace/shared/search/category-words";
import { indexTokens, SEARCH_KEYS_VERSION } from "@marketplace/shared/search/search-plan";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { products } from "../../db/schema/index.ts";
import { rememberWords } from "./search.words.ts";

/** The name's tokens, with the version of the normaliser that wrote them. */
export const nameTokens = (name: string) => [SEARCH_KEYS_VERSION, ...indexTokens(name)];

/**
 * The tokens a product's description and category add to its name's (`search_keys` is the union of
 * `indexTokens(name)` and these): a bulk writer can tokenise each distinct text once.
 */
export const otherTokens = (description: string, category: string) =>
  indexTokens("", description, categorySearchText(category));

/** Products without tokens, or with tokens an older normaliser wrote. */
const tokensMissing = sql`(name_search_keys is null or not (name_search_keys @> array[${SEARCH_KEYS_VERSION}]::text[]))`;

type Searchable = { id: string; name: string; description: string; category: string };

/** The columns a product's search tokens are made of, read by each writer of them. */
const searchableColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
};

/** All of a product's search tokens: its name's, its description's and its category's (English and Urdu). */
const searchTokens = (product: Searchable) =>
  indexTokens(product.name, product.description, categorySearchText(product.category));

/** Tokens go in as one space-separated text (they hold no spaces) and are split by the database. */
const asArray = (tokens: string[]) => sql`string_to_array(${tokens.join(" ")}, ' ')`;

/**
 * Writes a product's search tokens (decision 0047): its name's alone, for ranking, and those of its
 * name, description and category (in English and Urdu) together, which the search's index reads. Computed here rather
 * than by the database because the normaliser and the glossary are the shared package's code.
 */
export async function saveSearchKeys(db: Executor, product: Searchable): Promise<void> {
  const tokens = asArray(searchTokens(product));
  await db.execute(sql`with words as (${rememberWords(tokens)})
    update ${products}
    set name_search_keys = ${asArray(nameTokens(product.name))}, search_keys = ${tokens}
    where ${products.id} = ${product.id}`);
}

/** Writes a product's search tokens again after its name, description or category changed. */
export async function refreshSearchKeys(db: Executor, id: string): Promise<void> {
  const [row] = await db.select(searchableColumns).from(products).where(eq(products.id, id));
  if (row) await saveSearchKeys(db, row);
}

/**
 * Fills the tokens of products written without them (saved before migration 0027, or written
 * straight into the table: the demo seed, a bulk import, the bench's catalog) or by an older
 * normaliser (`SEARCH_KEYS_VERSION`). A batch at a time, each written by one statement, so that a
 * large catalog is filled without one long transaction; until then such products are still found
 * by their words, parts of names and typos, as before. Returns how many were filled.
 */
export async function fillMissingSearchKeys(
  db: Executor,
  options: { batch?: number; stopped?: () => boolean } = {},
): Promise<number> {
  const batch = options.batch ?? 500;
  let filled = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  while (!options.stopped?.()) {
    const rows = await db
      .select(searchableColumns)
      .from(products)
      .where(and(tokensMissing, gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batch);
    const last = rows.at(-1);
    if (!last) break;
    const written = rows.map((row) => ({
      id: row.id,
      name_keys: nameTokens(row.name).join(" "),
      keys: searchTokens(row).join(" "),
    }));
    const keys = sql`(select string_to_array(string_agg(v.keys, ' '), ' ')
      from json_to_recordset(${JSON.stringify(written)}::json) as v(keys text))`;
    await db.execute(sql`with words as (${rememberWords(keys)})
      update ${products}
      set name_search_keys = string_to_array(v.name_keys, ' '), search_keys = string_to_array(v.keys, ' ')
      from json_to_recordset(${JSON.stringify(written)}::json) as v(id uuid, name_keys text, keys text)
      where ${products.id} = v.id and ${tokensMissing}`);
    filled += rows.length;
    after = last.id;
    if (rows.length < batch) break;
  }
  return filled;
}

/**
 * Fills missing search tokens beside the running server (server.ts), so that a large catalog does
 * not hold up its start; stops between batches when the server closes.
 */
export function fillSearchKeysInBackground(
  db: Executor,
  log: { info(o: object, msg: string): void; error(o: object, msg: string): void },
): { stop(): Promise<void> } {
  let stopped = false;
  const running = fillMissingSearchKeys(db, { stopped: () => stopped }).then(
    (filled) => {
      if (filled > 0) log.info({ filled }, "search tokens written for products saved without them");
    },
    (err: unknown) => log.error({ err }, "writing products' search tokens failed"),
  );
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}
