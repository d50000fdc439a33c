import { notificationKinds } from "@marketplace/shared/notifications-contracts";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, oneOf } from "./columns.ts";

/** Who receives a notification or an e-mail: an account of one of the three kinds. */
export const RECIPIENT_ROLES = ["customer", "seller", "admin"] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

/**
 * In-app notifications (issue 17; decision 0029): one row per event and recipient, so that an event
 * handled twice (a retried job) writes nothing the second time.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    recipientRole: text("recipient_role", { enum: RECIPIENT_ROLES }).notNull(),
    recipientId: uuid("recipient_id").notNull(),
    /** What happened, e.g. `order-placed:<order id>`: the event this notification came from. */
    eventKey: text("event_key").notNull(),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("notifications_recipient_role_known", t.recipientRole, RECIPIENT_ROLES),
    oneOf("notifications_kind_known", t.kind, notificationKinds),
    uniqueIndex("notifications_event_recipient_unique").on(t.eventKey, t.recipientRole, t.recipientId),
    index("notifications_recipient_created_idx").on(t.recipientRole, t.recipientId, t.createdAt),
    index("notifications_recipient_unread_idx")
      .on(t.recipientRole, t.recipientId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * The e-mails events send, written before they are sent (decision 0029): `key` names the event and
 * the recipient, so a retried job finds the e-mail it already wrote; `sent_at` is set once the SMTP
 * server accepted it, and a job finding it set sends nothing.
 */
export const mailDeliveries = pgTable(
  "mail_deliveries",
  {
    key: text("key").primaryKey(),
    /** The event it tells of (the notifications' `event_key`). */
    eventKey: text("event_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** A job sending it now (another one waits until this is old enough to mean a crashed one). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_deliveries_event_idx").on(t.eventKey)],
);
