import { ORDER_CONFIRMATIONS } from "@marketplace/shared/cod-confirmation";
import {
  COUNTRIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "@marketplace/shared/order-statuses";
import { ORDER_ACTOR_ROLES, ORDER_EVENT_KINDS } from "@marketplace/shared/orders-contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { products, productVariants } from "./catalog.ts";
import { belongsTo, idColumn, oneOf, timestamps } from "./columns.ts";
import { stores } from "./stores.ts";

export const orders = pgTable(
  "orders",
  {
    id: idColumn(),
    /** Orders placed together from one cart share a checkout id. */
    checkoutId: uuid("checkout_id").notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    shipFullName: text("ship_full_name").notNull(),
    shipAddressLine: text("ship_address_line").notNull(),
    shipCity: text("ship_city").notNull(),
    shipPostalCode: text("ship_postal_code").notNull(),
    shipCountry: text("ship_country", { enum: COUNTRIES }).notNull(),
    shipPhone: text("ship_phone").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    itemsPaisa: integer("items_paisa").notNull(),
    /** What discounts took off the items (issue 31): what she pays for the goods is items − discount. */
    discountPaisa: integer("discount_paisa").notNull().default(0),
    /** The marketplace's part of the discount (a campaign it funds): owed to the store when the order counts. */
    marketplaceDiscountPaisa: integer("marketplace_discount_paisa").notNull().default(0),
    shippingPaisa: integer("shipping_paisa").notNull(),
    taxPaisa: integer("tax_paisa").notNull(),
    totalPaisa: integer("total_paisa").notNull(),
    orderStatus: text("order_status", { enum: ORDER_STATUSES }).notNull().default("Pending"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("Pending"),
    trackingNumber: text("tracking_number").notNull().default(""),
    notes: text("notes").notNull().default(""),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The commission rate in force when the order was placed, in basis points (1000 = 10%). */
    commissionBasisPoints: integer("commission_basis_points").notNull().default(1000),
    /** Whether the store's ledger counts this order now (Delivered and Paid; decision 0020). */
    inLedger: boolean("in_ledger").notNull().default(false),
    /** Whether the buyer confirmed a Cash-on-Delivery order before it ships (issue 27, decision 0034). */
    confirmation: text("confirmation", { enum: ORDER_CONFIRMATIONS }).notNull().default("not_needed"),
    /** When an awaiting order is cancelled unconfirmed: placed + the operator's window. */
    confirmationDueAt: timestamp("confirmation_due_at", { withTimezone: true }),
    /** JazzCash or Easypaisa (decision 0053): when the unpaid order is cancelled; null once paid. */
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    /** When the seller marked the parcel refused at the door (Shipped → Returned, reason "refused"). */
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    oneOf("orders_ship_country_known", t.shipCountry, COUNTRIES),
    oneOf("orders_confirmation_known", t.confirmation, ORDER_CONFIRMATIONS),
    index("orders_confirmation_due_idx").on(t.confirmation, t.confirmationDueAt),
    index("orders_customer_refused_idx").on(t.customerId, t.refusedAt),
    oneOf("orders_payment_method_known", t.paymentMethod, PAYMENT_METHODS),
    oneOf("orders_order_status_known", t.orderStatus, ORDER_STATUSES),
    oneOf("orders_payment_status_known", t.paymentStatus, PAYMENT_STATUSES),
    index("orders_customer_created_idx").on(t.customerId, t.createdAt),
    index("orders_store_created_idx").on(t.storeId, t.createdAt),
  ],
);

/** An order line keeps the name, price and image it was sold with, so deleting a product keeps it readable. */
export const orderItems = pgTable(
  "order_items",
  {
    id: idColumn(),
    orderId: belongsTo("order_id", () => orders.id),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    productName: text("product_name").notNull(),
    productImage: text("product_image").notNull().default(""),
    unitPricePaisa: integer("unit_price_paisa").notNull(),
    listPricePaisa: integer("list_price_paisa").notNull(),
    quantity: integer("quantity").notNull(),
    /** This line's part of the order's discounts, for refunds in proportion (decision 0048). */
    discountPaisa: integer("discount_paisa").notNull().default(0),
    /** The variant sold (issue 18); null once the seller removes it, or for a product without variants. */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /**
     * The variant's options as written when it was sold, as `[name, value]` pairs in the product's
     * order (jsonb objects keep no order), so the order stays readable after the variant changes.
     */
    variantOptions: jsonb("variant_options").$type<Array<[string, string]>>(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    index("order_items_variant_idx").on(t.variantId),
  ],
);

/** Every status or payment change: who, when, from, to. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: idColumn(),
    orderId: belongsTo("order_id", () => orders.id),
    kind: text("kind", { enum: ORDER_EVENT_KINDS }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value").notNull(),
    trackingNumber: text("tracking_number"),
    /** Why, when the actor gave a reason (a customer's cancellation). */
    reason: text("reason"),
    actorRole: text("actor_role", { enum: ORDER_ACTOR_ROLES }).notNull(),
    actorId: uuid("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("order_events_kind_known", t.kind, ORDER_EVENT_KINDS),
    oneOf("order_events_actor_role_known", t.actorRole, ORDER_ACTOR_ROLES),
    index("order_events_order_idx").on(t.orderId, t.createdAt),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: idColumn(),
    orderItemId: uuid("order_item_id")
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_product_created_idx").on(t.productId, t.createdAt),
  ],
);

/** A retried order placement with the same key returns the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    customerId: uuid("customer_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
