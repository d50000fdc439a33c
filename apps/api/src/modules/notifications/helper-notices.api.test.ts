import https from "node:https";
import { orderNumber } from "@marketplace/shared/order-number";
import { PayoutRunAnswer } from "@marketplace/shared/payouts-contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createSeller, SHIPPING_ADDRESS } from "../../../test/fixtures.ts";
import { helperThroughInvitation, insertHelper } from "../../../test/helper-fixtures.ts";
import { deliveredAndPaid, ledgerWorld } from "../../../test/ledger-fixtures.ts";
import {
  decryptPush,
  type LocalPushService,
  newSubscriber,
  startLocalPushService,
  type TestSubscriber,
} from "../../../test/local-push-service.ts";
import { quietPayoutRound } from "../../../test/quiet-payout-round.ts";
import { askedReturn } from "../../../test/return-fixtures.ts";
import { mailDeliveries } from "../../db/schema/index.ts";

/**
 * A store's helpers are told of its work (issue 32; decisions 0052 and 0054): an "orders" helper gets
 * the bell, and the push if she turned it on, for a new order, a cancellation, a buyer's message and
 * a return of that store; a "catalog" helper gets none of them; nobody but the owner hears of a
 * payout. The e-mail stays the owner's.
 */
let t: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await buildTestApp(
    { PUSH_SERVICE_HOSTS: "127.0.0.1", PUBLIC_URL: "https://shop.example.pk" },
    { pushAgent: new https.Agent({ ca: pushService.ca }) },
  );
  await quietPayoutRound(t.app);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

