import type { Category } from "@marketplace/shared/categories";
import { paisaToRupees } from "@marketplace/shared/money";
import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import { isSaleActive } from "@marketplace/shared/pricing";
import type { ProductOption } from "@marketplace/shared/product-variants";
import type { Product, ProductVariant } from "@marketplace/shared/products-contracts";
import { type StorePaymentColumns, storePaymentDetails } from "../../db/store-payment-details.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import type { ImageFiles, ProductRow, VariantFiles } from "./products.repository.ts";

export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

interface StoreRef extends StorePaymentColumns {
  id: string;
  name: string;
  slug: string;
  category: Category;
  description: string;
  /** Its seller is verified (issue 34, item 5). */
  verified: boolean;
}

/**
 * The shared `Product` (packages/shared/products-contracts.ts), with its image URLs as answers carry
 * them. `hidden` and `hiddenReason` are for the product's owner only (decision 0019).
 */
/**
 * A variant's options in the product's option order (the database keeps them as a jsonb object,
 * whose keys come back in its own order).
 */
export function inOptionOrder(
  options: ProductOption[],
  choice: Record<string, string>,
): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const option of options) {
    const value = choice[option.name];
    if (value !== undefined) ordered[option.name] = value;
  }
  return ordered;
}

/**
 * A variant with its effective prices: its own, else the product's; the sale price only while it is
 * below the price (a product's sale may be above a variant's own lower price).
 */
export function variantJson(
  product: ProductRow,
  variant: VariantFiles,
  imageUrls: ImageUrls,
): ProductVariant {
  const pricePaisa = variant.pricePaisa ?? product.pricePaisa;
  const salePaisa = variant.salePricePaisa ?? product.salePricePaisa;
  return {
    _id: variant.id,
    options: inOptionOrder(product.options, variant.options),
    price: paisaToRupees(pricePaisa),
    sale_price: salePaisa !== null && salePaisa < pricePaisa ? paisaToRupees(salePaisa) : null,
    quantity: variant.quantity,
    sku: variant.sku,
    image: variant.imageUrl ? imageUrls.toPublic(variant.imageUrl) : null,
  };
}

/** What one unit of the variant costs now, in paisa: the sale price while the product's sale runs. */
export function variantUnitPaisa(
  product: Pick<ProductRow, "pricePaisa" | "salePricePaisa" | "saleEndsAt">,
  variant: Pick<VariantFiles, "pricePaisa" | "salePricePaisa">,
  now: Date,
) {
  const price = variant.pricePaisa ?? product.pricePaisa;
  const sale = variant.salePricePaisa ?? product.salePricePaisa;
  return isSaleActive({ price, sale_price: sale, saleEndingDate: product.saleEndsAt }, now)
    ? (sale as number)
    : price;
}

export function toProductJson(
  product: ProductRow,
  store: StoreRef,
  images: ImageFiles[],
  variants: VariantFiles[],
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
      verified: store.verified,
    },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    ...(ownerView ? { hidden: product.hidden, hiddenReason: product.hiddenReason } : {}),
    options: product.options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants: variants.map((v) => variantJson(product, v, imageUrls)),
  };
}

export function toProductJsonList(
  rows: Array<{ product: ProductRow; store: StoreRef; images: ImageFiles[]; variants: VariantFiles[] }>,
  imageUrls: ImageUrls,
  ownerView = false,
): Product[] {
  return rows.map((r) => toProductJson(r.product, r.store, r.images, r.variants, imageUrls, ownerView));
}
