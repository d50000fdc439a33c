import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
  SHIPPING_ADDRESS,
} from "../../test/fixtures.ts";
import { createReport, setHidden } from "../../test/moderation-fixtures.ts";

/**
 * Who may call each route this release added or widened: no token, the customer who owns the row,
 * another customer, the seller who owns it, another seller and an admin (decision 0018: an admin
 * token works on /api/admin/* only, and is nobody on public reads). Each expected answer is the
 * contract's: 401 no token, 403 wrong role or someone else's, 2xx the owner or anybody on a public route.
 */
type Who = "none" | "customer" | "otherCustomer" | "seller" | "otherSeller" | "admin";
const EVERYONE: Who[] = ["none", "customer", "otherCustomer", "seller", "otherSeller", "admin"];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Fresh identities per call, so that a call that changes state (sign out everywhere) never leaks. */
async function world() {
  const [customer, otherCustomer, seller, otherSeller, admin] = await Promise.all([
    createCustomer(t.app),
    createCustomer(t.app),
    createSeller(t.app),
    createSeller(t.app),
    createAdmin(t.app),
  ]);
  const store = await createStore(t.app, seller.id);
  const product = await createProduct(t.app, store.id, { quantity: 10 });
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { products: [{ product: product.id, quantity: 1 }], shippingAddress: SHIPPING_ADDRESS },
  });
  expect(placed.statusCode).toBe(201);
  const tokens: Record<Who, string | undefined> = {
    none: undefined,
    customer: customer.token,
    otherCustomer: otherCustomer.token,
    seller: seller.token,
    otherSeller: otherSeller.token,
    admin: admin.token,
  };
  const report = await createReport(t.app, product.id, otherCustomer.id);
  const hiddenProduct = await createProduct(t.app, store.id);
  await setHidden(t.app, hiddenProduct.id, true, "Counterfeit");
  const started = await t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { storeId: store.id, productId: product.id, body: "Is this available in blue?" },
  });
  expect(started.statusCode).toBe(201);
  return {
    tokens,
    store,
    seller,
    product,
    hiddenProduct,
    report,
    order: placed.json().data._id as string,
    conversation: started.json().conversation._id as string,
  };
}

type World = Awaited<ReturnType<typeof world>>;

interface Call {
  method: "GET" | "POST" | "PUT";
  url: (w: World) => string;
  payload?: object | ((w: World) => object);
  expected: Record<Who, number>;
}

const ADMIN_ONLY: Record<Who, number> = {
  none: 401,
  customer: 403,
  otherCustomer: 403,
  seller: 403,
  otherSeller: 403,
  admin: 200,
};

const EVERYBODY: Record<Who, number> = {
  none: 200,
  customer: 200,
  otherCustomer: 200,
  seller: 200,
  otherSeller: 200,
  admin: 200,
};

