import type { ProductFilters } from "@marketplace/shared/products-contracts";
import type messages from "@/i18n/catalogs/en/catalog.json";
import type { UrlFilters } from "@/lib/use-url-filters.ts";

/** A price problem's message, as its key in the catalog: the screen shows it in the reader's language. */
export type PriceMessage = keyof typeof messages & `catalog.filters.price.${string}`;

export const PRICE_RANGE_MESSAGE: PriceMessage = "catalog.filters.price.range";

/** The message for a price range a visitor typed, or null when it is fine. */
export function priceRangeError(minPrice: number | null, maxPrice: number | null): PriceMessage | null {
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return PRICE_RANGE_MESSAGE;
  return null;
}

/**
 * Parses a price box: blank is "no limit"; anything else must be a number of rupees, not negative.
 * Answers the value or the message to show under the box.
 */
export function parsePriceInput(text: string): { value: number | null } | { error: PriceMessage } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return { error: "catalog.filters.price.notNumber" };
  if (n < 0) return { error: "catalog.filters.price.negative" };
  return { value: n };
}

/** The API query for these filters; a backwards price range (hand-edited URL) is not sent. */
export function apiFiltersFrom(filters: UrlFilters): Omit<ProductFilters, "page" | "limit"> {
  const rangeOk = priceRangeError(filters.minPrice, filters.maxPrice) === null;
  return {
    search: filters.search || undefined,
    category: filters.category ?? undefined,
    minPrice: rangeOk ? (filters.minPrice ?? undefined) : undefined,
    maxPrice: rangeOk ? (filters.maxPrice ?? undefined) : undefined,
    onSale: filters.onSale || undefined,
    inStock: filters.inStock || undefined,
    sort: filters.sort,
  };
}

/** How many filters narrow the list (search and sort not counted), for the Filters button's badge. */
export function activeFilterCount(filters: UrlFilters): number {
  return [
    filters.category !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.onSale,
    filters.inStock,
  ].filter(Boolean).length;
}
