import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
} from "../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld } from "../../test/ledger-fixtures.ts";
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from "../lib/http-cache.ts";

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let storeId: string;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id, "Caching Crafts");
  storeId = store.id;
  productId = (await createProduct(t.app, store.id, { name: "Caching Phulkari Shawl" })).id;
  // Enough products that the list is past compression's threshold.
  for (let i = 0; i < 4; i++) await createProduct(t.app, store.id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Each public read, and whether an optional token changes its answer (then it varies by it). */
const publicReads = () => [
  { url: "/api/products", readsToken: false },
  { url: `/api/products/${productId}`, readsToken: true },
  { url: `/api/products/store/${storeId}`, readsToken: true },
  { url: `/api/products/${productId}/reviews`, readsToken: true },
  { url: "/api/search/suggestions?q=phulkari", readsToken: false },
  { url: "/api/stores", readsToken: false },
  { url: `/api/stores/${storeId}`, readsToken: true },
  { url: "/api/site", readsToken: false },
];

const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? "")
    .split(",")
    .map((field) => field.trim().toLowerCase());

describe("public reads", () => {
  it("carry a weak ETag and a short public Cache-Control, varying by Authorization where a token changes them", async () => {
    for (const { url, readsToken } of publicReads()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers["cache-control"], url).toBe("public, max-age=30, stale-while-revalidate=300");
      expect(varyOf(res.headers).includes("authorization"), url).toBe(readsToken);
    }
  });

  it("answer 304 with no body to a matching If-None-Match, weakly compared, in a list or as *", async () => {
    for (const { url } of publicReads()) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
        const again = await get(url, { "if-none-match": ifNoneMatch });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe(PUBLIC_READ_CACHE_CONTROL);
        expect(again.headers["content-type"]).toBeUndefined();
        expect(varyOf(again.headers)).toEqual(varyOf(first.headers));
      }
      const stale = await get(url, { "if-none-match": '"other"' });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it("share one ETag whether compressed or not, and a gzip client's repeat is a 304", async () => {
    const plain = await get("/api/products");
    const gzip = await get("/api/products", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(varyOf(gzip.headers)).toContain("accept-encoding");
    const again = await get("/api/products", {
      "accept-encoding": "gzip",
      "if-none-match": gzip.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
  });

  it("change their ETag when the seller changes a product, in the lists and on its page", async () => {
    const urls = ["/api/products", `/api/products/store/${storeId}`, `/api/products/${productId}`];
    const before = await Promise.all(urls.map(async (url) => (await get(url)).headers.etag as string));
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${productId}`,
      headers: bearer(seller.token),
      payload: { price: 777 },
    });
    expect(edit.statusCode).toBe(200);
    for (const [i, url] of urls.entries()) {
      const after = await get(url, { "if-none-match": before[i] as string });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(before[i]);
    }
  });

  it("are private to the browser when asked with a token, still with an ETag that answers 304", async () => {
    const customer = await createCustomer(t.app);
    for (const { url, token } of [
      { url: "/api/products", token: customer.token },
      { url: `/api/products/store/${storeId}`, token: seller.token },
      { url: `/api/products/${productId}`, token: seller.token },
    ]) {
      const res = await get(url, bearer(token));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe(PRIVATE_CACHE_CONTROL);
      const again = await get(url, { ...bearer(token), "if-none-match": res.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers["cache-control"], url).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("answer HEAD like GET, without a body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/api/products" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
    expect(res.headers.etag).toBe((await get("/api/products")).headers.etag);
    expect(res.headers["cache-control"]).toBe(PUBLIC_READ_CACHE_CONTROL);
  });
});

describe("every other API answer", () => {
  it("is kept nowhere when it is a signed-in read, even with a matching If-None-Match", async () => {
    const customer = await createCustomer(t.app);
    const admin = await createAdmin(t.app);
    for (const { url, token } of [
      { url: `/api/orders/user/${customer.id}`, token: customer.token },
      { url: "/api/stores/seller/my-stores", token: seller.token },
      { url: "/api/admin/overview", token: admin.token },
    ]) {
      const res = await get(url, { ...bearer(token), "if-none-match": "*" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it("is kept nowhere when it is an error, public address or not", async () => {
    for (const [url, status] of [
      [`/api/products/${crypto.randomUUID()}`, 404],
      ["/api/products?page=zero", 400],
      ["/api/stores/no-such-store", 404],
      ["/api/stores/seller/my-stores", 401],
      ["/api/no-such-address", 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it("is kept nowhere when it is a write", async () => {
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: bearer(seller.token),
      payload: {
        name: "Caching Crochet Corner",
        category: "Crochet & Knitting",
        description: "Cosy crochet blankets and toys made to order in Karachi.",
        contactInfo: { phone: "03211234567", email: "noor@example.pk" },
        socialLinks: { facebook: "", instagram: "", twitter: "" },
      },
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers.etag).toBeUndefined();
  });

  it("keeps a Cache-Control the route chose (the API docs' files)", async () => {
    const res = await get("/api/docs/static/swagger-ui.css");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0");
  });

  it("still downloads the ledger's CSV, kept nowhere", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Cash on Delivery");
    const res = await get(`/api/seller/stores/${w.store.id}/ledger.csv`, bearer(w.seller.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="ledger-.+\.csv"$/);
    expect(res.body.split("\r\n").length).toBeGreaterThan(1);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("answers outside the API", () => {
  it("keep their own caching: robots.txt its hour", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect(robots.headers.etag).toMatch(/^W\//);
  });
});
