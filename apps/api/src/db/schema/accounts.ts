import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { citext, idColumn, timestamps } from "./columns.ts";

/**
 * Carried in every token (claim `tv`) and checked on each signed-in request: raising it by one (a
 * password reset, "sign out everywhere") ends every token issued before.
 */
const tokenVersion = () => integer("token_version").notNull().default(0);

export const customers = pgTable("customers", {
  id: idColumn(),
  name: text("name").notNull(),
  email: citext("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  tokenVersion: tokenVersion(),
  ...timestamps,
});

export const sellers = pgTable("sellers", {
  id: idColumn(),
  name: text("name").notNull(),
  email: citext("email").notNull().unique(),
  phone: text("phone").notNull(),
  passwordHash: text("password_hash").notNull(),
  verified: boolean("verified").notNull().default(true),
  tokenVersion: tokenVersion(),
  ...timestamps,
});

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
