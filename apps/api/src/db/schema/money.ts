import {
  LEDGER_ENTRY_KINDS,
  SETTLEMENT_DIRECTIONS,
  SETTLEMENT_METHODS,
} from "@marketplace/shared/ledger-contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { admins } from "./accounts.ts";
import { idColumn, oneOf } from "./columns.ts";
import { orders } from "./orders.ts";
import { stores } from "./stores.ts";

/** The marketplace's settings: exactly one row (id 1), written by admins. */
export const marketplaceSettings = pgTable(
  "marketplace_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Commission on the items' price of every new order, in basis points (1000 = 10%). */
    commissionBasisPoints: integer("commission_basis_points").notNull().default(1000),
    /** Days after Delivered in which a buyer may ask for a return (issue 27). */
    returnWindowDays: integer("return_window_days").notNull().default(7),
    /** Hours a new Cash-on-Delivery order waits for its buyer's confirmation before it is cancelled. */
    codConfirmationHours: integer("cod_confirmation_hours").notNull().default(24),
    /** Refusals in 180 days that take Cash on Delivery away from a buyer; 0 turns the rule off. */
    codRefusalLimit: integer("cod_refusal_limit").notNull().default(2),
    /** Where sellers pay what they owe the marketplace (issue 34, item 4); empty until the operator sets them. */
    payBankName: text("pay_bank_name").notNull().default(""),
    payAccountTitle: text("pay_account_title").notNull().default(""),
    payIban: text("pay_iban").notNull().default(""),
    payJazzcash: text("pay_jazzcash").notNull().default(""),
    payEasypaisa: text("pay_easypaisa").notNull().default(""),
    /** Whether a seller's listings are public before her identity check is approved (issue 30). */
    sellersPublicBeforeApproval: boolean("sellers_public_before_approval").notNull().default(false),
    /** Days an order waits after it counts (delivered and paid) before a payout run pays it. */
    payoutHoldDays: integer("payout_hold_days").notNull().default(7),
    /** The day of the week (0 Sunday … 6 Saturday, Pakistan) the weekly payout run is proposed. */
    payoutWeekday: smallint("payout_weekday").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("marketplace_settings_single_row", sql`${t.id} = 1`),
    check("marketplace_settings_commission_range", sql`${t.commissionBasisPoints} BETWEEN 0 AND 5000`),
    check("marketplace_settings_return_window_range", sql`${t.returnWindowDays} BETWEEN 1 AND 90`),
    check("marketplace_settings_cod_confirmation_range", sql`${t.codConfirmationHours} BETWEEN 1 AND 168`),
    check("marketplace_settings_cod_refusal_limit_range", sql`${t.codRefusalLimit} BETWEEN 0 AND 20`),
    check("marketplace_settings_payout_hold_days_range", sql`${t.payoutHoldDays} BETWEEN 0 AND 60`),
    check("marketplace_settings_payout_weekday_range", sql`${t.payoutWeekday} BETWEEN 0 AND 6`),
  ],
);

/** Money moved by hand between the platform and a store (decision 0020), recorded by an admin. */
export const settlements = pgTable(
  "settlements",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id),
    direction: text("direction", { enum: SETTLEMENT_DIRECTIONS }).notNull(),
    method: text("method", { enum: SETTLEMENT_METHODS }).notNull(),
    amountPaisa: integer("amount_paisa").notNull(),
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("settlements_direction_known", t.direction, SETTLEMENT_DIRECTIONS),
    oneOf("settlements_method_known", t.method, SETTLEMENT_METHODS),
    check("settlements_amount_positive", sql`${t.amountPaisa} > 0`),
    index("settlements_store_created_idx").on(t.storeId, t.createdAt),
  ],
);

/**
 * A store's running balance in paisa (positive: the platform owes the store). Every ledger entry
 * adds to it with one `UPDATE … RETURNING`, whose row lock puts concurrent writers of one store in
 * a line, so `balance_after` is exact and nothing is counted twice.
 */
export const storeBalances = pgTable("store_balances", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id),
  /** bigint: a busy store's running total may pass the Rs 21 million an integer of paisa holds. */
  balancePaisa: bigint("balance_paisa", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: rows are only inserted; a correction is a new entry that reverses an old one. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    settlementId: uuid("settlement_id").references(() => settlements.id),
    /** The payout run's line this entry pays out (or puts back, when the transfer failed). */
    payoutId: uuid("payout_id"),
    /** The entry this one cancels out, when an order stops counting. */
    reversesId: uuid("reverses_id"),
    amountPaisa: bigint("amount_paisa", { mode: "number" }).notNull(),
    balanceAfterPaisa: bigint("balance_after_paisa", { mode: "number" }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("ledger_entries_kind_known", t.kind, LEDGER_ENTRY_KINDS),
    index("ledger_entries_store_created_idx").on(t.storeId, t.createdAt),
    index("ledger_entries_order_idx").on(t.orderId),
    index("ledger_entries_kind_created_idx").on(t.kind, t.createdAt),
  ],
);
