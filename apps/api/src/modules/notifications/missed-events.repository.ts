import { and, eq, gt, lt, notExists, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/create-db.ts";
import {
  notifications,
  orderEvents,
  orders,
  returnSteps,
  reviews,
  serverSecrets,
} from "../../db/schema/index.ts";
import type { DomainEvent } from "./events.ts";

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

/** Where one kind of event's changes are kept: the row's id is the id its event key ends with. */
interface EventSource {
  kind: Extract<DomainEvent["kind"], "order-placed" | "order-status" | "review-received" | "return-step">;
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  /** Which of the table's rows are such changes, when not all are. */
  only?: SQL;
}

/**
 * The ids of the changes made between `from` and `to` that nobody was told of: no notification
 * carries their event's key (`eventKey`: the kind, a colon and this id).
 */
async function untold(db: Executor, source: EventSource, from: Date, to: Date): Promise<string[]> {
  const key = sql`${`${source.kind}:`} || ${source.id}::text`;
  const rows = await db
    .select({ id: source.id })
    .from(source.table)
    .where(
      and(
        source.only,
        gt(source.createdAt, from),
        lt(source.createdAt, to),
        notExists(sql`(select 1 from ${notifications} where ${notifications.eventKey} = ${key})`),
      ),
    );
  return rows.map((row) => String(row.id));
}

/** Orders placed between `from` and `to` whose "order placed" nobody was told of. */
export const untoldOrders = (db: Executor, from: Date, to: Date) =>
  untold(db, { kind: "order-placed", table: orders, id: orders.id, createdAt: orders.createdAt }, from, to);

/**
 * The order events between `from` and `to` that someone should have been told of and was not: a
 * seller's status moves (the buyer), a COD buyer's confirmation (the seller), a buyer's cancellation
 * from My Orders or her e-mail's link (the seller) and an order cancelled when its confirmation window ended (both; decision 0034). Exactly the events `orderStatus` in
 * `event-deliveries.ts` tells someone of and the routes publish, so none is queued in vain each look.
 */
export const untoldStatusMoves = (db: Executor, from: Date, to: Date) =>
  untold(
    db,
    {
      kind: "order-status",
      table: orderEvents,
      id: orderEvents.id,
      createdAt: orderEvents.createdAt,
      only: or(
        and(eq(orderEvents.kind, "status"), eq(orderEvents.actorRole, "seller")),
        and(eq(orderEvents.kind, "confirmation"), eq(orderEvents.toValue, "confirmed")),
        and(
          eq(orderEvents.kind, "status"),
          eq(orderEvents.actorRole, "system"),
          eq(orderEvents.toValue, "Cancelled"),
        ),
        // The buyer's cancellation, from My Orders or the e-mail link (issue 34, item 2).
        and(
          eq(orderEvents.kind, "status"),
          eq(orderEvents.actorRole, "customer"),
          eq(orderEvents.toValue, "Cancelled"),
        ),
      ),
    },
    from,
    to,
  );

/** Steps of returns between `from` and `to` (each tells the other side, or both) nobody was told of. */
export const untoldReturnSteps = (db: Executor, from: Date, to: Date) =>
  untold(
    db,
    { kind: "return-step", table: returnSteps, id: returnSteps.id, createdAt: returnSteps.createdAt },
    from,
    to,
  );

/** Reviews written between `from` and `to` whose seller was not told of them. */
export const untoldReviews = (db: Executor, from: Date, to: Date) =>
  untold(
    db,
    { kind: "review-received", table: reviews, id: reviews.orderItemId, createdAt: reviews.createdAt },
    from,
    to,
  );
