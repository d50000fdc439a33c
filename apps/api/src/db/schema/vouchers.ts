import { DISCOUNT_FUNDERS, VOUCHER_STATUSES, VOUCHER_TYPES } from "@marketplace/shared/vouchers-contracts";
import { sql } from "drizzle-orm";
import {
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
import { campaigns } from "./campaigns.ts";
import { belongsTo, idColumn, oneOf, timestamps } from "./columns.ts";
import { orders } from "./orders.ts";
import { stores } from "./stores.ts";

/**
 * A store's voucher code (issue 31, decision 0048). `uses` counts the orders placed with it and is
 * raised in the placing transaction by a conditional update, which is what holds the total limit
 * when many buyers race for its last use.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: idColumn(),
    storeId: belongsTo("store_id", () => stores.id),
    /** In capitals; unique within its store. */
    code: text("code").notNull(),
    type: text("type", { enum: VOUCHER_TYPES }).notNull(),
    /** A whole percent for "percent", paisa for "fixed". */
    value: integer("value").notNull(),
    maxDiscountPaisa: integer("max_discount_paisa"),
    minSpendPaisa: integer("min_spend_paisa"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    /** Only these products; null for all of the store's. */
    productIds: jsonb("product_ids").$type<string[]>(),
    status: text("status", { enum: VOUCHER_STATUSES }).notNull().default("active"),
    uses: integer("uses").notNull().default(0),
    discountGivenPaisa: integer("discount_given_paisa").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    oneOf("vouchers_type_known", t.type, VOUCHER_TYPES),
    oneOf("vouchers_status_known", t.status, VOUCHER_STATUSES),
    check("vouchers_value_positive", sql`${t.value} > 0`),
    check("vouchers_uses_within_limit", sql`${t.usageLimit} IS NULL OR ${t.uses} <= ${t.usageLimit}`),
    uniqueIndex("vouchers_store_code_idx").on(t.storeId, t.code),
  ],
);

/** Each discount an order carries: its code (or campaign), the amount and who funds it. */
export const orderDiscounts = pgTable(
  "order_discounts",
  {
    id: idColumn(),
    orderId: belongsTo("order_id", () => orders.id),
    voucherId: uuid("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    /** A campaign's discount names its campaign instead of a code. */
    campaignId: uuid("campaign_id").references(() => campaigns.id),
    /** The code as the buyer used it, kept when the voucher is gone. */
    code: text("code"),
    customerId: uuid("customer_id").notNull(),
    amountPaisa: integer("amount_paisa").notNull(),
    fundedBy: text("funded_by", { enum: DISCOUNT_FUNDERS }).notNull(),
    /** The marketplace's part of the amount, owed to the seller in her ledger (0 for her own codes). */
    marketplacePaisa: integer("marketplace_paisa").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("order_discounts_funded_by_known", t.fundedBy, DISCOUNT_FUNDERS),
    check("order_discounts_amount_positive", sql`${t.amountPaisa} > 0`),
    index("order_discounts_order_idx").on(t.orderId),
    index("order_discounts_voucher_customer_idx").on(t.voucherId, t.customerId),
  ],
);
