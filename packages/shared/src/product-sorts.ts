/** The product lists' sort orders. Kept apart from products-contracts.ts (zod schemas) for the web's filters. */
export const PRODUCT_SORTS = ["newest", "price-low", "price-high", "name", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
