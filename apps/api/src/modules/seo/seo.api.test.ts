import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testAppForFile } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createSellerWithStore, createStore } from "../../../test/fixtures.ts";
import { setHidden, setSellerStatus } from "../../../test/moderation-fixtures.ts";
import { products, stores } from "../../db/schema/index.ts";

const PUBLIC_URL = "https://shop.example.pk";
const CHUNK = 3;

/** Every <loc> of an XML answer, unescaped. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    (m[1] ?? "").replaceAll("&apos;", "'").replaceAll("&amp;", "&"),
  );

const t = testAppForFile({ PUBLIC_URL }, { sitemapChunkSize: CHUNK });
let listedProducts: string[];
let hiddenProduct: string;
let suspendedProduct: string;
let suspendedStoreSlug: string;
let oddStoreSlug: string;
beforeAll(async () => {
  const { seller, store } = await createSellerWithStore(t.app);
  listedProducts = [];
  for (let i = 0; i < 7; i++) listedProducts.push((await createProduct(t.app, store.id)).id);
  hiddenProduct = (await createProduct(t.app, store.id)).id;
  await setHidden(t.app, hiddenProduct, true, "Counterfeit");

  const { seller: suspended, store: suspendedStore } = await createSellerWithStore(t.app);
  suspendedStoreSlug = suspendedStore.slug;
  suspendedProduct = (await createProduct(t.app, suspendedStore.id)).id;
  await setSellerStatus(t.app, suspended.id, "suspended", "Counterfeit listings");

  const odd = await createStore(t.app, seller.id);
  oddStoreSlug = "noor's-<crafts>&co";
  await t.app.db.update(stores).set({ slug: oddStoreSlug }).where(eq(stores.id, odd.id));
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

/** Every chunk the index names, fetched, as path → body. */
async function allChunks(): Promise<Map<string, string>> {
  const index = await get("/sitemap.xml");
  const chunks = new Map<string, string>();
  for (const loc of locs(index.body)) {
    const path = new URL(loc).pathname;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    chunks.set(path, res.body);
  }
  return chunks;
}

describe("robots.txt", () => {
  it("lets crawlers read the public pages, keeps them out of private ones and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /checkout",
        "Disallow: /dashboard",
        "Disallow: /addproduct",
        "Disallow: /editproduct",
        "Disallow: /orders/",
        "Disallow: /MyOrders/",
        "Disallow: /myorders/",
        "Disallow: /admin",
        "Disallow: /wishlist",
        "Disallow: /login",
        "Disallow: /customer/",
        "Disallow: /seller/",
        "Disallow: /forgot-password",
        "Disallow: /reset-password",
        "",
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        "",
      ].join("\n"),
    );
    const lines = res.body.split("\n");
    for (const path of ["/store/", "/viewproduct/", "/products/", "/About"]) {
      expect(lines.filter((l) => l.startsWith("Disallow:") && path.startsWith(l.slice(10)))).toEqual([]);
    }
  });
});

