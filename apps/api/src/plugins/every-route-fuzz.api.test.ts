import { randomUUID } from "node:crypto";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSeller,
  createStore,
  SHIPPING_ADDRESS,
} from "../../test/fixtures.ts";
import { insertHelper } from "../../test/helper-fixtures.ts";
import {
  answerProblem,
  describeRequest,
  type FuzzTargets,
  hostileRequestFor,
  type OpenApiDocument,
  ROUTE_STRATEGIES,
  routesOf,
} from "../../test/hostile-requests.ts";
import { createReport } from "../../test/moderation-fixtures.ts";
import { quietPayoutRound } from "../../test/quiet-payout-round.ts";
import { returnsInEveryState } from "../../test/return-fixtures.ts";
import { kycDocuments, paymentOrders, payouts } from "../db/schema/index.ts";
import { insertPayment } from "../modules/payments/payments.repository.ts";

/**
 * Every route of the OpenAPI document answers hostile requests (NUL and control characters, huge
 * and deeply nested bodies, wrong types, prototype keys, SQL and markup, malformed ids, queries,
 * multipart bodies and headers) below 500, as JSON in the contract's shape and without a stack
 * trace. About 40 requests a route by default; FUZZ_RUNS=20 sends twenty times as many (a longer
 * run, e.g. `FUZZ_RUNS=20 npx vitest run src/plugins/every-route-fuzz.api.test.ts`).
 */
const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 1);
const RUNS_PER_ROUTE = 40 * FUZZ_RUNS;

let t: TestApp;
let doc: OpenApiDocument;
let targets: FuzzTargets;

