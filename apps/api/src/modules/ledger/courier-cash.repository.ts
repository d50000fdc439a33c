import type { CourierCashKind, CourierCashSource } from "@marketplace/shared/courier-cash-contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/create-db.ts";
import { courierCashEntries, couriers, shipments } from "../../db/schema/index.ts";

export type CourierCashRow = typeof courierCashEntries.$inferSelect;

/** The courier that booked the order's parcel for the marketplace (not cancelled), if any. */
export async function findBookingCourier(db: Executor, orderId: string) {
  const [row] = await db
    .select({ code: couriers.code, name: couriers.name })
    .from(shipments)
    .innerJoin(couriers, eq(couriers.code, shipments.courierCode))
    .where(and(eq(shipments.orderId, orderId), eq(shipments.booked, true), isNull(shipments.cancelledAt)));
  return row;
}

export interface NewCourierCashEntry {
  courierCode: string;
  orderId: string;
  kind: CourierCashKind;
  amountPaisa: number;
  source: CourierCashSource;
  reference?: string | null;
  paidAt?: Date | null;
}

/** Inserts entries an order does not have yet (one of each kind per order); answers those written. */
export async function insertCourierCash(db: Executor, entries: NewCourierCashEntry[]) {
  if (entries.length === 0) return [];
  return db
    .insert(courierCashEntries)
    .values(entries.map((e) => ({ ...e, createdAt: sql`clock_timestamp()` })))
    .onConflictDoNothing()
    .returning();
}

/**
 * The order's entries, its `collected` row locked: whoever records the courier's payment of an order
 * (the payment job, an import) waits here for another doing the same, then sees what it wrote.
 */
export async function lockOrderCourierCash(db: Executor, orderId: string) {
  await db
    .select({ id: courierCashEntries.id })
    .from(courierCashEntries)
    .where(and(eq(courierCashEntries.orderId, orderId), eq(courierCashEntries.kind, "collected")))
    .for("update");
  return db
    .select()
    .from(courierCashEntries)
    .where(eq(courierCashEntries.orderId, orderId))
    .orderBy(asc(courierCashEntries.createdAt));
}

/** The courier's delivered parcels whose cash it has not paid back yet, oldest first. */
export async function findUnremitted(db: Executor, courierCode: string, limit: number) {
  const remitted = alias(courierCashEntries, "remitted");
  return db
    .select({
      orderId: courierCashEntries.orderId,
      consignmentNumber: shipments.consignmentNumber,
      collectedPaisa: courierCashEntries.amountPaisa,
    })
    .from(courierCashEntries)
    .innerJoin(shipments, eq(shipments.orderId, courierCashEntries.orderId))
    .leftJoin(remitted, and(eq(remitted.orderId, courierCashEntries.orderId), eq(remitted.kind, "remitted")))
    .where(
      and(
        eq(courierCashEntries.courierCode, courierCode),
        eq(courierCashEntries.kind, "collected"),
        isNull(remitted.id),
      ),
    )
    .orderBy(asc(courierCashEntries.createdAt))
    .limit(limit);
}

/** Each courier's sums by kind and its count of delivered orders not paid back yet. */
export async function sumByCourier(db: Executor) {
  const remitted = alias(courierCashEntries, "remitted");
  const sums = await db
    .select({
      courierCode: courierCashEntries.courierCode,
      kind: courierCashEntries.kind,
      sum: sql<string | number>`coalesce(sum(${courierCashEntries.amountPaisa}), 0)`,
    })
    .from(courierCashEntries)
    .groupBy(courierCashEntries.courierCode, courierCashEntries.kind);
  const open = await db
    .select({ courierCode: courierCashEntries.courierCode, count: sql<string | number>`count(*)` })
    .from(courierCashEntries)
    .leftJoin(remitted, and(eq(remitted.orderId, courierCashEntries.orderId), eq(remitted.kind, "remitted")))
    .where(and(eq(courierCashEntries.kind, "collected"), isNull(remitted.id)))
    .groupBy(courierCashEntries.courierCode);
  return { sums, open };
}

/** The booking couriers, for the operator's positions (those with no cash yet show zeros). */
export async function findBookingCouriers(db: Executor) {
  return db
    .select({ code: couriers.code, name: couriers.name })
    .from(couriers)
    .where(eq(couriers.booking, true))
    .orderBy(asc(couriers.name));
}
