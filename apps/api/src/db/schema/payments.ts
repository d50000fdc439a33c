import {
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_EVENT_KINDS,
  PAYMENT_PROVIDERS,
} from "@marketplace/shared/payments-contracts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { belongsTo, idColumn, oneOf, timestamps } from "./columns.ts";
import { orders } from "./orders.ts";
import { returnRequests } from "./returns.ts";

/**
 * One attempt to pay a checkout online (issue 29, decision 0053): its provider, our reference (the
 * provider's pp_TxnRefNo or orderRefNum, unique per provider), the amount and where it stands.
 */
export const payments = pgTable(
  "payments",
  {
    id: idColumn(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    reference: text("reference").notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    amountPaisa: integer("amount_paisa").notNull(),
    status: text("status", { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default("initiated"),
    /** When its orders are cancelled if it is still unpaid (a voucher may keep them longer). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    voucherToken: text("voucher_token"),
    voucherExpiresAt: timestamp("voucher_expires_at", { withTimezone: true }),
    providerTransactionId: text("provider_transaction_id"),
    /** How the buyer paid, as the provider's answer says (JazzCash pp_TxnType: MWALLET, OTC, MPAY …). */
    providerTxnType: text("provider_txn_type"),
    providerCode: text("provider_code"),
    providerMessage: text("provider_message"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** A verified "paid" that came for orders already given up: flagged for a refund. */
    latePaidAt: timestamp("late_paid_at", { withTimezone: true }),
    /** The next status inquiry's wait, in minutes (1, 2, 4 … 30). */
    inquiryBackoffMinutes: integer("inquiry_backoff_minutes").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("payments_provider_reference_unique").on(t.provider, t.reference),
    index("payments_customer_idx").on(t.customerId, t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    oneOf("payments_provider_known", t.provider, PAYMENT_PROVIDERS),
    oneOf("payments_status_known", t.status, PAYMENT_ATTEMPT_STATUSES),
    check("payments_amount_positive", sql`${t.amountPaisa} > 0`),
  ],
);

/** The orders one payment covers: every store's order of the checkout. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    paymentId: belongsTo("payment_id", () => payments.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] }), index("payment_orders_order_idx").on(t.orderId)],
);

/**
 * What happened to a payment, for the console: each answer and inquiry with the provider's code and
 * what we made of it, and each answer refused (forged, tampered, mismatched) with why. A refused
 * answer for no payment we know has no payment.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: idColumn(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    kind: text("kind", { enum: PAYMENT_EVENT_KINDS }).notNull(),
    code: text("code"),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index("payment_events_payment_idx").on(t.paymentId, t.createdAt),
    oneOf("payment_events_kind_known", t.kind, PAYMENT_EVENT_KINDS),
    oneOf("payment_events_provider_known", t.provider, PAYMENT_PROVIDERS),
  ],
);

export const PROVIDER_REFUND_STATUSES = ["requested", "refunded", "refused", "closed"] as const;

/**
 * Each call of a provider's refund API (JazzCash's wallet refund, decision 0053): stored, with our own
 * reference, before the call, so a retry never refunds twice. At most one per return is `requested`
 * (sent, its outcome not known yet); `refunded` and `refused` are the provider's answers, `closed` an
 * attempt whose outcome was never known and that the team settled by recording the refund by hand.
 */
export const providerRefunds = pgTable(
  "provider_refunds",
  {
    id: idColumn(),
    reference: text("reference").notNull(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountPaisa: integer("amount_paisa").notNull(),
    status: text("status", { enum: PROVIDER_REFUND_STATUSES }).notNull().default("requested"),
    providerCode: text("provider_code"),
    providerMessage: text("provider_message"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("provider_refunds_reference_unique").on(t.reference),
    uniqueIndex("provider_refunds_one_open_per_return").on(t.returnId).where(sql`${t.status} = 'requested'`),
    oneOf("provider_refunds_status_known", t.status, PROVIDER_REFUND_STATUSES),
    check("provider_refunds_amount_positive", sql`${t.amountPaisa} > 0`),
  ],
);
