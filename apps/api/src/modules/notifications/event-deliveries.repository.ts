import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  adminAudit,
  conversations,
  customers,
  mailDeliveries,
  messages,
  orderEvents,
  orderItems,
  orders,
  products,
  reviews,
  sellers,
  stores,
} from "../../db/schema/index.ts";

/** The buyer an event tells: the same three columns in every event that reaches her. */
const buyerToTell = {
  customerId: customers.id,
  customerName: customers.name,
  customerEmail: customers.email,
};

/**
 * Whom an event tells on the store's side: the store's owner (joined through `stores.sellerId`), the
 * same three columns in every event that reaches her.
 */
const storeOwnerToTell = { sellerId: sellers.id, sellerName: sellers.name, sellerEmail: sellers.email };

/** An order with its buyer and its store's owner: what "order placed" and "status changed" tell. */
export async function findOrderForEvent(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      totalPaisa: orders.totalPaisa,
      paymentMethod: orders.paymentMethod,
      trackingNumber: orders.trackingNumber,
      confirmation: orders.confirmation,
      confirmationDueAt: orders.confirmationDueAt,
      ...buyerToTell,
      storeId: stores.id,
      storeName: stores.name,
      ...storeOwnerToTell,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function findOrderItemsForEvent(db: Executor, orderId: string) {
  return db
    .select({
      name: orderItems.productName,
      variantOptions: orderItems.variantOptions,
      quantity: orderItems.quantity,
      unitPricePaisa: orderItems.unitPricePaisa,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function findOrderEvent(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      orderId: orderEvents.orderId,
      kind: orderEvents.kind,
      from: orderEvents.fromValue,
      to: orderEvents.toValue,
      trackingNumber: orderEvents.trackingNumber,
      reason: orderEvents.reason,
      actorRole: orderEvents.actorRole,
    })
    .from(orderEvents)
    .where(eq(orderEvents.id, eventId));
  return row;
}

export async function findReviewForEvent(db: Executor, orderItemId: string) {
  const [row] = await db
    .select({
      rating: reviews.rating,
      comment: reviews.comment,
      productId: reviews.productId,
      productName: orderItems.productName,
      reviewerName: customers.name,
      ...storeOwnerToTell,
    })
    .from(reviews)
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .innerJoin(stores, eq(stores.id, orderItems.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(reviews.orderItemId, orderItemId));
  return row;
}

export async function findSellerForEvent(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      email: sellers.email,
      status: sellers.status,
      statusReason: sellers.statusReason,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/**
 * An operator's change of a listing's visibility, as its audit row keeps it (what she did and why),
 * with the product and its seller.
 */
export async function findListingChangeForEvent(db: Executor, auditId: string) {
  const [row] = await db
    .select({
      details: adminAudit.details,
      reason: adminAudit.reason,
      productId: products.id,
      productName: products.name,
      ...storeOwnerToTell,
    })
    .from(adminAudit)
    .innerJoin(products, eq(products.id, adminAudit.targetId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(and(eq(adminAudit.id, auditId), eq(adminAudit.targetKind, "product")));
  return row;
}

export async function findMessageForEvent(db: Executor, messageId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      body: messages.body,
      senderRole: messages.senderRole,
      conversationId: conversations.id,
      ...buyerToTell,
      storeId: stores.id,
      storeName: stores.name,
      ...storeOwnerToTell,
      productName: products.name,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .innerJoin(stores, eq(stores.id, conversations.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .leftJoin(products, eq(products.id, conversations.productId))
    .where(eq(messages.id, messageId));
  return row;
}

/**
 * Claims the right to tell `side` about a new message in this conversation: at most once per
 * `windowMinutes`. Answers false when it was told less than that ago.
 */
export async function claimMessageNotice(
  db: Executor,
  conversationId: string,
  side: "customer" | "seller",
  windowMinutes: number,
): Promise<boolean> {
  const column = side === "customer" ? conversations.customerNotifiedAt : conversations.sellerNotifiedAt;
  const rows = await db
    .update(conversations)
    .set(side === "customer" ? { customerNotifiedAt: sql`now()` } : { sellerNotifiedAt: sql`now()` })
    .where(
      and(
        eq(conversations.id, conversationId),
        or(isNull(column), lt(column, sql`now() - make_interval(mins => ${windowMinutes})`)),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length === 1;
}

export type NewMailDelivery = typeof mailDeliveries.$inferInsert;

export async function insertMailDeliveries(db: Executor, rows: NewMailDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(mailDeliveries).values(rows).onConflictDoNothing();
}

/** The keys of this event's e-mails not sent yet. */
export async function findUnsentMailKeys(db: Executor, eventKey: string): Promise<string[]> {
  const rows = await db
    .select({ key: mailDeliveries.key })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.eventKey, eventKey), isNull(mailDeliveries.sentAt)));
  return rows.map((r) => r.key);
}

/**
 * Takes an unsent e-mail to send now. A claim older than `staleSeconds` belongs to a process that
 * died while sending and may be taken over; a younger one means another job is sending it.
 */
export async function claimMail(db: Executor, key: string, staleSeconds: number) {
  const [row] = await db
    .update(mailDeliveries)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(mailDeliveries.key, key),
        isNull(mailDeliveries.sentAt),
        or(
          isNull(mailDeliveries.claimedAt),
          lt(mailDeliveries.claimedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
        ),
      ),
    )
    .returning();
  return row;
}

export async function findMail(db: Executor, key: string) {
  const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key));
  return row;
}

export async function markMailSent(db: Executor, key: string): Promise<void> {
  await db.update(mailDeliveries).set({ sentAt: sql`now()` }).where(eq(mailDeliveries.key, key));
}

/** A failed try gives the e-mail back, so the queue's next try can take it at once. */
export async function releaseMail(db: Executor, key: string): Promise<void> {
  await db.update(mailDeliveries).set({ claimedAt: null }).where(eq(mailDeliveries.key, key));
}
