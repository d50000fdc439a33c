import { richResultProblems } from "@marketplace/shared/rich-results";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../../test/fixtures.ts";
import { setHidden } from "../../../test/moderation-fixtures.ts";

/** The page's HTML inside #root, where React rendered it (not the data scripts after it). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  return html.slice(start, end);
}

/** The document's <head>, where React placed the page's own tags. */
function headOf(html: string): string {
  return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
}

/** A head tag's attribute: `meta(head, "property", "og:image")` is that tag's content. */
function meta(head: string, key: "name" | "property", value: string): string | undefined {
  const tag = head.match(new RegExp(`<meta[^>]*${key}="${value}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

/** Every JSON-LD document on the page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

const SITE = "https://hunarmand.example";

describe("server-rendered public pages (decision 0022)", () => {
  let t: TestApp;
  let product: { id: string; name: string };
  let store: { id: string; slug: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://hunarmand.example" }, { webApp: true });
    const seller = await createSeller(t.app);
    const row = await createStore(t.app, seller.id, "Noor Crochet House");
    store = { id: row.id, slug: row.slug, name: row.name };
    const made = await createProduct(t.app, row.id, { name: "Indigo Block-Print Kurta", price: 3200 });
    product = { id: made.id, name: made.name };
    for (let n = 1; n <= 14; n++) await createProduct(t.app, row.id, { name: `Clay Diya No. ${n}` });
  });
  afterAll(() => t.close());

  it("renders a product page with its data, without any JavaScript running", async () => {
    const res = await t.app.inject({ url: `/viewproduct/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>Indigo Block-Print Kurta<\/h1>/);
    expect(root).toContain("Rs 3,200");
    expect(root).toContain("Noor Crochet House");
  });

  it("renders the product page's seller card, delivery and returns, and the store page's reviews and policies (issue 34)", async () => {
    const productPage = rootOf((await t.app.inject({ url: `/viewproduct/${product.id}` })).body);
    expect(productPage).toContain("Sold by");
    expect(productPage).toContain("More from this store");
    expect(productPage).toContain(`href="/store/${store.slug}"`);
    expect(productPage).toContain("Returns: ask within 7 days of delivery, from My Orders.");
    // Rendered in place, not streamed out of order behind the lazily loaded code.
    expect(productPage).not.toContain("<template");
    const storePage = rootOf((await t.app.inject({ url: `/store/${store.slug}` })).body);
    expect(storePage).toContain("Reviews");
    expect(storePage).toContain("Delivery and returns");
    expect(storePage).toContain("No reviews yet. Buyers can review a product once their order is delivered.");
  });

  it("gives a product page its own head: title, description, canonical, link preview and JSON-LD", async () => {
    const html = (await t.app.inject({ url: `/viewproduct/${product.id}` })).body;
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain("<title>Indigo Block-Print Kurta · Hunarmand</title>");
    expect(meta(head, "name", "description")).toContain("Indigo Block-Print Kurta");
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${SITE}/viewproduct/${product.id}"/>`);
    expect(meta(head, "property", "og:title")).toContain("Indigo Block-Print Kurta");
    expect(meta(head, "property", "og:image")).toBe(`${SITE}/uploads/products/x.webp`);
    expect(meta(head, "property", "og:type")).toBe("product");
    expect(meta(head, "property", "product:price:amount")).toBe("3200.00");
    expect(meta(head, "property", "product:price:currency")).toBe("PKR");
    expect(meta(head, "name", "twitter:card")).toBeTruthy();

    const documents = jsonLdOf(html);
    for (const document of documents) expect(richResultProblems(document)).toEqual([]);
    const productLd = documents.find((document) => document["@type"] === "Product");
    expect(productLd).toMatchObject({
      name: "Indigo Block-Print Kurta",
      offers: { priceCurrency: "PKR", availability: "https://schema.org/InStock" },
    });
    expect(productLd).not.toHaveProperty("aggregateRating");
    expect(documents.some((document) => document["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("names the store, the category and the site in their pages' heads", async () => {
    const storeHtml = (await t.app.inject({ url: `/store/${store.slug}` })).body;
    expect(headOf(storeHtml)).toContain("<title>Noor Crochet House · Hunarmand</title>");
    expect(headOf(storeHtml)).toContain(`<link rel="canonical" href="${SITE}/store/${store.slug}"/>`);
    const categoryHtml = (
      await t.app.inject({ url: "/products/category/local-crafts?page=2&sort=price_asc" })
    ).body;
    expect(headOf(categoryHtml)).toContain("<title>Local Crafts");
    expect(headOf(categoryHtml)).toContain(
      `<link rel="canonical" href="${SITE}/products/category/Local%20Crafts?page=2"/>`,
    );
    const home = (await t.app.inject({ url: "/" })).body;
    const documents = jsonLdOf(home);
    expect(documents.some((document) => document["@type"] === "Organization")).toBe(true);
    for (const document of [...documents, ...jsonLdOf(storeHtml), ...jsonLdOf(categoryHtml)]) {
      expect(richResultProblems(document)).toEqual([]);
    }
  });

  it("renders the home page, all products, a category, a store and the info pages", async () => {
    const pages: Array<[string, string]> = [
      ["/", "Indigo Block-Print Kurta"],
      ["/AllProducts", "Clay Diya No. 14"],
      ["/products/category/local-crafts", "Clay Diya No. 14"],
      [`/store/${store.slug}`, "Noor Crochet House"],
      [`/store/${store.id}`, "Clay Diya No. 3"],
      ["/About", "Our Story"],
      ["/Contact", "Contact"],
      ["/TermsOfService", "Terms of Service"],
      ["/PrivacyPolicy", "Privacy Policy"],
    ];
    for (const [url, text] of pages) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toContain(text);
    }
  });

  it("pages through a category with real links that work without JavaScript", async () => {
    const first = rootOf((await t.app.inject({ url: "/products/category/local-crafts" })).body);
    expect(first).toContain('href="/products/category/local-crafts?page=2"');
    const second = rootOf((await t.app.inject({ url: "/products/category/local-crafts?page=2" })).body);
    // Newest first: the second page holds the oldest products.
    expect(second).toContain("Indigo Block-Print Kurta");
    expect(second).not.toContain("Clay Diya No. 14");
  });

  it("moves the first client's store links (/dashboard/store/{id}) for good to the store's address", async () => {
    const moved = await t.app.inject({ url: `/dashboard/store/${store.id}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/store/${store.slug}`);
    const gone = await t.app.inject({ url: "/dashboard/store/00000000-0000-4000-8000-000000000000" });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain("Store Not Found");
  });

  it("answers 404 with the page's own Not Found for a missing product, store, category or address", async () => {
    const missing: Array<[string, string]> = [
      ["/viewproduct/0190f0e5-1111-7000-8000-000000000000", "Product Not Found"],
      ["/viewproduct/not-an-id", "Product Not Found"],
      ["/store/no-such-store", "Store Not Found"],
      ["/products/category/no-such-category", "Category not found"],
      ["/no/such/page", "Page not found"],
    ];
    for (const [url, heading] of missing) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(rootOf(res.body), url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(headOf(res.body), url).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("answers 404 for a listing the operator hid (decision 0019)", async () => {
    const hidden = await createProduct(t.app, store.id, { name: "Withdrawn Shawl" });
    await setHidden(t.app, hidden.id, true, "Copied photos");
    const res = await t.app.inject({ url: `/viewproduct/${hidden.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Withdrawn Shawl");
  });

  it("hands the browser the data the page was rendered from, escaped so no text can close the script", async () => {
    const tricky = await createProduct(t.app, store.id, { name: "Shawl </script><script>alert(1)</script>" });
    const res = await t.app.inject({ url: `/viewproduct/${tricky.id}` });
    expect(res.statusCode).toBe(200);
    const state = res.body.slice(res.body.indexOf('<script type="application/json" id="page-state">'));
    expect(state).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(state).toContain('"router":{"loaderData"');
  });

  it("lets browsers and a CDN keep a page briefly and revalidate it with its ETag", async () => {
    const res = await t.app.inject({ url: `/viewproduct/${product.id}` });
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      url: `/viewproduct/${product.id}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const missing = await t.app.inject({ url: "/no/such/page" });
    expect(missing.headers.etag).toBeUndefined();
  });

  it("leaves pages that need a session to the browser: the bare app, never cached", async () => {
    for (const url of ["/checkout", "/dashboard", "/MyOrders/abc", "/admin", "/customer/login"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="page-state"');
    }
  });

  it("renders a page in the visitor's language: her remembered choice, else her browser's (decision 0028)", async () => {
    const page = (headers: Record<string, string>) => t.app.inject({ url: "/About", headers });
    const urdu = await page({ cookie: "lang=ur" });
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(rootOf(urdu.body)).toContain("ہنرمند پر بیچیں");
    expect(urdu.headers.vary).toContain("Cookie");
    expect(urdu.headers.vary).toContain("Accept-Language");

    const english = await page({});
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(rootOf(english.body)).toContain("Sell on Hunarmand");
    expect(english.headers.etag).not.toBe(urdu.headers.etag);

    const browserAsks = await page({ "accept-language": "ur-PK,ur;q=0.9,en;q=0.8" });
    expect(browserAsks.body).toContain('<html lang="ur" dir="rtl">');
    const choiceWins = await page({ cookie: "lang=en", "accept-language": "ur-PK" });
    expect(choiceWins.body).toContain('<html lang="en" dir="ltr">');
  });
});
