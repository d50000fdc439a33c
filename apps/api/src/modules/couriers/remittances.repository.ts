import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { shipments } from "../../db/schema/index.ts";

/** The courier's parcels with these consignment numbers: each one's order and whether we booked it. */
export async function findParcels(db: Executor, code: string, consignmentNumbers: string[]) {
  const found: { consignmentNumber: string; orderId: string; booked: boolean }[] = [];
  for (let start = 0; start < consignmentNumbers.length; start += 1000) {
    found.push(
      ...(await db
        .select({
          consignmentNumber: shipments.consignmentNumber,
          orderId: shipments.orderId,
          booked: shipments.booked,
        })
        .from(shipments)
        .where(
          and(
            eq(shipments.courierCode, code),
            inArray(shipments.consignmentNumber, consignmentNumbers.slice(start, start + 1000)),
          ),
        )),
    );
  }
  return found;
}
