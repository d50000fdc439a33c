import { type Shipment, trackingUrl } from "@marketplace/shared/couriers-contracts";
import { groupBy } from "@marketplace/shared/group-by";
import type { findShipmentsOfOrders } from "./shipments.repository.ts";

type Found = Awaited<ReturnType<typeof findShipmentsOfOrders>>;

/** Each order's parcel as the order's JSON carries it (`shipment`), by order id. */
export function shipmentsByOrder(found: Found): Map<string, Shipment> {
  const eventsByShipment = groupBy(found.events, (e) => e.shipmentId);
  return new Map(
    found.shipments.map(({ shipment, courierName, trackingUrlTemplate }) => [
      shipment.orderId,
      {
        courier: shipment.courierCode,
        courierName,
        consignmentNumber: shipment.consignmentNumber,
        trackingUrl: trackingUrl(trackingUrlTemplate, shipment.consignmentNumber),
        labelUrl: shipment.labelUrl,
        status: shipment.status,
        booked: shipment.booked,
        events: (eventsByShipment.get(shipment.id) ?? []).map((e) => ({
          at: e.at.toISOString(),
          status: e.status,
          courierCode: e.courierCode,
          courierWords: e.courierWords,
          reason: e.reason,
        })),
      },
    ]),
  );
}
