import type { Shipment } from "@marketplace/shared/couriers-contracts";
import type { OrderStatus } from "@marketplace/shared/order-statuses";
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  campaigns,
  customers,
  orderDiscounts,
  orderEvents,
  orderItems,
  orders,
  productImages,
  products,
  productVariants,
  returnItems,
  returnRequests,
  reviews,
  stores,
} from "../../db/schema/index.ts";
import { paymentDetailsColumns, storePaymentDetails } from "../../db/store-payment-details.ts";
import { productIsListed } from "../catalog/public-listing.ts";
import { shipmentsByOrder } from "../couriers/shipment-json.ts";
import { findShipmentsOfOrders } from "../couriers/shipments.repository.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface ProductForOrder {
  id: string;
  storeId: string;
  name: string;
  pricePaisa: number;
  salePricePaisa: number | null;
  saleEndsAt: Date | null;
  quantity: number;
  image: string | null;
  /** The product's options: a product with any is ordered by variant. */
  options: Array<{ name: string; values: string[] }>;
}

export type VariantForOrder = Pick<
  typeof productVariants.$inferSelect,
  "id" | "productId" | "options" | "pricePaisa" | "salePricePaisa" | "quantity"
>;

export async function findProductsForOrder(db: Executor, ids: string[]): Promise<ProductForOrder[]> {
  // Qualified by hand: Drizzle writes a lone "id" here, which inside the subquery means product_images.id.
  const firstImage = sql<string | null>`(
    select ${productImages.thumbUrl} from ${productImages}
    where ${productImages.productId} = ${sql.raw('"products"."id"')}
    order by ${productImages.position} limit 1)`;
  // A hidden product or a suspended seller's is missing here, so it answers 409 (decision 0019).
  return db
    .select({
      id: products.id,
      storeId: products.storeId,
      name: products.name,
      pricePaisa: products.pricePaisa,
      salePricePaisa: products.salePricePaisa,
      saleEndsAt: products.saleEndsAt,
      quantity: products.quantity,
      image: firstImage,
      options: products.options,
    })
    .from(products)
    .where(and(inArray(products.id, ids), productIsListed));
}

/** Takes stock only if enough is left; the row lock makes concurrent buyers queue, so none oversells. */
export async function takeStock(db: Executor, productId: string, units: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${units}` })
    .where(and(eq(products.id, productId), gte(products.quantity, units)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/** The variants an order names, each only if it is one of the products'. */
export async function findVariantsForOrder(
  db: Executor,
  productIds: string[],
  variantIds: string[],
): Promise<VariantForOrder[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      options: productVariants.options,
      pricePaisa: productVariants.pricePaisa,
      salePricePaisa: productVariants.salePricePaisa,
      quantity: productVariants.quantity,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.id, variantIds), inArray(productVariants.productId, productIds)));
}

/**
 * Takes a variant's stock only if enough is left, with the same conditional update as a product's:
 * the product's row first (its stock is the variants' sum, and every writer of a product's variants
 * locks it first, so the order of locks is fixed), then the variant's. False leaves the caller to
 * roll back the transaction, the product's part too.
 */
export async function takeVariantStock(
  db: Executor,
  productId: string,
  variantId: string,
  units: number,
): Promise<boolean> {
  if (!(await takeStock(db, productId, units))) return false;
  const rows = await db
    .update(productVariants)
    .set({ quantity: sql`${productVariants.quantity} - ${units}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        gte(productVariants.quantity, units),
      ),
    )
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/**
 * Puts units back on a variant and on its product's sum, product first as a checkout locks them; a
 * variant the seller removed since takes nothing back (the product's stock is its variants' sum).
 */
