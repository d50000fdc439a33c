import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrders } from "../src/db/schema/index.ts";
import { confirmationTokens } from "../src/modules/orders/confirmation-tokens.ts";
import { insertPayment } from "../src/modules/payments/payments.repository.ts";
import { HELPER_CALLS, THE_STORES_OWNER } from "./authorization-matrix-helpers.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSeller,
  createStore,
  SHIPPING_ADDRESS,
} from "./fixtures.ts";
import { insertHelper } from "./helper-fixtures.ts";
import { createReport, setHidden } from "./moderation-fixtures.ts";
import { quietPayoutRound } from "./quiet-payout-round.ts";
import { returnsInEveryState } from "./return-fixtures.ts";

/**
 * Who may call each route this release added or widened: no token, the customer who owns the row,
 * another customer, the seller who owns it, another seller, an admin who is the marketplace's owner,
 * admins in the operations and finance staff roles (decision 0018: an admin token works on
 * /api/admin/* only, and is nobody on public reads; decision 0043: on /api/admin/* a staff role
 * calls only its own routes), and the store's helpers in the orders and catalog roles and one the
 * owner removed (decision 0054). Each expected answer is the contract's: 401 no token, 403 wrong role
 * or someone else's, 2xx the owner or anybody on a public route.
 */
type Staff = "operations" | "finance";
type Helper = "ordersHelper" | "catalogHelper" | "removedHelper";
type Who = "none" | "customer" | "otherCustomer" | "seller" | "otherSeller" | "admin" | Staff | Helper;
const EVERYONE: Who[] = [
  "none",
  "customer",
  "otherCustomer",
  "seller",
  "otherSeller",
  "admin",
  "operations",
  "finance",
];
const HELPERS: Helper[] = ["ordersHelper", "catalogHelper", "removedHelper"];
/**
 * Every /api/admin route names what each staff role gets; elsewhere a staff token is an admin token
 * like the owner's, so a route outside the console leaves them out and they expect the owner's answer.
 * A helper is another seller except on her store's things: every route that tells the store's owner
 * and another seller apart names what each helper gets, and only those routes call them.
 */
export type Expected = Record<Exclude<Who, Staff | Helper>, number> & Partial<Record<Staff | Helper, number>>;
/** A store's things that stay its owner's (decision 0054): no helper's role reaches them. */
const OWNERS_ALONE = { ordersHelper: 403, catalogHelper: 403, removedHelper: 403 };
/** A store's orders and messages: its orders helper's too. */
const ORDERS_HELPER_ONLY = { ...OWNERS_ALONE, ordersHelper: 200 };
/** A seller's own account's settings: every seller account, a store's helpers' included. */
const SELLER_ACCOUNTS = {
  none: 401,
  customer: 403,
  otherCustomer: 403,
  seller: 200,
  otherSeller: 200,
  admin: 403,
};
/** A store's products: its catalog helper's too. */
const CATALOG_HELPER_ONLY = { ...OWNERS_ALONE, catalogHelper: 200 };

let t: TestApp;
let cardPhoto: string;

/** A seller's identity check as she sends it (issue 30). */
const kycDetails = () => ({
  cnic: "35202-1234567-1",
  cnicFront: cardPhoto,
  cnicBack: cardPhoto,
  payoutAccount: { type: "jazzcash", number: "03001234567", title: "Matrix Maker" },
});

type Returns = Awaited<ReturnType<typeof returnsInEveryState>>;

