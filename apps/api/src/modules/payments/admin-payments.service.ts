import { paisaToRupees } from "@marketplace/shared/money";
import { orderNumber } from "@marketplace/shared/order-number";
import { type AdminPayment, PROVIDER_METHODS } from "@marketplace/shared/payments-contracts";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/create-db.ts";
import { customers, payments } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { toAdminPayment } from "./payment-json.ts";
import * as repo from "./payments.repository.ts";
import { PAYMENT_NOT_FOUND } from "./payments.service.ts";

/** `GET /api/admin/payments`: the console's list, with each payment's orders and history. */
export async function listAdminPayments(
  db: Database,
  query: { status?: repo.PaymentRow["status"]; flagged?: "true" },
): Promise<AdminPayment[]> {
  const rows = await repo.listPayments(db, { status: query.status, flagged: query.flagged === "true" });
  return toAdminPayments(db, rows);
}

async function toAdminPayments(
  db: Executor,
  rows: Array<{ payment: repo.PaymentRow; customerName: string }>,
): Promise<AdminPayment[]> {
  const ids = rows.map((r) => r.payment.id);
  // One after another: inside a transaction they share one connection.
  const orderIds = await repo.findPaymentOrderIds(db, ids);
  const events = await repo.findPaymentEvents(db, ids);
  return rows.map(({ payment, customerName }) =>
    toAdminPayment(
      payment,
      customerName,
      (orderIds.get(payment.id) ?? []).map(orderNumber),
      events.filter((e) => e.paymentId === payment.id),
    ),
  );
}

/**
 * `POST /api/admin/payments/:id/refunded`: finance sent back, in the provider's portal, the money of
 * a payment flagged "refund due" (paid after its orders were given up, decision 0053). It becomes
 * `refunded` with the provider's reference in its history, audited. Its money never reached a
 * store's ledger (no order counted it), so no ledger line moves. Any other payment is refused.
 */
export async function markPaymentRefunded(
  db: Database,
  adminId: string,
  paymentId: string,
  reference: string,
): Promise<AdminPayment> {
  return db.transaction(async (tx) => {
    const [row] = isUuid(paymentId)
      ? await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update")
      : [];
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    if (row.status === "refunded") throw conflict("This payment is already marked refunded.");
    if (!row.latePaidAt) {
      throw conflict(
        "Only a payment flagged refund due can be marked refunded: this one was not paid after its orders were given up.",
      );
    }
    await repo.updatePayment(tx, row.id, { status: "refunded" });
    await repo.insertPaymentEvent(tx, {
      paymentId: row.id,
      provider: row.provider,
      kind: "refunded",
      code: null,
      note: `Refunded by the Hunarmand team in the provider's portal (reference ${reference}).`,
    });
    await insertAudit(tx, {
      adminId,
      action: "payment.refunded",
      targetKind: "payment",
      targetId: row.id,
      reason: reference,
      // The provider's refund reference is the reason; the details name the payment as the provider does.
      details: {
        amount: paisaToRupees(row.amountPaisa),
        method: PROVIDER_METHODS[row.provider],
        reference: row.reference,
      },
    });
    const [customer] = await tx
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    const refunded = { ...row, status: "refunded" as const };
    const [answer] = await toAdminPayments(tx, [{ payment: refunded, customerName: customer?.name ?? "" }]);
    if (!answer) throw new Error("a refunded payment is gone");
    return answer;
  });
}
