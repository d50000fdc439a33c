import type { ShipmentStatus } from "@marketplace/shared/shipment-statuses";
import { z } from "zod";

/**
 * Leopards Courier (LCS) merchant API as its "API Documentation Version 2" describes it; sources and
 * disagreements are in docs/decisions/0040-courier-protocols.md. The base URL ends in /api; the key
 * and password travel in every request (JSON body for POST, query string for GET).
 */
export const LEOPARDS_PRODUCTION_URL = "https://merchantapi.leopardscourier.com/api";
export const LEOPARDS_STAGING_URL = "https://merchantapistaging.leopardscourier.com/api";

export const LEOPARDS_PATHS = {
  bookPacket: "/bookPacket/format/json/",
  cancelBookedPackets: "/cancelBookedPackets/format/json/",
  trackBookedPacket: "/trackBookedPacket/format/json/",
  getPaymentDetails: "/getPaymentDetails/format/json/",
  getShippingCharges: "/getShippingCharges/format/json/",
  getAllCities: "/getAllCities/format/json/",
  getShipmentDetailsByOrderID: "/getShipmentDetailsByOrderID/format/json/",
} as const;

/** getPaymentDetails and getShippingCharges take at most 50 CN numbers a request. */
export const LEOPARDS_CN_LIMIT = 50;

/**
 * Leopards' tracking speaks in words, not codes; matched without regard to case. Words that are not
 * a step of our ladder ("Pending", "Being Return", "Ready for Return", "Missroute") are left out, so
 * the event keeps Leopards' words with `status: null`.
 */
export const LEOPARDS_STATUS_TABLE: Readonly<Record<string, ShipmentStatus>> = {
  "pickup request not send": "booked",
  "pickup request sent": "booked",
  "consignment booked": "picked_up", // push API: "Shipment Scanned In LCS Facility"
  "shipment picked": "picked_up",
  dispatched: "in_transit",
  "arrived at station": "in_transit",
  "in transit": "in_transit",
  "assigned to courier": "out_for_delivery", // push API: "(Out For Delivery)"
  "out for delivery": "out_for_delivery",
  delivered: "delivered",
  "returned to shipper": "returned",
};

export function leopardsStatusOf(words: string): ShipmentStatus | null {
  return LEOPARDS_STATUS_TABLE[words.trim().toLowerCase()] ?? null;
}

/** The bookPacket fields the adapter sends (credentials added by the adapter). */
export interface LeopardsBookPacket {
  booked_packet_weight: number;
  booked_packet_no_piece: number;
  booked_packet_collect_amount: number;
  booked_packet_order_id: string;
  origin_city: number;
  destination_city: number;
  shipment_id?: number;
  shipment_name_eng: string;
  shipment_email: string;
  shipment_phone: string;
  shipment_address: string;
  consignment_name_eng: string;
  consignment_email: string;
  consignment_phone: string;
  consignment_address: string;
  special_instructions: string;
  shipment_type: string;
}

/** `status` is 1 (number or "1") on success; otherwise `error` holds words, or words per CN. */
export const leopardsEnvelope = z
  .object({
    status: z.union([z.number(), z.string()]).transform(String),
    error: z.unknown().optional(),
  })
  .passthrough();

export const leopardsCities = z.object({
  city_list: z.array(
    z.object({
      id: z.union([z.number(), z.string()]).transform(Number),
      name: z.string(),
      allow_as_origin: z.boolean().nullish(),
      allow_as_destination: z.boolean().nullish(),
    }),
  ),
});

export const leopardsBooked = z.object({ track_number: z.string().min(1), slip_link: z.string().nullish() });

const detail = z
  .object({
    // The JSON sample spells it "Staus"; the XML sample and public integration code read "Status".
    Status: z.string().optional(),
    Staus: z.string().optional(),
    "Activity Date": z.string(),
    Reason: z.string().nullish(),
  })
  .passthrough();

export const leopardsTracked = z.object({
  packet_list: z.array(
    z
      .object({
        track_number: z.union([z.string(), z.number()]).transform(String),
        booked_packet_status: z.string().nullish(),
        activity_date: z.string().nullish(),
        "Tracking Detail": z.array(detail).nullish(),
      })
      .passthrough(),
  ),
});

const rupees = z.union([z.number(), z.string()]);
export const leopardsCharges = z.object({
  data: z.array(
    z
      .object({
        cn_number: z.union([z.string(), z.number()]).transform(String),
        shipment_charges: rupees.nullish(),
        cash_handling_charges: rupees.nullish(),
        return_charges: rupees.nullish(),
        insurance_charges: rupees.nullish(),
        fuel_surcharge_amount: rupees.nullish(),
        gst_amount: rupees.nullish(),
        booked_packet_collect_amount: rupees,
      })
      .passthrough(),
  ),
});

export const leopardsPayments = z.object({
  payment_list: z.array(
    z
      .object({
        booked_packet_cn: z.union([z.string(), z.number()]).transform(String),
        status: z.string().nullish(),
        invoice_cheque_no: z.string().nullish(),
        invoice_cheque_date: z.string().nullish(),
      })
      .passthrough(),
  ),
});

export const leopardsShipmentsByOrder = z.object({
  data: z.array(
    z
      .object({
        track_number: z.union([z.string(), z.number()]).transform(String),
        booked_packet_order_id: z.union([z.string(), z.number()]).transform(String),
        booked_packet_status: z.string().nullish(),
      })
      .passthrough(),
  ),
});
