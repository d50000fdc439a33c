import { LOW_STOCK_BELOW } from "@marketplace/shared/pricing";
import { and, asc, desc, eq, gte, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { orderItems, orders, products, productVariants, stores } from "../../db/schema/index.ts";

const NOT_CANCELLED = notInArray(orders.orderStatus, ["Cancelled", "Returned"]);
/** Revenue counts orders that were delivered or paid, and not cancelled or returned since. */
const EARNING = and(NOT_CANCELLED, or(eq(orders.orderStatus, "Delivered"), eq(orders.paymentStatus, "Paid")));

export async function findStoreViewCount(db: Executor, storeId: string): Promise<number> {
  const [row] = await db.select({ viewCount: stores.viewCount }).from(stores).where(eq(stores.id, storeId));
  return row?.viewCount ?? 0;
}

export async function productStats(db: Executor, storeId: string, now: Date) {
  const activeSale = sql`${products.salePricePaisa} is not null and ${products.salePricePaisa} < ${products.pricePaisa}
    and (${products.saleEndsAt} is null or ${products.saleEndsAt} > ${now.toISOString()})`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      onSale: sql<number>`count(*) filter (where ${activeSale})::int`,
      outOfStock: sql<number>`count(*) filter (where ${products.quantity} <= 0)::int`,
      ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
      ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
    })
    .from(products)
    .where(eq(products.storeId, storeId));
  return row ?? { total: 0, onSale: 0, outOfStock: 0, ratingSum: 0, ratingCount: 0 };
}

export async function orderStats(db: Executor, storeId: string) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${orders.orderStatus} = 'Pending')::int`,
      revenuePaisa: sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${EARNING}), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.storeId, storeId));
  return row ?? { orders: 0, pending: 0, revenuePaisa: 0 };
}

/** Orders placed and revenue earned per day (UTC) since `since`. */
export async function dailyOrders(db: Executor, storeId: string, since: Date) {
  const day = sql<string>`to_char(date_trunc('day', ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      revenuePaisa: sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${EARNING}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), gte(orders.createdAt, since)))
    .groupBy(day);
}

/** Best sellers by units in orders that still stand. */
export async function topProducts(db: Executor, storeId: string, limit: number) {
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.productName})`,
      image: sql<string>`max(${orderItems.productImage})`,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      revenuePaisa: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPricePaisa})::bigint`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.storeId, storeId), NOT_CANCELLED, isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(desc(sql`sum(${orderItems.quantity})`))
    .limit(limit);
}

/**
 * What is running out: each variant of a product with variants, else the product itself, with fewer
 * than LOW_STOCK_BELOW left (sold out included), fewest first.
 */
export async function lowStock(db: Executor, storeId: string, limit: number) {
  const left = sql<number>`coalesce(${productVariants.quantity}, ${products.quantity})`;
  return db
    .select({
      productId: products.id,
      name: products.name,
      productOptions: products.options,
      variantId: productVariants.id,
      variantOptions: productVariants.options,
      quantity: left,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.storeId, storeId),
        or(
          and(isNull(productVariants.id), sql`${products.options} = '[]'::jsonb`),
          isNotNull(productVariants.id),
        ),
        sql`${left} < ${LOW_STOCK_BELOW}`,
      ),
    )
    .orderBy(asc(left), asc(products.name), asc(productVariants.position))
    .limit(limit);
}
