/*
 * Notifications and conversations as the API sends them (issue 17), shaped and checked by the shared
 * contracts like every fixture in fixtures.ts.
 */
import { ConversationSummary, Message } from "@marketplace/shared/conversations-contracts";
import { Notification, NotificationListAnswer } from "@marketplace/shared/notifications-contracts";
import { CREATED_AT } from "./fixtures.ts";

/** Fatima's notification that Ayesha placed an order, unread. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return Notification.parse({
    _id: "n1",
    kind: "new-order",
    title: "New order 1A2B3C4D",
    body: "2 × Phulkari Dupatta",
    link: "/orders/s1",
    readAt: null,
    createdAt: CREATED_AT,
    ...overrides,
  } satisfies Notification);
}

/** One page of notifications with the account's unread count over all of them. */
export function aNotificationPage(
  notifications: Notification[],
  unread = notifications.filter((n) => n.readAt === null).length,
  { page = 1, pages = 1 } = {},
): NotificationListAnswer {
  return NotificationListAnswer.parse({
    success: true,
    unread,
    notifications,
    pagination: {
      current_page: page,
      total_pages: pages,
      total_notifications: notifications.length * pages,
      per_page: 20,
    },
  } satisfies NotificationListAnswer);
}

/** Ayesha's question to Fatima's Phulkari House about a dupatta. */
export function aConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return ConversationSummary.parse({
    _id: "c1",
    storeId: "s1",
    customerId: "u1",
    productId: "p1",
    orderId: null,
    lastMessageAt: CREATED_AT,
    unread: 0,
    storeName: "Fatima's Phulkari House",
    customerName: "Ayesha Khan",
    product: { _id: "p1", name: "Phulkari Dupatta", image: null },
    order: null,
    lastMessage: { body: "Is this available in blue?", senderRole: "customer", createdAt: CREATED_AT },
    ...overrides,
  } satisfies ConversationSummary);
}

/** A message in that conversation, by Ayesha unless told otherwise. */
export function aMessage(overrides: Partial<Message> = {}): Message {
  return Message.parse({
    _id: "m1",
    conversationId: "c1",
    senderRole: "customer",
    senderName: "Ayesha Khan",
    body: "Is this available in blue?",
    createdAt: CREATED_AT,
    ...overrides,
  } satisfies Message);
}
