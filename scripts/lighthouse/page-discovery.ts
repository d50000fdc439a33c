import type { ProductListAnswer } from "@marketplace/shared/products-contracts";

export interface PageToMeasure {
  /** Short name for the table and the report files. */
  page: string;
  /** Path on the shop, as its own links write it. */
  path: string;
}

/** The product a page list is built around: its own page, its category's and its store's. */
export interface SampleProduct {
  id: string;
  category: string;
  storeSlug: string;
}

/** The five public pages of issue 14's targets; the category and store are the product's own, so they have products. */
export function pagesToMeasure(product: SampleProduct): PageToMeasure[] {
  return [
    { page: "home", path: "/" },
    { page: "all products", path: "/AllProducts" },
    { page: "category", path: `/products/category/${encodeURIComponent(product.category)}` },
    { page: "store", path: `/store/${encodeURIComponent(product.storeSlug)}` },
    { page: "product", path: `/viewproduct/${encodeURIComponent(product.id)}` },
  ];
}

/**
 * Asks the shop's own API for real pages: the newest listed product with a photo (a product page
 * without one would measure less than a real one), else the newest product.
 */
export async function discoverPages(baseUrl: string): Promise<PageToMeasure[]> {
  const response = await fetch(new URL("/api/products?limit=24", baseUrl));
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { products } = (await response.json()) as ProductListAnswer;
  const product = products.find((p) => p.images.length > 0) ?? products[0];
  if (!product) throw new Error(`${baseUrl} lists no products: nothing to measure a product page on`);
  return pagesToMeasure({ id: product.id, category: product.category, storeSlug: product.store_id.slug });
}
