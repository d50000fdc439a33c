import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAdmin } from "../../../test/fixtures.ts";
import { paymentAppPerFile, postForm } from "../../../test/payment-fixtures.ts";
import {
  ledgerEntries,
  notifications,
  orderEvents,
  paymentEvents,
  payments,
  products,
} from "../../db/schema/index.ts";
import { PAYMENT_EXPIRY_QUEUE, PAYMENT_INQUIRY_QUEUE } from "./payment-jobs.ts";
import { signJazzCash } from "./providers/jazzcash/jazzcash-signing.ts";

const file = paymentAppPerFile();

const paymentRow = async (id: string) =>
  (await file.t.app.db.select().from(payments).where(eq(payments.id, id)))[0];
const orderOf = async (token: string, id: string) =>
  (await file.s.call("GET", `/api/orders/${id}`, token)).json().data;
const stockOf = async (id: string) =>
  (await file.t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]?.q;
/** The bell notices of one account whose title holds `titlePart`, once `count` have come. */
const noticesOf = (recipientId: string, count: number, titlePart: string) =>
  vi.waitFor(
    async () => {
      const rows = (
        await file.t.app.db.select().from(notifications).where(eq(notifications.recipientId, recipientId))
      ).filter((n) => n.title.includes(titlePart));
      if (rows.length < count) throw new Error(`${rows.length} notices so far`);
      return rows;
    },
    { timeout: 20_000, interval: 200 },
  );
const paidEvents = async (orderId: string) =>
  file.t.app.db
    .select()
    .from(orderEvents)
    .where(
      and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "payment"), eq(orderEvents.toValue, "Paid")),
    );

