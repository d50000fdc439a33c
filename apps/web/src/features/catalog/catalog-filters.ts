import type { ProductFilters, ProductSort } from "@marketplace/shared/products-contracts";
import type { UrlFilters } from "@/lib/use-url-filters.ts";

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: "Newest first",
  "price-low": "Price: low to high",
  "price-high": "Price: high to low",
  name: "Name (A to Z)",
  rating: "Top rated",
};

export const PRICE_RANGE_MESSAGE = "The lowest price must not be above the highest.";

/** The message for a price range a visitor typed, or null when it is fine. */
export function priceRangeError(minPrice: number | null, maxPrice: number | null): string | null {
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return PRICE_RANGE_MESSAGE;
  return null;
}

/**
 * Parses a price box: blank is "no limit"; anything else must be a number of rupees, not negative.
 * Answers the value or the message to show under the box.
 */
export function parsePriceInput(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return { error: "Enter a price in rupees, e.g. 1500." };
  if (n < 0) return { error: "A price cannot be negative." };
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
