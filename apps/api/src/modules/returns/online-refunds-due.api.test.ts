import { ReturnListAnswer } from "@marketplace/shared/returns-contracts";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/fixtures.ts";
import { ledgerWorld } from "../../../test/ledger-fixtures.ts";
import { paymentAppPerFile } from "../../../test/payment-fixtures.ts";
import { receivedReturn } from "../../../test/return-fixtures.ts";

const file = paymentAppPerFile();

/** A two-store checkout paid with JazzCash, both orders Delivered; a return asked of each. */
async function paidOnlineWithReturns() {
  const w = await file.s.world(2000);
  const placed = await file.s.place(w.customer.token, [w.products[0]!.id, w.products[1]!.id], "JazzCash");
  const payment = await file.s.start(
    w.customer.token,
    placed.map((o) => o._id),
    "jazzcash",
  );
  await file.s.jazzCashReturn(await file.s.payOnJazzCash(payment.redirect, "pay"));
  const returns: string[] = [];
  for (const [index, order] of placed.entries()) {
    const seller = w.sellers[index]!;
    for (const orderStatus of ["Processing", "Delivered"]) {
      const moved = await file.s.call("PUT", `/api/orders/${order._id}/status`, seller.token, {
        orderStatus,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const line = (await file.s.call("GET", `/api/orders/${order._id}`, w.customer.token)).json().data
      .products[0]._id;
    const asked = await file.s.call("POST", `/api/orders/${order._id}/returns`, w.customer.token, {
      items: [{ itemId: line, quantity: 1 }],
      reason: "damaged",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    returns.push(asked.json().return._id);
  }
  // Fatima's is accepted and back with her; Zainab's is still to decide.
  const fatima = w.sellers[0]!;
  const [received, requested] = returns as [string, string];
  expect(
    (await file.s.call("PUT", `/api/returns/${received}`, fatima.token, { decision: "accept" })).statusCode,
  ).toBe(200);
  expect((await file.s.call("POST", `/api/returns/${received}/received`, fatima.token)).statusCode).toBe(200);
  return { w, received, requested };
}

const refundsDue = async (token: string) => {
  const res = await file.s.call("GET", "/api/admin/returns?onlineRefundDue=true", token);
  expect(res.statusCode, res.body).toBe(200);
  return ReturnListAnswer.parse(res.json()).returns;
};

describe("the team's refunds to send (GET /api/admin/returns?onlineRefundDue=true, decision 0053)", () => {
  it("lists received returns of orders paid online until they are fully refunded, and no others", async () => {
    const { w, received, requested } = await paidOnlineWithReturns();
    // A received return of an order paid by bank transfer: its seller refunds it, so it is not listed.
    const bank = await ledgerWorld(file.t.app);
    const byBank = await receivedReturn(file.t.app, bank, "Bank Transfer");
    const operations = await createAdmin(file.t.app, { role: "operations" });

    const due = await refundsDue(operations.token);
    const ids = due.map((r) => r._id);
    expect(ids).toContain(received);
    expect(ids).not.toContain(requested);
    expect(ids).not.toContain(byBank.id);
    const listed = due.find((r) => r._id === received)!;
    expect(listed).toMatchObject({
      paymentMethod: "JazzCash",
      status: "received",
      refundable: 2100,
      refunded: 0,
    });

    // Every list says how the order was paid: the seller's and the buyer's too.
    const sellers = ReturnListAnswer.parse(
      (await file.s.call("GET", "/api/seller/returns", w.sellers[0]!.token)).json(),
    ).returns;
    expect(sellers.find((r) => r._id === received)?.paymentMethod).toBe("JazzCash");
    const bankList = ReturnListAnswer.parse(
      (await file.s.call("GET", "/api/seller/returns", bank.seller.token)).json(),
    ).returns;
    expect(bankList.find((r) => r._id === byBank.id)?.paymentMethod).toBe("Bank Transfer");

    // Refunded in part, it stays until the rest is refunded.
    const part = await file.s.call("POST", `/api/admin/returns/${received}/refund`, operations.token, {
      amount: 1000,
      method: "JazzCash",
      reference: "JC-RF-1",
    });
    expect(part.statusCode, part.body).toBe(200);
    expect((await refundsDue(operations.token)).find((r) => r._id === received)).toMatchObject({
      status: "refunded",
      refunded: 1000,
    });
    const rest = await file.s.call("POST", `/api/admin/returns/${received}/refund`, operations.token, {
      amount: 1100,
      method: "JazzCash",
      reference: "JC-RF-2",
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await refundsDue(operations.token)).map((r) => r._id)).not.toContain(received);

    // The filter keeps to the status asked, too: a received one is not "escalated".
    const both = await file.s.call(
      "GET",
      "/api/admin/returns?onlineRefundDue=true&status=escalated",
      operations.token,
    );
    expect(ReturnListAnswer.parse(both.json()).returns).toEqual([]);
  });

  it("refuses a filter it does not know (400) and stays the operations team's (403 for finance)", async () => {
    const operations = await createAdmin(file.t.app, { role: "operations" });
    const bad = await file.s.call("GET", "/api/admin/returns?onlineRefundDue=yes", operations.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/onlineRefundDue can only be "true"\./);
    const finance = await createAdmin(file.t.app, { role: "finance" });
    expect(
      (await file.s.call("GET", "/api/admin/returns?onlineRefundDue=true", finance.token)).statusCode,
    ).toBe(403);
    const owner = await createAdmin(file.t.app);
    expect(
      (await file.s.call("GET", "/api/admin/returns?onlineRefundDue=true", owner.token)).statusCode,
    ).toBe(200);
  });
});
