import { CATEGORIES } from "@marketplace/shared/categories";
import { PRODUCT_SORTS } from "@marketplace/shared/product-sorts";
import { PRODUCTS_PER_PAGE } from "@marketplace/shared/products-contracts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../src/db/create-db.ts";
import { SEARCH_QUERIES } from "./craft-vocabulary.ts";
import type { BenchRequest } from "./load.ts";
import { IdRow, queryRows } from "./query-rows.ts";

export const READ_SCENARIOS = ["detail", "list", "category", "search", "store", "mixed"] as const;
export type ReadScenario = (typeof READ_SCENARIOS)[number];
export type UrlSets = Record<ReadScenario | "deepList", BenchRequest[]>;

/** The mixed profile of issue 15: what share of visitors' requests each kind is. */
const MIXED_SHARES: Array<[Exclude<ReadScenario, "mixed">, number]> = [
  ["detail", 0.3],
  ["list", 0.2],
  ["category", 0.2],
  ["search", 0.15],
  ["store", 0.15],
];
const SET_SIZE = 5000;

const get = (path: string): BenchRequest => ({ path });
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const randomOf = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error("nothing to draw from");
  return value;
};
/** Mostly the first 20 pages, one in ten anywhere up to the last (visitors who jump to the end). */
const pageOf = (pages: number) =>
  Math.random() < 0.9 ? randomInt(1, Math.min(20, pages)) : randomInt(1, pages);

/**
 * Thousands of distinct requests per scenario, drawn from what the database holds (public products
 * and stores only), so that no answer is asked for twice in a row.
 */
export async function buildUrlSets(db: Database): Promise<UrlSets> {
  const listed = sql`not p.hidden and not exists (select 1 from stores s join sellers x on x.id = s.seller_id
                     where s.id = p.store_id and x.status = 'suspended')`;
  const productRows = await queryRows(
    db,
    sql`select p.id from products p where ${listed} order by random() limit ${SET_SIZE}`,
    IdRow,
  );
  const storeRows = await queryRows(
    db,
    sql`select s.id, s.slug from stores s join sellers x on x.id = s.seller_id where x.status <> 'suspended' order by random() limit ${SET_SIZE}`,
    z.object({ id: z.string(), slug: z.string() }),
  );
  const counts = await queryRows(
    db,
    sql`select p.category, count(*)::int as n from products p where ${listed} group by p.category`,
    z.object({ category: z.string(), n: z.coerce.number() }),
  );
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  const pages = (n: number) => Math.max(1, Math.ceil(n / PRODUCTS_PER_PAGE));
  const byCategory = new Map(counts.map((c) => [c.category, c.n]));

  const repeat = (make: () => BenchRequest) => Array.from({ length: SET_SIZE }, make);
  const detail = productRows.map((r) => get(`/api/products/${r.id}`));
  const list = repeat(() => get(`/api/products?page=${pageOf(pages(total))}`));
  const deepList = repeat(() =>
    get(`/api/products?page=${randomInt(Math.ceil(pages(total) / 2), pages(total))}`),
  );
  const category = repeat(() => {
    const name = randomOf(CATEGORIES);
    const sort = randomOf(PRODUCT_SORTS);
    return get(
      `/api/products?category=${encodeURIComponent(name)}&sort=${sort}&page=${pageOf(pages(byCategory.get(name) ?? 0))}`,
    );
  });
  const search = repeat(() => {
    const query = encodeURIComponent(randomOf(SEARCH_QUERIES));
    const page = Math.random() < 0.8 ? 1 : randomInt(2, 4);
    const sort = Math.random() < 0.7 ? "" : `&sort=${randomOf(PRODUCT_SORTS)}`;
    return get(`/api/products?search=${query}&page=${page}${sort}`);
  });
  // A store page asks for the store, then its first page of products.
  const store = storeRows.flatMap((r) => [
    get(`/api/stores/${Math.random() < 0.5 ? r.slug : r.id}`),
    get(`/api/products/store/${r.id}?page=1&limit=${PRODUCTS_PER_PAGE}`),
  ]);
  const sets = { detail, list, category, search, store };
  const mixed = repeat(() => {
    let roll = Math.random();
    for (const [name, share] of MIXED_SHARES) {
      if (roll < share) return randomOf(sets[name]);
      roll -= share;
    }
    return randomOf(detail);
  });
  return { ...sets, mixed, deepList };
}
