import {
  type Conversation,
  type ConversationSummary,
  type Message,
  type MessageSenderRole,
  type MessageStreamEvent,
  THREAD_MESSAGES_MAX,
} from "@marketplace/shared/conversations-contracts";
import { orderNumber } from "@marketplace/shared/order-number";
import type { Database } from "../../db/create-db.ts";
import { badRequest, forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import type { PublishEvent } from "../notifications/events.ts";
import type { LiveUpdates } from "../notifications/live-updates.ts";
import { ORDER_NOT_FOUND } from "../orders/order-ownership.ts";
import { recordHelperAction } from "../store-helpers/helper-actions.ts";
import { findWorkAccess, STORE_NOT_FOUND, type StoreAccess } from "../stores/store-ownership.ts";
import * as repo from "./conversations.repository.ts";

export const CONVERSATION_NOT_FOUND = "Conversation not found.";
export const NOT_YOUR_CONVERSATION =
  "Only the customer and the store's owner can read or write this conversation.";
export const PRODUCT_NOT_FOUND = "Product not found";
export const PRODUCT_OF_ANOTHER_STORE = "This product is not sold by this store.";
export const ORDER_OF_ANOTHER_STORE = "This order is not from this store.";

/** Most conversations one list answers with (the newest). */
export const CONVERSATIONS_MAX = 200;

export interface ConversationDeps {
  db: Database;
  live: LiveUpdates;
  publishEvent: PublishEvent;
}

type Side = MessageSenderRole;

function conversationJson(row: repo.ConversationRow): Conversation {
  return {
    _id: row.id,
    storeId: row.storeId,
    customerId: row.customerId,
    productId: row.productId,
    orderId: row.orderId,
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

function messageJson(row: repo.MessageRow, names: { customerName: string; storeName: string }): Message {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    senderName: row.senderRole === "customer" ? names.customerName : names.storeName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

function summaryJson(
  row: NonNullable<repo.SummaryRow>,
  activity: { last: repo.MessageRow | undefined; unread: number },
): ConversationSummary {
  const c = row.conversation;
  return {
    ...conversationJson(c),
    unread: activity.unread,
    storeName: row.storeName,
    customerName: row.customerName,
    product:
      c.productId && row.productName !== null
        ? { _id: c.productId, name: row.productName, image: row.productImage }
        : null,
    order: c.orderId ? { _id: c.orderId, number: orderNumber(c.orderId) } : null,
    lastMessage: {
      body: activity.last?.body ?? "",
      senderRole: activity.last?.senderRole ?? "customer",
      createdAt: (activity.last?.createdAt ?? c.lastMessageAt).toISOString(),
    },
  };
}

/**
 * The reader's side of a conversation; 404 when unknown, 403 when she is neither party. The store's
 * side is its owner and her helpers whose role answers buyers (decision 0054).
 */
async function requireParty(
  db: Database,
  reader: AuthUser,
  conversationId: string,
): Promise<{ row: NonNullable<repo.SummaryRow>; side: Side; access: StoreAccess | null }> {
  const row = isUuid(conversationId) ? await repo.findSummary(db, conversationId) : undefined;
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  if (reader.role === "customer" && row.conversation.customerId === reader.id)
    return { row, side: "customer", access: null };
  if (reader.role === "seller") {
    const access = await findWorkAccess(db, row.conversation.storeId, reader.id, "messages");
    if (access) return { row, side: "seller", access };
  }
  throw forbidden(NOT_YOUR_CONVERSATION);
}

/**
 * Both parties' open streams get the message (the store's side: its owner and the helpers who answer
 * its buyers); the other party is told (at most once per 15 minutes).
 */
async function announce(deps: ConversationDeps, row: NonNullable<repo.SummaryRow>, message: Message) {
  const data: MessageStreamEvent = { conversationId: message.conversationId, message };
  const storeSide = [row.sellerId, ...(await repo.findAnsweringHelpers(deps.db, row.conversation.storeId))];
  await Promise.all([
    deps.live.publish({ role: "customer", id: row.conversation.customerId }, { event: "message", data }),
    ...storeSide.map((id) => deps.live.publish({ role: "seller", id }, { event: "message", data })),
  ]);
  await deps.publishEvent({ kind: "new-message", messageId: message._id });
}

/**
 * A customer writes to a store, about a product or an order of hers from it, or neither: the first
 * message makes the conversation, a later one about the same product adds to it.
 */
export async function startConversation(
  deps: ConversationDeps,
  customerId: string,
  input: { storeId: string; productId?: string; orderId?: string; body: string },
) {
  const { db } = deps;
  const store = isUuid(input.storeId) ? await repo.findStoreToMessage(db, input.storeId) : undefined;
  if (!store?.listed) throw notFound(STORE_NOT_FOUND);
  if (input.productId !== undefined) {
    const product = isUuid(input.productId)
      ? await repo.findProductToAskAbout(db, input.productId)
      : undefined;
    if (!product?.listed) throw notFound(PRODUCT_NOT_FOUND);
    if (product.storeId !== store.id)
      throw badRequest(PRODUCT_OF_ANOTHER_STORE, [{ field: "productId", message: PRODUCT_OF_ANOTHER_STORE }]);
  }
  if (input.orderId !== undefined) {
    const order = isUuid(input.orderId) ? await repo.findOrderToAskAbout(db, input.orderId) : undefined;
    // Another customer's order is not found either: its existence is nobody else's business.
    if (!order || order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
    if (order.storeId !== store.id)
      throw badRequest(ORDER_OF_ANOTHER_STORE, [{ field: "orderId", message: ORDER_OF_ANOTHER_STORE }]);
  }
  const { conversation, message } = await db.transaction(async (tx) => {
    const conversation = await repo.upsertConversation(tx, {
      customerId,
      storeId: store.id,
      productId: input.productId ?? null,
      orderId: input.orderId ?? null,
    });
    const message = await repo.insertMessage(tx, {
      conversationId: conversation.id,
      senderRole: "customer",
      senderId: customerId,
      body: input.body,
    });
    // Her own message is read by her.
    await repo.markConversationRead(tx, conversation.id, "customer");
    return { conversation, message };
  });
  const summary = await repo.findSummary(db, conversation.id);
  if (!summary) throw notFound(CONVERSATION_NOT_FOUND);
  const json = messageJson(message, summary);
  await announce(deps, summary, json);
  return { success: true as const, conversation: conversationJson(conversation), message: json };
}

export async function listConversations(db: Database, reader: AuthUser) {
  const side = sideOf(reader);
  const rows = await repo.findSummaries(db, { role: side, id: reader.id }, CONVERSATIONS_MAX);
  const activity = await repo.findActivity(
    db,
    rows.map((r) => r.conversation.id),
    side,
  );
  return {
    success: true as const,
    conversations: rows.map((row) =>
      summaryJson(row, activity.get(row.conversation.id) ?? { last: undefined, unread: 0 }),
    ),
  };
}

/** The thread, oldest message first; reading it marks the other party's messages read. */
export async function readThread(db: Database, reader: AuthUser, conversationId: string) {
  const { row, side } = await requireParty(db, reader, conversationId);
  await repo.markConversationRead(db, row.conversation.id, side);
  const [rows, activity] = await Promise.all([
    repo.findMessages(db, row.conversation.id, THREAD_MESSAGES_MAX),
    repo.findActivity(db, [row.conversation.id], side),
  ]);
  return {
    success: true as const,
    conversation: summaryJson(row, activity.get(row.conversation.id) ?? { last: undefined, unread: 0 }),
    messages: rows.map((m) => messageJson(m, row)),
  };
}

export async function sendMessage(
  deps: ConversationDeps,
  reader: AuthUser,
  conversationId: string,
  body: string,
) {
  const { db } = deps;
  const { row, side, access } = await requireParty(db, reader, conversationId);
  const message = await db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, {
      conversationId: row.conversation.id,
      senderRole: side,
      senderId: reader.id,
      body,
    });
    await repo.touchConversation(tx, row.conversation.id);
    await repo.markConversationRead(tx, row.conversation.id, side);
    if (access) await recordHelperAction(tx, access, "message_sent", { id: row.conversation.id });
    return message;
  });
  const json = messageJson(message, row);
  await announce(deps, row, json);
  return { success: true as const, message: json };
}

function sideOf(reader: AuthUser): Side {
  if (reader.role === "admin") throw forbidden("This needs a customer or seller account.");
  return reader.role;
}
