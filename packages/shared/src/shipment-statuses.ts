/**
 * A parcel's journey as the marketplace tells it (issue 28). Each courier's own status codes map onto
 * these; a code a courier's table does not know is kept with the courier's words (`status: null` on the
 * event), never dropped.
 */
export const SHIPMENT_STATUSES = [
  "booked",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "returned",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The parcel has ended its journey: tracking stops. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ["delivered", "returned"];

/** Couriers the marketplace knows by code (seeded; the operator may add more in the console). */
export const SEEDED_COURIER_CODES = [
  "postex",
  "leopards",
  "trax",
  "tcs",
  "mnp",
  "callcourier",
  "pakpost",
] as const;

/** Couriers whose merchant API the marketplace books, tracks and reconciles through. */
export const BOOKING_COURIER_CODES = ["postex", "leopards"] as const;
export type BookingCourierCode = (typeof BOOKING_COURIER_CODES)[number];
