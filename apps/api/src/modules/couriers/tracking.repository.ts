import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { shipmentEvents, shipments } from "../../db/schema/index.ts";
import type { ParcelEvent } from "./courier-adapter.ts";
import type { ShipmentRow } from "./shipments.repository.ts";

/**
 * The courier's booked parcels due for a look, oldest due first, each pushed to `nextLook` in the
 * same statement: a crash after it polls none of them again before then.
 */
export async function takeDueParcels(
  db: Executor,
  code: string,
  now: Date,
  nextLook: Date,
  limit: number,
): Promise<ShipmentRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(
        and(
          eq(shipments.courierCode, code),
          eq(shipments.booked, true),
          isNull(shipments.cancelledAt),
          lte(shipments.nextTrackAt, now),
        ),
      )
      .orderBy(asc(shipments.nextTrackAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(shipments)
      .set({ nextTrackAt: nextLook })
      .where(
        inArray(
          shipments.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** A courier that failed: its parcels are looked at again later, later each time it fails again. */
export async function backOff(db: Executor, ids: string[], nextLookAfter: (failures: number) => Date) {
  if (ids.length === 0) return;
  const rows = await db
    .update(shipments)
    .set({ trackFailures: sql`${shipments.trackFailures} + 1` })
    .where(inArray(shipments.id, ids))
    .returning({ id: shipments.id, failures: shipments.trackFailures });
  for (const row of rows) {
    await db
      .update(shipments)
      .set({ nextTrackAt: nextLookAfter(row.failures) })
      .where(eq(shipments.id, row.id));
  }
}

export async function lockShipment(db: Executor, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for("update");
  return row;
}

/** Keeps the events not kept yet (by time and the courier's code); answers those new ones. */
export async function keepNewEvents(db: Executor, shipmentId: string, events: ParcelEvent[]) {
  if (events.length === 0) return [];
  return db
    .insert(shipmentEvents)
    .values(
      events.map((e) => ({
        shipmentId,
        at: e.at,
        courierCode: e.courierCode,
        courierWords: e.courierWords,
        status: e.status,
        reason: e.reason,
      })),
    )
    .onConflictDoNothing()
    .returning();
}