/** A running campaign's terms under a name of its own (its address comes from the name). */
const campaignTerms = () => ({
  nameEn: `Matrix Sale ${Math.random().toString(36).slice(2, 10)}`,
  nameUr: "میٹرکس سیل",
  startsAt: new Date(Date.now() - 3600_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  type: "percent",
  value: 10,
  fundedBy: "marketplace",
});

/**
 * The costly parts of a world, built only for the routes that use them: returns in every state take
 * a dozen requests, an identity check decodes and encrypts photos, and a payout run reads every
 * store's ledger (so it grows with every world before it).
 */
interface WorldParts {
  returns: boolean;
  identityCheck: boolean;
  payoutRuns: boolean;
}
const EVERY_PART: WorldParts = { returns: true, identityCheck: true, payoutRuns: true };

function partsFor(routeName: string): WorldParts {
  return {
    returns: routeName.includes("/returns"),
    identityCheck: routeName.includes("kyc"),
    payoutRuns: routeName.includes("payout"),
  };
}

/** What a world built without a part throws when a route asks for it. */
function built<T>(value: T | null, part: keyof WorldParts): T {
  if (value === null) throw new Error(`This world was built without ${part}: see partsFor.`);
  return value;
}

/** Fresh identities, so that a call that changes state (sign out everywhere) never leaks. */
async function world(parts: WorldParts) {
  const [customer, otherCustomer, seller, otherSeller, admin, operations, finance, ...helpers] =
    await Promise.all([
      createCustomer(t.app),
      createCustomer(t.app),
      createSeller(t.app),
      createSeller(t.app),
      createAdmin(t.app),
      createAdmin(t.app, { role: "operations" }),
      createAdmin(t.app, { role: "finance" }),
      ...HELPERS.map((who) => createSeller(t.app, who)),
    ]);
  const [ordersHelper, catalogHelper, removedHelper] = helpers as [Seller, Seller, Seller];
  const store = await createStore(t.app, seller.id);
  await insertHelper(t.app, store.id, ordersHelper, "orders");
  await insertHelper(t.app, store.id, catalogHelper, "catalog");
  // Removed by the owner through her route, as she does it.
  const removed = await insertHelper(t.app, store.id, removedHelper, "orders");
  const removal = await t.app.inject({
    method: "DELETE",
    url: `/api/seller/stores/${store.id}/helpers/${removed}`,
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(removal.statusCode).toBe(200);
  // An invitation to the other seller's e-mail, waiting for her.
  const invitation = await t.app.inject({
    method: "POST",
    url: `/api/seller/stores/${store.id}/helpers`,
    headers: { authorization: `Bearer ${seller.token}` },
    payload: { contact: otherSeller.email, role: "catalog" },
  });
  expect(invitation.statusCode).toBe(201);
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
    operations: operations.token,
    finance: finance.token,
    ordersHelper: ordersHelper.token,
    catalogHelper: catalogHelper.token,
    removedHelper: removedHelper.token,
  };
  const report = await createReport(t.app, product.id, otherCustomer.id);
  const hiddenProduct = await createProduct(t.app, store.id);
  await setHidden(t.app, hiddenProduct.id, true, "Counterfeit");
  const kurta = await createProductWithSizes(t.app, store.id, { S: 2, M: 3 });
  const started = await t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { storeId: store.id, productId: product.id, body: "Is this available in blue?" },
  });
  expect(started.statusCode).toBe(201);
  const voucher = await t.app.inject({
    method: "POST",
    url: `/api/seller/stores/${store.id}/vouchers`,
    headers: { authorization: `Bearer ${seller.token}` },
    payload: { code: "WORLD10", type: "percent", value: 10 },
  });
  expect(voucher.statusCode).toBe(201);
  const campaign = await t.app.inject({
    method: "POST",
    url: "/api/admin/campaigns",
    headers: { authorization: `Bearer ${admin.token}` },
    payload: campaignTerms(),
  });
  expect(campaign.statusCode).toBe(201);
  // An Easypaisa payment of the customer's order (issue 29), written as the service writes one.
  const payment = await insertPayment(t.app.db, {
    provider: "easypaisa",
    reference: `HM${Math.random().toString(16).slice(2, 12).toUpperCase()}`,
    customerId: customer.id,
    amountPaisa: 100_000,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await t.app.db.insert(paymentOrders).values({ paymentId: payment.id, orderId: placed.json().data._id });
  const identityCheck = parts.identityCheck ? await sentIdentityCheck() : null;
  const runs = parts.payoutRuns ? await payoutRunsOf(admin.token) : null;
  const returns = parts.returns
    ? await returnsInEveryState(t.app, {
        customerToken: customer.token,
        sellerToken: seller.token,
        adminToken: admin.token,
        productId: product.id,
      })
    : null;
  return {
    tokens,
    get returns(): Returns {
      return built(returns, "returns");
    },
    store,
    seller,
    product,
    voucherId: voucher.json().voucher._id as string,
    campaign: campaign.json().campaign as { _id: string; slug: string },
    hiddenProduct,
    report,
    kurta,
    order: placed.json().data._id as string,
    get identityCheck() {
      return built(identityCheck, "identityCheck");
    },
    get payoutRuns() {
      return built(runs, "payoutRuns");
    },
    customerId: customer.id,
    // A member of staff whose role the owner may set (to the one she has, so the world stays as it is).
    financeId: finance.id,
    // The e-mail link's token of the same (awaiting) order (decision 0034).
    confirmLink: await confirmationTokens(t.app.jwtSecret).sign(
      placed.json().data._id,
      new Date(Date.parse(placed.json().data.confirmationDueAt)),
    ),
    conversation: started.json().conversation._id as string,
    payment: payment.id,
    invitation: invitation.json() as { token: string; helper: { _id: string } },
    helperRow: (await insertHelper(t.app, store.id, await createSeller(t.app), "orders")) as string,
  };
}

export type World = Awaited<ReturnType<typeof world>>;
type Seller = Awaited<ReturnType<typeof createSeller>>;

/** A seller who sent her identity check (issue 30), waiting for the console's decision. */
async function sentIdentityCheck() {
  const applicant = await createSeller(t.app, "Applicant", { kycStatus: "not_submitted" });
  const sent = await t.app.inject({
    method: "PUT",
    url: "/api/seller/kyc",
    headers: { authorization: `Bearer ${applicant.token}` },
    payload: kycDetails(),
  });
  expect(sent.statusCode).toBe(200);
  return { applicantId: applicant.id, documentUrl: sent.json().kyc.documents.front.url as string };
}

/** Payout runs (issue 30): one approved, and one waiting for review, so proposing another is a conflict. */
async function payoutRunsOf(adminToken: string) {
  await quietPayoutRound(t.app);
  const proposeRun = () =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/payout-runs",
      headers: { authorization: `Bearer ${adminToken}` },
    });
  const approved = (await proposeRun()).json().run._id as string;
  await t.app.inject({
    method: "PUT",
    url: `/api/admin/payout-runs/${approved}`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { action: "approve" },
  });
  const proposed = (await proposeRun()).json().run._id as string;
  return { approved, proposed };
}

