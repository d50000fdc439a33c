import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { codSteps } from "../../../test/cod-fixtures.ts";
import { createAdmin, createCustomer, SHIPPING_ADDRESS } from "../../../test/fixtures.ts";
import { ledgerEntries } from "../../db/schema/index.ts";
import { COD_EXPIRY_QUEUE } from "./cod-expiry.ts";
import { confirmationTokens } from "./confirmation-tokens.ts";

const t = testAppForFile();
const s = codSteps(t);

const HOUR = 3600_000;

/** The expiry jobs queued for one order, as pg-boss keeps them in its own table. */
async function jobsOf(orderId: string) {
  const result = await t.app.db.execute(
    sql`select start_after, state from pgboss.job where name = ${COD_EXPIRY_QUEUE} and data->>'orderId' = ${orderId}`,
  );
  return (result as unknown as { rows: Array<{ start_after: Date | string; state: string }> }).rows;
}

describe("a Cash-on-Delivery order waits for its buyer's confirmation", () => {
  it("answers awaiting with the window's end; other methods are not_needed", async () => {
    const { product, customer, seller, store } = await s.shop();
    const before = Date.now();
    const res = await s.placeCod(customer.token, product.id);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.confirmation).toBe("awaiting");
    const due = Date.parse(order.confirmationDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);

    const wallet = { accountTitle: "Noor Fatima", jazzcash: "0321 1234567", easypaisa: "" };
    const saved = await s.call("PUT", `/api/stores/${store.id}`, seller.token, { paymentDetails: wallet });
    expect(saved.statusCode).toBe(200);
    const byWallet = await s.call("POST", "/api/orders", customer.token, {
      products: [{ product: product.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: "Mobile Wallet",
    });
    expect(byWallet.json().data).toMatchObject({ confirmation: "not_needed", confirmationDueAt: null });
  });

  it("refuses Shipped (and Delivered) with a 409 saying why, allows Processing, ships once confirmed", async () => {
    const { product, customer, seller } = await s.shop();
    const id = (await s.placeCod(customer.token, product.id)).json().data._id;
    const shipped = await s.move(seller.token, id, { orderStatus: "Shipped", trackingNumber: "TCS-1" });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(
      "This order is waiting for the buyer's confirmation, so it cannot be marked Shipped yet. You can mark it Processing meanwhile; it is cancelled on its own if she does not confirm in time.",
    );
    expect((await s.move(seller.token, id, { orderStatus: "Delivered" })).statusCode).toBe(409);
    expect((await s.orderRow(id))?.orderStatus).toBe("Pending");

    expect((await s.move(seller.token, id, { orderStatus: "Processing" })).statusCode).toBe(200);
    const confirmed = await s.call("POST", `/api/orders/${id}/confirm`, customer.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ confirmation: "confirmed", confirmationDueAt: null });
    expect(confirmed.json().data.events.at(-1)).toMatchObject({
      kind: "confirmation",
      from: "awaiting",
      to: "confirmed",
      by: "customer",
    });
    // Again: nothing changes, no second event.
    const again = await s.call("POST", `/api/orders/${id}/confirm`, customer.token);
    expect(again.json().data.events).toHaveLength(confirmed.json().data.events.length);

    const now = await s.move(seller.token, id, { orderStatus: "Shipped", trackingNumber: "TCS-1" });
    expect(now.statusCode).toBe(200);
    // The seller heard of the confirmation.
    await s.noticesOf(seller.id, 1, "confirmed");
  });

  it("lets only the buyer confirm: 403 for another buyer, 404 unknown, 409 for an order that needs none", async () => {
    const { product, customer, seller, store } = await s.shop();
    const id = (await s.placeCod(customer.token, product.id)).json().data._id;
    const other = await createCustomer(t.app);
    expect((await s.call("POST", `/api/orders/${id}/confirm`, other.token)).statusCode).toBe(403);
    expect((await s.call("POST", `/api/orders/${id}/confirm`, seller.token)).statusCode).toBe(403);
    expect((await s.call("POST", `/api/orders/${id}/confirm`)).statusCode).toBe(401);
    expect(
      (await s.call("POST", "/api/orders/0190a0a0-0000-7000-8000-000000000000/confirm", customer.token))
        .statusCode,
    ).toBe(404);
    expect((await s.orderRow(id))?.confirmation).toBe("awaiting");

    const wallet = { accountTitle: "Noor Fatima", jazzcash: "0321 1234567", easypaisa: "" };
    await s.call("PUT", `/api/stores/${store.id}`, seller.token, { paymentDetails: wallet });
    const walletOrder = await s.call("POST", "/api/orders", customer.token, {
      products: [{ product: product.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: "Mobile Wallet",
    });
    const refused = await s.call(
      "POST",
      `/api/orders/${walletOrder.json().data._id}/confirm`,
      customer.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only Cash on Delivery orders need your confirmation.");
  });
});

describe("the order e-mail's link confirms or cancels without signing in", () => {
  const tokenIn = (text: string) => {
    const match = /\/confirm-order\?token=([^\s"&]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
    return decodeURIComponent(match[1]);
  };

  it("confirms from the link in the buyer's receipt; a used link is 400 and changes nothing", async () => {
    const { product, customer, seller } = await s.shop();
    const id = (await s.placeCod(customer.token, product.id)).json().data._id;
    const mail = await s.mailOf(`order-placed:${id}`, customer.email);
    expect(mail.text).toContain("Please confirm your Cash on Delivery order by");
    const token = tokenIn(mail.text);

    const res = await s.call("POST", "/api/orders/confirm", undefined, { token, action: "confirm" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Thank you! Your order is confirmed.",
      data: { _id: id, confirmation: "confirmed" },
    });
    const events = res.json().data.events.length;

    const reused = await s.call("POST", "/api/orders/confirm", undefined, { token, action: "cancel" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/^This link was already used: order .+ is already confirmed\./);
    const row = await s.orderRow(id);
    expect(row).toMatchObject({ orderStatus: "Pending", confirmation: "confirmed" });
    expect((await s.call("GET", `/api/orders/${id}`, customer.token)).json().data.events).toHaveLength(
      events,
    );
    expect(
      (await s.move(seller.token, id, { orderStatus: "Shipped", trackingNumber: "M-1" })).statusCode,
    ).toBe(200);
  });

  it("cancels from the link: stock back, the seller told", async () => {
    const { product, customer, seller } = await s.shop(5);
    const id = (await s.placeCod(customer.token, product.id, 2)).json().data._id;
    expect(await s.stockOf(product.id)).toBe(3);
    const token = tokenIn((await s.mailOf(`order-placed:${id}`, customer.email)).text);
    const res = await s.call("POST", "/api/orders/confirm", undefined, { token, action: "cancel" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orderStatus: "Cancelled", confirmation: "awaiting" });
    expect(await s.stockOf(product.id)).toBe(5);
    await s.noticesOf(seller.id, 1, "cancelled");
    const reused = await s.call("POST", "/api/orders/confirm", undefined, { token, action: "confirm" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/is Cancelled\. Open My Orders/);
  });

  it("refuses foreign, forged and expired tokens with 400, an order gone with 404, and changes nothing", async () => {
    const { product, customer } = await s.shop();
    const id = (await s.placeCod(customer.token, product.id)).json().data._id;
    const tokens = confirmationTokens(t.app.jwtSecret);
    const send = (token: string) =>
      s.call("POST", "/api/orders/confirm", undefined, { token, action: "confirm" });

    // A session token is not a confirmation link, nor is one signed with another secret.
    const session = await send(customer.token);
    expect(session.statusCode).toBe(400);
    expect(session.json().message).toBe(
      "This confirmation link is not valid. Please open your order from My Orders.",
    );
    const forged = await confirmationTokens("another-secret-that-is-long-enough-to-sign").sign(
      id,
      new Date(Date.now() + HOUR),
    );
    expect((await send(forged)).statusCode).toBe(400);
    const expired = await send(await tokens.sign(id, new Date(Date.now() - 1000)));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^This confirmation link has expired/);
    const gone = await send(
      await tokens.sign("0190a0a0-0000-7000-8000-000000000000", new Date(Date.now() + HOUR)),
    );
    expect(gone.statusCode).toBe(404);
    expect(
      (await s.call("POST", "/api/orders/confirm", undefined, { token: "x", action: "ship" })).statusCode,
    ).toBe(400);
    expect((await s.orderRow(id))?.confirmation).toBe("awaiting");
  });
});

describe("an unconfirmed order is cancelled from the job queue when its window ends", () => {
  it("queues one job for the window's end; when it runs, stock is back, both sides told, no ledger entry", async () => {
    const { product, customer, seller } = await s.shop(4);
    const order = (await s.placeCod(customer.token, product.id, 3)).json().data;
    expect(await s.stockOf(product.id)).toBe(1);

    // The job waits in pg-boss's table until the window's end.
    const [job] = await jobsOf(order._id);
    expect(job?.state).toBe("created");
    expect(
      Math.abs(new Date(job?.start_after ?? 0).getTime() - Date.parse(order.confirmationDueAt)),
    ).toBeLessThan(2000);

    // Move the clock: the window ended a second ago, and the job's time has come.
    await t.app.db.execute(
      sql`update orders set confirmation_due_at = now() - interval '1 second' where id = ${order._id}`,
    );
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${COD_EXPIRY_QUEUE} and data->>'orderId' = ${order._id}`,
    );
    await vi.waitFor(
      async () => {
        if ((await s.orderRow(order._id))?.orderStatus !== "Cancelled") throw new Error("not yet");
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(await s.orderRow(order._id)).toMatchObject({ confirmation: "expired", confirmationDueAt: null });
    expect(await s.stockOf(product.id)).toBe(4);
    const answer = (await s.call("GET", `/api/orders/${order._id}`, customer.token)).json().data;
    expect(answer.events.slice(-2)).toMatchObject([
      { kind: "confirmation", from: "awaiting", to: "expired", by: "system" },
      { kind: "status", from: "Pending", to: "Cancelled", by: "system", reason: "Not confirmed in time" },
    ]);
    await s.noticesOf(customer.id, 1, "cancelled");
    await s.noticesOf(seller.id, 1, "cancelled");
    expect(await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order._id))).toEqual(
      [],
    );
    // Too late to confirm now.
    const late = await s.call("POST", `/api/orders/${order._id}/confirm`, customer.token);
    expect(late.statusCode).toBe(409);
  });

  it("leaves a confirmed order alone when its job runs", async () => {
    const { product, customer } = await s.shop();
    const id = (await s.placeCod(customer.token, product.id)).json().data._id;
    await s.call("POST", `/api/orders/${id}/confirm`, customer.token);
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${COD_EXPIRY_QUEUE} and data->>'orderId' = ${id}`,
    );
    await vi.waitFor(
      async () => {
        if ((await jobsOf(id))[0]?.state !== "completed") throw new Error("job not run yet");
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(await s.orderRow(id)).toMatchObject({ orderStatus: "Pending", confirmation: "confirmed" });
  });
});

describe("the operator's confirmation window", () => {
  it("defaults to 24 hours, takes 1 to 168, applies to new orders and is audited", async () => {
    const admin = await createAdmin(t.app);
    const settings = await s.call("GET", "/api/admin/settings", admin.token);
    expect(settings.json().settings).toMatchObject({ codConfirmationHours: 24, codRefusalLimit: 2 });
    for (const bad of [0, 169, 2.5, "6"]) {
      const res = await s.call("PUT", "/api/admin/settings", admin.token, { codConfirmationHours: bad });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await s.call("GET", "/api/admin/settings", admin.token)).json().settings.codConfirmationHours,
    ).toBe(24);

    const saved = await s.call("PUT", "/api/admin/settings", admin.token, { codConfirmationHours: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ codConfirmationHours: 2, codRefusalLimit: 2 });
    const { product, customer } = await s.shop();
    const order = (await s.placeCod(customer.token, product.id)).json().data;
    expect(Date.parse(order.confirmationDueAt) - Date.now()).toBeLessThanOrEqual(2 * HOUR);
    expect(Date.parse(order.confirmationDueAt) - Date.now()).toBeGreaterThan(2 * HOUR - 60_000);
    const audit = (await s.call("GET", "/api/admin/audit?action=settings.update", admin.token)).json();
    expect(audit.entries[0].details).toEqual({
      from: { codConfirmationHours: 24 },
      to: { codConfirmationHours: 2 },
    });
    await s.call("PUT", "/api/admin/settings", admin.token, { codConfirmationHours: 24 });
  });
});
