import type { PaymentProviderCode } from "@marketplace/shared/payments-contracts";
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { customers, orders, paymentEvents, paymentOrders, payments } from "../../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error("payment not written");
  return row;
}

export async function insertPaymentOrders(
  db: Executor,
  paymentId: string,
  orderIds: string[],
): Promise<void> {
  await db.insert(paymentOrders).values(orderIds.map((orderId) => ({ paymentId, orderId })));
}

export async function insertPaymentEvent(
  db: Executor,
  values: typeof paymentEvents.$inferInsert,
): Promise<void> {
  await db.insert(paymentEvents).values(values);
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment a provider's reference names, locked for the change its answer brings. */
export async function findPaymentByReferenceForUpdate(
  db: Executor,
  provider: PaymentProviderCode,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
    .for("update");
  return row;
}

export async function updatePayment(
  db: Executor,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** The orders of a payment, by id. */
export async function findPaymentOrderIds(
  db: Executor,
  paymentIds: string[],
): Promise<Map<string, string[]>> {
  const byPayment = new Map<string, string[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(inArray(paymentOrders.paymentId, paymentIds))
    .orderBy(asc(paymentOrders.orderId));
  for (const row of rows)
    byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row.orderId]);
  return byPayment;
}

/** The payments of an order, locked in id order (every path locks payments before orders). */
export async function lockPaymentsOfOrder(db: Executor, orderId: string): Promise<PaymentRow[]> {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
    .where(eq(paymentOrders.orderId, orderId))
    .orderBy(asc(payments.id))
    .for("update", { of: payments })
    .then((rows) => rows.map((r) => r.payment));
}

/** Payments of these orders still open at the provider (initiated or pending). */
export async function findOpenPaymentsOfOrders(db: Executor, orderIds: string[]): Promise<PaymentRow[]> {
  return db
    .selectDistinct({ payment: payments })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
    .where(and(inArray(paymentOrders.orderId, orderIds), inArray(payments.status, ["initiated", "pending"])))
    .then((rows) => rows.map((r) => r.payment));
}

/** Unpaid online orders whose time is up (a process died before its expiry job was queued). */
export async function findOverdueUnpaidOrders(db: Executor, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(isNotNull(orders.paymentDueAt), lte(orders.paymentDueAt, now), eq(orders.paymentStatus, "Pending")),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Pending payments whose inquiry job was lost: each inquiry queued writes the payment (its back-off),
 * at most 30 minutes apart, so one untouched for longer has no job waiting.
 */
export async function findPendingPayments(
  db: Executor,
  untouchedSince: Date,
  limit = 500,
): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, "pending"), lte(payments.updatedAt, untouchedSince)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findPaymentEvents(db: Executor, paymentIds: string[]): Promise<PaymentEventRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, paymentIds))
    .orderBy(asc(paymentEvents.createdAt));
}

/** The console's list: newest first, with each buyer's name. */
export async function listPayments(
  db: Executor,
  filter: { status?: PaymentRow["status"]; flagged?: boolean },
  limit = 200,
) {
  const conditions = [
    filter.status ? eq(payments.status, filter.status) : undefined,
    // Flagged: paid too late and not refunded yet, as the answer's `flag` says.
    filter.flagged ? and(isNotNull(payments.latePaidAt), ne(payments.status, "refunded")) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({ payment: payments, customerName: customers.name })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