/**
 * One row of the matrix, named "METHOD /path" (and, where a route has more than one row, a note in
 * brackets): the method is the name's; the address is the path unless `url` fills in its parameters
 * or adds a query.
 */
export interface Call {
  url?: (w: World) => string;
  payload?: object | ((w: World) => object);
  expected: Expected;
  /**
   * A read whose address holds something that expires (a signed link): built in a world of the
   * row's own, at the row, not in the reads' shared world, which a slow run may have built more
   * than the link's minutes before.
   */
  ownWorld?: boolean;
}

/** The method and path a row's name gives. */
function routeOf(name: string) {
  const [method, path] = name.split(" ") as ["GET" | "POST" | "PUT" | "DELETE", string];
  return { method, path };
}

/** The console's routes by who may use them (decision 0043); the owner may use every one. */
const OWNER_ONLY: Record<Exclude<Who, Helper>, number> = {
  none: 401,
  customer: 403,
  otherCustomer: 403,
  seller: 403,
  otherSeller: 403,
  admin: 200,
  operations: 403,
  finance: 403,
};
const OPERATIONS: Record<Exclude<Who, Helper>, number> = { ...OWNER_ONLY, operations: 200 };
const FINANCE: Record<Exclude<Who, Helper>, number> = { ...OWNER_ONLY, finance: 200 };
const ALL_STAFF: Record<Exclude<Who, Helper>, number> = { ...OWNER_ONLY, operations: 200, finance: 200 };

const EVERYBODY: Expected = {
  none: 200,
  customer: 200,
  otherCustomer: 200,
  seller: 200,
  otherSeller: 200,
  admin: 200,
};

/** A customer's own things: hers alone. */
const THE_CUSTOMER: Expected = {
  none: 401,
  customer: 200,
  otherCustomer: 403,
  seller: 403,
  otherSeller: 403,
  admin: 403,
};
/** An order's (or a conversation's) two parties: the customer and the store, with its orders helper. */
const THE_ORDERS_PARTIES: Expected = {
  ...THE_CUSTOMER,
  seller: 200,
  ...ORDERS_HELPER_ONLY,
};
/** Any customer account. */
const CUSTOMERS: Expected = { ...THE_CUSTOMER, otherCustomer: 200 };
/** Any customer or seller account; an admin is not a shop account. */
const SHOP_ACCOUNTS: Expected = { ...CUSTOMERS, seller: 200, otherSeller: 200 };
/** Any signed-in account, an admin's included. */
const ANY_ACCOUNT: Expected = { ...SHOP_ACCOUNTS, admin: 200 };
/** Public routes whose input is refused the same whoever sends it (the token is not what counts). */
const BAD_REQUEST_WHOEVER: Expected = {
  none: 400,
  customer: 400,
  otherCustomer: 400,
  seller: 400,
  otherSeller: 400,
  admin: 400,
};

