import { ReturnAnswer, ReturnListAnswer } from "@marketplace/shared/returns-contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAdmin } from "../../../test/fixtures.ts";
import { paymentAppPerFile } from "../../../test/payment-fixtures.ts";
import { ledgerEntries, payments, providerRefunds } from "../../db/schema/index.ts";
import { PAYMENT_INQUIRY_QUEUE } from "../payments/payment-jobs.ts";
import { ProviderUnreachable } from "../payments/providers/payment-provider.ts";

// The operator gave the merchant wallet's MPIN: wallet payments are refunded through the API.
const file = paymentAppPerFile((sims) => ({ JAZZCASH_MPIN: sims.accounts.jazzcash.mpin as string }));

/** One order paid online (JazzCash wallet, a voucher, or Easypaisa), Delivered, its return received. */
async function receivedOnlineReturn(how: "wallet" | "voucher" | "easypaisa") {
  const w = await file.s.world(2000);
  const method = how === "easypaisa" ? "Easypaisa" : "JazzCash";
  const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], method);
  const payment = await file.s.start(
    w.customer.token,
    [order!._id],
    how === "easypaisa" ? "easypaisa" : "jazzcash",
  );
  let reference: string;
  if (how === "easypaisa") {
    reference = payment.redirect.fields.orderRefNum as string;
    await file.s.payOnEasypaisa(payment.redirect, "pay");
  } else {
    reference = payment.redirect.fields.pp_TxnRefNo as string;
    const answer = await file.s.payOnJazzCash(payment.redirect, how === "wallet" ? "pay" : "pending");
    await file.s.jazzCashReturn(answer);
    if (how === "voucher") {
      // Paid over the counter later; the inquiry finds it paid.
      file.sims.jazzcash.settle(reference, "paid");
      await file.s.runNow(PAYMENT_INQUIRY_QUEUE, "paymentId", payment._id);
      await vi.waitFor(
        async () => {
          const [row] = await file.t.app.db.select().from(payments).where(eq(payments.id, payment._id));
          expect(row?.status).toBe("paid");
        },
        { timeout: 20_000, interval: 200 },
      );
    }
  }
  const seller = w.sellers[0]!;
  for (const orderStatus of ["Processing", "Delivered"]) {
    const moved = await file.s.call("PUT", `/api/orders/${order!._id}/status`, seller.token, { orderStatus });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const line = (await file.s.call("GET", `/api/orders/${order!._id}`, w.customer.token)).json().data
    .products[0]._id;
  const asked = await file.s.call("POST", `/api/orders/${order!._id}/returns`, w.customer.token, {
    items: [{ itemId: line, quantity: 1 }],
    reason: "damaged",
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const returnId = asked.json().return._id as string;
  expect(
    (await file.s.call("PUT", `/api/returns/${returnId}`, seller.token, { decision: "accept" })).statusCode,
  ).toBe(200);
  expect((await file.s.call("POST", `/api/returns/${returnId}/received`, seller.token)).statusCode).toBe(200);
  return { returnId, orderId: order!._id, reference };
}

const refundLines = (orderId: string) =>
  file.t.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, "refund")));

const attempts = (returnId: string) =>
  file.t.app.db.select().from(providerRefunds).where(eq(providerRefunds.returnId, returnId));

const listed = async (token: string, returnId: string) => {
  const res = await file.s.call("GET", "/api/admin/returns?onlineRefundDue=true", token);
  expect(res.statusCode, res.body).toBe(200);
  return ReturnListAnswer.parse(res.json()).returns.find((r) => r._id === returnId);
};

