import { KYC_DOCUMENT_SIDES, PAYOUT_ACCOUNT_TYPES } from "@marketplace/shared/kyc-contracts";
import { PAYOUT_RUN_STATUSES, PAYOUT_STATUSES } from "@marketplace/shared/payouts-contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { admins, sellers } from "./accounts.ts";
import { belongsTo, idColumn, oneOf } from "./columns.ts";
import { stores } from "./stores.ts";

/**
 * A seller's identity check and the account she is paid into (issue 30, decision 0051); its status
 * is `sellers.kyc_status`. Only the owner and admins ever read it.
 */
export const sellerKyc = pgTable(
  "seller_kyc",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => sellers.id, { onDelete: "cascade" }),
    cnic: text("cnic").notNull(),
    accountType: text("account_type", { enum: PAYOUT_ACCOUNT_TYPES }).notNull(),
    bankName: text("bank_name").notNull().default(""),
    iban: text("iban").notNull().default(""),
    walletNumber: text("wallet_number").notNull().default(""),
    accountTitle: text("account_title").notNull(),
    /** The admin's reason when rejected; cleared when she sends it again. */
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => admins.id),
  },
  (t) => [oneOf("seller_kyc_account_type_known", t.accountType, PAYOUT_ACCOUNT_TYPES)],
);

/**
 * The photos of her CNIC: private files kept in the database, never under the public uploads path.
 * `content` is base64 of the image, or of AES-256-GCM's iv, tag and ciphertext when `encrypted`.
 */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: idColumn(),
    sellerId: belongsTo("seller_id", () => sellers.id),
    side: text("side", { enum: KYC_DOCUMENT_SIDES }).notNull(),
    contentType: text("content_type").notNull(),
    encrypted: boolean("encrypted").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("kyc_documents_side_known", t.side, KYC_DOCUMENT_SIDES),
    index("kyc_documents_seller_idx").on(t.sellerId, t.side, t.createdAt),
  ],
);

/** A payout run: proposed, then approved (its lines posted to the ledger) or cancelled. */
export const payoutRuns = pgTable(
  "payout_runs",
  {
    id: idColumn(),
    status: text("status", { enum: PAYOUT_RUN_STATUSES }).notNull().default("proposed"),
    /** The Pakistan day the weekly job made it (null: an admin asked); once per day across processes. */
    scheduledFor: date("scheduled_for"),
    cutoff: timestamp("cutoff", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => admins.id),
    approvedBy: uuid("approved_by").references(() => admins.id),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("payout_runs_status_known", t.status, PAYOUT_RUN_STATUSES),
    uniqueIndex("payout_runs_scheduled_for_unique").on(t.scheduledFor),
    /** One run under review at a time: a second would propose the same money again. */
    uniqueIndex("payout_runs_one_proposed").on(t.status).where(sql`${t.status} = 'proposed'`),
    index("payout_runs_created_idx").on(t.createdAt),
  ],
);

/** One store's line of a run, with the account it is paid into as it was when proposed. */
export const payouts = pgTable(
  "payouts",
  {
    id: idColumn(),
    runId: uuid("run_id")
      .notNull()
      .references(() => payoutRuns.id),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    amountPaisa: integer("amount_paisa").notNull(),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull().default("proposed"),
    accountType: text("account_type", { enum: PAYOUT_ACCOUNT_TYPES }).notNull(),
    bankName: text("bank_name").notNull().default(""),
    iban: text("iban").notNull().default(""),
    walletNumber: text("wallet_number").notNull().default(""),
    accountTitle: text("account_title").notNull(),
    reference: text("reference").notNull().unique(),
    bankReference: text("bank_reference"),
    reason: text("reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("payouts_status_known", t.status, PAYOUT_STATUSES),
    oneOf("payouts_account_type_known", t.accountType, PAYOUT_ACCOUNT_TYPES),
    check("payouts_amount_positive", sql`${t.amountPaisa} > 0`),
    uniqueIndex("payouts_run_store_unique").on(t.runId, t.storeId),
    index("payouts_store_idx").on(t.storeId),
  ],
);

/** Marks what the account-closure sweep must delete: her documents, 90 days after she closed. */
export const kycErasures = pgTable(
  "kyc_erasures",
  {
    sellerId: uuid("seller_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId] }), index("kyc_erasures_due_idx").on(t.dueAt)],
);

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutRunRow = typeof payoutRuns.$inferSelect;
