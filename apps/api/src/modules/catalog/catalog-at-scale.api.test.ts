import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../../test/fixtures.ts";
import { products } from "../../db/schema/index.ts";
import { COUNT_AHEAD } from "./products.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url })).json();
const names = (answer: { products: Array<{ name: string }> }) => answer.products.map((p) => p.name);

/** A store with `count` products named "Item 1" (newest) to "Item {count}", a second apart. */
async function storeWithManyProducts(count: number) {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  await t.app.db.execute(sql`
    INSERT INTO products (id, store_id, name, description, category, price_paisa, quantity, created_at)
    SELECT gen_random_uuid(), ${store.id}, 'Item ' || g, 'A generated product.', 'Local Crafts', 10000 + g, 5,
           now() - (g || ' seconds')::interval
    FROM generate_series(1, ${count}) AS g`);
  return store;
}

describe("lists at scale (decision 0024)", () => {
  it("counts a long list only up to its lookahead past the page, and exactly once the end is in reach", async () => {
    const count = COUNT_AHEAD + 100;
    const store = await storeWithManyProducts(count);
    const first = await get(`/api/products?store_id=${store.id}&limit=12`);
    expect(first.pagination).toEqual({
      current_page: 1,
      total_pages: Math.ceil((12 + COUNT_AHEAD) / 12),
      total_products: 12 + COUNT_AHEAD,
      total_is_lower_bound: true,
      products_per_page: 12,
    });
    const deep = await get(`/api/products?store_id=${store.id}&limit=100&page=5`);
    expect(deep.pagination).toEqual({
      current_page: 5,
      total_pages: Math.ceil(count / 100),
      total_products: count,
      total_is_lower_bound: false,
      products_per_page: 100,
    });
  });

  it("reads a deep page as the same slice of the whole order, in every sort", async () => {
    const store = await storeWithManyProducts(700);
    const page50 = await get(`/api/products?store_id=${store.id}&limit=12&page=50`);
    expect(names(page50)).toEqual(Array.from({ length: 12 }, (_, i) => `Item ${589 + i}`));
    const cheapest = await get(`/api/products?store_id=${store.id}&limit=12&page=50&sort=price-low`);
    expect(names(cheapest)).toEqual(Array.from({ length: 12 }, (_, i) => `Item ${589 + i}`));
    const dearest = await get(`/api/products?store_id=${store.id}&limit=12&page=50&sort=price-high`);
    expect(names(dearest)).toEqual(Array.from({ length: 12 }, (_, i) => `Item ${700 - 588 - i}`));
    const beyond = await get(`/api/products?store_id=${store.id}&limit=12&page=60`);
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.total_products).toBe(700);
  });

  it("sorts by the price a buyer pays across plain prices, open-ended, running and ended sales", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const day = 24 * 60 * 60 * 1000;
    await createProduct(t.app, store.id, { name: "Plain 500", price: 500 });
    await createProduct(t.app, store.id, { name: "Open Sale 300", price: 900, salePrice: 300 });
    await createProduct(t.app, store.id, {
      name: "Running Sale 400",
      price: 800,
      salePrice: 400,
      saleEndsAt: new Date(Date.now() + day),
    });
    await createProduct(t.app, store.id, {
      name: "Ended Sale 700",
      price: 700,
      salePrice: 100,
      saleEndsAt: new Date(Date.now() - day),
    });
    await createProduct(t.app, store.id, { name: "Plain 600", price: 600 });
    const cheapestFirst = ["Open Sale 300", "Running Sale 400", "Plain 500", "Plain 600", "Ended Sale 700"];
    const sorted = async (sort: string, page = 1, limit = 12) =>
      names(await get(`/api/products?store_id=${store.id}&sort=${sort}&page=${page}&limit=${limit}`));
    expect(await sorted("price-low")).toEqual(cheapestFirst);
    expect(await sorted("price-high")).toEqual([...cheapestFirst].reverse());
    expect(await sorted("price-low", 2, 2)).toEqual(["Plain 500", "Plain 600"]);
    expect(await sorted("price-high", 3, 2)).toEqual(["Open Sale 300"]);
  });

  it("searches the stored search document, which follows every edit of a name or description", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const product = await createProduct(t.app, store.id, { name: "Kundan Necklace" });
    const found = async (search: string) =>
      names(await get(`/api/products?store_id=${store.id}&search=${encodeURIComponent(search)}`));
    expect(await found("necklaces")).toEqual(["Kundan Necklace"]);
    await t.app.db
      .update(products)
      .set({ name: "Phulkari Dupatta", description: "Stitched by hand in Bahawalpur." })
      .where(sql`${products.id} = ${product.id}`);
    expect(await found("necklaces")).toEqual([]);
    for (const search of ["dupattas", "stitching", "bahawalpur", "ulkar", "phulkri"]) {
      expect(await found(search), search).toEqual(["Phulkari Dupatta"]);
    }
  });

  it("keeps no pending list in the search indexes, so no search scans unsorted recent edits (migration 0010)", async () => {
    const answer = z.object({ rows: z.array(z.unknown()) }).parse(
      await t.app.db.execute(sql`
      select c.relname as name, c.reloptions::text as options from pg_class c
      where c.relname in ('products_search_document_idx', 'products_name_trgm_idx', 'stores_name_trgm_idx')
      order by c.relname`),
    );
    expect(answer.rows).toEqual([
      { name: "products_name_trgm_idx", options: "{fastupdate=off}" },
      { name: "products_search_document_idx", options: "{fastupdate=off}" },
      { name: "stores_name_trgm_idx", options: "{fastupdate=off}" },
    ]);
  });
});