describe("sitemap.xml", () => {
  it("is a sitemaps.org index naming the pages chunk and each chunk of stores and products", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    // 2 listed stores in 1 chunk of 3; 7 listed products in 3 chunks of 3.
    expect(locs(res.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/stores-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-2.xml`,
      `${PUBLIC_URL}/sitemaps/products-3.xml`,
    ]);
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(5);
  });

  it("splits the listed products across chunks, none lost or repeated, in id order", async () => {
    const chunks = await allChunks();
    const productLocs = [1, 2, 3].flatMap((n) => locs(chunks.get(`/sitemaps/products-${n}.xml`) ?? ""));
    expect(productLocs).toEqual([...listedProducts].sort().map((id) => `${PUBLIC_URL}/viewproduct/${id}`));
    expect(locs(chunks.get("/sitemaps/products-3.xml") ?? "")).toHaveLength(1);
  });

  it("leaves out a hidden product and a suspended seller's store and products", async () => {
    const everything = [...(await allChunks()).values()].join("\n");
    expect(everything).not.toContain(hiddenProduct);
    expect(everything).not.toContain(suspendedProduct);
    expect(everything).not.toContain(`/store/${suspendedStoreSlug}`);
  });

  it("names the pages: home, all products, each category and the info pages", async () => {
    const res = await get("/sitemaps/pages.xml");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/AllProducts`,
      `${PUBLIC_URL}/products/category/Handmade%20Clothing`,
      `${PUBLIC_URL}/products/category/Traditional%20Textiles`,
      `${PUBLIC_URL}/products/category/Crochet%20%26%20Knitting`,
      `${PUBLIC_URL}/products/category/Jewelry%20%26%20Accessories`,
      `${PUBLIC_URL}/products/category/Bags%20%26%20Purses`,
      `${PUBLIC_URL}/products/category/Home%20Decor`,
      `${PUBLIC_URL}/products/category/Kitchen%20%26%20Dining`,
      `${PUBLIC_URL}/products/category/Local%20Crafts`,
      `${PUBLIC_URL}/products/category/Organic%20%26%20Herbal`,
      `${PUBLIC_URL}/products/category/Beauty%20%26%20Care`,
      `${PUBLIC_URL}/products/category/Food%20%26%20Homemade%20Items`,
      `${PUBLIC_URL}/products/category/Pet%20%26%20Kids%20Items`,
      `${PUBLIC_URL}/About`,
      `${PUBLIC_URL}/Contact`,
      `${PUBLIC_URL}/TermsOfService`,
      `${PUBLIC_URL}/PrivacyPolicy`,
    ]);
    expect(res.body).toContain(`${PUBLIC_URL}/products/category/Crochet%20%26%20Knitting</loc></url>`);
  });

  it("dates each product by its last change", async () => {
    const [first] = [...listedProducts].sort();
    await t.app.db
      .update(products)
      .set({ updatedAt: new Date("2026-03-04T05:06:07.890Z") })
      .where(eq(products.id, first as string));
    const res = await get("/sitemaps/products-1.xml");
    expect(res.body).toContain(
      `<url><loc>${PUBLIC_URL}/viewproduct/${first}</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>`,
    );
  });

  it("escapes what it writes into XML", async () => {
    const res = await get("/sitemaps/stores-1.xml");
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/store/noor&apos;s-%3Ccrafts%3E%26co</loc>`);
    expect(locs(res.body)).toContain(`${PUBLIC_URL}/store/${encodeURIComponent(oddStoreSlug)}`);
  });

  it("answers 404 for a chunk that does not exist", async () => {
    for (const url of [
      "/sitemaps/products-4.xml",
      "/sitemaps/products-0.xml",
      "/sitemaps/products-01.xml",
      "/sitemaps/stores-2.xml",
      "/sitemaps/orders-1.xml",
      "/sitemaps/pages.txt",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining("There is no sitemap") });
    }
  });

  it("may be cached for an hour and answers 304 when the client holds the same content", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/products-2.xml"]) {
      const first = await get(url);
      expect(first.headers["cache-control"]).toBe("public, max-age=3600");
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { "if-none-match": etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe("");
      expect((await get(url, { "if-none-match": `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
      expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    }
  });

  it("changes its ETag when a listed product changes", async () => {
    const before = (await get("/sitemaps/products-1.xml")).headers.etag as string;
    const [first] = [...listedProducts].sort();
    await t.app.db
      .update(products)
      .set({ updatedAt: new Date("2026-05-06T07:08:09Z") })
      .where(eq(products.id, first as string));
    const after = await get("/sitemaps/products-1.xml", { "if-none-match": before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});

describe("absolute addresses", () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp();
    const seller = await createSeller(local.app);
    await createProduct(local.app, (await createStore(local.app, seller.id)).id);
  });
  afterAll(() => local.close());

  it("use the request's own host and protocol without PUBLIC_URL", async () => {
    const headers = { host: "crafts.example.org:8080" };
    const robots = await local.app.inject({ url: "/robots.txt", headers });
    expect(robots.body).toContain("Sitemap: http://crafts.example.org:8080/sitemap.xml");
    const index = await local.app.inject({ url: "/sitemap.xml", headers });
    expect(locs(index.body)[0]).toBe("http://crafts.example.org:8080/sitemaps/pages.xml");
    const chunk = await local.app.inject({ url: "/sitemaps/products-1.xml", headers });
    expect(locs(chunk.body)[0]).toMatch(/^http:\/\/crafts\.example\.org:8080\/viewproduct\//);
  });

  it("use PUBLIC_URL whatever the request's host says", async () => {
    const res = await get("/sitemap.xml", { host: "evil.example.com" });
    expect(res.body).not.toContain("evil.example.com");
    expect(locs(res.body).every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
  });
});
