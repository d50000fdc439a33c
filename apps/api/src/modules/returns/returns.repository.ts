import { ONLINE_PAYMENT_METHODS } from "@marketplace/shared/order-statuses";
import { DEFAULT_RETURN_WINDOW_DAYS, type ReturnStatus } from "@marketplace/shared/returns-contracts";
import { and, asc, desc, eq, inArray, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  customers,
  marketplaceSettings,
  orderItems,
  orders,
  pendingUploads,
  refunds,
  returnItems,
  returnRequests,
  returnSteps,
  stores,
} from "../../db/schema/index.ts";

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type ReturnStepRow = typeof returnSteps.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The days after Delivered in which a buyer may ask (the operator's setting; row 1 may be missing). */
export async function findReturnWindowDays(db: Executor): Promise<number> {
  const [row] = await db
    .select({ days: marketplaceSettings.returnWindowDays })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return row?.days ?? DEFAULT_RETURN_WINDOW_DAYS;
}

/** Units of each of the order's lines that its open returns (anything but withdrawn) already hold. */
export async function findHeldUnits(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: returnItems.orderItemId, units: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, "closed")))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.units)]));
}

/**
 * Takes the buyer's own pending uploads for a return, so the sweep of abandoned uploads cannot
 * delete them (decision 0008); answers the urls that were hers and pending.
 */
export async function claimOwnUploads(db: Executor, accountId: string, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .delete(pendingUploads)
    .where(and(inArray(pendingUploads.url, urls), eq(pendingUploads.sellerId, accountId)))
    .returning({ url: pendingUploads.url });
  return new Set(rows.map((r) => r.url));
}

export async function insertReturn(
  db: Executor,
  values: typeof returnRequests.$inferInsert,
  items: Array<Omit<typeof returnItems.$inferInsert, "returnId">>,
): Promise<ReturnRow> {
  const [row] = await db.insert(returnRequests).values(values).returning();
  if (!row) throw new Error("return insert returned no row");
  await db.insert(returnItems).values(items.map((item) => ({ ...item, returnId: row.id })));
  return row;
}

export async function insertStep(
  db: Executor,
  values: typeof returnSteps.$inferInsert,
): Promise<ReturnStepRow> {
  const [row] = await db.insert(returnSteps).values(values).returning();
  if (!row) throw new Error("return step insert returned no row");
  return row;
}

export async function findReturnForUpdate(db: Executor, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).for("update");
  return row;
}

export async function updateReturn(
  db: Executor,
  id: string,
  patch: { status: ReturnStatus; refundedPaisa?: number },
): Promise<void> {
  await db.update(returnRequests).set(patch).where(eq(returnRequests.id, id));
}

export async function insertRefund(db: Executor, values: typeof refunds.$inferInsert): Promise<void> {
  await db.insert(refunds).values(values);
}

/** A return's lines with what the order line says of them (product, variant), in line order. */
export async function findReturnLines(db: Executor, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnItems.returnId,
      itemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      refundablePaisa: returnItems.refundablePaisa,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      variantOptions: orderItems.variantOptions,
      productName: orderItems.productName,
      productImage: orderItems.productImage,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, returnIds))
    .orderBy(asc(returnItems.returnId), asc(returnItems.orderItemId));
}

export async function findSteps(db: Executor, returnIds: string[]): Promise<ReturnStepRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnSteps)
    .where(inArray(returnSteps.returnId, returnIds))
    .orderBy(asc(returnSteps.createdAt), asc(returnSteps.id));
}

export async function findRefunds(db: Executor, returnIds: string[]): Promise<RefundRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.returnId, returnIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Returns with their store's and buyer's names and how the order was paid, newest first (at most 200). */
export async function findReturns(db: Executor, where: SQL | undefined) {
  return db
    .select({
      row: returnRequests,
      storeName: stores.name,
      sellerId: stores.sellerId,
      customerName: customers.name,
      paymentMethod: orders.paymentMethod,
    })
    .from(returnRequests)
    .innerJoin(stores, eq(stores.id, returnRequests.storeId))
    .innerJoin(customers, eq(customers.id, returnRequests.customerId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(200);
}

export const returnsWhere = {
  id: (id: string) => eq(returnRequests.id, id),
  customer: (customerId: string) => eq(returnRequests.customerId, customerId),
  seller: (sellerId: string) => eq(stores.sellerId, sellerId),
  status: (status: ReturnStatus) => eq(returnRequests.status, status),
  /**
   * The team's refunds to send (decision 0053): received, or refunded in part, returns of orders
   * paid online to the marketplace, with money still to refund.
   */
  onlineRefundDue: () =>
    and(
      inArray(returnRequests.status, ["received", "refunded"]),
      lt(returnRequests.refundedPaisa, returnRequests.refundablePaisa),
      inArray(orders.paymentMethod, [...ONLINE_PAYMENT_METHODS]),
    ),
};

/** A step with its return's order and, for a refund, the amount it recorded: what its notification tells. */
export async function findStepForEvent(db: Executor, stepId: string) {
  const [row] = await db
    .select({
      status: returnSteps.status,
      actorRole: returnSteps.actorRole,
      note: returnSteps.note,
      orderId: returnRequests.orderId,
      returnId: returnSteps.returnId,
    })
    .from(returnSteps)
    .innerJoin(returnRequests, eq(returnRequests.id, returnSteps.returnId))
    .where(eq(returnSteps.id, stepId));
  if (!row) return undefined;
  if (row.status !== "refunded") return { ...row, refundPaisa: undefined };
  // The refund written in the same transaction as its step: the latest of the return's at that moment.
  const [refund] = await db
    .select({ amountPaisa: refunds.amountPaisa })
    .from(refunds)
    .where(
      and(
        eq(refunds.returnId, row.returnId),
        // Compared in SQL: a JavaScript Date would drop the timestamps' microseconds.
        lte(
          refunds.createdAt,
          sql`(SELECT ${returnSteps.createdAt} FROM ${returnSteps} WHERE ${returnSteps.id} = ${stepId})`,
        ),
      ),
    )
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(1);
  return { ...row, refundPaisa: refund?.amountPaisa };
}
