import { FINAL_SHIPMENT_STATUSES, type ShipmentStatus } from "@marketplace/shared/shipment-statuses";
import type { Database, Executor } from "../../db/create-db.ts";
import { syncOrderLedger } from "../ledger/ledger.service.ts";
import { refusedMove, refusedPaymentMove } from "../orders/order-moves.ts";
import * as orders from "../orders/orders.repository.ts";
import { moveOrder } from "../orders/orders.service.ts";
import {
  type CourierAdapter,
  CourierError,
  type ParcelEvent,
  type ParcelTracking,
} from "./courier-adapter.ts";
import type { CourierRegistry } from "./courier-registry.ts";
import { claimRoundLease, releaseRoundLease } from "./courier-round-lease.repository.ts";
import { findCourier } from "./couriers.repository.ts";
import { type ShipmentRow, updateShipment } from "./shipments.repository.ts";
import * as repo from "./tracking.repository.ts";

/** A parcel in transit is asked about at most this often (issue 28). */
export const LOOK_EVERY_MS = 2 * 3600_000;
/** After failures in a row the next look waits twice as long each time, up to a day. */
const LONGEST_WAIT_MS = 24 * 3600_000;
export const PARCELS_PER_CALL = 20;
const CALLS_PER_ROUND = 10;
const LEASE_MS = 10 * 60_000;

export interface TrackingRound {
  /** False when another process held the courier's round, or the courier cannot be tracked here. */
  ran: boolean;
  /** Parcels the courier was asked about. */
  asked: number;
  /** Order events of the moves the courier's news made (Delivered, Returned), to notify after commit. */
  moves: string[];
}

/** Our latest status among the events (by time); null when the courier's codes are all unknown. */
function latestStatus(events: readonly ParcelEvent[]): ShipmentStatus | null {
  const known = events.filter((e) => e.status !== null).sort((a, b) => a.at.getTime() - b.at.getTime());
  return known.at(-1)?.status ?? null;
}

/** The Cash-on-Delivery order the courier delivered was paid at the door, to the courier. */
async function markCollected(tx: Executor, orderId: string) {
  const order = await orders.findOrderRow(tx, orderId);
  if (order?.paymentMethod !== "Cash on Delivery" || order.paymentStatus === "Paid") return;
  if (refusedPaymentMove(order.orderStatus, order.paymentStatus, "Paid")) return;
  const inLedger = await syncOrderLedger(tx, { ...order, paymentStatus: "Paid" });
  await orders.updateOrderRow(tx, order.id, { paymentStatus: "Paid", inLedger });
  await orders.insertOrderEvent(tx, {
    orderId: order.id,
    kind: "payment",
    fromValue: order.paymentStatus,
    toValue: "Paid",
    actorRole: "system",
    actorId: null,
  });
}

/**
 * What the courier's news does to the order, as the seller's own move would (issue 28): delivered
 * moves it to Delivered and, for Cash on Delivery, marks it Paid; returned moves it to Returned with
 * the courier's reason. Answers the status event to notify, if a move was made.
 */
async function followOrder(tx: Executor, orderId: string, status: ShipmentStatus, reason: string | null) {
  const order = await orders.findOrderForUpdate(tx, orderId);
  if (!order) return null;
  const to = status === "delivered" ? "Delivered" : status === "returned" ? "Returned" : null;
  if (!to || refusedMove(order.orderStatus, to)) return null;
  const moved = await moveOrder(tx, order, to, {
    trackingNumber: order.trackingNumber,
    actorRole: "system",
    actorId: null,
    reason: to === "Returned" ? reason : null,
  });
  if (to === "Delivered") await markCollected(tx, order.id);
  return moved.events.findLast((e) => e.kind === "status" && e.by === "system")?._id ?? null;
}

