import fs from "node:fs/promises";
import path from "node:path";
import { STORE_PRODUCTS_CAP } from "@marketplace/shared/products-contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../test/cod-fixtures.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSellerWithStore,
  orderOf,
} from "../../test/fixtures.ts";
import { type OpenApiDocument, PNG, ROUTE_STRATEGIES } from "../../test/hostile-requests.ts";
import { quietPayoutRound } from "../../test/quiet-payout-round.ts";
import { appServingWebFiles } from "../../test/web-files-app.ts";
import { products } from "../db/schema/index.ts";

/**
 * The requests the first web client (the original BuyHerPower front end) sends, exactly as it sends
 * them: every header and every slash it puts there.
 */

const t = testAppForFile();
beforeAll(() => quietPayoutRound(t.app));

const JSON_HEADER = { "content-type": "application/json" };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A seller's store with one product, and a customer's order of two of its units. */
async function shopWithAnOrder(quantity = 10) {
  const customer = await createCustomer(t.app);
  const { seller, store } = await createSellerWithStore(t.app);
  const product = await createProduct(t.app, store.id, { quantity });
  const placed = await orderOf(t.app, customer.token, product.id, 2);
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data;
  // The COD buyer confirms, so the store may ship it (decision 0034).
  await confirmAsBuyer(t.app, customer.token, order);
  return { customer, seller, store, product, order };
}

describe("a body-less request sent with Content-Type: application/json", () => {
  it("DELETE /api/products/:id deletes the product (the old dashboard's delete button)", async () => {
    const { seller, product } = await shopWithAnOrder();
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: { ...auth(seller.token), ...JSON_HEADER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Product deleted successfully" });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
  });

  it("is accepted on every route that takes no body, answering as it does without the header", async () => {
    const NEEDS_STATE = [
      "/api/returns/{id}/",
      "/api/admin/payout-runs/",
      "/api/payments/",
      "/api/seller/stores/{id}/helpers/{helperId}",
      "/api/admin/glossary/{id}",
    ];
    const doc: OpenApiDocument = (await t.app.inject({ url: "/api/docs/json" })).json();
    const bodyless = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => {
          const strategy = ROUTE_STRATEGIES[`${method.toUpperCase()} ${route}`];
          // A stream's 200 never ends; the stream is read in notifications/live-stream.api.test.ts.
          return !operation.requestBody && !strategy?.multipart && strategy?.answers !== "text/event-stream";
        })
        .map(([method]) => ({ method: method.toUpperCase(), route })),
    );
    expect(bodyless.map((r) => `${r.method} ${r.route}`)).toEqual(
      expect.arrayContaining(["DELETE /api/products/{id}", "POST /api/auth/logout-all", "GET /api/products"]),
    );
    for (const { method, route } of bodyless) {
      // A fresh shop each time: a delete or a sign-out-everywhere must not spoil the next route.
      const shop = await shopWithAnOrder();
      const conversation = route.startsWith("/api/conversations/")
        ? await t.app.inject({
            method: "POST",
            url: "/api/conversations",
            headers: auth(shop.customer.token),
            payload: { storeId: shop.store.id, body: "Hello" },
          })
        : undefined;
      const ids: Record<string, string> = {
        id: conversation
          ? conversation.json().conversation._id
          : route.startsWith("/api/admin/customers/")
            ? shop.customer.id
            : route.startsWith("/api/admin/sellers/")
              ? shop.seller.id
              : route.startsWith("/api/orders/")
                ? shop.order._id
                : route.startsWith("/api/stores/") || route.startsWith("/api/seller/stores/")
                  ? shop.store.id
                  : shop.product.id,
        storeId: shop.store.id,
        userId: shop.customer.id,
        // No helper of hers: the removal answers 404 for the helper, not for the header.
        helperId: shop.customer.id,
        file: "products-1.xml",
      };
      const query =
        route === "/api/search/suggestions"
          ? "?q=Product"
          : route === "/api/kyc-documents/{id}"
            ? "?expires=1&signature=unsigned"
            : route === "/api/payments/easypaisa/ipn"
              ? "?url=https%3A%2F%2Feasypay.example%2Fipn%2FHM0"
              : "";
      const url = route.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? "") + query;
      const as = ROUTE_STRATEGIES[`${method} ${route}`]?.as;
      const asSeller = route.startsWith("/api/seller/") || as === "seller";
      const token =
        // The fuzz leaves admin sign-out-everywhere anonymous (it would end its shared admin's session).
        as === "admin" || route === "/api/admin/logout-all"
          ? (await createAdmin(t.app)).token
          : asSeller
            ? shop.seller.token
            : shop.customer.token;
      const headers = auth(token);
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { ...headers, ...JSON_HEADER },
      });
      if (route === "/api/kyc-documents/{id}") {
        // An identity photo is read through a signed link only (kyc.api.test.ts reads one); an
        // unsigned one is refused for its link, not for the header.
        expect(res.json().errors?.[0]?.field, `${method} ${route}: ${res.body}`).toBe("signature");
        continue;
      }
      if (NEEDS_STATE.some((start) => route.startsWith(start))) {
        // A return's steps need a delivered order's return in the right state (returns.api.test.ts
        // walks them), a payout run's file a proposed run (payouts.api.test.ts), a payment's
        // routes a payment (payments/*.api.test.ts), a helper's removal a helper
        // (store-helpers/*.api.test.ts) and a search word's removal an operator's entry
        // (glossary-admin.api.test.ts); here the header alone must not be what is refused.
        expect([400, 415], `${method} ${route}: ${res.body}`).not.toContain(res.statusCode);
        continue;
      }
      expect(res.statusCode, `${method} ${route}: ${res.body}`).toBeLessThan(300);
    }
    // It walks every route without a body, each on a fresh shop: longer than one request.
  }, 120_000);

  it("cancels an order through POST /api/orders/:id/cancel, whose reason is optional", async () => {
    const { customer, order } = await shopWithAnOrder();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/orders/${order._id}/cancel`,
      headers: { ...auth(customer.token), ...JSON_HEADER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orderStatus).toBe("Cancelled");
  });

  it("still answers 400 with field errors on routes that need a body", async () => {
    const { seller, order } = await shopWithAnOrder();
    for (const [method, url] of [
      ["POST", "/api/products"],
      ["PUT", `/api/orders/${order._id}/status`],
      ["POST", "/api/stores"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { ...auth(seller.token), ...JSON_HEADER } });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors?.length, `${method} ${url}: ${res.body}`).toBeGreaterThan(0);
    }
  });

  it("still refuses a body that is not JSON, or whitespace only, with 400", async () => {
    const { seller, product } = await shopWithAnOrder();
    for (const payload of ["{", "   "]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/products/${product.id}`,
        headers: { ...auth(seller.token), ...JSON_HEADER },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "The request body is not valid JSON." });
    }
  });
});

