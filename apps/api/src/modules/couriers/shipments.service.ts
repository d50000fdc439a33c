import { normalConsignmentNumber, refusedConsignmentNumber } from "@marketplace/shared/consignment-numbers";
import type { ShipmentInput } from "@marketplace/shared/couriers-contracts";
import { orderNumber } from "@marketplace/shared/order-number";
import type { Order } from "@marketplace/shared/orders-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { refusedBeforeConfirmation } from "../orders/cod-moves.ts";
import { refusedMove } from "../orders/order-moves.ts";
import { ORDER_NOT_FOUND } from "../orders/order-ownership.ts";
import * as orders from "../orders/orders.repository.ts";
import { loadOrders, moveOrder } from "../orders/orders.service.ts";
import { recordHelperAction } from "../store-helpers/helper-actions.ts";
import { requireStoreAccess } from "../stores/store-ownership.ts";
import { type BookedParcel, CourierError } from "./courier-adapter.ts";
import type { CourierRegistry } from "./courier-registry.ts";
import { findCourier } from "./couriers.repository.ts";
import { parcelToBook } from "./parcel-to-book.ts";
import * as repo from "./shipments.repository.ts";

/** Why the order cannot leave with a parcel now (null when it can); an order already Shipped can. */
function refusedShipping(order: orders.OrderRow): string | null {
  if (order.orderStatus === "Shipped") return null;
  return (
    refusedMove(order.orderStatus, "Shipped") ?? refusedBeforeConfirmation(order.confirmation, "Shipped")
  );
}

async function ownOrder(db: Executor, sellerId: string, orderId: string, lock: boolean) {
  const order = isUuid(orderId)
    ? await (lock ? orders.findOrderForUpdate(db, orderId) : orders.findOrderRow(db, orderId))
    : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // Her orders helpers ship too (decision 0054).
  return { order, access: await requireStoreAccess(db, order.storeId, sellerId, "orders") };
}

const courierFailed = (name: string, error: CourierError) =>
  new HttpError(
    502,
    error.kind === "refused"
      ? `${name} refused the booking: ${error.message}`
      : `${name} did not answer. Nothing was booked; please try again in a few minutes.`,
  );

/**
 * The order leaves with a courier (issue 28): with the consignment number the seller typed (checked
 * against the courier's format, and on no other order), or booked through the courier's API. A
 * booking is kept only once the courier answered it, so a courier's failure (502) leaves nothing
 * half done, and a retry sends the same order number, which the courier knows as the same parcel.
 * The order then moves to Shipped through the seller's own move (stock, ledger, notifications).
 */
export async function shipWithCourier(
  db: Database,
  registry: CourierRegistry,
  sellerId: string,
  orderId: string,
  input: ShipmentInput,
): Promise<Order> {
  const { order } = await ownOrder(db, sellerId, orderId, false);
  const courier = await findCourier(db, input.courier);
  if (!courier?.active) {
    const message = `There is no courier "${input.courier}" to ship with. Please pick one from the list.`;
    throw badRequest(message, [{ field: "courier", message }]);
  }
  const existing = await repo.findShipmentOfOrder(db, order.id);
  if (existing) {
    throw conflict(
      `Order ${orderNumber(order.id)} has already left with its parcel ${existing.consignmentNumber}.`,
    );
  }
  const refusal = refusedShipping(order);
  if (refusal) throw conflict(refusal);

  let parcel: BookedParcel;
  if (input.book) {
    if (!courier.booking) {
      const message = `${courier.name} cannot be booked from here: please type its consignment number.`;
      throw badRequest(message, [{ field: "book", message }]);
    }
    const adapter = registry.adapterFor(courier);
    const toBook = await parcelToBook(db, order, input.book);
    try {
      // A booking made before a crash or a lost answer is found by the order number, not made twice.
      parcel = (await adapter.findBooking?.(toBook.orderReference)) ?? (await adapter.book(toBook));
    } catch (error) {
      if (error instanceof CourierError) throw courierFailed(courier.name, error);
      throw error;
    }
  } else {
    const typed = input.consignmentNumber ?? "";
    const wrong = refusedConsignmentNumber(courier.code, courier.name, typed);
    if (wrong) throw badRequest(wrong, [{ field: "consignmentNumber", message: wrong }]);
    parcel = { consignmentNumber: normalConsignmentNumber(typed), labelUrl: null };
  }
  const booked = input.book !== undefined;

  return db.transaction(async (tx) => {
    const { order: locked, access } = await ownOrder(tx, sellerId, orderId, true);
    const stillRefused = refusedShipping(locked);
    if (stillRefused) throw conflict(stillRefused);
    const used = await repo.findShipmentByConsignment(tx, courier.code, parcel.consignmentNumber);
    if (used && used.orderId !== locked.id) {
      throw conflict(`The consignment number ${parcel.consignmentNumber} is already on another order.`);
    }
    const shipment = await repo.insertShipment(tx, {
      orderId: locked.id,
      courierCode: courier.code,
      consignmentNumber: parcel.consignmentNumber,
      labelUrl: parcel.labelUrl,
      booked,
      status: booked ? "booked" : null,
      // A booked parcel is followed from now on (tracking.ts); a typed one on the courier's page.
      nextTrackAt: booked ? new Date() : null,
    });
    if (!shipment) {
      // A concurrent request of the same seller shipped it first.
      const [current] = await loadOrders(tx, [locked]);
      if (current?.shipment?.consignmentNumber === parcel.consignmentNumber) return current;
      throw conflict(`Order ${orderNumber(locked.id)} has already left with another parcel.`);
    }
    await recordHelperAction(tx, access, "order_shipment", {
      id: locked.id,
      detail: `${courier.name} ${parcel.consignmentNumber}`,
    });
    return moveOrder(tx, locked, "Shipped", {
      trackingNumber: parcel.consignmentNumber,
      actorRole: "seller",
      actorId: sellerId,
    });
  });
}

/**
 * Before a seller cancels an order whose parcel the marketplace booked, the booking is cancelled at
 * the courier (issue 28), so no rider comes for a parcel that will not leave. One the courier has
 * already picked up cannot be: 409, mark it Returned when it comes back. A courier's failure answers
 * 502 and the order stays as it was. Anything else (not her order, a move the rules refuse) is left
 * to the status move itself.
 */
export async function cancelBookingBeforeCancel(
  db: Database,
  registry: CourierRegistry,
  sellerId: string,
  orderId: string,
): Promise<void> {
  const order = isUuid(orderId) ? await orders.findOrderRow(db, orderId) : undefined;
  if (!order || refusedMove(order.orderStatus, "Cancelled")) return;
  const shipment = await repo.findShipmentOfOrder(db, order.id);
  if (!shipment?.booked || shipment.cancelledAt) return;
  await requireStoreAccess(db, order.storeId, sellerId, "orders");
  const courier = await findCourier(db, shipment.courierCode);
  if (!courier) return;
  if (shipment.status !== null && shipment.status !== "booked") {
    throw conflict(
      `${courier.name} already has the parcel, so its booking cannot be cancelled. Mark the order Returned when the parcel comes back.`,
    );
  }
  try {
    await registry.adapterFor(courier).cancel(shipment.consignmentNumber);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    throw new HttpError(
      502,
      error.kind === "refused"
        ? `${courier.name} would not cancel the booking: ${error.message}`
        : `${courier.name} did not answer, so the booking is not cancelled and the order is unchanged. Please try again in a few minutes.`,
    );
  }
  await repo.updateShipment(db, shipment.id, { cancelledAt: new Date(), nextTrackAt: null });
}
