import type { ProductFilters } from "@marketplace/shared/products-contracts";
import type messages from "@/i18n/catalogs/en/filters.json";
import type { UrlFilters } from "@/lib/use-url-filters.ts";

/** A price problem's message, as its key in the catalog: the screen shows it in the reader's language. */
export type PriceMessage = keyof typeof messages & `filters.price.${string}`;

export const PRICE_RANGE_MESSAGE: PriceMessage = "filters.price.range";

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
  if (!Number.isFinite(n)) return { error: "filters.price.notNumber" };
  if (n < 0) return { error: "filters.price.negative" };
  return { value: n };
}

/** The API query for these filters; a backwards price range (hand-edited URL) is not sent. */
export function apiFiltersFrom(filters: UrlFilters): Omit<ProductFilters, "page" | "limit"> {
  const rangeOk = priceRangeError(filters.minPrice, filters.maxPrice) === null;
  return {
    search: filters.search || undefined,
    exact: (filters.search && filters.exact) || undefined,
    category: filters.category ?? undefined,
    minPrice: rangeOk ? (filters.minPrice ?? undefined) : undefined,
    maxPrice: rangeOk ? (filters.maxPrice ?? undefined) : undefined,
    onSale: filters.onSale || undefined,
    inStock: filters.inStock || undefined,
    city: filters.city ?? undefined,
    minRating: filters.minRating ?? undefined,
    // Sent as `size=M&colour=blue` (decision 0030's option filters).
    optionFilters:
      filters.sizes.length + filters.colours.length > 0
        ? {
            ...(filters.sizes.length > 0 ? { size: filters.sizes } : {}),
            ...(filters.colours.length > 0 ? { colour: filters.colours } : {}),
          }
        : undefined,
    sort: filters.sort,
  };
}

/** The facets' query: the list's, without its order (the counts do not depend on it). */
export function facetFiltersFrom(filters: UrlFilters): Omit<ProductFilters, "page" | "limit" | "sort"> {
  const { sort: _sort, ...rest } = apiFiltersFrom(filters);
  return rest;
}

/** A price band's choice: its own range, or none when it is the range chosen now (a second press). */
export function bandChoice(
  filters: UrlFilters,
  band: { min: number; max: number | null },
): Pick<UrlFilters, "minPrice" | "maxPrice"> {
  const chosen = filters.minPrice === band.min && filters.maxPrice === band.max;
  return chosen ? { minPrice: null, maxPrice: null } : { minPrice: band.min, maxPrice: band.max };
}

/** The values with `value` added, or taken away when it was there (compared without case). */
export function toggled(values: string[], value: string): string[] {
  const lower = value.toLowerCase();
  return values.some((v) => v.toLowerCase() === lower)
    ? values.filter((v) => v.toLowerCase() !== lower)
    : [...values, value];
}

/** How many filters narrow the list (search and sort not counted), for the Filters button's badge. */
export function activeFilterCount(filters: UrlFilters): number {
  return [
    filters.category !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.onSale,
    filters.inStock,
    filters.city !== null,
    filters.minRating !== null,
    filters.sizes.length > 0,
    filters.colours.length > 0,
  ].filter(Boolean).length;
}