const CALLS: Record<string, Call> = {
  "POST /api/orders/:id/cancel": {
    method: "POST",
    url: (w) => `/api/orders/${w.order}/cancel`,
    payload: { reason: "Ordered twice" },
    expected: { none: 401, customer: 200, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/orders/:id (with payment instructions)": {
    method: "GET",
    url: (w) => `/api/orders/${w.order}`,
    expected: { none: 401, customer: 200, otherCustomer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "PUT /api/stores/:id (payment details)": {
    method: "PUT",
    url: (w) => `/api/stores/${w.store.id}`,
    payload: { paymentDetails: { accountTitle: "Fatima Bibi", jazzcash: "03001234567" } },
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "POST /api/auth/logout-all": {
    method: "POST",
    url: () => "/api/auth/logout-all",
    expected: { none: 401, customer: 200, otherCustomer: 200, seller: 403, otherSeller: 403, admin: 403 },
  },
  "POST /api/seller/logout-all": {
    method: "POST",
    url: () => "/api/seller/logout-all",
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 200, otherSeller: 200, admin: 403 },
  },
  "GET /api/search/suggestions": {
    method: "GET",
    url: () => "/api/search/suggestions?q=shawl",
    expected: { none: 200, customer: 200, otherCustomer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "GET /api/site": {
    method: "GET",
    url: () => "/api/site",
    expected: { none: 200, customer: 200, otherCustomer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "GET /api/admin/sellers": {
    method: "GET",
    url: () => "/api/admin/sellers?status=pending",
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  "PUT /api/admin/sellers/:id/status": {
    method: "PUT",
    url: (w) => `/api/admin/sellers/${w.seller.id}/status`,
    payload: { status: "suspended", reason: "Counterfeit listings" },
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  // Moderation (decision 0019): customers report, admins answer.
  "POST /api/products/:id/reports": {
    method: "POST",
    url: (w) => `/api/products/${w.product.id}/reports`,
    payload: { reason: "counterfeit" },
    expected: { none: 401, customer: 201, otherCustomer: 409, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/admin/reports": {
    method: "GET",
    url: () => "/api/admin/reports?status=open",
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  "PUT /api/admin/reports/:id": {
    method: "PUT",
    url: (w) => `/api/admin/reports/${w.report.id}`,
    payload: { status: "dismissed", reason: "Not a fake" },
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  "PUT /api/admin/products/:id/visibility": {
    method: "PUT",
    url: (w) => `/api/admin/products/${w.product.id}/visibility`,
    payload: { hidden: true, reason: "Counterfeit" },
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  "GET /api/products/:id (hidden: its owner only)": {
    method: "GET",
    url: (w) => `/api/products/${w.hiddenProduct.id}`,
    expected: { none: 404, customer: 404, otherCustomer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  // Store ledgers and the admin's money routes (issue 13, decision 0020).
  "GET /api/seller/stores/:storeId/ledger": {
    method: "GET",
    url: (w) => `/api/seller/stores/${w.store.id}/ledger`,
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "GET /api/seller/stores/:storeId/ledger.csv": {
    method: "GET",
    url: (w) => `/api/seller/stores/${w.store.id}/ledger.csv`,
    expected: { none: 401, customer: 403, otherCustomer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "GET /api/admin/settings": {
    method: "GET",
    url: () => "/api/admin/settings",
    expected: ADMIN_ONLY,
  },
  "PUT /api/admin/settings": {
    method: "PUT",
    url: () => "/api/admin/settings",
    payload: { commissionPercent: 10 },
    expected: ADMIN_ONLY,
  },
  "GET /api/admin/stores/:storeId/ledger": {
    method: "GET",
    url: (w) => `/api/admin/stores/${w.store.id}/ledger`,
    expected: ADMIN_ONLY,
  },
  "GET /api/admin/balances": {
    method: "GET",
    url: () => "/api/admin/balances",
    expected: ADMIN_ONLY,
  },
  "POST /api/admin/settlements": {
    method: "POST",
    url: () => "/api/admin/settlements",
    // Nothing is owed to the world's fresh store: an admin gets as far as the overshoot check.
    payload: (w) => ({
      storeId: w.store.id,
      amount: 10,
      direction: "payout",
      method: "Cash",
      reference: "R-1",
    }),
    expected: { ...ADMIN_ONLY, admin: 409 },
  },
  "GET /api/admin/overview": {
    method: "GET",
    url: () => "/api/admin/overview?days=7",
    expected: ADMIN_ONLY,
  },
  "GET /api/admin/audit": {
    method: "GET",
    url: () => "/api/admin/audit",
    expected: ADMIN_ONLY,
  },
  "GET /api/stores/:slug": {
    method: "GET",
    url: (w) => `/api/stores/${w.store.slug}`,
    expected: { none: 200, customer: 200, otherCustomer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  // Notifications (any account has its own, admins too) and conversations (its customer and the
  // store's owner; issue 17). The stream's matrix is in notifications/live-stream.api.test.ts.
  "GET /api/notifications": {
    method: "GET",
    url: () => "/api/notifications",
    expected: { none: 401, customer: 200, otherCustomer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "POST /api/notifications/read": {
    method: "POST",
    url: () => "/api/notifications/read",
    payload: { all: true },
    expected: { none: 401, customer: 200, otherCustomer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "POST /api/conversations": {
    method: "POST",
    url: () => "/api/conversations",
    payload: (w) => ({ storeId: w.store.id, productId: w.product.id, body: "And in green?" }),
    expected: { none: 401, customer: 201, otherCustomer: 201, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/conversations": {
    method: "GET",
    url: () => "/api/conversations",
    expected: { none: 401, customer: 200, otherCustomer: 200, seller: 200, otherSeller: 200, admin: 403 },
  },
  "GET /api/conversations/:id/messages": {
    method: "GET",
    url: (w) => `/api/conversations/${w.conversation}/messages`,
    expected: { none: 401, customer: 200, otherCustomer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "POST /api/conversations/:id/messages": {
    method: "POST",
    url: (w) => `/api/conversations/${w.conversation}/messages`,
    payload: { body: "Yes, it is." },
    expected: { none: 401, customer: 201, otherCustomer: 403, seller: 201, otherSeller: 403, admin: 403 },
  },
  // Crawlers' files (issue 14, decision 0021): the same for everyone, whatever token is sent.
  "GET /robots.txt": { method: "GET", url: () => "/robots.txt", expected: EVERYBODY },
  "GET /sitemap.xml": { method: "GET", url: () => "/sitemap.xml", expected: EVERYBODY },
  "GET /sitemaps/:file": { method: "GET", url: () => "/sitemaps/products-1.xml", expected: EVERYBODY },
};

describe("who may call the routes this release added", () => {
  it.each(Object.entries(CALLS))("%s", async (_name, call) => {
    for (const who of EVERYONE) {
      const w = await world();
      const token = w.tokens[who];
      const res = await t.app.inject({
        method: call.method,
        url: call.url(w),
        ...(call.payload
          ? { payload: typeof call.payload === "function" ? call.payload(w) : call.payload }
          : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode, who).toBe(call.expected[who]);
      if (res.statusCode >= 400)
        expect(res.json(), who).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
