import { randomBytes } from "node:crypto";
import type { PaymentProviderCode } from "@marketplace/shared/payment-providers";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { paymentOrders, payments, providerRefunds } from "../../db/schema/index.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import type { ProviderRefundRequest, ProviderRefundVerdict } from "../payments/providers/payment-provider.ts";

export type ProviderRefundRow = typeof providerRefunds.$inferSelect;

/** "RF" and 18 hex digits: our reference of one call of a provider's refund API. */
export const newRefundReference = () => `RF${randomBytes(9).toString("hex").toUpperCase()}`;

/** How a return of an order paid online is refunded through its provider's API, when it can be. */
export interface ProviderRefundRoute {
  paymentId: string;
  /** The payment's own reference at the provider (JazzCash's pp_TxnRefNo). */
  paymentReference: string;
  refund: (request: ProviderRefundRequest) => Promise<ProviderRefundVerdict>;
}

/**
 * The provider's refund API for an order, or null when its refund is made by hand: the order's paid
 * payment, its provider configured and able to refund how the buyer paid (JazzCash: a wallet payment,
 * with the merchant's MPIN; Easypaisa's hosted checkout has no refund API), decision 0053.
 */
export async function providerRefundRoute(
  db: Executor,
  providers: PaymentProviders,
  orderId: string,
): Promise<ProviderRefundRoute | null> {
  const payment = (await paidPaymentsOf(db, [orderId])).get(orderId);
  if (!payment) return null;
  const refund = providers[payment.provider]?.refunder?.(payment.txnType) ?? null;
  return refund ? { paymentId: payment.id, paymentReference: payment.reference, refund } : null;
}

/** Of these orders, those whose refund goes through the provider's API: one query for a whole list. */
export async function ordersRefundedThroughProvider(
  db: Executor,
  providers: PaymentProviders,
  orderIds: string[],
): Promise<Set<string>> {
  const paid = await paidPaymentsOf(db, orderIds);
  const through = new Set<string>();
  for (const [orderId, payment] of paid) {
    if (providers[payment.provider]?.refunder?.(payment.txnType)) through.add(orderId);
  }
  return through;
}

/** Each order's first paid payment (an order is paid once; a later "paid" is a flagged late one). */
async function paidPaymentsOf(db: Executor, orderIds: string[]) {
  const byOrder = new Map<
    string,
    { id: string; provider: PaymentProviderCode; reference: string; txnType: string | null }
  >();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: paymentOrders.orderId,
      id: payments.id,
      provider: payments.provider,
      reference: payments.reference,
      txnType: payments.providerTxnType,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
    .where(and(inArray(paymentOrders.orderId, orderIds), eq(payments.status, "paid")))
    .orderBy(asc(payments.createdAt));
  for (const { orderId, ...payment } of rows) if (!byOrder.has(orderId)) byOrder.set(orderId, payment);
  return byOrder;
}

/** The call of a return still waiting for (or never given) the provider's answer, locked. */
export async function findOpenProviderRefund(tx: Executor, returnId: string) {
  const [row] = await tx
    .select()
    .from(providerRefunds)
    .where(and(eq(providerRefunds.returnId, returnId), eq(providerRefunds.status, "requested")))
    .for("update");
  return row;
}

export async function insertProviderRefund(tx: Executor, values: typeof providerRefunds.$inferInsert) {
  const [row] = await tx.insert(providerRefunds).values(values).returning();
  return row as ProviderRefundRow;
}

/** Settles a call with the provider's answer (or `closed`, by hand); only one still requested. */
export async function settleProviderRefund(
  tx: Executor,
  id: string,
  values: Pick<ProviderRefundRow, "status"> &
    Partial<Pick<ProviderRefundRow, "providerCode" | "providerMessage">>,
) {
  await tx
    .update(providerRefunds)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(providerRefunds.id, id), eq(providerRefunds.status, "requested")));
}
