import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createCustomer } from "../../../test/fixtures.ts";
import { ledgerWorld } from "../../../test/ledger-fixtures.ts";
import { askedReturn, countedOrder, orderLines, returnStep } from "../../../test/return-fixtures.ts";
import { NOT_YOUR_ORDER, ORDER_NOT_FOUND } from "./order-ownership.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Every buyer action on an order goes through the one customer-ownership guard: another customer
 * meets the same 403 and message everywhere, an unknown order the same 404, and nothing changes.
 */
describe("the customer-ownership guard", () => {
  it("answers one 403 for another customer's order and one 404 for an unknown one, on every buyer action", async () => {
    const w = await ledgerWorld(t.app, { quantity: 5 });
    const orderId = await countedOrder(t.app, w, "Cash on Delivery", 2);
    const [itemId] = await orderLines(t.app, w, orderId);
    const returnId = await askedReturn(t.app, w, orderId);
    const stranger = await createCustomer(t.app);

    const actions = (id: string) => [
      { method: "GET" as const, url: `/api/orders/${id}` },
      { method: "POST" as const, url: `/api/orders/${id}/cancel`, payload: { reason: "" } },
      { method: "POST" as const, url: `/api/orders/${id}/confirm` },
      {
        method: "POST" as const,
        url: `/api/orders/${id}/items/${itemId}/review`,
        payload: { rating: 1, comment: "" },
      },
      {
        method: "POST" as const,
        url: `/api/orders/${id}/returns`,
        payload: { items: [{ itemId, quantity: 1 }], reason: "damaged", note: "Not mine." },
      },
    ];
    for (const request of actions(orderId)) {
      const res = await t.app.inject({ ...request, headers: bearer(stranger.token) });
      expect([request.url, res.statusCode, res.json().message]).toEqual([request.url, 403, NOT_YOUR_ORDER]);
    }
    for (const request of actions("0190f0e5-1111-7000-8000-000000000000")) {
      const res = await t.app.inject({ ...request, headers: bearer(stranger.token) });
      expect([request.url, res.statusCode, res.json().message]).toEqual([request.url, 404, ORDER_NOT_FOUND]);
    }
    for (const step of ["withdraw", "escalate"]) {
      const res = await returnStep(t.app, stranger.token, returnId, step, { note: "Not mine." });
      expect([step, res.statusCode, res.json().message]).toEqual([step, 403, NOT_YOUR_ORDER]);
    }

    // Nothing the stranger tried changed the buyer's order or her return.
    const order = await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(w.customer.token) });
    expect(order.json().data.orderStatus).toBe("Delivered");
    const mine = await t.app.inject({ url: "/api/returns", headers: bearer(w.customer.token) });
    expect(mine.json().returns.map((r: { _id: string; status: string }) => [r._id, r.status])).toEqual([
      [returnId, "requested"],
    ]);
  });
});
