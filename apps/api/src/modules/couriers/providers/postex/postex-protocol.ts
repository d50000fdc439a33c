import type { ShipmentStatus } from "@marketplace/shared/shipment-statuses";
import { z } from "zod";

/**
 * PostEx's merchant API as its integration guide (v4.1.9) and public integration code describe it;
 * sources and disagreements are in docs/decisions/0040-courier-protocols.md. The base URL is the
 * host; every path starts with /services/integration/api. Auth is a `token` header.
 */
export const POSTEX_PRODUCTION_URL = "https://api.postex.pk";
export const POSTEX_STAGING_URL = "https://stg-api.postex.pk";

const API = "/services/integration/api/order";
export const POSTEX_PATHS = {
  createOrder: `${API}/v3/create-order`,
  trackOrder: (cn: string) => `${API}/v1/track-order/${encodeURIComponent(cn)}`,
  cancelOrder: `${API}/v1/cancel-order`,
  paymentStatus: (cn: string) => `${API}/v1/payment-status/${encodeURIComponent(cn)}`,
  operationalCities: `${API}/v2/get-operational-city`,
} as const;

/**
 * `transactionStatusMessageCode` → ours. Codes whose meaning the sources disagree on (0002: "Returned"
 * in one, "cancelled by merchant" in another) or that are not a step of our ladder (0008 under review,
 * 0038 waiting, 0040 return in transit, 0042 delivery failed) are left out: the event keeps PostEx's
 * words with `status: null`.
 */
export const POSTEX_STATUS_TABLE: Readonly<Record<string, ShipmentStatus>> = {
  "0001": "booked", // At Merchant's Warehouse
  "0003": "picked_up", // At PostEx Warehouse
  "0004": "in_transit", // Package on Route
  "0031": "in_transit", // Departed to Warehouse
  "0033": "in_transit", // Departed to Destination
  "0035": "in_transit", // Arrived at Transit Hub
  "0013": "out_for_delivery", // Attempt Made: a rider was at the door
  "0005": "delivered", // Delivered
  "0006": "returned", // Returned
  "0007": "returned", // Returned
  "0041": "returned", // Returned to Sender
};

/** The order-create field names of v3/create-order, as the adapter sends them. */
export interface PostExCreateOrder {
  orderRefNumber: string;
  invoicePayment: number;
  orderDetail: string;
  customerName: string;
  customerPhone: string;
  deliveryAddress: string;
  cityName: string;
  items: number;
  orderType: "Normal";
  transactionNotes: string;
  pickupAddressCode?: string;
}

/** Every answer: `statusCode` "200" on success, else a refusal whose words are `statusMessage`. */
export const postexEnvelope = z.object({
  statusCode: z.union([z.string(), z.number()]).transform(String),
  statusMessage: z.string().nullish(),
  dist: z.unknown().optional(),
});

export const postexCreated = z.object({ trackingNumber: z.string().min(1) });

const amount = z.union([z.number(), z.string()]);
export const postexTracked = z.object({
  trackingNumber: z.string(),
  invoicePayment: amount,
  transactionFee: amount.nullish(),
  transactionTax: amount.nullish(),
  reversalFee: amount.nullish(),
  reversalTax: amount.nullish(),
  transactionStatusHistory: z
    .array(
      z.object({
        transactionStatusMessage: z.string(),
        transactionStatusMessageCode: z.string(),
        // Sources name the time `updatedAt` (live answers recorded by one integration) or
        // `modifiedDatetime` (another); either is read.
        updatedAt: z.string().nullish(),
        modifiedDatetime: z.string().nullish(),
      }),
    )
    .nullish(),
});

export const postexPaymentStatus = z.object({
  settle: z.boolean(),
  settlementDate: z.string().nullish(),
  cpr1: z.string().nullish(),
});
