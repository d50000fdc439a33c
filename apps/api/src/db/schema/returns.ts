import {
  REFUND_METHODS,
  RETURN_ACTOR_ROLES,
  RETURN_REASONS,
  RETURN_STATUSES,
} from "@marketplace/shared/returns-contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { belongsTo, idColumn, oneOf, timestamps } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";
import { stores } from "./stores.ts";

/** A buyer's request to send back some units of a delivered order (issue 27, decision 0035). */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: idColumn(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    status: text("status", { enum: RETURN_STATUSES }).notNull().default("requested"),
    reason: text("reason", { enum: RETURN_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    /** The photos' stored urls, taken from the buyer's own uploads. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** What was paid for the returned units (price and their share of the tax): the most a refund gives. */
    refundablePaisa: integer("refundable_paisa").notNull(),
    refundedPaisa: integer("refunded_paisa").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    oneOf("return_requests_status_known", t.status, RETURN_STATUSES),
    oneOf("return_requests_reason_known", t.reason, RETURN_REASONS),
    check("return_requests_refund_within", sql`${t.refundedPaisa} BETWEEN 0 AND ${t.refundablePaisa}`),
    index("return_requests_order_idx").on(t.orderId),
    index("return_requests_customer_created_idx").on(t.customerId, t.createdAt),
    index("return_requests_store_created_idx").on(t.storeId, t.createdAt),
    index("return_requests_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** The units of one order line a return asks for. */
export const returnItems = pgTable(
  "return_items",
  {
    id: idColumn(),
    returnId: belongsTo("return_id", () => returnRequests.id),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    refundablePaisa: integer("refundable_paisa").notNull(),
  },
  (t) => [
    check("return_items_quantity_positive", sql`${t.quantity} > 0`),
    index("return_items_return_idx").on(t.returnId),
    index("return_items_order_item_idx").on(t.orderItemId),
  ],
);

/** Every move of a return: who, when, to what, and what they wrote. Only ever inserted. */
export const returnSteps = pgTable(
  "return_steps",
  {
    id: idColumn(),
    returnId: belongsTo("return_id", () => returnRequests.id),
    status: text("status", { enum: RETURN_STATUSES }).notNull(),
    actorRole: text("actor_role", { enum: RETURN_ACTOR_ROLES }).notNull(),
    actorId: uuid("actor_id").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("return_steps_status_known", t.status, RETURN_STATUSES),
    oneOf("return_steps_actor_role_known", t.actorRole, RETURN_ACTOR_ROLES),
    index("return_steps_return_idx").on(t.returnId, t.createdAt),
  ],
);

/** Money sent back to the buyer for a return, as whoever held it recorded it. Only ever inserted. */
export const refunds = pgTable(
  "refunds",
  {
    id: idColumn(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    amountPaisa: integer("amount_paisa").notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    reference: text("reference").notNull(),
    actorRole: text("actor_role", { enum: RETURN_ACTOR_ROLES }).notNull(),
    actorId: uuid("actor_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("refunds_method_known", t.method, REFUND_METHODS),
    check("refunds_amount_positive", sql`${t.amountPaisa} > 0`),
    index("refunds_return_idx").on(t.returnId),
    index("refunds_order_idx").on(t.orderId),
  ],
);
