import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/fixtures.ts";
import { paymentAppPerFile } from "../../../test/payment-fixtures.ts";
import { adminAudit, ledgerEntries } from "../../db/schema/index.ts";

const file = paymentAppPerFile();

describe("refunding a return of an order paid online (decision 0053)", () => {
  it("is the team's, with the provider's reference: the store is owed that much less, with no refunded-by-seller line", async () => {
    const w = await file.s.world(2000);
    const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], "JazzCash");
    const payment = await file.s.start(w.customer.token, [order!._id], "jazzcash");
    await file.s.jazzCashReturn(await file.s.payOnJazzCash(payment.redirect, "pay"));
    const seller = w.sellers[0]!;
    for (const orderStatus of ["Processing", "Delivered"]) {
      expect(
        (await file.s.call("PUT", `/api/orders/${order!._id}/status`, seller.token, { orderStatus }))
          .statusCode,
      ).toBe(200);
    }
    const line = (await file.s.call("GET", `/api/orders/${order!._id}`, w.customer.token)).json().data
      .products[0]._id;
    const asked = await file.s.call("POST", `/api/orders/${order!._id}/returns`, w.customer.token, {
      items: [{ itemId: line, quantity: 1 }],
      reason: "damaged",
      note: "The vase came cracked.",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().return._id;
    expect(
      (await file.s.call("PUT", `/api/returns/${id}`, seller.token, { decision: "accept" })).statusCode,
    ).toBe(200);
    expect((await file.s.call("POST", `/api/returns/${id}/received`, seller.token)).statusCode).toBe(200);

    // The money is Hunarmand's: the seller cannot refund it, the team does.
    const bySeller = await file.s.call("POST", `/api/returns/${id}/refund`, seller.token, {
      amount: 1000,
      method: "Cash",
      reference: "R-1",
    });
    expect(bySeller.statusCode).toBe(409);
    expect(bySeller.json().message).toBe(
      "This order was paid online with JazzCash to Hunarmand, so the Hunarmand team refunds it.",
    );
    const operations = await createAdmin(file.t.app, { role: "operations" });
    const byTeam = await file.s.call("POST", `/api/admin/returns/${id}/refund`, operations.token, {
      amount: 1000,
      method: "JazzCash",
      reference: "JC-REFUND-778899",
    });
    expect(byTeam.statusCode, byTeam.body).toBe(200);
    expect(byTeam.json().return).toMatchObject({ status: "refunded" });

    const entries = await file.t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order!._id));
    const kinds = entries.map((e) => [e.kind, e.amountPaisa]);
    expect(kinds).toContainEqual(["refund", -100_000]);
    expect(kinds.map(([kind]) => kind)).not.toContain("refunded-by-seller");
    // Commission and tax on the refunded part come back to her: what she is owed is the rest.
    const balance = entries.at(-1)?.balanceAfterPaisa;
    const owedBefore =
      Math.round(order!.totalPrice * 100) -
      Math.round(order!.itemsPrice * 10) -
      Math.round(order!.taxPrice * 100);
    expect(balance).toBeLessThan(owedBefore);
    expect(balance).toBeGreaterThan(owedBefore - 100_000);
    const [audit] = await file.t.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, "return.refund"));
    expect(audit).toMatchObject({ adminId: operations.id, targetId: id, reason: "JC-REFUND-778899" });

    // Returns are the operations team's (decision 0043): finance does not record their refunds.
    const finance = await createAdmin(file.t.app, { role: "finance" });
    expect(
      (
        await file.s.call("POST", `/api/admin/returns/${id}/refund`, finance.token, {
          amount: 1,
          method: "JazzCash",
          reference: "x",
        })
      ).statusCode,
    ).toBe(403);
  });
});
