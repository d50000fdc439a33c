import { orderNumber } from "@marketplace/shared/order-number";
import type { AdminPayment } from "@marketplace/shared/payments-contracts";
import type { Database } from "../../db/create-db.ts";
import { toAdminPayment } from "./payment-json.ts";
import * as repo from "./payments.repository.ts";

/** `GET /api/admin/payments`: the console's list, with each payment's orders and history. */
export async function listAdminPayments(
  db: Database,
  query: { status?: repo.PaymentRow["status"]; flagged?: "true" },
): Promise<AdminPayment[]> {
  const rows = await repo.listPayments(db, { status: query.status, flagged: query.flagged === "true" });
  const ids = rows.map((r) => r.payment.id);
  const [orderIds, events] = await Promise.all([
    repo.findPaymentOrderIds(db, ids),
    repo.findPaymentEvents(db, ids),
  ]);
  return rows.map(({ payment, customerName }) =>
    toAdminPayment(
      payment,
      customerName,
      (orderIds.get(payment.id) ?? []).map(orderNumber),
      events.filter((e) => e.paymentId === payment.id),
    ),
  );
}
