import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../../test/fixtures.ts";
import { products } from "../../db/schema/index.ts";
import { filterConditions } from "./products.repository.ts";
import { fillMissingSearchKeys } from "./search.keys.ts";
import { searchOrder } from "./search.match.ts";
import { resolveSearch } from "./search.words.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let png: string;

/** A seller's store whose products are added through the API, as a seller adds them. */
async function sellerStore() {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  png ??= `data:image/png;base64,${(
    await sharp({ create: { width: 32, height: 32, channels: 3, background: "#9d174d" } })
      .png()
      .toBuffer()
  ).toString("base64")}`;
  const add = async (
    name: string,
    extra: { description?: string; quantity?: number; price?: number } = {},
  ) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(seller.token),
      payload: {
        name,
        description: extra.description ?? "Made by hand.",
        price: extra.price ?? 1000,
        category: "Handmade Clothing",
        quantity: extra.quantity ?? 5,
        images: [png],
        store_id: store.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product._id as string;
  };
  const search = async (q: string, sort = "") => {
    const res = await t.app.inject({
      url: `/api/products?store_id=${store.id}&search=${encodeURIComponent(q)}${sort}`,
    });
    expect(res.statusCode, q).toBe(200);
    return res.json().products.map((p: { name: string }) => p.name) as string[];
  };
  return { seller, store, add, search };
}

