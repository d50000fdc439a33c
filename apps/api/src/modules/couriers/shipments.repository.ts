import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { couriers, shipmentEvents, shipments } from "../../db/schema/index.ts";

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export interface ShipmentWithCourier {
  shipment: ShipmentRow;
  courierName: string;
  trackingUrlTemplate: string;
}

/** The orders' parcels with their couriers' names and pages, and each parcel's events oldest first. */
export async function findShipmentsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return { shipments: [], events: [] };
  const rows: ShipmentWithCourier[] = await db
    .select({
      shipment: shipments,
      courierName: couriers.name,
      trackingUrlTemplate: couriers.trackingUrlTemplate,
    })
    .from(shipments)
    .innerJoin(couriers, eq(couriers.code, shipments.courierCode))
    .where(inArray(shipments.orderId, orderIds));
  const ids = rows.map((r) => r.shipment.id);
  const events = ids.length
    ? await db
        .select()
        .from(shipmentEvents)
        .where(inArray(shipmentEvents.shipmentId, ids))
        .orderBy(asc(shipmentEvents.at))
    : [];
  return { shipments: rows, events };
}

export async function findShipmentOfOrder(db: Executor, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function findShipmentByConsignment(
  db: Executor,
  courierCode: string,
  consignmentNumber: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.courierCode, courierCode), eq(shipments.consignmentNumber, consignmentNumber)));
  return row;
}

/** Inserts the order's parcel; undefined when the order or the consignment number already has one. */
export async function insertShipment(
  db: Executor,
  values: typeof shipments.$inferInsert,
): Promise<ShipmentRow | undefined> {
  const [row] = await db.insert(shipments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateShipment(
  db: Executor,
  id: string,
  changes: Partial<Omit<typeof shipments.$inferInsert, "id" | "orderId">>,
): Promise<void> {
  await db.update(shipments).set(changes).where(eq(shipments.id, id));
}