/** Keeps a parcel's new events and follows its order, in one transaction; answers the move's event id. */
async function applyTracking(
  db: Database,
  shipmentId: string,
  events: ParcelEvent[],
  now: Date,
  lookEveryMs: number,
) {
  return db.transaction(async (tx) => {
    const shipment = await repo.lockShipment(tx, shipmentId);
    if (!shipment || shipment.cancelledAt) return null;
    await repo.keepNewEvents(tx, shipment.id, events);
    const status = latestStatus(events) ?? shipment.status;
    const final = status !== null && FINAL_SHIPMENT_STATUSES.includes(status);
    await updateShipment(tx, shipment.id, {
      status,
      trackFailures: 0,
      nextTrackAt: final ? null : new Date(now.getTime() + lookEveryMs),
    });
    if (!final || status === shipment.status) return null;
    const last = events.filter((e) => e.status === status).at(-1);
    return followOrder(tx, shipment.orderId, status, last?.reason ?? last?.courierWords ?? null);
  });
}

const waitAfter = (failures: number, now: Date, lookEveryMs: number) =>
  new Date(now.getTime() + Math.min(lookEveryMs * 2 ** Math.max(failures - 1, 0), LONGEST_WAIT_MS));

/**
 * Asks the courier about a batch. A courier that cannot be reached fails the whole batch (and ends
 * the round); one that refuses it (a parcel it does not know refuses the whole call, decision 0040)
 * is asked one parcel at a time, so only the parcel it refuses waits longer.
 */
async function askCourier(adapter: CourierAdapter, parcels: ShipmentRow[]) {
  try {
    const tracked = await adapter.track(parcels.map((p) => p.consignmentNumber));
    return { tracked, failed: [] as ShipmentRow[], courierDown: false };
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.kind === "unreachable" || parcels.length === 1) {
      return { tracked: [], failed: parcels, courierDown: error.kind === "unreachable" };
    }
  }
  const tracked: ParcelTracking[] = [];
  const failed: ShipmentRow[] = [];
  for (const [index, parcel] of parcels.entries()) {
    try {
      tracked.push(...(await adapter.track([parcel.consignmentNumber])));
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      if (error.kind === "unreachable") {
        return { tracked, failed: [...failed, ...parcels.slice(index)], courierDown: true };
      }
      failed.push(parcel);
    }
  }
  return { tracked, failed, courierDown: false };
}

/**
 * One round of following a booking courier's parcels (issue 28): in batches of PARCELS_PER_CALL, the
 * parcels due (each at most every LOOK_EVERY_MS) are taken and pushed forward first, the courier is
 * asked, and each parcel's news is kept and followed in its own transaction. One process at a time
 * runs a courier's round (a lease on its row). A courier that fails ends the round: its parcels wait
 * longer each time (back-off); a courier's answer never throws out of here. `lookEveryMs` is
 * LOOK_EVERY_MS but for a server started with COURIER_TRACKING_SECONDS (tests only).
 */
export async function trackCourier(
  db: Database,
  registry: CourierRegistry,
  code: string,
  now = new Date(),
  lookEveryMs = LOOK_EVERY_MS,
): Promise<TrackingRound> {
  const round: TrackingRound = { ran: false, asked: 0, moves: [] };
  const courier = await findCourier(db, code);
  if (!courier?.booking || !registry.has(code)) return round;
  if (!(await claimRoundLease(db, "tracking", code, now, new Date(now.getTime() + LEASE_MS)))) return round;
  round.ran = true;
  try {
    const adapter = registry.adapterFor(courier);
    for (let call = 0; call < CALLS_PER_ROUND; call++) {
      const parcels = await repo.takeDueParcels(
        db,
        code,
        now,
        new Date(now.getTime() + lookEveryMs),
        PARCELS_PER_CALL,
      );
      if (parcels.length === 0) break;
      round.asked += parcels.length;
      const { tracked, failed, courierDown } = await askCourier(adapter, parcels);
      await repo.backOff(
        db,
        failed.map((p) => p.id),
        (failures) => waitAfter(failures, now, lookEveryMs),
      );
      const byNumber = new Map(tracked.map((t) => [t.consignmentNumber, t.events]));
      for (const parcel of parcels) {
        const events = byNumber.get(parcel.consignmentNumber);
        if (!events) continue;
        const move = await applyTracking(db, parcel.id, events, now, lookEveryMs);
        if (move) round.moves.push(move);
      }
      if (courierDown) break;
    }
  } finally {
    await releaseRoundLease(db, "tracking", code);
  }
  return round;
}
