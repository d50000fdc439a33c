import { and, eq, gt, lt, notExists, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { notifications, orderEvents, orders, reviews, serverSecrets } from "../../db/schema/index.ts";

/** The row naming when this database began to tell people of events (decision 0029). */
const TOLD_SINCE = "events-told-since";

/**
 * When this database's first notifying process started, set once: changes from before it (a demo
 * catalog's orders, a filled benchmark) were never meant to be told. Kept beside the signing secret,
 * the other value written once for every process of the database.
 */
export async function eventsToldSince(db: Executor): Promise<Date> {
  await db
    .insert(serverSecrets)
    .values({ name: TOLD_SINCE, value: new Date().toISOString() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, TOLD_SINCE));
  return row ? new Date(row.value) : new Date();
}

const told = (key: ReturnType<typeof sql>) =>
  notExists(sql`(select 1 from ${notifications} where ${notifications.eventKey} = ${key})`);

/** Orders placed between `from` and `to` whose "order placed" nobody was told of. */
export async function untoldOrders(db: Executor, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        gt(orders.createdAt, from),
        lt(orders.createdAt, to),
        told(sql`'order-placed:' || ${orders.id}::text`),
      ),
    );
  return rows.map((row) => row.id);
}

/** A seller's status moves between `from` and `to` that the buyer was not told of. */
export async function untoldStatusMoves(db: Executor, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.kind, "status"),
        eq(orderEvents.actorRole, "seller"),
        gt(orderEvents.createdAt, from),
        lt(orderEvents.createdAt, to),
        told(sql`'order-status:' || ${orderEvents.id}::text`),
      ),
    );
  return rows.map((row) => row.id);
}

/** Reviews written between `from` and `to` whose seller was not told of them. */
export async function untoldReviews(db: Executor, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ orderItemId: reviews.orderItemId })
    .from(reviews)
    .where(
      and(
        gt(reviews.createdAt, from),
        lt(reviews.createdAt, to),
        told(sql`'review-received:' || ${reviews.orderItemId}::text`),
      ),
    );
  return rows.map((row) => row.orderItemId);
}