beforeAll(async () => {
  t = await buildTestApp();
  await quietPayoutRound(t.app);
  const customer = await createCustomer(t.app);
  const seller = await createSeller(t.app);
  const otherSeller = await createSeller(t.app, "Another Seller");
  const admin = await createAdmin(t.app);
  // Accounts the operator's closure routes may really close, so the others' tokens keep working.
  const closableCustomer = await createCustomer(t.app, "Closable Customer");
  const closableSeller = await createSeller(t.app, "Closable Seller");
  // An admin of her own for the role route, so the fuzz never demotes the admin it signs in as.
  const staffMember = await createAdmin(t.app, { name: "Staff Member", role: "operations" });
  const store = await createStore(t.app, seller.id);
  const product = await createProduct(t.app, store.id, { quantity: 100_000 });
  // At the highest price a product may have, so that a few units overflow an order's total.
  const dearest = await createProduct(t.app, store.id, { price: 10_000_000, quantity: 100_000 });
  const disposable = await createProduct(t.app, store.id);
  // In sizes, so that order lines name real variants, of it and of the products without any.
  const kurta = await createProductWithSizes(t.app, store.id, { S: 100_000, M: 100_000 });
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { authorization: `Bearer ${customer.token}` },
    payload: {
      products: [{ product: product.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    },
  });
  const order = placed.json().data;
  const voucher = await t.app.inject({
    method: "POST",
    url: `/api/seller/stores/${store.id}/vouchers`,
    headers: { authorization: `Bearer ${seller.token}` },
    payload: { code: "FUZZ10", type: "percent", value: 10 },
  });
  const campaign = await t.app.inject({
    method: "POST",
    url: "/api/admin/campaigns",
    headers: { authorization: `Bearer ${admin.token}` },
    payload: {
      nameEn: "Fuzz Sale",
      nameUr: "فز سیل",
      startsAt: new Date(Date.now() - 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      type: "percent",
      value: 10,
      fundedBy: "marketplace",
    },
  });
  const glossaryEntry = await t.app.inject({
    method: "POST",
    url: "/api/admin/glossary",
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { key: "fuzz-word", urdu: ["فز"], roman: ["fuzz"], english: ["hostile"] },
  });
  const report = await createReport(t.app, product.id, customer.id);
  const conversation = await t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { storeId: store.id, productId: product.id, body: "Is this available in blue?" },
  });
  // A delivered order with returns in every state, so return routes' bodies reach their rules.
  const returns = await returnsInEveryState(t.app, {
    customerToken: customer.token,
    sellerToken: seller.token,
    adminToken: admin.token,
    productId: product.id,
  });
  // Another seller's identity check with its photos, and a payout run with one line (issue 30).
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const cardPhoto = `data:image/png;base64,${photo.toString("base64")}`;
  await t.app.inject({
    method: "PUT",
    url: "/api/seller/kyc",
    headers: { authorization: `Bearer ${otherSeller.token}` },
    payload: {
      cnic: "35202-1234567-1",
      cnicFront: cardPhoto,
      cnicBack: cardPhoto,
      payoutAccount: { type: "jazzcash", number: "03001234567", title: "Fuzz Maker" },
    },
  });
  const cardPhotos = await t.app.db.select({ id: kycDocuments.id }).from(kycDocuments);
  const run = await t.app.inject({
    method: "POST",
    url: "/api/admin/payout-runs",
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const runId = run.json().run._id as string;
  const [line] = await t.app.db
    .insert(payouts)
    .values({
      runId,
      storeId: store.id,
      amountPaisa: 100_000,
      accountType: "jazzcash",
      walletNumber: "03001234567",
      accountTitle: "Fuzz Maker",
      reference: "HM-FUZZ000001",
    })
    .returning({ id: payouts.id });
  const payment = await insertPayment(t.app.db, {
    provider: "easypaisa",
    reference: "HMFUZZ000000000001",
    customerId: customer.id,
    amountPaisa: 100_000,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await t.app.db.insert(paymentOrders).values({ paymentId: payment.id, orderId: order._id });
  // A helper of the store and an invitation still waiting (issue 32, part 4), for the removal route.
  const helperRow = await insertHelper(t.app, store.id, await createSeller(t.app, "Fuzz Helper"), "orders");
  const invitation = await t.app.inject({
    method: "POST",
    url: `/api/seller/stores/${store.id}/helpers`,
    headers: { authorization: `Bearer ${seller.token}` },
    payload: { contact: "03215550000", role: "catalog" },
  });
  targets = {
    ids: {
      product: [product.id, dearest.id, kurta.product.id],
      disposableProduct: [disposable.id],
      store: [store.id, store.slug],
      order: [order._id, returns.orderId],
      orderItem: [order.products[0]._id, returns.itemId],
      customer: [customer.id],
      seller: [seller.id],
      closableCustomer: [closableCustomer.id],
      closableSeller: [closableSeller.id],
      staffMember: [staffMember.id],
      voucher: [voucher.json().voucher._id],
      campaign: [campaign.json().campaign._id],
      campaignSlug: [campaign.json().campaign.slug],
      report: [report.id],
      variant: Object.values(kurta.variants).map((v) => v.id),
      conversation: [conversation.json().conversation._id],
      sitemapChunk: ["pages.xml", "stores-1.xml", "products-1.xml"],
      return: [returns.requested, returns.declined, returns.escalated, returns.accepted, returns.received],
      courier: ["trax", "leopards"],
      payoutRun: [runId],
      payout: line ? [line.id] : [],
      kycDocument: cardPhotos.map((row) => row.id),
      payment: [payment.id],
      storeHelper: [helperRow, invitation.json().helper._id],
      glossaryEntry: [glossaryEntry.json().entry._id],
    },
    tokens: {
      customer: customer.token,
      seller: seller.token,
      admin: admin.token,
      others: [
        otherSeller.token,
        // Signed by the server for accounts that no longer exist.
        await t.app.signToken({ id: randomUUID(), role: "customer", tokenVersion: 0 }),
        await t.app.signToken({ id: randomUUID(), role: "seller", tokenVersion: 0 }),
        await t.app.signToken({ id: randomUUID(), role: "admin", tokenVersion: 0 }),
      ],
    },
  };
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
});
afterAll(() => t.close());

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe("every route, fuzzed with hostile requests", () => {
  it("has a fuzzing strategy for every route in the OpenAPI document, and none for a route it lacks", () => {
    expect(routesOf(doc).sort()).toEqual(Object.keys(ROUTE_STRATEGIES).sort());
  });

  it.each(Object.keys(ROUTE_STRATEGIES))(
    "answers %s below 500, as JSON in the contract's shape, whatever it is sent",
    async (route) => {
      await fc.assert(
        fc.asyncProperty(hostileRequestFor(doc, route, targets), async (request) => {
          const streaming = ROUTE_STRATEGIES[route]?.answers === "text/event-stream";
          const res = await t.app.inject({
            method: request.method as "GET",
            url: request.url,
            headers: request.headers,
            payload: request.payload,
            remoteAddress: request.remoteAddress,
            // A stream's 200 never ends: its status and headers arrive, and it is closed unread.
            ...(streaming ? { payloadAsStream: true } : {}),
          });
          const contentType = res.headers["content-type"];
          let body: string;
          if (streaming && res.statusCode === 200 && String(contentType).startsWith("text/event-stream")) {
            res.stream().destroy();
            body = "";
          } else body = streaming ? await streamText(res.stream()) : res.body;
          const problem = answerProblem(
            res.statusCode,
            typeof contentType === "string" ? contentType : undefined,
            body,
            ROUTE_STRATEGIES[route]?.answers,
          );
          if (problem) expect.fail(`${problem}\n  for ${describeRequest(request)}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
    30_000 * FUZZ_RUNS,
  );
});