describe("addresses with repeated slashes", () => {
  it("answer like the single-slash address, for reads and for writes", async () => {
    const { seller, product } = await shopWithAnOrder();
    const single = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(single.statusCode).toBe(200);
    for (const url of [
      `//api/products/${product.id}`,
      `/api//products/${product.id}`,
      `///api///products//${product.id}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(single.json());
    }
    const list = await t.app.inject({ url: "//api/products?limit=1" });
    expect(list.statusCode).toBe(200);
    expect(list.json().products).toHaveLength(1);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `//api/products/${product.id}`,
      headers: { ...auth(seller.token), ...JSON_HEADER },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
  });

  it("serve uploaded images too", async () => {
    await fs.mkdir(path.join(t.config.dataDir, "uploads", "products"), { recursive: true });
    await fs.writeFile(path.join(t.config.dataDir, "uploads", "products", "slashes.png"), PNG);
    for (const url of [
      "/uploads/products/slashes.png",
      "//uploads/products/slashes.png",
      "/uploads//products/slashes.png",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(PNG), url).toBe(true);
    }
  });
});

describe("addresses with repeated slashes in the web app", () => {
  const web = appServingWebFiles({
    "index.html": "<!doctype html><title>Hunarmand</title>",
    "assets/index-abc123.js": "console.log('app');",
  });

  it("serve the app's files and pages, and keep unknown API paths a JSON 404", async () => {
    for (const url of ["//assets/index-abc123.js", "/assets//index-abc123.js"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe("console.log('app');");
    }
    for (const url of ["//", "//viewproduct/abc", "/MyOrders//abc"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Hunarmand</title>");
    }
    const api = await web.app.inject({ url: "//api/missing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    expect((await web.app.inject({ url: "//api/products" })).statusCode).toBe(200);
  });
});

describe("GET /api/products/store/:storeId", () => {
  it("answers all of a store's products when the client sends no page or limit", async () => {
    const { store } = await createSellerWithStore(t.app);
    for (let i = 0; i < 14; i += 1) await createProduct(t.app, store.id, { quantity: i === 0 ? 0 : 5 });

    const all = await t.app.inject({ url: `/api/products/store/${store.id}` });
    expect(all.statusCode).toBe(200);
    expect(all.json().products).toHaveLength(14);
    expect(all.json().pagination).toMatchObject({ current_page: 1, total_pages: 1, total_products: 14 });
    expect(all.json().stats.total).toBe(14);

    // Filters still apply to the whole list.
    const inStock = await t.app.inject({ url: `/api/products/store/${store.id}?inStock=true` });
    expect(inStock.json().products).toHaveLength(13);
  });

  it("pages as before when the client sends page or limit", async () => {
    const { store } = await createSellerWithStore(t.app);
    for (let i = 0; i < 14; i += 1) await createProduct(t.app, store.id);
    const page = async (query: string) =>
      (await t.app.inject({ url: `/api/products/store/${store.id}?${query}` })).json();

    expect((await page("page=1")).products).toHaveLength(12);
    expect((await page("page=2")).products).toHaveLength(2);
    expect((await page("limit=5")).products).toHaveLength(5);
    expect((await page("page=3&limit=5")).pagination).toMatchObject({ current_page: 3, total_pages: 3 });
  });

  it(`answers at most ${STORE_PRODUCTS_CAP} products unpaged, and says how many there are`, async () => {
    const { store } = await createSellerWithStore(t.app);
    const count = STORE_PRODUCTS_CAP + 1;
    await t.app.db.insert(products).values(
      Array.from({ length: count }, (_, i) => ({
        storeId: store.id,
        name: `Bangle ${i}`,
        description: "A handmade product made for a test.",
        category: "Local Crafts" as const,
        pricePaisa: 50_000,
        quantity: 3,
      })),
    );
    const res = await t.app.inject({ url: `/api/products/store/${store.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toHaveLength(STORE_PRODUCTS_CAP);
    expect(res.json().pagination).toMatchObject({
      total_products: count,
      products_per_page: STORE_PRODUCTS_CAP,
      total_pages: 2,
    });
  });
});

describe("stock and edits are seen in the very next read", () => {
  const readEverywhere = async (productId: string, storeId: string) => {
    const one = (await t.app.inject({ url: `/api/products/${productId}` })).json().product;
    const inList = (await t.app.inject({ url: `/api/products?store_id=${storeId}` }))
      .json()
      .products.find((p: { _id: string }) => p._id === productId);
    const inStore = (await t.app.inject({ url: `/api/products/store/${storeId}` }))
      .json()
      .products.find((p: { _id: string }) => p._id === productId);
    return [one, inList, inStore];
  };
  const quantities = async (productId: string, storeId: string) =>
    (await readEverywhere(productId, storeId)).map((p) => p?.quantity);

  it("a seller's cancel puts the stock back on the product page and in both lists at once", async () => {
    const { seller, store, product, order } = await shopWithAnOrder(10);
    expect(await quantities(product.id, store.id)).toEqual([8, 8, 8]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order._id}/status`,
      headers: auth(seller.token),
      payload: { orderStatus: "Cancelled" },
    });
    expect(res.statusCode).toBe(200);
    expect(await quantities(product.id, store.id)).toEqual([10, 10, 10]);
  });

  it("a customer's cancel and a return put the stock back at once", async () => {
    const cancelled = await shopWithAnOrder(5);
    expect(await quantities(cancelled.product.id, cancelled.store.id)).toEqual([3, 3, 3]);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/orders/${cancelled.order._id}/cancel`,
      headers: { ...auth(cancelled.customer.token), ...JSON_HEADER },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await quantities(cancelled.product.id, cancelled.store.id)).toEqual([5, 5, 5]);

    const returned = await shopWithAnOrder(4);
    const move = (orderStatus: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/orders/${returned.order._id}/status`,
        headers: auth(returned.seller.token),
        payload: { orderStatus, trackingNumber: "TCS-4242" },
      });
    expect((await move("Shipped")).statusCode).toBe(200);
    expect(await quantities(returned.product.id, returned.store.id)).toEqual([2, 2, 2]);
    expect((await move("Returned")).statusCode).toBe(200);
    expect(await quantities(returned.product.id, returned.store.id)).toEqual([4, 4, 4]);
  });

  it("an order placed takes the stock off at once", async () => {
    const { customer, store, product } = await shopWithAnOrder(10);
    expect(await quantities(product.id, store.id)).toEqual([8, 8, 8]);
    const again = await orderOf(t.app, customer.token, product.id, 3);
    expect(again.statusCode).toBe(201);
    expect(await quantities(product.id, store.id)).toEqual([5, 5, 5]);
  });

  it("a seller's edit and delete show in the next read", async () => {
    const { seller, store, product } = await shopWithAnOrder(10);
    expect((await readEverywhere(product.id, store.id)).map((p) => p?.name)).toEqual([
      product.name,
      product.name,
      product.name,
    ]);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: auth(seller.token),
      payload: { name: "Blue Pottery Vase", quantity: 42 },
    });
    expect(edit.statusCode).toBe(200);
    for (const seen of await readEverywhere(product.id, store.id)) {
      expect(seen).toMatchObject({ name: "Blue Pottery Vase", quantity: 42 });
    }
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: { ...auth(seller.token), ...JSON_HEADER },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect(await readEverywhere(product.id, store.id).then(([, ...lists]) => lists)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
