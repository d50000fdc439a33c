import { SELLER_STATUSES, STAFF_ROLES } from "@marketplace/shared/admin-contracts";
import { KYC_STATUSES } from "@marketplace/shared/kyc-contracts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@marketplace/shared/languages";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { citext, idColumn, oneOf, timestamps } from "./columns.ts";

/**
 * Carried in every token (claim `tv`) and checked on each signed-in request: raising it by one (a
 * password reset, "sign out everywhere") ends every token issued before.
 */
const tokenVersion = () => integer("token_version").notNull().default(0);

/**
 * The language her e-mails are written in (issue 34, item 10): the site's language when she signed
 * up or last signed in, and what the switch sets while she is signed in.
 */
const accountLanguage = () => text("language", { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE);

export const customers = pgTable(
  "customers",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: citext("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    tokenVersion: tokenVersion(),
    /** Refusals before this moment no longer count: an operator cleared them (audited). */
    refusalsClearedAt: timestamp("refusals_cleared_at", { withTimezone: true }),
    language: accountLanguage(),
    ...timestamps,
  },
  (t) => [oneOf("customers_language_known", t.language, LANGUAGES)],
);

/**
 * `status` (decision 0018): every new seller is `pending` until an admin verifies her; "verified"
 * everywhere means `status = 'verified'`. `status_reason` is the admin's last reason (shown to her
 * when suspended).
 */
export const sellers = pgTable(
  "sellers",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: citext("email").notNull().unique(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    status: text("status", { enum: SELLER_STATUSES }).notNull().default("pending"),
    statusReason: text("status_reason"),
    /**
     * Her identity check (issue 30, decision 0051), here beside `status` so the public listing rule
     * reads it in the same lookup; the details and photos are in `seller_kyc` and `kyc_documents`.
     */
    kycStatus: text("kyc_status", { enum: KYC_STATUSES }).notNull().default("not_submitted"),
    tokenVersion: tokenVersion(),
    language: accountLanguage(),
    ...timestamps,
  },
  (t) => [
    oneOf("sellers_status_known", t.status, SELLER_STATUSES),
    oneOf("sellers_language_known", t.language, LANGUAGES),
    oneOf("sellers_kyc_status_known", t.kycStatus, KYC_STATUSES),
    index("sellers_status_idx").on(t.status),
  ],
);

/** Operators of the marketplace; created from the command line only (`npm run admin -- create`). */
/**
 * `role` (decision 0043) says which console screens and /api/admin routes she may use; read on each
 * admin request, so a change holds from her next click. Admins made before roles are owners.
 */
export const admins = pgTable(
  "admins",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: citext("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull().default("owner"),
    tokenVersion: tokenVersion(),
    ...timestamps,
  },
  (t) => [oneOf("admins_role_known", t.role, STAFF_ROLES)],
);

/** Every admin action: who, when, what (action, target) and why. Append-only. */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: idColumn(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: uuid("target_id").notNull(),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_created_idx").on(t.createdAt),
    index("admin_audit_target_idx").on(t.targetKind, t.targetId),
  ],
);

export const accountRole = pgEnum("account_role", ["customer", "seller"]);

/** Single-use password reset links: only a hash of the token is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: idColumn(),
    role: accountRole("role").notNull(),
    accountId: uuid("account_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_account_idx").on(t.role, t.accountId)],
);
