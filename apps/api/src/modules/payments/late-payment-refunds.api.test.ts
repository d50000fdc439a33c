import { AdminPaymentAnswer } from "@marketplace/shared/payments-contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createCustomer } from "../../../test/fixtures.ts";
import { adminAudit, paymentEvents, payments } from "../../db/schema/index.ts";
import { insertPayment, type PaymentRow } from "./payments.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reference = () => `HM${Math.random().toString(16).slice(2, 14).toUpperCase().padEnd(12, "0")}`;

/** A JazzCash payment as the answers' service leaves it: flagged when paid after its orders were given up. */
async function aPayment(state: "flagged" | "paid") {
  const customer = await createCustomer(t.app, "Ayesha");
  return insertPayment(t.app.db, {
    provider: "jazzcash",
    reference: reference(),
    customerId: customer.id,
    amountPaisa: 630_000,
    expiresAt: new Date(Date.now() - 60_000),
    ...(state === "flagged"
      ? { status: "expired" as const, latePaidAt: new Date() }
      : { status: "paid" as const, paidAt: new Date() }),
  });
}

const markRefunded = (token: string | undefined, id: string, payload: unknown, language?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/payments/${id}/refunded`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { "accept-language": language } : {}),
    },
    payload: payload as object,
  });

async function rowOf(payment: PaymentRow) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
  return row;
}

describe("marking a late payment refunded (decision 0053)", () => {
  it("moves a payment flagged refund-due to refunded, with the provider's reference in its history and the audit", async () => {
    const payment = await aPayment("flagged");
    const finance = await createAdmin(t.app, { role: "finance" });
    const flaggedBefore = await t.app.inject({
      url: "/api/admin/payments?flagged=true",
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(flaggedBefore.json().payments.map((p: { _id: string }) => p._id)).toContain(payment.id);

    const res = await markRefunded(finance.token, payment.id, { reference: "  JC-RF-20261129-0042 " });
    expect(res.statusCode, res.body).toBe(200);
    const answer = AdminPaymentAnswer.parse(res.json());
    expect(answer.message).toBe("Payment marked refunded.");
    expect(answer.payment).toMatchObject({ _id: payment.id, status: "refunded", flag: null, amount: 6300 });
    expect(answer.payment.events.at(-1)).toMatchObject({
      kind: "refunded",
      note: "Refunded by the Hunarmand team in the provider's portal (reference JC-RF-20261129-0042).",
    });
    expect(await rowOf(payment)).toMatchObject({ status: "refunded", latePaidAt: expect.any(Date) });
    const [audit] = await t.app.db.select().from(adminAudit).where(eq(adminAudit.targetId, payment.id));
    expect(audit).toMatchObject({
      adminId: finance.id,
      action: "payment.refunded",
      targetKind: "payment",
      reason: "JC-RF-20261129-0042",
      details: { amount: 6300, method: "JazzCash", reference: payment.reference },
    });

    // It leaves the flagged list; the whole list shows it refunded.
    const flaggedAfter = await t.app.inject({
      url: "/api/admin/payments?flagged=true",
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(flaggedAfter.json().payments.map((p: { _id: string }) => p._id)).not.toContain(payment.id);

    // Once: a second mark is refused and writes nothing more.
    const again = await markRefunded(finance.token, payment.id, { reference: "JC-RF-2" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This payment is already marked refunded.");
    const events = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(events.filter((e) => e.kind === "refunded")).toHaveLength(1);
  });

  it("refuses a payment that is not flagged (409, in the reader's language) and changes nothing", async () => {
    const payment = await aPayment("paid");
    const owner = await createAdmin(t.app);
    const res = await markRefunded(owner.token, payment.id, { reference: "JC-RF-1" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Only a payment flagged refund due can be marked refunded: this one was not paid after its orders were given up.",
    );
    const inUrdu = await markRefunded(owner.token, payment.id, { reference: "JC-RF-1" }, "ur");
    expect(inUrdu.statusCode).toBe(409);
    expect(inUrdu.json().message).toMatch(/صرف وہ ادائیگی واپس شدہ درج ہو سکتی ہے/);
    expect(await rowOf(payment)).toMatchObject({ status: "paid", updatedAt: payment.updatedAt });
    const audits = await t.app.db.select().from(adminAudit).where(eq(adminAudit.targetId, payment.id));
    expect(audits).toEqual([]);
  });

  it("is finance's and the owner's: operations, a buyer and no one are refused", async () => {
    const payment = await aPayment("flagged");
    const operations = await createAdmin(t.app, { role: "operations" });
    const customer = await createCustomer(t.app);
    expect((await markRefunded(operations.token, payment.id, { reference: "X-1" })).statusCode).toBe(403);
    expect((await markRefunded(customer.token, payment.id, { reference: "X-1" })).statusCode).toBe(403);
    expect((await markRefunded(undefined, payment.id, { reference: "X-1" })).statusCode).toBe(401);
    expect((await rowOf(payment))?.status).toBe("expired");
    const owner = await createAdmin(t.app);
    expect((await markRefunded(owner.token, payment.id, { reference: "X-1" })).statusCode).toBe(200);
  });

  it("answers bad input with a clear 400 and an unknown payment with 404, changing nothing", async () => {
    const payment = await aPayment("flagged");
    const finance = await createAdmin(t.app, { role: "finance" });
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Enter the provider's refund reference\./],
      [{ reference: "   " }, /Enter the provider's refund reference\./],
      [{ reference: "x".repeat(201) }, /at most 200 characters/],
      [{ reference: 42 }, /Enter the provider's refund reference\./],
    ];
    for (const [payload, message] of cases) {
      const res = await markRefunded(finance.token, payment.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect((await rowOf(payment))?.status).toBe("expired");
    const unknown = await markRefunded(finance.token, "00000000-0000-4000-8000-000000000000", {
      reference: "X-1",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Payment not found.");
    expect((await markRefunded(finance.token, "not-an-id", { reference: "X-1" })).statusCode).toBe(404);
  });
});
