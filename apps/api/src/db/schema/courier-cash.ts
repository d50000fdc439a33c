import { COURIER_CASH_KINDS, COURIER_CASH_SOURCES } from "@marketplace/shared/courier-cash-contracts";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, oneOf } from "./columns.ts";
import { couriers } from "./couriers.ts";
import { orders } from "./orders.ts";

/**
 * The booking couriers' cash account (decision 0042): per order, the Cash on Delivery a courier
 * collected (+), its fee and the tax on it (−) and what it paid back (−), in signed paisa, positive
 * meaning the courier owes the marketplace. Append-only, and each order has each kind at most once
 * (the unique index), so no order's cash is counted twice whoever records it first.
 */
export const courierCashEntries = pgTable(
  "courier_cash_entries",
  {
    id: idColumn(),
    courierCode: text("courier_code")
      .notNull()
      .references(() => couriers.code, { onUpdate: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: COURIER_CASH_KINDS }).notNull(),
    amountPaisa: bigint("amount_paisa", { mode: "number" }).notNull(),
    source: text("source", { enum: COURIER_CASH_SOURCES }).notNull(),
    /** The courier's payment reference (cheque, transfer or statement number) for fee, tax and remitted. */
    reference: text("reference"),
    /** When the courier paid, as it says; null for the collected entry. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("courier_cash_entries_kind_known", t.kind, COURIER_CASH_KINDS),
    oneOf("courier_cash_entries_source_known", t.source, COURIER_CASH_SOURCES),
    uniqueIndex("courier_cash_entries_order_kind_idx").on(t.orderId, t.kind),
    index("courier_cash_entries_courier_kind_idx").on(t.courierCode, t.kind),
  ],
);
