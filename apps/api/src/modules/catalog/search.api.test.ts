import { CONTROL_CHARACTER_MESSAGE } from "@marketplace/shared/text-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../../test/fixtures.ts";
import { matchingCategories } from "./search.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const suggest = (q: string) => t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
const names = (list: Array<{ name: string }>) => list.map((item) => item.name);

describe("search suggestions", () => {
  it("suggests products by word, part of a name or a typo, with the price she would pay and a thumbnail", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id, "Quetta Loom House");
    const shawl = await createProduct(t.app, store.id, {
      name: "Phulkari Dupatta",
      price: 4000,
      salePrice: 3500,
      category: "Traditional Textiles",
    });
    await createProduct(t.app, store.id, { name: "Brass Lamp", price: 900 });

    for (const typed of ["phulkari", "ulkar", "phulkri", "dupattas"]) {
      const res = await suggest(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().products, typed).toEqual([
        { _id: shawl.id, name: "Phulkari Dupatta", image: "/uploads/products/x-thumb.webp", price: 3500 },
      ]);
    }
  });

  it("suggests stores by name and categories by the start of a word or a close spelling", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id, "Sindhi Rilli Crafts");
    const res = (await suggest("rilli")).json();
    expect(res.stores).toEqual([{ _id: store.id, name: "Sindhi Rilli Crafts", slug: "sindhi-rilli-crafts" }]);
    expect(names((await suggest("rili")).json().stores)).toEqual(["Sindhi Rilli Crafts"]);

    expect((await suggest("jewellery")).json().categories).toEqual([
      { name: "Jewelry & Accessories", slug: "jewelry-and-accessories" },
    ]);
    expect(names((await suggest("home dec")).json().categories)).toEqual(["Home Decor"]);
    expect(names((await suggest("KNIT")).json().categories)).toEqual(["Crochet & Knitting"]);
    expect(names((await suggest("crafts")).json().categories)).toEqual(["Local Crafts"]);
    expect((await suggest("zzqx")).json()).toEqual({
      success: true,
      products: [],
      stores: [],
      categories: [],
    });
  });

  it("suggests a store from the Urdu or another Roman spelling of a word in its name (issue 33)", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id, "Thatta Ralli House");
    for (const typed of ["رلی", "rilli", "ralli"]) {
      expect(names((await suggest(typed)).json().stores), typed).toContain("Thatta Ralli House");
    }
    expect(names((await suggest("رلی کرتا")).json().stores)).not.toContain(store.name);
  });

  it("keeps each list to five, closest names first", async () => {
    const seller = await createSeller(t.app);
    for (let i = 0; i < 7; i++) {
      const store = await createStore(t.app, seller.id, `Ajrak Corner ${i}`);
      await createProduct(t.app, store.id, { name: `Ajrak Cushion ${i}` });
    }
    const res = (await suggest("ajrak")).json();
    expect(res.products).toHaveLength(5);
    expect(res.stores).toHaveLength(5);
    const store = await createStore(t.app, seller.id, "Tiles and Terracotta");
    await createProduct(t.app, store.id, { name: "Ajrakh" });
    await createProduct(t.app, store.id, { name: "Cushion Cover with Ajrak Print and Tassels" });
    expect(names((await suggest("ajrakh")).json().products)[0]).toBe("Ajrakh");
  });

  it("refuses an empty, overlong or NUL-bearing search with 400 naming q, and a missing one too", async () => {
    for (const url of [
      "/api/search/suggestions",
      "/api/search/suggestions?q=",
      "/api/search/suggestions?q=%20%20",
      `/api/search/suggestions?q=${"a".repeat(101)}`,
      "/api/search/suggestions?q=sh%00awl",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: [{ field: "q" }] });
    }
    const sneaky = await suggest("%' or 1=1; --");
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().products).toEqual([]);
  });
});

describe("search text everywhere", () => {
  it("answers a NUL character in the product and store lists' search with 400, not a failure", async () => {
    for (const url of ["/api/products?search=sh%00awl", "/api/stores?search=sh%00awl"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errors: [{ field: "search", message: CONTROL_CHARACTER_MESSAGE }],
      });
    }
  });
});

describe("a search of no words", () => {
  // Found by the fuzz test: a search whose text normalises to no word ordered by a bare 0, which
  // PostgreSQL reads as a column position, and answered 500.
  it("answers an empty page for text that is no word, in stock or not", async () => {
    for (const url of [
      "/api/products?search=%DC%80",
      "/api/products?search=!&inStock=0",
      "/api/products?search=!",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().success, url).toBe(true);
    }
  });
});

describe("matching categories", () => {
  it("needs every typed word to point at the same category", () => {
    expect(matchingCategories("kitchen dining")).toEqual(["Kitchen & Dining"]);
    expect(matchingCategories("kitchen jewel")).toEqual([]);
    expect(matchingCategories("&")).toEqual([]);
    expect(matchingCategories("clothes")).toEqual(["Handmade Clothing"]);
  });

  it("reads Urdu script and Roman Urdu too (issue 33)", () => {
    expect(matchingCategories("زیورات")).toEqual(["Jewelry & Accessories"]);
    expect(matchingCategories("زیور")).toEqual(["Jewelry & Accessories"]);
    expect(matchingCategories("zewar")).toEqual(["Jewelry & Accessories"]);
    expect(matchingCategories("گھر کی سجاوٹ")).toEqual(["Home Decor"]);
    expect(matchingCategories("کروشیا")).toEqual(["Crochet & Knitting"]);
    expect(matchingCategories("باورچی خانہ")).toEqual(["Kitchen & Dining"]);
    expect(matchingCategories("thaila")).toEqual(["Bags & Purses"]);
    expect(matchingCategories("گھر زیور")).toEqual([]);
  });
});
