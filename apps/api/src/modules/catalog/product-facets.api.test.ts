import { randomUUID } from "node:crypto";
import type { Category } from "@marketplace/shared/categories";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../../test/fixtures.ts";
import { products, productVariants, stores } from "../../db/schema/index.ts";
import { saveSearchKeys } from "./search.keys.ts";

/**
 * Issue 33: the list's facets with counts (a facet's counts leave out its own choice), the city and
 * rating filters, size and colour whatever the seller named them, and what a search corrected.
 */
let t: TestApp;
const word = `kesar${randomUUID().slice(0, 6).replace(/[0-9]/g, "x")}`;
const made: Record<string, string> = {};

async function store(name: string, location: string) {
  const seller = await createSeller(t.app);
  const row = await createStore(t.app, seller.id, `${name} ${word}`);
  await t.app.db.update(stores).set({ location }).where(eq(stores.id, row.id));
  return row.id;
}

/** A product named with the test's word, its variants' options as the seller named them, its reviews. */
async function product(
  storeId: string,
  key: string,
  o: {
    category: Category;
    price: number;
    variants?: Array<Record<string, string>>;
    rating?: [sum: number, count: number];
  },
) {
  const row = await createProduct(t.app, storeId, {
    name: `${word} ${key}`,
    category: o.category,
    price: o.price,
  });
  const [sum, count] = o.rating ?? [0, 0];
  await t.app.db.update(products).set({ ratingSum: sum, ratingCount: count }).where(eq(products.id, row.id));
  if (o.variants) {
    await t.app.db.insert(productVariants).values(
      o.variants.map((options, position) => ({
        productId: row.id,
        storeId,
        options,
        position,
        quantity: 2,
      })),
    );
  }
  await saveSearchKeys(t.app.db, { ...row, name: `${word} ${key}` });
  made[key] = row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const lahore = await store("Lahore Looms", "Lahore, Punjab");
  const karachi = await store("Karachi Knots", "Karachi City, Sindh");
  const nowhere = await store("Quiet Crafts", "");
  // Lahore's store: 4.5 over its two products; Karachi's: 3.2; the third has no reviews.
  await product(lahore, "kurta", {
    category: "Traditional Textiles",
    price: 1500,
    rating: [9, 2],
    variants: ["S", "M"].flatMap((Size) => ["Blue", "Red"].map((Colour) => ({ Size, Colour }))),
  });
  await product(lahore, "shawl", {
    category: "Home Decor",
    price: 3000,
    rating: [9, 2],
    variants: [{ سائز: "M", رنگ: "Blue" }],
  });
  await product(karachi, "chadar", {
    category: "Home Decor",
    price: 800,
    rating: [16, 5],
    variants: [{ size: "l", Color: "Red" }],
  });
  await product(nowhere, "mug", { category: "Local Crafts", price: 12000 });
  await product(nowhere, "phulkari", { category: "Traditional Textiles", price: 4000 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const facetsOf = async (query: string) => {
  const res = await get(`/api/products/facets?search=${word}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().facets as Record<string, Array<{ value: string; label: string; count: number }>>;
};
const counts = (values: Array<{ value: string; count: number }>) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]));
const listed = async (query: string) => {
  const res = await get(`/api/products?search=${word}${query}`);
  expect(res.statusCode).toBe(200);
  const names: string[] = res.json().products.map((p: { name: string }) => p.name.replace(`${word} `, ""));
  return names.sort();
};

describe("the list's facets", () => {
  it("counts every category, price band, size, colour, city and rating for the list's query", async () => {
    const facets = await facetsOf("");
    expect(counts(facets.category ?? [])).toEqual({
      "Traditional Textiles": 2,
      "Home Decor": 2,
      "Local Crafts": 1,
    });
    expect(counts(facets.price ?? [])).toEqual({
      "0-1000": 1,
      "1000-2500": 1,
      "2500-5000": 2,
      "5000-10000": 0,
      "10000-": 1,
    });
    // "سائز" is a size and "Color" and "رنگ" a colour; values compare without case, sizes in order.
    expect(facets.size).toEqual([
      { value: "s", label: "S", count: 1 },
      { value: "m", label: "M", count: 2 },
      { value: "l", label: "l", count: 1 },
    ]);
    expect(counts(facets.colour ?? [])).toEqual({ blue: 2, red: 2 });
    expect(facets.city).toEqual([
      { value: "lahore", label: "Lahore", count: 2 },
      { value: "karachi", label: "Karachi City", count: 1 },
    ]);
    expect(counts(facets.rating ?? [])).toEqual({ 4: 2, 3: 3 });
  });

  it("leaves a facet's own choice out of its counts and keeps the others' choices", async () => {
    const bySize = await facetsOf("&size=M");
    // She can still widen the size...
    expect(counts(bySize.size ?? [])).toEqual({ s: 1, m: 2, l: 1 });
    // ...while the colours count only variants that are an M.
    expect(counts(bySize.colour ?? [])).toEqual({ blue: 2, red: 1 });
    expect(counts(bySize.category ?? [])).toEqual({ "Traditional Textiles": 1, "Home Decor": 1 });
    expect(counts(bySize.city ?? [])).toEqual({ lahore: 2 });

    const byCity = await facetsOf("&city=karachi");
    expect(counts(byCity.city ?? [])).toEqual({ lahore: 2, karachi: 1 });
    expect(counts(byCity.category ?? [])).toEqual({ "Home Decor": 1 });
    expect(counts(byCity.size ?? [])).toEqual({ l: 1 });

    const byPrice = await facetsOf("&minPrice=1000&maxPrice=2500&minRating=4");
    expect(counts(byPrice.price ?? [])).toEqual({
      "0-1000": 0,
      "1000-2500": 1,
      "2500-5000": 1,
      "5000-10000": 0,
      "10000-": 0,
    });
    expect(counts(byPrice.rating ?? [])).toEqual({ 4: 1, 3: 1 });
    expect(counts(byPrice.category ?? [])).toEqual({ "Traditional Textiles": 1 });
  });

  it("answers a count that is the list's own total when the value is chosen", async () => {
    const facets = await facetsOf("&colour=red");
    for (const size of facets.size ?? []) {
      const res = await get(`/api/products?search=${word}&colour=red&size=${size.label}`);
      expect(res.json().pagination.total_products).toBe(size.count);
    }
  });

  it("refuses a malformed query as the list does", async () => {
    const res = await get("/api/products/facets?minRating=7");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The rating must be a number from 1 to 5.");
    expect((await get("/api/products/facets?category=Nothing")).statusCode).toBe(400);
  });
});

describe("the list's new filters", () => {
  it("filters by size and colour whatever the seller named the option, on one variant", async () => {
    expect(await listed("&size=m")).toEqual(["kurta", "shawl"]);
    expect(await listed("&size=M&colour=red")).toEqual(["kurta"]);
    expect(await listed("&color=RED")).toEqual(["chadar", "kurta"]);
    expect(await listed("&رنگ=blue&size=s")).toEqual(["kurta"]);
    expect(await listed("&size=L&colour=blue")).toEqual([]);
  });

  it("filters by the store's city, as the buyer types it", async () => {
    expect(await listed("&city=Lahore")).toEqual(["kurta", "shawl"]);
    expect(await listed("&city=karachi%20city")).toEqual(["chadar"]);
    expect(await listed("&city=Multan")).toEqual([]);
  });

  it("filters by the store's rating, rounded as its page shows it", async () => {
    expect(await listed("&minRating=4.5")).toEqual(["kurta", "shawl"]);
    expect(await listed("&minRating=3")).toEqual(["chadar", "kurta", "shawl"]);
    expect(await listed("&minRating=4.6")).toEqual([]);
    const bad = await get("/api/products?minRating=zero");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The rating must be a number from 1 to 5.");
  });
});

describe("what a search corrected", () => {
  it("says which catalog word stood in for a typed word the catalog does not have", async () => {
    const res = await get("/api/products?search=phulkati");
    const body = res.json();
    expect(body.products.map((p: { _id: string }) => p._id)).toEqual([made.phulkari]);
    expect(body.search).toEqual({
      query: "phulkati",
      correctedTo: "phulkari",
      nearestWords: [],
      nearestCategories: [],
    });
  });

  it("corrects nothing for a word the catalog has, and answers no search field without a search", async () => {
    const res = await get(`/api/products?search=${word}%20kurta`);
    expect(res.json().search).toMatchObject({ correctedTo: null, nearestWords: [] });
    expect((await get("/api/products?limit=1")).json().search).toBeUndefined();
  });

  it("searches the words as typed with exact, and offers the nearest words and categories when nothing is found", async () => {
    const res = await get("/api/products?search=phulkati&exact=1");
    const body = res.json();
    expect(body.products).toEqual([]);
    expect(body.search.correctedTo).toBeNull();
    expect(body.search.nearestWords).toContain("phulkari");
    expect(body.search.nearestCategories).toContain("Traditional Textiles");

    const filteredOut = (await get("/api/products?search=phulkati&category=Home%20Decor")).json();
    expect(filteredOut.products).toEqual([]);
    expect(filteredOut.search).toMatchObject({ correctedTo: "phulkari" });
    expect(filteredOut.search.nearestWords).toContain("phulkari");
  });
});
