import { z } from "zod";

/**
 * In-app notifications (issue 17; decision 0029): the same events that send e-mail write one row
 * per recipient, listed newest first under the bell, and pushed live over the stream.
 *
 * - `order-placed`: to the customer, her receipt (the order number).
 * - `new-order`: to each store's owner, the order number and its items.
 * - `order-status`: to the customer, her order's new status (Shipped names the tracking number).
 * - `review-received`: to the seller, a review of one of her products.
 * - `seller-status`: to the seller, an operator verified or suspended her.
 * - `new-message`: to the other party of a conversation, at most one per conversation per 15 minutes.
 * - `return-update`: a step of a return (issue 27), to the side that did not take it.
 * - `order-cancelled`: to the store's owner, her customer cancelled an order, with the customer's reason
 *   (issue 34, item 2): from My Orders or from the COD confirmation link.
 * - `listing-status`: to the seller, an operator hid one of her products (with the reason) or showed it
 *   again (issue 34, item 14).
 * - `payout`: to the seller, a payout to her was sent (its run approved), then paid (with the bank's
 *   reference) or failed (with the reason, its money back in her balance) (issue 30).
 */
export const notificationKinds = [
  "order-placed",
  "new-order",
  "order-status",
  "review-received",
  "seller-status",
  "new-message",
  "return-update",
  "order-cancelled",
  "listing-status",
  "payout",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const Notification = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path of the web app (starts with "/"): where the notification takes its reader. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATIONS_PER_PAGE = 20;
export const NOTIFICATIONS_PER_PAGE_MAX = 50;

/** `GET /api/notifications?page=&limit=`. */
export const NotificationListQuery = z.object({
  page: z.coerce
    .number({ error: "The page must be a whole number from 1." })
    .int("The page must be a whole number from 1.")
    .min(1, "The page must be a whole number from 1.")
    .max(10_000, "The page must be at most 10000.")
    .default(1),
  limit: z.coerce
    .number({ error: `The limit must be a whole number from 1 to ${NOTIFICATIONS_PER_PAGE_MAX}.` })
    .int(`The limit must be a whole number from 1 to ${NOTIFICATIONS_PER_PAGE_MAX}.`)
    .min(1, `The limit must be a whole number from 1 to ${NOTIFICATIONS_PER_PAGE_MAX}.`)
    .max(
      NOTIFICATIONS_PER_PAGE_MAX,
      `The limit must be a whole number from 1 to ${NOTIFICATIONS_PER_PAGE_MAX}.`,
    )
    .default(NOTIFICATIONS_PER_PAGE),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationPagination = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_notifications: z.number(),
  per_page: z.number(),
});
export type NotificationPagination = z.infer<typeof NotificationPagination>;

/** `GET /api/notifications`: newest first; `unread` counts all of the caller's unread ones. */
export const NotificationListAnswer = z.object({
  success: z.literal(true),
  unread: z.number(),
  notifications: z.array(Notification),
  pagination: NotificationPagination,
});
export type NotificationListAnswer = z.infer<typeof NotificationListAnswer>;

export const MARK_READ_IDS_MAX = 100;
export const MARK_READ_MESSAGE = "Send the ids of the notifications to mark as read, or all: true.";

/** `POST /api/notifications/read`: `{ids}` or `{all: true}`; ids that are not the caller's change nothing. */
export const MarkNotificationsReadInput = z
  .object({
    ids: z
      .array(z.string({ error: "Each notification id must be text." }), { error: MARK_READ_MESSAGE })
      .min(1, MARK_READ_MESSAGE)
      .max(MARK_READ_IDS_MAX, `At most ${MARK_READ_IDS_MAX} notifications can be marked at once.`)
      .optional(),
    all: z.literal(true, { error: MARK_READ_MESSAGE }).optional(),
  })
  .refine((v) => (v.ids !== undefined) !== (v.all !== undefined), { message: MARK_READ_MESSAGE });
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadInput>;

export const MarkNotificationsReadAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  unread: z.number(),
});
export type MarkNotificationsReadAnswer = z.infer<typeof MarkNotificationsReadAnswer>;

// ---------------------------------------------------------------------------------------------------
// `GET /api/notifications/stream`: Server-Sent Events for any signed-in account, read with fetch
// streaming and `Authorization: Bearer` (not EventSource). A comment line (": keep-alive") comes
// every STREAM_KEEP_ALIVE_SECONDS so that proxies keep the connection open.

export const STREAM_KEEP_ALIVE_SECONDS = 25;

/** `event: notification`: a new notification for the reader, and her unread count with it. */
export const NotificationStreamEvent = z.object({ notification: Notification, unread: z.number() });
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEvent>;

/** The names of the stream's events; `message` carries `MessageStreamEvent` (conversations-contracts). */
export const STREAM_EVENT_NAMES = ["notification", "message"] as const;
export type StreamEventName = (typeof STREAM_EVENT_NAMES)[number];
