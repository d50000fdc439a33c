import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sellers } from "./accounts.ts";
import { idColumn, timestamps } from "./columns.ts";

/**
 * The seller's devices that asked to be told at once (issue 32, part 3; decision 0052): one row per
 * browser push subscription. Its endpoint is unique: the same device subscribing again, even for
 * another account on a shared phone, takes the row over rather than adding a second one, so a
 * device is told only of the account that subscribed on it last. A push service answering 404 or
 * 410 for the endpoint deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: idColumn(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    /** The push service's address for this device (RFC 8030), https. */
    endpoint: text("endpoint").notNull(),
    /** The device's P-256 public key, base64url (RFC 8291's ua_public). */
    p256dh: text("p256dh").notNull(),
    /** The device's 16-byte authentication secret, base64url. */
    auth: text("auth").notNull(),
    /** The last time a push service accepted a push for it. */
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_seller_idx").on(t.sellerId),
  ],
);

/**
 * Which kinds of notice reach the seller's phones at once (issue 32; decision 0052): one choice per
 * account, for all her devices. No row: every kind of `PUSH_KINDS`. The bell and the e-mail are not
 * affected.
 */
export const pushPreferences = pgTable("push_preferences", {
  sellerId: uuid("seller_id")
    .primaryKey()
    .references(() => sellers.id, { onDelete: "cascade" }),
  /** A subset of `PUSH_KINDS` (an empty array: none). */
  kinds: text("kinds").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
