import type { ProductReview } from "@marketplace/shared/products-contracts";
import { STORE_RECENT_REVIEWS, type StoreReview } from "@marketplace/shared/stores-contracts";
import type { Database } from "../../db/create-db.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { requireOwnOrder } from "./order-ownership.ts";
import * as orders from "./orders.repository.ts";
import * as repo from "./reviews.repository.ts";

export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** A customer rates each product of a delivered order once, 1 to 5, with an optional comment. */
export async function addReview(
  db: Database,
  customerId: string,
  orderId: string,
  itemId: string,
  input: { rating: number; comment: string },
) {
  return db.transaction(async (tx) => {
    const order = requireOwnOrder(
      isUuid(orderId) ? await orders.findOrderRow(tx, orderId) : undefined,
      customerId,
    );
    const item = isUuid(itemId) ? await repo.findOrderItem(tx, orderId, itemId) : undefined;
    if (!item) throw notFound("This item is not part of the order.");
    if (order.orderStatus !== "Delivered")
      throw conflict("You can review products once the order is delivered.");
    if (!item.productId) throw conflict("This product is no longer sold, so it cannot be reviewed.");
    const inserted = await repo.insertReview(tx, {
      orderItemId: item.id,
      productId: item.productId,
      customerId,
      rating: input.rating,
      comment: input.comment,
    });
    if (!inserted) throw conflict("You have already reviewed this item.");
    await repo.addRatingToProduct(tx, item.productId, input.rating);
    const totals = await repo.findProductRating(tx, item.productId);
    return {
      rating: input.rating,
      comment: input.comment,
      productRating: averageRating(totals?.ratingSum ?? 0, totals?.ratingCount ?? 0),
      reviewCount: totals?.ratingCount ?? 0,
    };
  });
}

/** A review as the public reads it (the shared `ProductReview`). */
export function publicReviewJson(r: repo.PublicReviewRow): ProductReview {
  return {
    _id: r.id,
    rating: r.rating,
    comment: r.comment,
    // Only the first name is public.
    author: r.author.split(/\s+/)[0] ?? "",
    createdAt: r.createdAt.toISOString(),
    // The variant she bought (issue 34, item 7), as it was written when she bought it.
    variant: r.variantOptions ? Object.fromEntries(r.variantOptions) : null,
  };
}

/** A store's rating over its products' reviews, and its most recent reviews (issue 34, item 8). */
export async function storeReviews(
  db: Database,
  storeId: string,
): Promise<{ rating: { average: number; count: number }; recentReviews: StoreReview[] }> {
  const { rows, ratingSum, ratingCount } = await repo.findStoreReviews(db, storeId, STORE_RECENT_REVIEWS);
  return {
    rating: { average: averageRating(ratingSum, ratingCount), count: ratingCount },
    recentReviews: rows.map((r) => ({
      ...publicReviewJson(r),
      product: { _id: r.productId, name: r.productName },
    })),
  };
}

/** Like the product itself (decision 0019): 404 for the public when unlisted, its owner (`readerId`) still reads them. */
export async function listProductReviews(
  db: Database,
  productId: string,
  page: number,
  limit: number,
  readerId?: string,
) {
  const totals = isUuid(productId) ? await repo.findProductRating(db, productId) : undefined;
  if (!totals || !(totals.listed || totals.sellerId === readerId)) throw notFound("Product not found.");
  const { rows, total } = await repo.findProductReviews(db, productId, limit, (page - 1) * limit);
  return {
    reviews: rows.map(publicReviewJson),
    averageRating: averageRating(totals.ratingSum, totals.ratingCount),
    reviewCount: totals.ratingCount,
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      total_reviews: total,
    },
  };
}
