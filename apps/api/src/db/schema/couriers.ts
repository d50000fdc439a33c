import { SHIPMENT_STATUSES } from "@marketplace/shared/shipment-statuses";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsTo, idColumn, timestamps } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * The couriers sellers ship with (issue 28), run by the operator: the public tracking page as a
 * template with `{cn}`, whether the marketplace books through the courier's merchant API, and that
 * API's credentials. `credentials` never leaves the server (no answer selects it but the adapters').
 */
export const couriers = pgTable(
  "couriers",
  {
    id: idColumn(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    trackingUrlTemplate: text("tracking_url_template").notNull(),
    booking: boolean("booking").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** The courier's API host; null: the configured one (the simulator outside production). */
    apiBaseUrl: text("api_base_url"),
    credentials: jsonb("credentials").$type<Record<string, string>>().notNull().default({}),
    /** While set and ahead, one process is following this courier's parcels (tracking.ts): others skip. */
    trackingLeaseUntil: timestamp("tracking_lease_until", { withTimezone: true }),
    /** The same for asking the courier what it paid back (remittance-job.ts). */
    remittanceLeaseUntil: timestamp("remittance_lease_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("couriers_code_shape", sql`${t.code} ~ '^[a-z][a-z0-9]{1,29}$'`),
    check("couriers_template_has_cn", sql`position('{cn}' in ${t.trackingUrlTemplate}) > 0`),
  ],
);

/**
 * An order's parcel: one per order. The consignment number is unique per courier, so one parcel is
 * never on two orders. `booked`: the marketplace booked it through the courier's API (and so tracks
 * and cancels it there); otherwise the seller typed it.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: idColumn(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    courierCode: text("courier_code")
      .notNull()
      .references(() => couriers.code, { onUpdate: "cascade" }),
    consignmentNumber: text("consignment_number").notNull(),
    labelUrl: text("label_url"),
    booked: boolean("booked").notNull().default(false),
    /** The parcel's latest known status (ours); null until the courier says or for a typed number. */
    status: text("status", { enum: SHIPMENT_STATUSES }),
    /** When the booking was cancelled at the courier (the order was cancelled). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The tracking job asks the courier again at this time, not before (null: never again). */
    nextTrackAt: timestamp("next_track_at", { withTimezone: true }),
    /** Tracking attempts that failed in a row: the back-off grows with them. */
    trackFailures: integer("track_failures").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("shipments_courier_consignment_idx").on(t.courierCode, t.consignmentNumber),
    index("shipments_next_track_idx").on(t.courierCode, t.nextTrackAt),
    check(
      "shipments_status_known",
      sql`${t.status} IS NULL OR ${t.status} IN (${sql.raw(SHIPMENT_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
  ],
);

/** What the courier reported of a parcel, each event once, with its own code and words kept. */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: idColumn(),
    shipmentId: belongsTo("shipment_id", () => shipments.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
    courierCode: text("courier_code").notNull(),
    courierWords: text("courier_words").notNull(),
    status: text("status", { enum: SHIPMENT_STATUSES }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shipment_events_once_idx").on(t.shipmentId, t.at, t.courierCode)],
);
