import { z } from "zod";
import { pagePath } from "./page-paths.ts";

/**
 * Buyer–seller conversations (issue 17): one per customer, store and product (a second start adds
 * to it); only the customer and the store's owner may read or write one. A seller sees the
 * conversations of all her stores.
 */

export const MESSAGE_BODY_MAX = 2000;
export const MESSAGE_BODY_REQUIRED = "Please write a message.";
export const MESSAGE_BODY_TOO_LONG = "A message can be at most 2,000 characters.";

/** 1–2,000 characters after trimming; markup is kept and shown as text, never as HTML. */
export const messageBody = z
  .string({ error: MESSAGE_BODY_REQUIRED })
  .trim()
  .min(1, MESSAGE_BODY_REQUIRED)
  .max(MESSAGE_BODY_MAX, MESSAGE_BODY_TOO_LONG);

export const MESSAGE_SENDER_ROLES = ["customer", "seller"] as const;
export type MessageSenderRole = (typeof MESSAGE_SENDER_ROLES)[number];

/** `POST /api/conversations` (a signed-in customer). */
export const StartConversationInput = z.object({
  storeId: z.string({ error: "Please say which store the message is for." }),
  productId: z.string({ error: "The product id must be text." }).optional(),
  orderId: z.string({ error: "The order id must be text." }).optional(),
  body: messageBody,
});
export type StartConversationInput = z.infer<typeof StartConversationInput>;

/** `POST /api/conversations/:id/messages`. */
export const SendMessageInput = z.object({ body: messageBody });
export type SendMessageInput = z.infer<typeof SendMessageInput>;

export const Conversation = z.object({
  _id: z.string(),
  storeId: z.string(),
  customerId: z.string(),
  productId: z.string().nullable(),
  orderId: z.string().nullable(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

export const Message = z.object({
  _id: z.string(),
  conversationId: z.string(),
  senderRole: z.enum(MESSAGE_SENDER_ROLES),
  /** The customer's name, or for the seller her store's name (what the buyer wrote to). */
  senderName: z.string(),
  /** Plain text as written: show it as text. */
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;

/** What a list of conversations (and a thread's side panel) shows. */
export const ConversationSummary = Conversation.extend({
  /** Messages from the other party the caller has not read. */
  unread: z.number(),
  storeName: z.string(),
  customerName: z.string(),
  /** The product asked about, when there is one (null once deleted); `image` is its first image. */
  product: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() }).nullable(),
  /** The order it is about, when there is one: `number` is the last 8 characters of its id. */
  order: z.object({ _id: z.string(), number: z.string() }).nullable(),
  lastMessage: z.object({
    body: z.string(),
    senderRole: z.enum(MESSAGE_SENDER_ROLES),
    createdAt: z.string(),
  }),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/** 201 of `POST /api/conversations`. */
export const StartConversationAnswer = z.object({
  success: z.literal(true),
  conversation: Conversation,
  message: Message,
});
export type StartConversationAnswer = z.infer<typeof StartConversationAnswer>;

/** `GET /api/conversations`: the caller's, newest message first. */
export const ConversationListAnswer = z.object({
  success: z.literal(true),
  conversations: z.array(ConversationSummary),
});
export type ConversationListAnswer = z.infer<typeof ConversationListAnswer>;

/** Most messages a thread answers with: the latest ones, oldest first. */
export const THREAD_MESSAGES_MAX = 500;

/** `GET /api/conversations/:id/messages` (marks the other party's messages read for the caller). */
export const ConversationThreadAnswer = z.object({
  success: z.literal(true),
  conversation: ConversationSummary,
  /** Oldest first. */
  messages: z.array(Message),
});
export type ConversationThreadAnswer = z.infer<typeof ConversationThreadAnswer>;

/** 201 of `POST /api/conversations/:id/messages`. */
export const SendMessageAnswer = z.object({ success: z.literal(true), message: Message });
export type SendMessageAnswer = z.infer<typeof SendMessageAnswer>;

/** `event: message` of `GET /api/notifications/stream`, sent to both parties. */
export const MessageStreamEvent = z.object({ conversationId: z.string(), message: Message });
export type MessageStreamEvent = z.infer<typeof MessageStreamEvent>;

/**
 * Where a conversation opens in the web app, for each side: notifications and e-mails link here, and
 * the web's routes must answer these paths (the customer's inbox; the seller's, in her dashboard).
 */
export function conversationPath(role: MessageSenderRole, conversationId: string): string {
  return role === "customer"
    ? pagePath("customerConversation", { conversationId })
    : pagePath("sellerConversation", { conversationId });
}