export async function returnVariantStock(
  db: Executor,
  productId: string,
  variantId: string,
  units: number,
): Promise<void> {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  const rows = await db
    .update(productVariants)
    .set({ quantity: sql`${productVariants.quantity} + ${units}` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .returning({ id: productVariants.id });
  if (rows.length === 1) {
    await db
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${units}` })
      .where(eq(products.id, productId));
  }
}

export async function currentVariantStock(db: Executor, variantId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: productVariants.quantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.quantity ?? 0;
}

/**
 * Puts units back on a product. A product that has variants now (added since the order) keeps its
 * stock on them: its sum is not changed from here.
 */
export async function returnStock(db: Executor, productId: string, units: number): Promise<void> {
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${units}` })
    .where(and(eq(products.id, productId), sql`${products.options} = '[]'::jsonb`));
}

export async function currentStock(db: Executor, productId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.quantity ?? 0;
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("order insert returned no row");
  return row;
}

/** The items as written, in the order `findItems` reads them. */
export async function insertOrderItems(
  db: Executor,
  values: Array<typeof orderItems.$inferInsert>,
): Promise<OrderItemRow[]> {
  const rows = await db.insert(orderItems).values(values).returning();
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function insertOrderEvent(
  db: Executor,
  values: typeof orderEvents.$inferInsert,
): Promise<OrderEventRow> {
  const [row] = await db.insert(orderEvents).values(values).returning();
  if (!row) throw new Error("order event insert returned no row");
  return row;
}

/** Who placed orders, as an order's JSON names her to the seller. */
export async function findBuyers(db: Executor, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(inArray(customers.id, customerIds));
}

export async function findOrderForUpdate(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

export async function findOrderRow(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function updateOrderRow(
  db: Executor,
  id: string,
  patch: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db.update(orders).set(patch).where(eq(orders.id, id));
}

/**
 * The units of each of the order's lines that a received return already put back on sale: a move to
 * Cancelled or Returned gives back only the rest.
 */
export async function findUnitsBackFromReturns(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: returnItems.orderItemId, units: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ["received", "refunded"])))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

export async function findItems(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export async function findOrderRows(db: Executor, where: SQL, limit = 200): Promise<OrderRow[]> {
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

export const byCustomer = (customerId: string, status?: OrderStatus) =>
  and(eq(orders.customerId, customerId), status ? eq(orders.orderStatus, status) : undefined) as SQL;
export const byStore = (storeId: string, status?: OrderStatus) =>
  and(eq(orders.storeId, storeId), status ? eq(orders.orderStatus, status) : undefined) as SQL;
export const byCheckout = (checkoutId: string) => eq(orders.checkoutId, checkoutId);

/** A discount of an order, with its campaign's address when a campaign gave it. */
export type OrderDiscountRow = typeof orderDiscounts.$inferSelect & { campaignSlug: string | null };
type StoreForOrderRow = Awaited<ReturnType<typeof findStoresForOrders>>[number];
type BuyerRow = Awaited<ReturnType<typeof findBuyers>>[number];
interface ReviewOfItemRow {
  orderItemId: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

/** What an order's JSON needs besides its rows, put together from what was read or just written. */
export function orderExtras(parts: {
  items: OrderItemRow[];
  events: OrderEventRow[];
  storeRows: StoreForOrderRow[];
  buyerRows: BuyerRow[];
  reviewRows: ReviewOfItemRow[];
  /** Each order's parcel (issue 28); none for orders just placed. */
  shipments?: Map<string, Shipment>;
  /** The discounts of the orders that have any (issue 31). */
  discounts?: OrderDiscountRow[];
}) {
  return {
    discounts: parts.discounts ?? [],
    shipments: parts.shipments ?? new Map<string, Shipment>(),
    items: parts.items,
    events: parts.events,
    storeNames: new Map(parts.storeRows.map((s) => [s.id, s.name])),
    storePayments: new Map(parts.storeRows.map((s) => [s.id, storePaymentDetails(s)])),
    reviewsByItem: new Map(parts.reviewRows.map((r) => [r.orderItemId, r])),
    buyers: new Map(parts.buyerRows.map((b) => [b.id, b])),
  };
}

/** What an order's JSON needs besides its rows: store names, events, reviews and, for sellers, the buyer. */
export async function findOrderExtras(db: Executor, rows: OrderRow[]) {
  const orderIds = rows.map((o) => o.id);
  const storeIds = [...new Set(rows.map((o) => o.storeId))];
  const customerIds = [...new Set(rows.map((o) => o.customerId))];
  if (orderIds.length === 0) {
    return orderExtras({ items: [], events: [], storeRows: [], buyerRows: [], reviewRows: [] });
  }
  // One after another: inside a transaction `db` is a single connection, where node-postgres queues
  // overlapping queries with a deprecation warning (and pg 9 refuses them).
  const items = await findItems(db, orderIds);
  const events = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt));
  const storeRows = await findStoresForOrders(db, storeIds);
  const buyerRows = await findBuyers(db, customerIds);
  const itemIds = items.map((i) => i.id);
  const reviewRows: ReviewOfItemRow[] = itemIds.length
    ? await db
        .select({
          orderItemId: reviews.orderItemId,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(inArray(reviews.orderItemId, itemIds))
    : [];
  const shipments = shipmentsByOrder(await findShipmentsOfOrders(db, orderIds));
  // Most orders carry no discount: only those that do are looked up.
  const discounted = rows.filter((o) => o.discountPaisa > 0).map((o) => o.id);
  const discounts = discounted.length
    ? await db
        .select({ ...getTableColumns(orderDiscounts), campaignSlug: campaigns.slug })
        .from(orderDiscounts)
        .leftJoin(campaigns, eq(campaigns.id, orderDiscounts.campaignId))
        .where(inArray(orderDiscounts.orderId, discounted))
    : [];
  return orderExtras({ items, events, storeRows, buyerRows, reviewRows, shipments, discounts });
}

/** Stores' names and the accounts their buyers pay into: for payment instructions and accepted methods. */
export async function findStoresForOrders(db: Executor, storeIds: string[]) {
  if (storeIds.length === 0) return [];
  return db
    .select({ id: stores.id, name: stores.name, ...paymentDetailsColumns })
    .from(stores)
    .where(inArray(stores.id, storeIds));
}

/** Cash-on-Delivery orders still awaiting their buyer after their window ended (decision 0034). */
export async function findOverdueAwaitingOrders(db: Executor, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.confirmation, "awaiting"),
        lte(orders.confirmationDueAt, now),
        inArray(orders.orderStatus, ["Pending", "Processing"]),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every order by payment method and state (the metrics' payments figure). */
export async function countOrdersByPayment(db: Executor) {
  return db
    .select({ method: orders.paymentMethod, state: orders.paymentStatus, orders: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.paymentMethod, orders.paymentStatus);
}