describe("one query, any script (issue 33)", () => {
  it("finds a product named in Urdu from Roman Urdu and English, and one named in English from Urdu", async () => {
    const { add, search } = await sellerStore();
    await add("ہاتھ کی کڑھائی والی چادر");
    await add("Khaddar Kurta");
    await add("سندھی کرتا");
    await add("Rilli Quilt");
    await add("Brass Lamp");

    for (const q of ["chadar", "chaadar", "چادر", "shawl"]) {
      expect(await search(q), q).toEqual(["ہاتھ کی کڑھائی والی چادر"]);
    }
    for (const q of ["kurta", "کرتا", "کُرتا", "kurtay"]) {
      expect((await search(q)).sort(), q).toEqual(["Khaddar Kurta", "سندھی کرتا"].sort());
    }
    for (const q of ["rilli", "ralli", "رلی", "quilt"]) expect(await search(q), q).toEqual(["Rilli Quilt"]);
    expect(await search("چراغ")).toEqual(["Brass Lamp"]); // a glossary sense: lamp
    expect(await search("نیلا")).toEqual([]);
  });

  it("ranks the name itself, then its words, glossary words, variants, the description, parts and typos; in stock first", async () => {
    const { add, search } = await sellerStore();
    // Added oldest first, so that the newest-first order would put them the other way round.
    await add("Minikurtaset");
    await add("Lawn Suit", { description: "A lawn suit with a kurta and a dupatta." });
    await add("Korta Pouch");
    await add("کرتا");
    await add("Khaddar Kurta");
    await add("Silk Kurta", { quantity: 0 });
    await add("Kurta");
    expect(await search("kurta")).toEqual([
      "Kurta",
      "Khaddar Kurta",
      "Silk Kurta",
      "کرتا",
      "Korta Pouch",
      "Lawn Suit",
      "Minikurtaset",
    ]);
    // A sort she chose is kept.
    expect((await search("kurta", "&sort=name")).slice(0, 2)).toEqual(["Khaddar Kurta", "Korta Pouch"]);
  });

  it("pages the ranked order the same whether a page is read from the indexes or ranked whole", async () => {
    const { add, search } = await sellerStore();
    await add("کرتا");
    await add("Silk Kurta", { quantity: 0 });
    for (let i = 1; i <= 6; i++) await add(`Kurta Style ${i}`);
    await add("Kurta");
    const page = (n: number) => search("kurta", `&limit=4&page=${n}`);
    // The first page: the name that is the query, then in-stock names with the word, newest first.
    expect(await page(1)).toEqual(["Kurta", "Kurta Style 6", "Kurta Style 5", "Kurta Style 4"]);
    // The second runs past those, so every match is ranked: the sold-out one, then the Urdu name.
    expect(await page(2)).toEqual(["Kurta Style 3", "Kurta Style 2", "Kurta Style 1", "Silk Kurta"]);
    expect(await page(3)).toEqual(["کرتا"]);
  });

  it("reads a page part by part exactly as ranking every match orders it, for every kind of query", async () => {
    const { store, add, search } = await sellerStore();
    const made: Array<[string, { description?: string; quantity?: number }?]> = [
      ["Ajrak"],
      ["Ajrak Chadar", { quantity: 0 }],
      ["Indigo Ajrak Shawl"],
      ["Sindhi Ajrakh Dupatta"],
      ["اجرک چادر"],
      ["Block Print Cushion", { description: "Printed with ajrak blocks in Hala." }],
      ["Ajrk Tote", { quantity: 0 }],
      ["Phulkari Dupatta"],
      ["Phulkari Shawl", { quantity: 0 }],
      ["Chaddar Phulkari"],
      ["Bagh Wrap", { description: "A phulkari bagh, a shawl." }],
      ["Truck Art Kettle"],
      ["Art of the Truck Tray"],
      ["Kurta Ajrak Print"],
    ];
    for (const [name, extra] of made) await add(name, extra);
    const queries = [
      "ajrak",
      "ajrk",
      "اجرک",
      "phulkari",
      "phulkri",
      "shawl",
      "chadar",
      "ajrak shawl",
      "truck art",
      "kurta ajrak",
      "jra",
      "dupatta phulkari",
    ];
    for (const q of queries) {
      const resolved = await resolveSearch(t.app.db, q);
      const whole = await t.app.db
        .select({ name: products.name })
        .from(products)
        .where(filterConditions({ search: q, storeId: store.id }, new Date(), resolved))
        .orderBy(...searchOrder(resolved));
      const ranked = whole.map((row) => row.name);
      expect(ranked.length, q).toBeGreaterThan(0);
      expect(await search(q, "&limit=50"), q).toEqual(ranked);
      // And page by page, across the parts' boundaries.
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(ranked.length / 2); page++) {
        pages.push(...(await search(q, `&limit=2&page=${page}`)));
      }
      expect(pages, q).toEqual(ranked);
    }
  });

  it("writes a product's tokens again when its name changes", async () => {
    const { seller, add, search } = await sellerStore();
    const id = await add("سندھی کرتا");
    expect(await search("kurta")).toEqual(["سندھی کرتا"]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/products/${id}`,
      headers: auth(seller.token),
      payload: { name: "سندھی چادر" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search("kurta")).toEqual([]);
    expect(await search("chaadar")).toEqual(["سندھی چادر"]);
  });

  it("fills the tokens of products written straight into the table, which are found by them after", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const product = await createProduct(t.app, store.id, { name: "Rilli Bedspread" });
    const find = async (q: string) =>
      (await t.app.inject({ url: `/api/products?store_id=${store.id}&search=${encodeURIComponent(q)}` }))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect(await find("rilli")).toEqual(["Rilli Bedspread"]); // its words, as before
    expect(await find("رلی")).toEqual([]);
    expect(await fillMissingSearchKeys(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await find("رلی")).toEqual(["Rilli Bedspread"]);
    expect(await fillMissingSearchKeys(t.app.db)).toBe(0);

    // Tokens an older normaliser wrote are written again.
    await t.app.db.execute(sql`update products set name_search_keys = array['k:1'], search_keys = '{}'
      where id = ${product.id}`);
    expect(await find("رلی")).toEqual([]);
    expect(await fillMissingSearchKeys(t.app.db)).toBe(1);
    expect(await find("رلی")).toEqual(["Rilli Bedspread"]);
  });

  it("suggests products in the header from Urdu script too", async () => {
    const { add } = await sellerStore();
    await add("Ajrak Chadar Indigo");
    const res = await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent("اجرک")}` });
    expect(res.json().products.map((p: { name: string }) => p.name)).toContain("Ajrak Chadar Indigo");
  });
});
