import { HELPER_ROLES, helperMay } from "@marketplace/shared/store-helpers-contracts";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  conversations,
  customers,
  messages,
  orders,
  productImages,
  products,
  storeHelpers,
  stores,
} from "../../db/schema/index.ts";
import { productIsListed, storeIsListed } from "../catalog/public-listing.ts";

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function findStoreToMessage(db: Executor, storeId: string) {
  const [row] = await db
    .select({ id: stores.id, sellerId: stores.sellerId, listed: sql<boolean>`${storeIsListed}` })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

export async function findProductToAskAbout(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, storeId: products.storeId, listed: sql<boolean>`${productIsListed}` })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function findOrderToAskAbout(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, storeId: orders.storeId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The customer's conversation with the store about the product (or about no product), made on the
 * first message and found on every later one; the first order named stays.
 */
export async function upsertConversation(
  db: Executor,
  values: { customerId: string; storeId: string; productId: string | null; orderId: string | null },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ ...values, lastMessageAt: sql`now()` })
    .onConflictDoUpdate({
      target: [conversations.customerId, conversations.storeId, conversations.productId],
      set: {
        lastMessageAt: sql`now()`,
        orderId: sql`coalesce(${conversations.orderId}, excluded.order_id)`,
      },
    })
    .returning();
  if (!row) throw new Error("the conversation was neither created nor found");
  return row;
}

export async function touchConversation(db: Executor, conversationId: string): Promise<ConversationRow> {
  const [row] = await db
    .update(conversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(conversations.id, conversationId))
    .returning();
  if (!row) throw new Error("the conversation is gone");
  return row;
}

export async function insertMessage(
  db: Executor,
  values: { conversationId: string; senderRole: "customer" | "seller"; senderId: string; body: string },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error("no message written");
  return row;
}

/** Reading a thread: the reader has read everything in it up to now. */
export async function markConversationRead(
  db: Executor,
  conversationId: string,
  side: "customer" | "seller",
) {
  await db
    .update(conversations)
    .set(side === "customer" ? { customerReadAt: sql`now()` } : { sellerReadAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
}

const firstImage = sql<string | null>`(
  select ${productImages.thumbUrl} from ${productImages}
  where ${productImages.productId} = ${conversations.productId}
  order by ${productImages.position} limit 1)`;

const summaryColumns = {
  conversation: conversations,
  storeName: stores.name,
  sellerId: stores.sellerId,
  customerName: customers.name,
  productName: products.name,
  productImage: firstImage,
};

function summaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(conversations)
    .innerJoin(stores, eq(stores.id, conversations.storeId))
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(products, eq(products.id, conversations.productId));
}

export type SummaryRow = Awaited<ReturnType<typeof findSummary>> & {};

export async function findSummary(db: Executor, conversationId: string) {
  const [row] = await summaries(db).where(eq(conversations.id, conversationId));
  return row;
}

const ANSWERING_ROLES = HELPER_ROLES.filter((role) => helperMay(role, "messages"));

/** The store's helpers who answer its buyers (decision 0054): their open streams get its messages too. */
export async function findAnsweringHelpers(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ helperId: storeHelpers.helperId })
    .from(storeHelpers)
    .where(
      and(
        eq(storeHelpers.storeId, storeId),
        isNotNull(storeHelpers.acceptedAt),
        inArray(storeHelpers.role, ANSWERING_ROLES),
      ),
    );
  return rows.flatMap((row) => (row.helperId ? [row.helperId] : []));
}

/**
 * A customer's conversations, or those of every store a seller owns or helps in a role that answers
 * buyers (decision 0054); newest message first.
 */
export async function findSummaries(
  db: Executor,
  reader: { role: "customer" | "seller"; id: string },
  limit: number,
) {
  const helped = db
    .select({ storeId: storeHelpers.storeId })
    .from(storeHelpers)
    .where(
      and(
        eq(storeHelpers.helperId, reader.id),
        isNotNull(storeHelpers.acceptedAt),
        inArray(storeHelpers.role, ANSWERING_ROLES),
      ),
    );
  return summaries(db)
    .where(
      reader.role === "customer"
        ? eq(conversations.customerId, reader.id)
        : or(eq(stores.sellerId, reader.id), inArray(conversations.storeId, helped)),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

/** Each conversation's last message, and how many of the other side's the reader has not read. */
export async function findActivity(db: Executor, conversationIds: string[], side: "customer" | "seller") {
  if (conversationIds.length === 0)
    return new Map<string, { last: MessageRow | undefined; unread: number }>();
  const other = side === "customer" ? "seller" : "customer";
  const readAt = side === "customer" ? conversations.customerReadAt : conversations.sellerReadAt;
  const [lastRows, unreadRows] = await Promise.all([
    db
      .selectDistinctOn([messages.conversationId])
      .from(messages)
      .where(inArray(messages.conversationId, conversationIds))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    db
      .select({ conversationId: messages.conversationId, n: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          inArray(messages.conversationId, conversationIds),
          eq(messages.senderRole, other),
          sql`${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz)`,
        ),
      )
      .groupBy(messages.conversationId),
  ]);
  const activity = new Map<string, { last: MessageRow | undefined; unread: number }>();
  for (const id of conversationIds) activity.set(id, { last: undefined, unread: 0 });
  for (const row of lastRows) {
    const entry = activity.get(row.conversationId);
    if (entry) entry.last = row;
  }
  for (const row of unreadRows) {
    const entry = activity.get(row.conversationId);
    if (entry) entry.unread = row.n;
  }
  return activity;
}

/** The latest `limit` messages of a conversation, oldest first. */
export async function findMessages(
  db: Executor,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}