interface Listed {
  kind: string;
  title: string;
  link: string;
}
async function bell(token: string): Promise<Listed[]> {
  const res = await call("GET", "/api/notifications?limit=50", token);
  expect(res.statusCode).toBe(200);
  return res.json().notifications;
}
const waitForBell = (token: string, kind: string, count = 1) =>
  vi.waitFor(
    async () => {
      const found = (await bell(token)).filter((n) => n.kind === kind);
      if (found.length < count) throw new Error(`${found.length} ${kind} so far`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );

const pathOf = (s: TestSubscriber) => new URL(s.endpoint).pathname;
const pushesTo = (s: TestSubscriber) =>
  pushService.requests
    .filter((r) => r.path === pathOf(s))
    .map((r) => JSON.parse(decryptPush(s, r.body)) as { title: string; url: string });
const waitForPushes = (s: TestSubscriber, count: number) =>
  vi.waitFor(
    () => {
      const found = pushesTo(s);
      if (found.length < count) throw new Error(`${found.length} pushes so far`);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );

async function phoneOf(token: string, name: string) {
  const phone = newSubscriber(pushService.origin, name);
  expect((await call("POST", "/api/seller/push-subscriptions", token, phone.json)).statusCode).toBe(200);
  return phone;
}

describe("a store's helpers told of its work (issue 32)", () => {
  it("tells an orders helper of a new order, a message, a cancellation and a return, by bell and push; a catalog helper and a removed one of nothing", async () => {
    const w = await ledgerWorld(t.app);
    const ordersHelper = await helperThroughInvitation(t.app, w.seller, w.store.id, "orders", "Sana Helper");
    const catalogHelper = await helperThroughInvitation(t.app, w.seller, w.store.id, "catalog");
    const removed = await createSeller(t.app, "Removed Helper");
    const removedRow = await insertHelper(t.app, w.store.id, removed, "orders");
    expect(
      (await call("DELETE", `/api/seller/stores/${w.store.id}/helpers/${removedRow}`, w.seller.token))
        .statusCode,
    ).toBe(200);
    const ownerPhone = await phoneOf(w.seller.token, "owner-phone");
    const helperPhone = await phoneOf(ordersHelper.token, "orders-helper-phone");
    const catalogPhone = await phoneOf(catalogHelper.token, "catalog-helper-phone");

    // A new order.
    const placed = await call("POST", "/api/orders", w.customer.token, {
      products: [{ product: w.product.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data._id as string;
    const orderPage = `/orders/${w.store.id}/${orderId}`;
    const [ownerNew] = await waitForBell(w.seller.token, "new-order");
    const [helperNew] = await waitForBell(ordersHelper.token, "new-order");
    expect(ownerNew).toMatchObject({ title: `New order ${orderNumber(orderId)}`, link: orderPage });
    expect(helperNew).toMatchObject({ title: `New order ${orderNumber(orderId)}`, link: orderPage });
    expect((await waitForPushes(helperPhone, 1))[0]).toMatchObject({
      title: `New order ${orderNumber(orderId)}`,
      url: orderPage,
    });
    await waitForPushes(ownerPhone, 1);

    // A buyer's message.
    const asked = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      productId: w.product.id,
      body: "Can it be sent by Friday?",
    });
    expect(asked.statusCode).toBe(201);
    const conversationId = asked.json().conversation._id as string;
    const [helperMessage] = await waitForBell(ordersHelper.token, "new-message");
    expect(helperMessage?.link).toBe(`/dashboard/messages/${conversationId}`);
    expect((await waitForPushes(helperPhone, 2))[1]?.url).toBe(`/dashboard/messages/${conversationId}`);

    // The buyer cancels.
    expect((await call("POST", `/api/orders/${orderId}/cancel`, w.customer.token, {})).statusCode).toBe(200);
    const [helperCancelled] = await waitForBell(ordersHelper.token, "order-cancelled");
    expect(helperCancelled?.link).toBe(orderPage);
    expect((await waitForPushes(helperPhone, 3))[2]?.url).toBe(orderPage);

    // A return of a delivered order: the owner opens the return, her helper the order.
    const delivered = await deliveredAndPaid(t.app, w, "Bank Transfer");
    const returnId = await askedReturn(t.app, w, delivered);
    const [ownerReturn] = await waitForBell(w.seller.token, "return-update");
    const [helperReturn] = await waitForBell(ordersHelper.token, "return-update");
    expect(ownerReturn?.link).toBe(`/dashboard/returns/${returnId}`);
    expect(helperReturn).toMatchObject({
      title: `Return requested for order ${orderNumber(delivered)}`,
      link: `/orders/${w.store.id}/${delivered}`,
    });
    await waitForPushes(helperPhone, 5);
    expect(pushesTo(helperPhone).map((p) => p.url)).toContain(`/orders/${w.store.id}/${delivered}`);

    // The catalog helper and the removed one heard of none of it, on the bell or the phone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await bell(catalogHelper.token)).toEqual([]);
    expect(await bell(removed.token)).toEqual([]);
    expect(pushesTo(catalogPhone)).toEqual([]);
    // The e-mails went to the owner only.
    const mailed = await t.app.db.select({ to: mailDeliveries.toAddress }).from(mailDeliveries);
    const addresses = mailed.map((m) => m.to.toLowerCase());
    expect(addresses).toContain(w.seller.email.toLowerCase());
    for (const helper of [ordersHelper, catalogHelper, removed])
      expect(addresses).not.toContain(helper.email.toLowerCase());
  }, 60_000);

  it("tells nobody but the owner of a payout", async () => {
    const admin = await createAdmin(t.app);
    expect((await call("PUT", "/api/admin/settings", admin.token, { payoutHoldDays: 0 })).statusCode).toBe(
      200,
    );
    const w = await ledgerWorld(t.app);
    const helper = await helperThroughInvitation(t.app, w.seller, w.store.id, "orders");
    const helperPhone = await phoneOf(helper.token, "payout-helper-phone");
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#334155" } })
      .png()
      .toBuffer();
    const photo = `data:image/png;base64,${png.toString("base64")}`;
    const kyc = await call("PUT", "/api/seller/kyc", w.seller.token, {
      cnic: "35202-1234567-1",
      cnicFront: photo,
      cnicBack: photo,
      payoutAccount: { type: "jazzcash", number: "03001234567", title: "Amina" },
    });
    expect(kyc.statusCode).toBe(200);
    expect(
      (await call("PUT", `/api/admin/sellers/${w.seller.id}/kyc`, admin.token, { decision: "approve" }))
        .statusCode,
    ).toBe(200);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const proposed = await call("POST", "/api/admin/payout-runs", admin.token);
    expect(proposed.statusCode).toBe(201);
    const { run } = PayoutRunAnswer.parse(proposed.json());
    expect(
      (await call("PUT", `/api/admin/payout-runs/${run._id}`, admin.token, { action: "approve" })).statusCode,
    ).toBe(200);
    const [notice] = await waitForBell(w.seller.token, "payout");
    expect(notice?.link).toBe(`/dashboard/earnings/${w.store.id}`);
    // The helper was told of the store's order, and not of its payout.
    await waitForBell(helper.token, "new-order");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await bell(helper.token)).map((n) => n.kind)).not.toContain("payout");
    expect(pushesTo(helperPhone).some((p) => p.url.startsWith("/dashboard/earnings"))).toBe(false);
    const [row] = await t.app.db
      .select({ to: mailDeliveries.toAddress })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toAddress, helper.email));
    expect(row).toBeUndefined();
  }, 60_000);
});