const CALLS: Record<string, Call> = {
  ...HELPER_CALLS,
  "POST /api/orders/:id/cancel": {
    url: (w) => `/api/orders/${w.order}/cancel`,
    payload: { reason: "Ordered twice" },
    expected: THE_CUSTOMER,
  },
  "GET /api/orders/:id (with payment instructions)": {
    url: (w) => `/api/orders/${w.order}`,
    expected: THE_ORDERS_PARTIES,
  },
  "PUT /api/stores/:id (payment details)": {
    url: (w) => `/api/stores/${w.store.id}`,
    payload: { paymentDetails: { accountTitle: "Fatima Bibi", jazzcash: "03001234567" } },
    expected: THE_STORES_OWNER,
  },
  "POST /api/auth/logout-all": { expected: CUSTOMERS },
  "POST /api/seller/logout-all": { expected: SELLER_ACCOUNTS },
  "POST /api/admin/logout-all": { expected: ALL_STAFF },
  "POST /api/admin/session": { expected: ALL_STAFF },
  "GET /api/search/suggestions": { url: () => "/api/search/suggestions?q=shawl", expected: EVERYBODY },
  "GET /api/site": { expected: EVERYBODY },
  "GET /api/admin/sellers": { url: () => "/api/admin/sellers?status=pending", expected: OPERATIONS },
  "PUT /api/admin/sellers/:id/status": {
    url: (w) => `/api/admin/sellers/${w.seller.id}/status`,
    payload: { status: "suspended", reason: "Counterfeit listings" },
    expected: OPERATIONS,
  },
  // Moderation (decision 0019): customers report, admins answer.
  "POST /api/products/:id/reports": {
    url: (w) => `/api/products/${w.product.id}/reports`,
    payload: { reason: "counterfeit" },
    expected: { none: 401, customer: 201, otherCustomer: 409, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/admin/reports": { url: () => "/api/admin/reports?status=open", expected: OPERATIONS },
  "PUT /api/admin/reports/:id": {
    url: (w) => `/api/admin/reports/${w.report.id}`,
    payload: { status: "dismissed", reason: "Not a fake" },
    expected: OPERATIONS,
  },
  "PUT /api/admin/products/:id/visibility": {
    url: (w) => `/api/admin/products/${w.product.id}/visibility`,
    payload: { hidden: true, reason: "Counterfeit" },
    expected: OPERATIONS,
  },
  "GET /api/products/:id (hidden: its owner only)": {
    url: (w) => `/api/products/${w.hiddenProduct.id}`,
    expected: {
      none: 404,
      customer: 404,
      otherCustomer: 404,
      seller: 200,
      otherSeller: 404,
      admin: 404,
      ordersHelper: 404,
      catalogHelper: 200,
      removedHelper: 404,
    },
  },
  // Store ledgers and the admin's money routes (issue 13, decision 0020).
  "GET /api/seller/stores/:storeId/ledger": {
    url: (w) => `/api/seller/stores/${w.store.id}/ledger`,
    expected: THE_STORES_OWNER,
  },
  "GET /api/seller/stores/:storeId/ledger.csv": {
    url: (w) => `/api/seller/stores/${w.store.id}/ledger.csv`,
    expected: THE_STORES_OWNER,
  },
  // A store's voucher codes (issue 31): its owner only; the check is any signed-in buyer's.
  "GET /api/seller/stores/:id/vouchers": {
    url: (w) => `/api/seller/stores/${w.store.id}/vouchers`,
    expected: THE_STORES_OWNER,
  },
  "POST /api/seller/stores/:id/vouchers": {
    url: (w) => `/api/seller/stores/${w.store.id}/vouchers`,
    payload: () => ({ code: "EID25", type: "fixed", value: 250 }),
    expected: {
      none: 401,
      customer: 403,
      otherCustomer: 403,
      seller: 201,
      otherSeller: 403,
      admin: 403,
      ...OWNERS_ALONE,
    },
  },
  "PUT /api/seller/vouchers/:id": {
    url: (w) => `/api/seller/vouchers/${w.voucherId}`,
    payload: () => ({ status: "paused" }),
    expected: THE_STORES_OWNER,
  },
  "POST /api/vouchers/check": {
    payload: (w) => ({ code: "WORLD10", products: [{ product: w.product.id, quantity: 1 }] }),
    expected: CUSTOMERS,
  },
  // Identity checks (issue 30): her own; operations decides, every member of staff reads.
  "GET /api/seller/kyc": { expected: SELLER_ACCOUNTS },
  "PUT /api/seller/kyc": { payload: () => kycDetails(), expected: SELLER_ACCOUNTS },
  "GET /api/admin/sellers/:id/kyc": {
    url: (w) => `/api/admin/sellers/${w.identityCheck.applicantId}/kyc`,
    expected: ALL_STAFF,
  },
  "PUT /api/admin/sellers/:id/kyc": {
    url: (w) => `/api/admin/sellers/${w.identityCheck.applicantId}/kyc`,
    payload: () => ({ decision: "approve" }),
    expected: OPERATIONS,
  },
  // The signed link is the only key: whoever holds it within its minutes gets the photo.
  "GET /api/kyc-documents/:id": {
    url: (w) => w.identityCheck.documentUrl,
    expected: EVERYBODY,
    ownWorld: true,
  },
  // Payout runs (issue 30): finance's. Each world has an approved run and one waiting for review, so
  // proposing another is a conflict for whoever may propose.
  "GET /api/admin/payout-runs": { expected: FINANCE },
  "POST /api/admin/payout-runs": { expected: { ...OWNER_ONLY, admin: 409, finance: 409 } },
  "PUT /api/admin/payout-runs/:id": {
    url: (w) => `/api/admin/payout-runs/${w.payoutRuns.proposed}`,
    payload: () => ({ action: "cancel" }),
    expected: FINANCE,
  },
  "GET /api/admin/payout-runs/:id/bank-file.csv": {
    url: (w) => `/api/admin/payout-runs/${w.payoutRuns.approved}/bank-file.csv`,
    expected: FINANCE,
  },
  // No line exists in these worlds: the roles that may call it are answered 404, the others refused first.
  "PUT /api/admin/payouts/:id": {
    url: () => "/api/admin/payouts/00000000-0000-0000-0000-000000000000",
    payload: () => ({ status: "paid", reference: "TX-1" }),
    expected: { ...OWNER_ONLY, admin: 404, finance: 404 },
  },
  "GET /api/seller/payouts": { expected: SELLER_ACCOUNTS },
  // Web Push (issue 32, part 3): the key is public; a seller turns her own phone on and off.
  "GET /api/push/public-key": { expected: EVERYBODY },
  "POST /api/seller/push-subscriptions": {
    payload: () => ({
      endpoint: "https://127.0.0.1:9/wpush/matrix",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    }),
    expected: SELLER_ACCOUNTS,
  },
  "DELETE /api/seller/push-subscriptions": {
    payload: () => ({ endpoint: "https://127.0.0.1:9/wpush/matrix" }),
    expected: SELLER_ACCOUNTS,
  },
  // Her own choice of what reaches her phones (decision 0052): every seller account has one.
  "GET /api/seller/push-kinds": {
    expected: { ...SELLER_ACCOUNTS, ordersHelper: 200, catalogHelper: 200, removedHelper: 200 },
  },
  "PUT /api/seller/push-kinds": {
    payload: () => ({ kinds: ["new-order", "new-message"] }),
    expected: { ...SELLER_ACCOUNTS, ordersHelper: 200, catalogHelper: 200, removedHelper: 200 },
  },
  // Campaigns (issue 31): every member of staff reads them, the owner makes and changes them.
  "GET /api/admin/campaigns": { expected: ALL_STAFF },
  "POST /api/admin/campaigns": { payload: () => campaignTerms(), expected: { ...OWNER_ONLY, admin: 201 } },
  "PUT /api/admin/campaigns/:id": {
    url: (w) => `/api/admin/campaigns/${w.campaign._id}`,
    payload: () => ({ nameUr: "عید سیل" }),
    expected: OWNER_ONLY,
  },
  "GET /api/seller/campaigns": { expected: SELLER_ACCOUNTS },
  "POST /api/seller/campaigns/:id/products (her own products)": {
    url: (w) => `/api/seller/campaigns/${w.campaign._id}/products`,
    payload: (w) => ({ productIds: [w.product.id] }),
    expected: {
      none: 401,
      customer: 403,
      otherCustomer: 403,
      seller: 200,
      otherSeller: 400,
      admin: 403,
      ordersHelper: 400,
      catalogHelper: 400,
      removedHelper: 400,
    },
  },
  "GET /api/campaigns": { expected: EVERYBODY },
  "GET /api/campaigns/:slug": { url: (w) => `/api/campaigns/${w.campaign.slug}`, expected: EVERYBODY },
  "GET /api/admin/settings": { expected: OWNER_ONLY },
  "PUT /api/admin/settings": { payload: { commissionPercent: 10 }, expected: OWNER_ONLY },
  "GET /api/admin/settings/accounts": { expected: FINANCE },
  "PUT /api/admin/settings/accounts": {
    payload: { accountTitle: "Hunarmand Marketplace", easypaisa: "03451234567" },
    expected: FINANCE,
  },
  "GET /api/admin/stores/:storeId/ledger": {
    url: (w) => `/api/admin/stores/${w.store.id}/ledger`,
    expected: FINANCE,
  },
  "GET /api/admin/balances": { expected: FINANCE },
  "POST /api/admin/settlements": {
    // Nothing is owed to the world's fresh store: an admin gets as far as the overshoot check.
    payload: (w) => ({
      storeId: w.store.id,
      amount: 10,
      direction: "payout",
      method: "Cash",
      reference: "R-1",
    }),
    expected: { ...FINANCE, admin: 409, finance: 409 },
  },
  "GET /api/admin/overview": { url: () => "/api/admin/overview?days=7", expected: ALL_STAFF },
  "GET /api/admin/audit": { expected: OWNER_ONLY },
  // The owner's Staff screen (decision 0043): the list, and a role set to the one it already is.
  "GET /api/admin/staff": { expected: OWNER_ONLY },
  "PUT /api/admin/staff/:id/role": {
    url: (w) => `/api/admin/staff/${w.financeId}/role`,
    payload: { role: "finance" },
    expected: OWNER_ONLY,
  },
  "GET /api/stores/:slug": { url: (w) => `/api/stores/${w.store.slug}`, expected: EVERYBODY },
  // Product variants (issue 18, decision 0030): the owner replaces them; a customer orders one.
  "PUT /api/products/:id (variants)": {
    url: (w) => `/api/products/${w.kurta.product.id}`,
    payload: {
      options: [{ name: "Size", values: ["M", "L"] }],
      variants: [
        { options: { Size: "M" }, quantity: 1 },
        { options: { Size: "L" }, quantity: 2 },
      ],
    },
    expected: { ...THE_STORES_OWNER, ...CATALOG_HELPER_ONLY },
  },
  "POST /api/orders (a variant)": {
    payload: (w) => ({
      products: [{ product: w.kurta.product.id, variant: w.kurta.variants.M?.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    }),
    expected: { none: 401, customer: 201, otherCustomer: 201, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/products?size=M": {
    url: (w) => `/api/products?store_id=${w.store.id}&size=M`,
    expected: EVERYBODY,
  },
  // Notifications (any account has its own, admins too) and conversations (its customer and the
  // store's owner; issue 17). The stream's matrix is in notifications/live-stream.api.test.ts.
  "GET /api/notifications": { expected: ANY_ACCOUNT },
  "POST /api/notifications/read": { payload: { all: true }, expected: ANY_ACCOUNT },
  "POST /api/conversations": {
    payload: (w) => ({ storeId: w.store.id, productId: w.product.id, body: "And in green?" }),
    expected: { none: 401, customer: 201, otherCustomer: 201, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/conversations": { expected: SHOP_ACCOUNTS },
  "GET /api/conversations/:id/messages": {
    url: (w) => `/api/conversations/${w.conversation}/messages`,
    expected: THE_ORDERS_PARTIES,
  },
  "POST /api/conversations/:id/messages": {
    url: (w) => `/api/conversations/${w.conversation}/messages`,
    payload: { body: "Yes, it is." },
    expected: {
      none: 401,
      customer: 201,
      otherCustomer: 403,
      seller: 201,
      otherSeller: 403,
      admin: 403,
      ...ORDERS_HELPER_ONLY,
      ordersHelper: 201,
    },
  },
  // Returns and refunds (issue 27, decision 0035): each step by its side, on a return in the state it starts from.
  "POST /api/orders/:id/returns": {
    url: (w) => `/api/orders/${w.returns.orderId}/returns`,
    payload: (w) => ({ items: [{ itemId: w.returns.itemId, quantity: 1 }], reason: "wrong_item" }),
    expected: { none: 401, customer: 201, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/returns": { expected: CUSTOMERS },
  "POST /api/returns/:id/escalate": {
    url: (w) => `/api/returns/${w.returns.declined}/escalate`,
    payload: { note: "Please look." },
    expected: THE_CUSTOMER,
  },
  "POST /api/returns/:id/withdraw": {
    url: (w) => `/api/returns/${w.returns.requested}/withdraw`,
    payload: {},
    expected: THE_CUSTOMER,
  },
  "GET /api/seller/returns": { expected: SELLER_ACCOUNTS },
  "PUT /api/returns/:id": {
    url: (w) => `/api/returns/${w.returns.requested}`,
    payload: { decision: "accept", note: "Send it back." },
    expected: THE_STORES_OWNER,
  },
  "POST /api/returns/:id/received": {
    url: (w) => `/api/returns/${w.returns.accepted}/received`,
    expected: THE_STORES_OWNER,
  },
  "POST /api/returns/:id/refund": {
    url: (w) => `/api/returns/${w.returns.received}/refund`,
    payload: { amount: 100, method: "Cash", reference: "R-1" },
    expected: THE_STORES_OWNER,
  },
  "GET /api/admin/returns": { url: () => "/api/admin/returns?status=escalated", expected: OPERATIONS },
  // The team refunds an order paid online (decision 0053); the world's order was paid in cash, so
  // its seller refunds it and the team's refund is refused for it (409), once past the roles.
  "POST /api/admin/returns/:id/refund": {
    url: (w) => `/api/admin/returns/${w.returns.received}/refund`,
    payload: { amount: 100, method: "JazzCash", reference: "JC-1" },
    expected: { ...OPERATIONS, admin: 409, operations: 409 },
  },
  "PUT /api/admin/returns/:id": {
    url: (w) => `/api/admin/returns/${w.returns.escalated}`,
    payload: { decision: "accept", note: "The photo shows it." },
    expected: OPERATIONS,
  },
  // Cash-on-Delivery confirmation and refusals (issue 27, decision 0034).
  "POST /api/orders/:id/confirm": { url: (w) => `/api/orders/${w.order}/confirm`, expected: THE_CUSTOMER },
  // The link is the credential: with it anyone (signed in or not) answers that one order...
  "POST /api/orders/confirm (with the order's link)": {
    payload: (w) => ({ token: w.confirmLink, action: "confirm" }),
    expected: EVERYBODY,
  },
  // ...and without it nobody does, whatever session token is sent.
  "POST /api/orders/confirm (a session token instead of the link)": {
    payload: () => ({ token: "not-a-link", action: "confirm" }),
    expected: BAD_REQUEST_WHOEVER,
  },
  "GET /api/orders/cash-on-delivery": { expected: CUSTOMERS },
  "GET /api/admin/customers": { url: () => "/api/admin/customers?q=a&page=1", expected: OPERATIONS },
  "GET /api/admin/customers/:id": {
    url: (w) => `/api/admin/customers/${w.customerId}`,
    expected: OPERATIONS,
  },
  "PUT /api/admin/customers/:id/refusals": {
    url: (w) => `/api/admin/customers/${w.customerId}/refusals`,
    payload: { reset: true, reason: "The courier lost the parcels, not her." },
    expected: OPERATIONS,
  },
  // An operator closes an account on request (issue 36): the world's customer and seller have an
  // open order, so the operator gets past the guard to the rule (409) and nothing closes.
  "POST /api/admin/customers/:id/close": {
    url: (w) => `/api/admin/customers/${w.customerId}/close`,
    payload: { reason: "She asked for her account to be closed." },
    expected: { ...OPERATIONS, admin: 409, operations: 409 },
  },
  "POST /api/admin/sellers/:id/close": {
    url: (w) => `/api/admin/sellers/${w.seller.id}/close`,
    payload: { reason: "She asked for her account to be closed." },
    expected: { ...OPERATIONS, admin: 409, operations: 409 },
  },
  // Couriers as data (issue 28): the list is public, the operator's console admin-only.
  "GET /api/couriers": { expected: EVERYBODY },
  "GET /api/admin/couriers": { expected: ALL_STAFF },
  "POST /api/admin/couriers": {
    payload: () => ({
      code: `c${Math.random().toString(36).slice(2, 10)}`,
      name: "BlueEx",
      trackingUrlTemplate: "https://blueex.example/track?cn={cn}",
    }),
    expected: { ...OPERATIONS, admin: 201, operations: 201 },
  },
  // The world's order is Cash on Delivery still awaiting its buyer: its owner gets past the guard to
  // the rule (409), everyone else is stopped by it.
  "POST /api/orders/:id/shipment": {
    url: (w) => `/api/orders/${w.order}/shipment`,
    payload: { courier: "tcs", consignmentNumber: "771234567890" },
    expected: {
      none: 401,
      customer: 403,
      otherCustomer: 403,
      seller: 409,
      otherSeller: 403,
      admin: 403,
      ...ORDERS_HELPER_ONLY,
      ordersHelper: 409,
    },
  },
  "PUT /api/admin/couriers/:code": {
    url: () => "/api/admin/couriers/trax",
    payload: { active: true },
    expected: OPERATIONS,
  },
  // The search glossary (issue 33, decision 0057): operations' work. The entry changed and deleted
  // does not exist, so whoever gets past the guard meets the rule (404) and nothing changes.
  "GET /api/admin/glossary": { expected: OPERATIONS },
  "POST /api/admin/glossary": {
    payload: () => ({ key: `g${Math.random().toString(36).slice(2, 10)}`, roman: ["kamdani"] }),
    expected: { ...OPERATIONS, admin: 201, operations: 201 },
  },
  "PUT /api/admin/glossary/:id": {
    url: () => "/api/admin/glossary/00000000-0000-4000-8000-000000000033",
    payload: { roman: ["kamdani"] },
    expected: { ...OPERATIONS, admin: 404, operations: 404 },
  },
  "DELETE /api/admin/glossary/:id": {
    url: () => "/api/admin/glossary/00000000-0000-4000-8000-000000000033",
    expected: { ...OPERATIONS, admin: 404, operations: 404 },
  },
  // The couriers' cash (decision 0042): the operator's alone. The statement names a parcel no order
  // has, so the operator gets past the guard to the rule (400) and records nothing.
  "GET /api/admin/courier-cash": { expected: FINANCE },
  "POST /api/admin/couriers/:code/remittances": {
    url: () => "/api/admin/couriers/postex/remittances",
    payload: {
      csv: "consignment_number,cod_amount,courier_fee,tax,remitted,reference,paid_on\n22099999999,4200,180,28.80,3991.20,CPR-1,2026-11-20",
    },
    expected: { ...FINANCE, admin: 400, finance: 400 },
  },
  // Her own data on request (issue 36): each signed-in customer or seller gets her own; an admin is not a shop account.
  "GET /api/account/export": { expected: SHOP_ACCOUNTS },
  // Closing her own account (issue 36): only a signed-in customer or seller, her password re-typed
  // (the world's accounts have none that matches, so a shop account gets 400 and nothing closes).
  "PUT /api/account/language": { payload: { language: "ur" }, expected: SHOP_ACCOUNTS },
  "POST /api/account/close": {
    payload: { password: "not-the-password" },
    expected: { none: 401, customer: 400, otherCustomer: 400, seller: 400, otherSeller: 400, admin: 403 },
  },
  // Metrics (issue 36) are off without METRICS_TOKEN or METRICS_PORT: nobody's token opens them.
  "GET /metrics": {
    expected: { none: 404, customer: 404, otherCustomer: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  // Online payment (issue 29): this app configures no provider, so starting one is 400 for her own
  // order; the providers' returns take no token and answer everyone alike.
  "GET /api/payments/providers": { expected: EVERYBODY },
  "POST /api/payments": {
    payload: (w) => ({ orderIds: [w.order], provider: "jazzcash" }),
    expected: { none: 401, customer: 400, otherCustomer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/payments/:id": { url: (w) => `/api/payments/${w.payment}`, expected: THE_CUSTOMER },
  "POST /api/payments/:id/cash-on-delivery": {
    url: (w) => `/api/payments/${w.payment}/cash-on-delivery`,
    expected: THE_CUSTOMER,
  },
  "POST /api/payments/jazzcash/return": {
    payload: { pp_TxnRefNo: "HM0000000000000000", pp_ResponseCode: "000" },
    expected: BAD_REQUEST_WHOEVER,
  },
  "GET /api/payments/easypaisa/:id/confirm": {
    url: (w) => `/api/payments/easypaisa/${w.payment}/confirm?auth_token=abc`,
    expected: BAD_REQUEST_WHOEVER,
  },
  "GET /api/payments/easypaisa/:id/return": {
    url: (w) => `/api/payments/easypaisa/${w.payment}/return?status=0000`,
    expected: BAD_REQUEST_WHOEVER,
  },
  // A notification for no payment of ours is kept for the operator and acknowledged, whoever sends it.
  "GET /api/payments/easypaisa/ipn": {
    url: () => "/api/payments/easypaisa/ipn?url=https%3A%2F%2Feasypay.example%2Fipn%2FHM0",
    expected: EVERYBODY,
  },
  "GET /api/admin/payments": { expected: FINANCE },
  // Finance marks a late payment refunded (decision 0053); the world's payment was never paid late,
  // so past the roles it is refused (409) as not flagged.
  "POST /api/admin/payments/:id/refunded": {
    url: (w) => `/api/admin/payments/${w.payment}/refunded`,
    payload: { reference: "JC-RF-1" },
    expected: { ...FINANCE, admin: 409, finance: 409 },
  },
  // Crawlers' files (issue 14, decision 0021): the same for everyone, whatever token is sent.
  "GET /robots.txt": { expected: EVERYBODY },
  "GET /sitemap.xml": { expected: EVERYBODY },
  "GET /sitemaps/:file": { url: () => "/sitemaps/products-1.xml", expected: EVERYBODY },
};

/**
 * The matrix runs in three files, so that its worlds are built on every core (it was the suite's
 * longest file): the returns routes (their worlds are the dearest), the console's, and the rest.
 * Every route is in exactly one (the first file checks).
 */
export const MATRIX_PARTS = {
  returns: (route: string) => route.includes("/returns"),
  console: (route: string) => route.includes(" /api/admin/") && !route.includes("/returns"),
  rest: (route: string) => !route.includes("/returns") && !route.includes(" /api/admin/"),
};

export const MATRIX_ROUTES = Object.keys(CALLS);

/** The calls of one part of the matrix, each by every caller, against one app for the file. */
export function checkWhoMayCall(part: keyof typeof MATRIX_PARTS) {
  /**
   * A read changes nothing, so every read is called in one world; a write gets a fresh world per
   * caller. Built lazily, once, by the first read.
   */
  let readWorld: Promise<World> | undefined;
  const theReadWorld = (): Promise<World> => {
    readWorld ??= world(EVERY_PART);
    return readWorld;
  };

  beforeAll(async () => {
    // Push subscriptions name the local machine's discard port: nothing a world sets off leaves it.
    t = await buildTestApp({ PUSH_SERVICE_HOSTS: "127.0.0.1" });
    const png = await sharp({ create: { width: 16, height: 10, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    cardPhoto = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(() => t.close());

  describe(`who may call the routes (${part})`, () => {
    if (part === "rest") {
      it("says what each staff role gets on every /api/admin route", () => {
        const unsaid = Object.entries(CALLS).filter(
          ([name, call]) =>
            name.includes(" /api/admin/") &&
            (call.expected.operations === undefined || call.expected.finance === undefined),
        );
        expect(unsaid.map(([name]) => name)).toEqual([]);
      });
    }

    if (part === "rest") {
      it("says what each helper gets on every route that tells the store's owner and another seller apart", () => {
        const unsaid = Object.entries(CALLS).filter(
          ([, call]) =>
            call.expected.seller !== call.expected.otherSeller &&
            HELPERS.some((helper) => call.expected[helper] === undefined),
        );
        expect(unsaid.map(([name]) => name)).toEqual([]);
      });
    }

    it.each(Object.entries(CALLS).filter(([name]) => MATRIX_PARTS[part](name)))(
      "%s",
      async (name, call) => {
        const { method, path } = routeOf(name);
        const callers = HELPERS.some((helper) => call.expected[helper] !== undefined)
          ? [...EVERYONE, ...HELPERS]
          : EVERYONE;
        const rowsWorld = call.ownWorld ? await world(partsFor(name)) : undefined;
        for (const who of callers) {
          const w = rowsWorld ?? (method === "GET" ? await theReadWorld() : await world(partsFor(name)));
          const token = w.tokens[who];
          const res = await t.app.inject({
            method,
            url: call.url ? call.url(w) : path,
            ...(call.payload
              ? { payload: typeof call.payload === "function" ? call.payload(w) : call.payload }
              : {}),
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          const fallback = HELPERS.includes(who as Helper) ? call.expected.otherSeller : call.expected.admin;
          expect(res.statusCode, who).toBe(call.expected[who] ?? fallback);
          if (res.statusCode >= 400)
            expect(res.json(), who).toMatchObject({ success: false, message: expect.any(String) });
        }
        // Eight callers, most with a world of their own: a returns route's eight worlds take a dozen
        // requests each.
      },
      120_000,
    );
  });
}
