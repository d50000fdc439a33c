import { groupBy } from "@marketplace/shared/group-by";
import { paisaToRupees } from "@marketplace/shared/money";
import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import { type StorePaymentColumns, storePaymentDetails } from "../../db/store-payment-details.ts";
import type { ProductImageRow, ProductRow } from "./products.repository.ts";

export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

interface StoreRef extends StorePaymentColumns {
  id: string;
  name: string;
  slug: string;
  category: string;
  description: string;
}

/**
 * The contract's Product, plus 400 px `thumbnails` for cards, the `reviewCount` behind `rating`, and in
 * `store_id` the store's `slug` (its address `/store/{slug}`) and the payment methods it accepts (so
 * the checkout, which refreshes every line, can offer them).
 */
export function toProductJson(product: ProductRow, store: StoreRef, images: ProductImageRow[]) {
  const urls = images.map((i) => i.url);
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    description: product.description,
    price: paisaToRupees(product.pricePaisa),
    sale_price: product.salePricePaisa === null ? null : paisaToRupees(product.salePricePaisa),
    saleEndingDate: product.saleEndsAt ? product.saleEndsAt.toISOString() : null,
    category: product.category,
    images: urls,
    image: urls,
    thumbnails: images.map((i) => i.thumbUrl),
    quantity: product.quantity,
    rating: averageRating(product.ratingSum, product.ratingCount),
    reviewCount: product.ratingCount,
    store_id: {
      _id: store.id,
      name: store.name,
      slug: store.slug,
      category: store.category,
      description: store.description,
      acceptedPaymentMethods: acceptedPaymentMethods(storePaymentDetails(store)),
    },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export type ProductJson = ReturnType<typeof toProductJson>;

export function toProductJsonList(
  rows: Array<{ product: ProductRow; store: StoreRef }>,
  images: ProductImageRow[],
): ProductJson[] {
  const byProduct = groupBy(images, (i) => i.productId);
  return rows.map((r) => toProductJson(r.product, r.store, byProduct.get(r.product.id) ?? []));
}
