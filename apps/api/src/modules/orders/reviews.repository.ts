import { and, count, desc, eq, not, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { customers, orderItems, products, reviews, stores } from "../../db/schema/index.ts";
import { productIsListed } from "../catalog/public-listing.ts";

export async function findOrderItem(db: Executor, orderId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  return row;
}

/** Inserts the review once per order item; returns false when one already exists. */
export async function insertReview(db: Executor, values: typeof reviews.$inferInsert): Promise<boolean> {
  const rows = await db.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
  return rows.length === 1;
}

/** Keeps the product's rating sum and count in step, so lists sort by rating without a join. */
export async function addRatingToProduct(db: Executor, productId: string, rating: number): Promise<void> {
  await db
    .update(products)
    .set({ ratingSum: sql`${products.ratingSum} + ${rating}`, ratingCount: sql`${products.ratingCount} + 1` })
    .where(eq(products.id, productId));
}

export async function findProductRating(db: Executor, productId: string) {
  const [row] = await db
    .select({
      ratingSum: products.ratingSum,
      ratingCount: products.ratingCount,
      listed: sql<boolean>`${productIsListed}`,
      sellerId: stores.sellerId,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  return row;
}

/** A review as the public reads it: with its author and the options of the variant she bought. */
const publicReview = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  author: customers.name,
  variantOptions: orderItems.variantOptions,
};
export type PublicReviewRow = {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  author: string;
  variantOptions: Array<[string, string]> | null;
};

export async function findProductReviews(db: Executor, productId: string, limit: number, offset: number) {
  const where = eq(reviews.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select(publicReview)
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .where(where)
      .orderBy(desc(reviews.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A store's page (issue 34, item 8): the rating over every review of its products the public sees,
 * and the most recent of those reviews with the product each is about.
 */
export async function findStoreReviews(db: Executor, storeId: string, limit: number) {
  const where = and(eq(products.storeId, storeId), not(products.hidden));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...publicReview, productId: products.id, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit),
    db
      .select({
        ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
        ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
      })
      .from(products)
      .where(where),
  ]);
  return { rows, ratingSum: totals?.ratingSum ?? 0, ratingCount: totals?.ratingCount ?? 0 };
}
