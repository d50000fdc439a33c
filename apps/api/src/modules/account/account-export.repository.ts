import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  conversations,
  customers,
  ledgerEntries,
  mailDeliveries,
  messages,
  notifications,
  orderEvents,
  orderItems,
  orders,
  pendingUploads,
  productImages,
  productReports,
  products,
  productVariants,
  refunds,
  returnItems,
  returnRequests,
  returnSteps,
  reviews,
  sellers,
  settlements,
  storeBalances,
  stores,
} from "../../db/schema/index.ts";

/**
 * What the shop holds about one account, read for her export (issue 36): every row that names her,
 * as stored. Secrets (password hashes, token versions) are never read.
 */

const byIds = <T>(ids: string[], read: (ids: string[]) => Promise<T[]>) =>
  ids.length === 0 ? Promise.resolve([] as T[]) : read(ids);

export async function findCustomerProfile(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      refusalsClearedAt: customers.refusalsClearedAt,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

export async function findSellerProfile(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      email: sellers.email,
      phone: sellers.phone,
      status: sellers.status,
      statusReason: sellers.statusReason,
      createdAt: sellers.createdAt,
      updatedAt: sellers.updatedAt,
    })
    .from(sellers)
    .where(eq(sellers.id, id));
  return row;
}

/** A customer's orders with their lines and events, her reviews, returns and reports. */
export async function findCustomerRecords(db: Executor, customerId: string) {
  const placed = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.createdAt));
  const orderIds = placed.map((o) => o.id);
  const returns = await db.select().from(returnRequests).where(eq(returnRequests.customerId, customerId));
  const returnIds = returns.map((r) => r.id);
  return {
    orders: placed,
    orderItems: await byIds(orderIds, (ids) =>
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    ),
    orderEvents: await byIds(orderIds, (ids) =>
      db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)),
    ),
    reviews: await db.select().from(reviews).where(eq(reviews.customerId, customerId)),
    returns,
    returnItems: await byIds(returnIds, (ids) =>
      db.select().from(returnItems).where(inArray(returnItems.returnId, ids)),
    ),
    returnSteps: await byIds(returnIds, (ids) =>
      db.select().from(returnSteps).where(inArray(returnSteps.returnId, ids)),
    ),
    refunds: await byIds(returnIds, (ids) => db.select().from(refunds).where(inArray(refunds.returnId, ids))),
    productReports: await db.select().from(productReports).where(eq(productReports.customerId, customerId)),
  };
}

/** A seller's stores with their products, images, variants and money (ledger, settlements, balances). */
export async function findSellerRecords(db: Executor, sellerId: string) {
  const owned = await db.select().from(stores).where(eq(stores.sellerId, sellerId));
  const storeIds = owned.map((s) => s.id);
  const listed = await byIds(storeIds, (ids) =>
    db.select().from(products).where(inArray(products.storeId, ids)),
  );
  const productIds = listed.map((p) => p.id);
  return {
    stores: owned,
    products: listed,
    productImages: await byIds(productIds, (ids) =>
      db.select().from(productImages).where(inArray(productImages.productId, ids)),
    ),
    productVariants: await byIds(productIds, (ids) =>
      db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
    ),
    ledgerEntries: await byIds(storeIds, (ids) =>
      db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.storeId, ids))
        .orderBy(asc(ledgerEntries.createdAt)),
    ),
    settlements: await byIds(storeIds, (ids) =>
      db.select().from(settlements).where(inArray(settlements.storeId, ids)),
    ),
    storeBalances: await byIds(storeIds, (ids) =>
      db.select().from(storeBalances).where(inArray(storeBalances.storeId, ids)),
    ),
    pendingUploads: await db.select().from(pendingUploads).where(eq(pendingUploads.sellerId, sellerId)),
  };
}

/** Conversations she took part in (as the customer, or as a store's owner) with their messages. */
export async function findConversations(db: Executor, by: { customerId: string } | { storeIds: string[] }) {
  const threads =
    "customerId" in by
      ? await db.select().from(conversations).where(eq(conversations.customerId, by.customerId))
      : await byIds(by.storeIds, (ids) =>
          db.select().from(conversations).where(inArray(conversations.storeId, ids)),
        );
  return {
    conversations: threads,
    messages: await byIds(
      threads.map((c) => c.id),
      (ids) =>
        db
          .select()
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.createdAt)),
    ),
  };
}

/** Her notifications and the e-mails the shop wrote to her address. */
export async function findNotices(db: Executor, role: "customer" | "seller", id: string, email: string) {
  return {
    notifications: await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id))),
    emails: await db
      .select({
        subject: mailDeliveries.subject,
        text: mailDeliveries.text,
        createdAt: mailDeliveries.createdAt,
        sentAt: mailDeliveries.sentAt,
      })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toAddress, email)),
  };
}