describe("the team's refund through JazzCash's wallet refund API (decision 0053)", () => {
  it("refunds a wallet payment through the simulator and records it, with its reference, once", async () => {
    const { returnId, orderId, reference } = await receivedOnlineReturn("wallet");
    const operations = await createAdmin(file.t.app, { role: "operations" });
    expect((await listed(operations.token, returnId))?.refundThroughProvider).toBe(true);

    const res = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
      amount: 1000,
      method: "JazzCash",
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = ReturnAnswer.parse(res.json()).return;
    expect(answered).toMatchObject({ status: "refunded", refunded: 1000 });
    const [attempt] = await attempts(returnId);
    expect(attempt).toMatchObject({ status: "refunded", providerCode: "000", amountPaisa: 100_000 });
    expect(answered.refunds).toEqual([
      expect.objectContaining({ amount: 1000, method: "JazzCash", reference: attempt!.reference }),
    ]);
    expect(attempt!.reference).toMatch(/^RF[0-9A-F]{18}$/);
    expect(file.sims.jazzcash.refundedPaisa(reference)).toBe(100_000);
    const lines = await refundLines(orderId);
    expect(lines.map((l) => l.amountPaisa).reduce((a, b) => a + b, 0)).toBeLessThan(0);
    const before = lines.length;

    // The rest, asked again: JazzCash gives back what is left, never more than was paid for the items.
    const rest = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
      amount: 1100,
      method: "JazzCash",
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(file.sims.jazzcash.refundedPaisa(reference)).toBe(210_000);
    const again = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
      amount: 1,
      method: "JazzCash",
    });
    expect(again.statusCode).toBe(409);
    expect(file.sims.jazzcash.refundedPaisa(reference)).toBe(210_000);
    expect((await refundLines(orderId)).length).toBe(before * 2);
  });

  it("changes nothing when JazzCash refuses (a wrong MPIN: 024), and answers why", async () => {
    const { returnId, orderId, reference } = await receivedOnlineReturn("wallet");
    const operations = await createAdmin(file.t.app, { role: "operations" });
    const account = file.sims.jazzcash.account as { mpin?: string };
    account.mpin = "9999";
    try {
      const res = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
        amount: 500,
        method: "JazzCash",
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("JazzCash refused the refund (024 Bad PIN): nothing was refunded.");
    } finally {
      account.mpin = "1234";
    }
    expect(await listed(operations.token, returnId)).toMatchObject({
      status: "received",
      refunded: 0,
      refunds: [],
    });
    expect(await refundLines(orderId)).toEqual([]);
    expect(file.sims.jazzcash.refundedPaisa(reference)).toBe(0);
    expect((await attempts(returnId)).map((a) => a.status)).toEqual(["refused"]);
    // Refused is settled: the team may try again.
    const retry = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
      amount: 500,
      method: "JazzCash",
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(file.sims.jazzcash.refundedPaisa(reference)).toBe(50_000);
  });

  it("never calls twice while an answer is unknown: the retry is refused until the team records it by hand", async () => {
    const { returnId, orderId, reference } = await receivedOnlineReturn("wallet");
    const operations = await createAdmin(file.t.app, { role: "operations" });
    const jazzcash = file.t.app.paymentProviders.jazzcash!;
    const real = jazzcash.refunder;
    let calls = 0;
    jazzcash.refunder = () => async () => {
      calls += 1;
      throw new ProviderUnreachable("no answer from the simulator");
    };
    try {
      const first = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
        amount: 700,
        method: "JazzCash",
      });
      expect(first.statusCode).toBe(502);
      expect(first.json().message).toMatch(
        /^JazzCash has not said whether this return's refund went through/,
      );
      const second = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
        amount: 700,
        method: "JazzCash",
      });
      expect(second.statusCode).toBe(409);
      expect(calls).toBe(1);
    } finally {
      jazzcash.refunder = real;
    }
    expect(await refundLines(orderId)).toEqual([]);
    // She finds it refunded in JazzCash's portal and records it: the open call is closed by it.
    const byHand = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
      amount: 700,
      method: "JazzCash",
      reference: "JC-PORTAL-77",
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect((await attempts(returnId)).map((a) => a.status)).toEqual(["closed"]);
    expect(file.sims.jazzcash.refundedPaisa(reference)).toBe(0);
    expect((await refundLines(orderId)).length).toBeGreaterThan(0);
  });

  it("keeps Easypaisa and JazzCash vouchers manual: a reference is needed, nothing is called", async () => {
    const operations = await createAdmin(file.t.app, { role: "operations" });
    for (const how of ["easypaisa", "voucher"] as const) {
      const { returnId, orderId } = await receivedOnlineReturn(how);
      const item = await listed(operations.token, returnId);
      expect(item?.refundThroughProvider, how).toBe(false);
      const without = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
        amount: 500,
        method: how === "easypaisa" ? "Easypaisa" : "JazzCash",
      });
      expect(without.statusCode, how).toBe(400);
      expect(without.json().message).toBe(
        "Enter the reference of the refund you made in the provider's portal.",
      );
      expect(await refundLines(orderId)).toEqual([]);
      const typed = await file.s.call("POST", `/api/admin/returns/${returnId}/refund`, operations.token, {
        amount: 500,
        method: how === "easypaisa" ? "Easypaisa" : "JazzCash",
        reference: "PORTAL-1",
      });
      expect(typed.statusCode, typed.body).toBe(200);
      expect(await attempts(returnId)).toEqual([]);
    }
  });
});
