import { MESSAGE_SENDER_ROLES } from "@marketplace/shared/conversations-contracts";
import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { products } from "./catalog.ts";
import { belongsTo, idColumn, oneOf } from "./columns.ts";
import { orders } from "./orders.ts";
import { stores } from "./stores.ts";

/**
 * A buyer's conversation with a store (issue 17): one per customer, store and product (no product
 * counts as one too: NULLS NOT DISTINCT). Each side's `*_read_at` says up to when it has read; the
 * `*_notified_at` times keep "new message" e-mails to one per conversation per 15 minutes.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: idColumn(),
    customerId: belongsTo("customer_id", () => customers.id),
    storeId: belongsTo("store_id", () => stores.id),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    customerReadAt: timestamp("customer_read_at", { withTimezone: true }),
    sellerReadAt: timestamp("seller_read_at", { withTimezone: true }),
    customerNotifiedAt: timestamp("customer_notified_at", { withTimezone: true }),
    sellerNotifiedAt: timestamp("seller_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("conversations_customer_store_product_unique")
      .on(t.customerId, t.storeId, t.productId)
      .nullsNotDistinct(),
    index("conversations_customer_last_idx").on(t.customerId, t.lastMessageAt),
    index("conversations_store_last_idx").on(t.storeId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: idColumn(),
    conversationId: belongsTo("conversation_id", () => conversations.id),
    senderRole: text("sender_role", { enum: MESSAGE_SENDER_ROLES }).notNull(),
    senderId: uuid("sender_id").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("messages_sender_role_known", t.senderRole, MESSAGE_SENDER_ROLES),
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt),
  ],
);
