import { and, count, desc, eq, sql } from "drizzle-orm";
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

export async function findProductReviews(db: Executor, productId: string, limit: number, offset: number) {
  const where = eq(reviews.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        author: customers.name,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(where)
      .orderBy(desc(reviews.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
