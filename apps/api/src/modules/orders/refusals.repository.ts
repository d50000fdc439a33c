import { REFUSAL_WINDOW_DAYS } from "@marketplace/shared/cod-confirmation";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { customers, orders } from "../../db/schema/index.ts";

/** Refusals count from the later of 180 days ago and the moment an operator last cleared them. */
const countedSince = (now: Date) => new Date(now.getTime() - REFUSAL_WINDOW_DAYS * 24 * 3600_000);

const refusalCounted = (now: Date) =>
  and(
    isNotNull(orders.refusedAt),
    gt(orders.refusedAt, countedSince(now)),
    sql`(${customers.refusalsClearedAt} is null or ${orders.refusedAt} > ${customers.refusalsClearedAt})`,
  );

export interface BuyerCounts {
  refusals: number;
  delivered: number;
}

/**
 * Each buyer's counted refusals and delivered orders, over every store: counts only, so a store owner
 * learns nothing else of the buyer's other orders.
 */
export async function findBuyerCounts(
  db: Executor,
  customerIds: string[],
  now: Date,
): Promise<Map<string, BuyerCounts>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: orders.customerId,
      refusals: sql<number>`count(*) filter (where ${refusalCounted(now)})`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${orders.orderStatus} = 'Delivered')`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(orders.customerId, [...new Set(customerIds)]))
    .groupBy(orders.customerId);
  return new Map(rows.map((r) => [r.customerId, { refusals: r.refusals, delivered: r.delivered }]));
}

export async function countRefusals(db: Executor, customerId: string, now: Date): Promise<number> {
  return (await findBuyerCounts(db, [customerId], now)).get(customerId)?.refusals ?? 0;
}

export async function findCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      createdAt: customers.createdAt,
      refusalsClearedAt: customers.refusalsClearedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** Refusals before `at` stop counting; answers false when there is no such customer. */
export async function clearRefusals(db: Executor, customerId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ refusalsClearedAt: at })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length === 1;
}
