import { categorySearchText } from "@marketplace/shared/search/category-words";
import { indexTokens } from "@marketplace/shared/search/search-plan";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fillMissingSearchKeys, nameTokens } from "../src/modules/catalog/search.keys.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { catalogIsEmpty, clearCatalog, generateCatalog } from "./generate-catalog.ts";
import { CountRow, queryRows } from "./query-rows.ts";

/** The generated catalog is one the app itself could have written, and the app serves it. */
describe("bench:data's generated catalog", () => {
  let t: TestApp;
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows(t.database.db, query, CountRow))[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp();
    await generateCatalog(t.database.db, { products: 600, stores: 30, reviewsPerProduct: 0.5 });
  }, 120_000);
  afterAll(() => t.close());

  it("makes the stores and products asked for, each product with 1 to 4 images", async () => {
    expect(await count(sql`select count(*)::int as n from stores`)).toBe(30);
    expect(await count(sql`select count(*)::int as n from products`)).toBe(600);
    const images = await queryRows(
      t.database.db,
      sql`select min(n)::int as least, max(n)::int as most from (select count(*) as n from product_images group by product_id) x`,
      z.object({ least: z.number(), most: z.number() }),
    );
    expect(images[0]).toEqual({ least: 1, most: 4 });
    expect(
      await count(
        sql`select count(*)::int as n from products p where not exists (select 1 from product_images i where i.product_id = p.id)`,
      ),
    ).toBe(0);
  });

  it("keeps every product's rating equal to its reviews, each on a delivered line of its reviewer", async () => {
    expect(await count(sql`select count(*)::int as n from reviews`)).toBeGreaterThan(100);
    expect(
      await count(sql`select count(*)::int as n from products p left join (select product_id, sum(rating) as s, count(*) as c from reviews group by product_id) r on r.product_id = p.id
                      where p.rating_sum <> coalesce(r.s, 0) or p.rating_count <> coalesce(r.c, 0)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from reviews r join order_items i on i.id = r.order_item_id join orders o on o.id = i.order_id
                      where o.order_status <> 'Delivered' or o.customer_id <> r.customer_id or i.product_id <> r.product_id`),
    ).toBe(0);
  });

  it("prices orders from their lines, in every status, with ledgers that add up", async () => {
    expect(
      await count(sql`select count(*)::int as n from orders o where o.items_paisa <> (select sum(unit_price_paisa * quantity) from order_items i where i.order_id = o.id)
                      or o.total_paisa <> o.items_paisa + o.shipping_paisa + o.tax_paisa`),
    ).toBe(0);
    expect(await count(sql`select count(distinct order_status)::int as n from orders`)).toBe(6);
    expect(
      await count(
        sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id where i.store_id <> o.store_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from store_balances b where b.balance_paisa <> (select sum(amount_paisa) from ledger_entries e where e.store_id = b.store_id)`,
      ),
    ).toBe(0);
  });

  it("writes every product's search tokens as the server would, leaving none for the server to fill", async () => {
    const rows = await queryRows(
      t.database.db,
      sql`select name, description, category, name_search_keys, search_keys from products`,
      z.object({
        name: z.string(),
        description: z.string(),
        category: z.string(),
        name_search_keys: z.array(z.string()).nullable(),
        search_keys: z.array(z.string()).nullable(),
      }),
    );
    expect(rows).toHaveLength(600);
    const sorted = (tokens: string[] | null) => [...(tokens ?? [])].sort();
    for (const row of rows) {
      expect(sorted(row.name_search_keys), row.name).toEqual(sorted(nameTokens(row.name)));
      expect(sorted(row.search_keys), row.name).toEqual(
        sorted(indexTokens(row.name, row.description, categorySearchText(row.category))),
      );
    }
    expect(await fillMissingSearchKeys(t.database.db)).toBe(0);
  });

  it("answers through the app: a product, a store's page and searches with a typo", async () => {
    const [product] = await queryRows(
      t.database.db,
      sql`select p.id, p.store_id from products p join stores s on s.id = p.store_id join sellers x on x.id = s.seller_id
          where not p.hidden and x.status = 'verified' limit 1`,
      z.object({ id: z.string(), store_id: z.string() }),
    );
    if (!product) throw new Error("no listed product");
    expect((await t.app.inject(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/stores/${product.store_id}`)).statusCode).toBe(200);
    for (const search of ["ajrak", "phulkri", "blue pottery"]) {
      const answer = await t.app.inject(`/api/products?search=${encodeURIComponent(search)}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().products.length, search).toBeGreaterThan(0);
    }
  });

  it("is refused on a filled database until cleared", async () => {
    expect(await catalogIsEmpty(t.database.db)).toBe(false);
    await clearCatalog(t.database.db);
    expect(await catalogIsEmpty(t.database.db)).toBe(true);
  });
});
