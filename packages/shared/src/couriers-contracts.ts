import { z } from "zod";
import { SHIPMENT_STATUSES } from "./shipment-statuses.ts";

/** A courier's code: lower-case letters and digits, e.g. `leopards`, `callcourier`. */
export const courierCodeField = z
  .string()
  .trim()
  .regex(
    /^[a-z][a-z0-9]{1,29}$/,
    "A courier's code is 2 to 30 lower-case letters or digits, starting with a letter.",
  );

export const courierNameField = z
  .string()
  .trim()
  .min(2, "A courier's name needs at least 2 characters.")
  .max(60, "A courier's name can be at most 60 characters.");

/** The courier's public tracking page, with `{cn}` where the consignment number goes. */
export const trackingUrlTemplateField = z
  .string()
  .trim()
  .max(300, "A tracking link can be at most 300 characters.")
  .regex(/^https:\/\/[^\s]+$/, "A tracking link starts with https:// and has no spaces.")
  .refine((t) => t.includes("{cn}"), "A tracking link needs {cn} where the consignment number goes.");

const apiBaseUrlField = z
  .string()
  .trim()
  .max(300, "An API address can be at most 300 characters.")
  .regex(/^https?:\/\/[^\s]+$/, "An API address starts with https:// (or http:// for a local simulator).");

/**
 * The keys a courier issued, by its own field names (`api_key`, `api_password`, `token`…). Write-only:
 * no answer ever carries them back.
 */
export const CourierCredentials = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, "A credential's name is letters, digits, - or _."),
    z
      .string()
      .min(1, "A credential cannot be empty.")
      .max(500, "A credential can be at most 500 characters."),
  )
  .refine((c) => Object.keys(c).length <= 10, "At most 10 credentials.");
export type CourierCredentials = z.infer<typeof CourierCredentials>;

/** The link to a parcel on its courier's page. */
export function trackingUrl(template: string, consignmentNumber: string): string {
  return template.replaceAll("{cn}", encodeURIComponent(consignmentNumber));
}

/** `GET /api/couriers`: the active couriers a seller may pick. */
export const Courier = z.object({
  code: z.string(),
  name: z.string(),
  trackingUrlTemplate: z.string(),
  booking: z.boolean(),
});
export type Courier = z.infer<typeof Courier>;
export const CouriersAnswer = z.object({ couriers: z.array(Courier) });
export type CouriersAnswer = z.infer<typeof CouriersAnswer>;

/** A courier as the operator sees it: whether credentials are set, never what they are. */
export const AdminCourier = Courier.extend({
  _id: z.string(),
  active: z.boolean(),
  apiBaseUrl: z.string().nullable(),
  credentialsSet: z.boolean(),
});
export type AdminCourier = z.infer<typeof AdminCourier>;
export const AdminCouriersAnswer = z.object({ success: z.literal(true), couriers: z.array(AdminCourier) });
export type AdminCouriersAnswer = z.infer<typeof AdminCouriersAnswer>;
export const AdminCourierAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  courier: AdminCourier,
});
export type AdminCourierAnswer = z.infer<typeof AdminCourierAnswer>;

/** `POST /api/admin/couriers`. */
export const AdminCourierInput = z.object({
  code: courierCodeField,
  name: courierNameField,
  trackingUrlTemplate: trackingUrlTemplateField,
  booking: z.boolean().default(false),
  active: z.boolean().default(true),
  apiBaseUrl: apiBaseUrlField.nullable().optional(),
  credentials: CourierCredentials.optional(),
});
export type AdminCourierInput = z.input<typeof AdminCourierInput>;

/** `PUT /api/admin/couriers/:code`: what is sent changes; `credentials: {}` clears them. */
export const AdminCourierUpdate = z
  .object({
    name: courierNameField,
    trackingUrlTemplate: trackingUrlTemplateField,
    active: z.boolean(),
    apiBaseUrl: apiBaseUrlField.nullable(),
    credentials: CourierCredentials,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change.");
export type AdminCourierUpdate = z.input<typeof AdminCourierUpdate>;

export const CourierCodeParams = z.object({ code: z.string() });

export const MAX_PARCEL_WEIGHT_GRAMS = 50_000;
export const MAX_PARCEL_PIECES = 20;

/** `POST /api/orders/:id/shipment`: a typed consignment number, or a pickup booked with the courier. */
export const ShipmentInput = z
  .object({
    courier: courierCodeField,
    consignmentNumber: z
      .string()
      .trim()
      .min(1)
      .max(40, "A consignment number can be at most 40 characters.")
      .optional(),
    book: z
      .object({
        weightGrams: z
          .number()
          .int("Weight is in whole grams.")
          .min(1, "Weight must be at least 1 gram.")
          .max(MAX_PARCEL_WEIGHT_GRAMS, `Weight can be at most ${MAX_PARCEL_WEIGHT_GRAMS} grams.`),
        pieces: z
          .number()
          .int("Pieces is a whole number.")
          .min(1, "A parcel has at least 1 piece.")
          .max(MAX_PARCEL_PIECES, `At most ${MAX_PARCEL_PIECES} pieces.`),
      })
      .optional(),
  })
  .refine((v) => (v.consignmentNumber === undefined) !== (v.book === undefined), {
    message: "Type the consignment number or book a pickup, one of the two.",
    path: ["consignmentNumber"],
  });
export type ShipmentInput = z.infer<typeof ShipmentInput>;

export const ShipmentEvent = z.object({
  at: z.string(),
  /** Ours, or null when the courier's code is not in our table: then show `courierWords`. */
  status: z.enum(SHIPMENT_STATUSES).nullable(),
  courierCode: z.string(),
  courierWords: z.string(),
  reason: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/** An order's parcel (null on the order when it has none). */
export const Shipment = z.object({
  courier: z.string(),
  courierName: z.string(),
  consignmentNumber: z.string(),
  trackingUrl: z.string(),
  labelUrl: z.string().nullable().default(null),
  /** The latest status the courier reported; null until it reports (or for a typed number). */
  status: z.enum(SHIPMENT_STATUSES).nullable(),
  /** Whether the marketplace booked it with the courier (so it follows it by itself). */
  booked: z.boolean(),
  events: z.array(ShipmentEvent),
});
export type Shipment = z.infer<typeof Shipment>;