describe("a two-store checkout paid with JazzCash (decision 0053)", () => {
  it("is one payment for both orders; the signed answer makes both Paid once, and each store is owed its share", async () => {
    const w = await file.s.world();
    const orders = await file.s.place(
      w.customer.token,
      w.products.map((p) => p.id),
      "JazzCash",
    );
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.paymentDueAt !== null)).toBe(true);
    const payment = await file.s.start(
      w.customer.token,
      orders.map((o) => o._id),
      "jazzcash",
    );
    expect(payment).toMatchObject({
      status: "initiated",
      amount: orders[0]!.totalPrice + orders[1]!.totalPrice,
    });
    expect(payment.redirect).toMatchObject({
      method: "POST",
      url: `${file.sims.accounts.jazzcash.url}/CustomerPortal/transactionmanagement/merchantform/`,
    });
    expect(payment.redirect.fields).toMatchObject({
      pp_Version: "1.1",
      pp_Amount: String(Math.round(payment.amount * 100)),
      pp_TxnCurrency: "PKR",
      pp_ReturnURL: "http://shop.test/api/payments/jazzcash/return",
    });
    expect(payment.redirect.fields).not.toHaveProperty("pp_IntegritySalt");
    expect(JSON.stringify(payment.redirect)).not.toContain(file.sims.accounts.jazzcash.integritySalt);

    // A seller cannot ship it, nor mark it paid, before JazzCash says so.
    const early = await file.s.call("PUT", `/api/orders/${orders[0]!._id}/payment`, w.sellers[0]!.token, {
      paymentStatus: "Paid",
    });
    expect(early.statusCode).toBe(409);

    const answer = await file.s.payOnJazzCash(payment.redirect, "pay");
    expect(answer.pp_ResponseCode).toBe("000");
    // The same answer twice at once (a double submit), then once more later: one effect.
    const [first, second] = await Promise.all([file.s.jazzCashReturn(answer), file.s.jazzCashReturn(answer)]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(first.headers.location).toBe(`/payment/${payment._id}`);
    expect((await file.s.jazzCashReturn(answer)).statusCode).toBe(303);
    expect(await paymentRow(payment._id)).toMatchObject({ status: "paid", latePaidAt: null });
    for (const o of orders) {
      expect(await paidEvents(o._id)).toHaveLength(1);
      expect(await orderOf(w.customer.token, o._id)).toMatchObject({
        paymentStatus: "Paid",
        paymentDueAt: null,
      });
    }
    // Each maker is told her order is paid (once), so she sends it.
    for (const seller of w.sellers) {
      const [notice] = await noticesOf(seller.id, 1, "is paid");
      expect(notice?.body).toMatch(/Ayesha paid order [0-9A-F]{8} online: you can prepare and send it now\./);
    }
    const view = await file.s.call("GET", `/api/payments/${payment._id}`, w.customer.token);
    expect(view.json()).toMatchObject({
      payment: { status: "paid", provider: "jazzcash" },
      orders: [{}, {}],
    });
    expect(
      (await file.s.call("GET", `/api/payments/${payment._id}`, (await createAdmin(file.t.app)).token))
        .statusCode,
    ).toBe(403);

    // Delivered: each store is owed sale − commission − tax, once, whatever is replayed afterwards.
    for (const [i, o] of orders.entries()) {
      const seller = w.sellers[i]!;
      expect(
        (await file.s.call("PUT", `/api/orders/${o._id}/status`, seller.token, { orderStatus: "Processing" }))
          .statusCode,
      ).toBe(200);
      expect(
        (await file.s.call("PUT", `/api/orders/${o._id}/status`, seller.token, { orderStatus: "Delivered" }))
          .statusCode,
      ).toBe(200);
    }
    await file.s.jazzCashReturn(answer);
    for (const [i, o] of orders.entries()) {
      const entries = await file.t.app.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, o._id));
      expect(entries.map((e) => e.kind).sort()).toEqual(["commission", "sale", "tax"]);
      const commission = Math.round(o.itemsPrice * 100 * 0.1);
      const owed = Math.round(o.totalPrice * 100) - commission - Math.round(o.taxPrice * 100);
      const ledger = (
        await file.s.call("GET", `/api/seller/stores/${w.stores[i]!.id}/ledger`, w.sellers[i]!.token)
      ).json();
      expect(ledger.balance).toBe(owed / 100);
    }
  });

  it("refuses a tampered request at JazzCash (115), and a tampered or wrong-amount answer changes nothing", async () => {
    const w = await file.s.world();
    const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], "JazzCash");
    const payment = await file.s.start(w.customer.token, [order!._id], "jazzcash");
    const tampered = await postForm(payment.redirect.url, { ...payment.redirect.fields, pp_Amount: "100" });
    expect(tampered.html).toContain("115: Invalid hash received.");

    const answer = await file.s.payOnJazzCash(payment.redirect, "pay");
    const forged = await file.s.jazzCashReturn({ ...answer, pp_ResponseCode: "000", pp_Amount: "100" });
    expect(forged.statusCode).toBe(303);
    // Signed with the right salt, but for another amount than ours.
    const wrongAmount = signJazzCash(
      { ...answer, pp_Amount: "100", pp_SecureHash: "" },
      file.sims.accounts.jazzcash.integritySalt,
    );
    delete (wrongAmount as Record<string, string>).pp_SecureHash;
    await file.s.jazzCashReturn(signJazzCash(wrongAmount, file.sims.accounts.jazzcash.integritySalt));
    const unknown = await file.s.jazzCashReturn(
      signJazzCash({ ...answer, pp_TxnRefNo: "HMNOTOURS0000000000" }, "guess"),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await paymentRow(payment._id)).toMatchObject({ status: "initiated" });
    expect((await orderOf(w.customer.token, order!._id)).paymentStatus).toBe("Pending");
    const refused = await file.t.app.db.select().from(paymentEvents).where(eq(paymentEvents.kind, "refused"));
    expect(refused.map((e) => e.note).join("\n")).toMatch(
      /does not match its fields[\s\S]*the amount is 100 paisa/,
    );
  });

  it("keeps a voucher (124) pending and its orders held until the inquiry says paid", async () => {
    const w = await file.s.world();
    const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], "JazzCash");
    const payment = await file.s.start(w.customer.token, [order!._id], "jazzcash");
    const answer = await file.s.payOnJazzCash(payment.redirect, "pending");
    expect(answer.pp_ResponseCode).toBe("124");
    await file.s.jazzCashReturn(answer);
    const view = (await file.s.call("GET", `/api/payments/${payment._id}`, w.customer.token)).json();
    expect(view.payment).toMatchObject({ status: "pending", voucher: { expiresAt: expect.any(String) } });
    expect(await file.s.jobs(PAYMENT_INQUIRY_QUEUE, "paymentId", payment._id)).toHaveLength(1);

    // She pays at a shop; the next inquiry finds it.
    file.sims.jazzcash.settle(answer.pp_TxnRefNo as string, "paid");
    await file.s.runNow(PAYMENT_INQUIRY_QUEUE, "paymentId", payment._id);
    await vi.waitFor(async () => expect((await paymentRow(payment._id))?.status).toBe("paid"), {
      timeout: 20_000,
      interval: 200,
    });
    expect((await orderOf(w.customer.token, order!._id)).paymentStatus).toBe("Paid");
  });

  it("cancels an unpaid order at its time with its stock back, and flags a late payment for refund", async () => {
    const w = await file.s.world(1500, 3);
    const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], "JazzCash");
    expect(await stockOf(w.products[0]!.id)).toBe(2);
    const payment = await file.s.start(w.customer.token, [order!._id], "jazzcash");
    expect(await file.s.jobs(PAYMENT_EXPIRY_QUEUE, "orderId", order!._id)).toHaveLength(1);

    await file.t.app.db.execute(
      sql`update orders set payment_due_at = now() - interval '1 second' where id = ${order!._id}`,
    );
    await file.s.runNow(PAYMENT_EXPIRY_QUEUE, "orderId", order!._id);
    await vi.waitFor(
      async () => expect((await orderOf(w.customer.token, order!._id)).orderStatus).toBe("Cancelled"),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    expect(await stockOf(w.products[0]!.id)).toBe(3);
    expect((await paymentRow(payment._id))?.status).toBe("expired");
    const [told] = await noticesOf(w.customer.id, 1, "cancelled");
    expect(told?.body).toMatch(/was cancelled because it was not paid in time\./);
    expect((await noticesOf(w.sellers[0]!.id, 1, "cancelled"))[0]?.body).toMatch(/it was not paid in time/);

    // She paid on JazzCash's page after all: recorded, flagged, and the order stays cancelled.
    await file.s.jazzCashReturn(await file.s.payOnJazzCash(payment.redirect, "pay"));
    expect(await paymentRow(payment._id)).toMatchObject({ status: "expired", latePaidAt: expect.any(Date) });
    expect((await orderOf(w.customer.token, order!._id)).paymentStatus).toBe("Pending");
    const admin = await createAdmin(file.t.app, { role: "finance" });
    const listed = (await file.s.call("GET", "/api/admin/payments?flagged=true", admin.token)).json();
    expect(listed.payments).toEqual([
      expect.objectContaining({ _id: payment._id, flag: "refund-due", status: "expired" }),
    ]);
    expect(listed.payments[0].events.map((e: { kind: string }) => e.kind)).toEqual([
      "started",
      "expired",
      "answer",
      "late-paid",
    ]);
  });

  it("after a failed payment, lets her try again or pay the same orders in cash on delivery", async () => {
    const w = await file.s.world();
    const orders = await file.s.place(
      w.customer.token,
      w.products.map((p) => p.id),
      "JazzCash",
    );
    const ids = orders.map((o) => o._id);
    const payment = await file.s.start(w.customer.token, ids, "jazzcash");
    await file.s.jazzCashReturn(await file.s.payOnJazzCash(payment.redirect, "fail"));
    expect((await paymentRow(payment._id))?.status).toBe("failed");
    const again = await file.s.start(w.customer.token, ids, "jazzcash");
    expect(again._id).not.toBe(payment._id);
    expect(
      (await file.s.call("POST", `/api/payments/${payment._id}/cash-on-delivery`, w.sellers[0]!.token))
        .statusCode,
    ).toBe(403);
    const cod = await file.s.call("POST", `/api/payments/${payment._id}/cash-on-delivery`, w.customer.token);
    expect(cod.statusCode).toBe(200);
    expect(cod.json().orders).toEqual([
      expect.objectContaining({
        paymentMethod: "Cash on Delivery",
        confirmation: "awaiting",
        paymentDueAt: null,
      }),
      expect.objectContaining({
        paymentMethod: "Cash on Delivery",
        confirmation: "awaiting",
        paymentDueAt: null,
      }),
    ]);
    expect((await paymentRow(again._id))?.status).toBe("failed");
    // Paying them online now is refused: they are no longer JazzCash orders.
    expect(
      (await file.s.call("POST", "/api/payments", w.customer.token, { orderIds: ids, provider: "jazzcash" }))
        .statusCode,
    ).toBe(400);
  });

  it("tells the web which providers are configured, and nothing of their keys", async () => {
    const res = await file.s.call("GET", "/api/payments/providers");
    expect(res.json()).toEqual({ providers: ["jazzcash", "easypaisa"], holdMinutes: 60 });
  });
});
