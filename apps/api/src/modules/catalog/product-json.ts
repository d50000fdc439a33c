import type { Category } from "@marketplace/shared/categories";
import { paisaToRupees } from "@marketplace/shared/money";
import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import type { Product } from "@marketplace/shared/products-contracts";
import { type StorePaymentColumns, storePaymentDetails } from "../../db/store-payment-details.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import type { ImageFiles, ProductRow } from "./products.repository.ts";

export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

interface StoreRef extends StorePaymentColumns {
  id: string;
  name: string;
  slug: string;
  category: Category;
  description: string;
}

/**
 * The shared `Product` (packages/shared/products-contracts.ts), with its image URLs as answers carry
 * them. `hidden` and `hiddenReason` are for the product's owner only (decision 0019).
 */
export function toProductJson(
  product: ProductRow,
  store: StoreRef,
  images: ImageFiles[],
  imageUrls: ImageUrls,
  ownerView = false,
): Product {
  const urls = images.map((i) => imageUrls.toPublic(i.url));
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    description: product.description,
    price: paisaToRupees(product.pricePaisa),
    sale_price: product.salePricePaisa === null ? null : paisaToRupees(product.salePricePaisa),
    saleEndingDate: product.saleEndsAt ? product.saleEndsAt.toISOString() : null,
    // The column is text until the database checks categories (issue 12): parsed, not cast.
    category: product.category,
    images: urls,
    image: urls,
    thumbnails: images.map((i) => imageUrls.toPublic(i.thumbUrl)),
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
    ...(ownerView ? { hidden: product.hidden, hiddenReason: product.hiddenReason } : {}),
  };
}

export function toProductJsonList(
  rows: Array<{ product: ProductRow; store: StoreRef; images: ImageFiles[] }>,
  imageUrls: ImageUrls,
  ownerView = false,
): Product[] {
  return rows.map((r) => toProductJson(r.product, r.store, r.images, imageUrls, ownerView));
}
