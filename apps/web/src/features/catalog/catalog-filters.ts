import { type Category, categorySlug, findCategory } from "@marketplace/shared/categories";
import { PRODUCT_SORTS, type ProductSort } from "@marketplace/shared/products-contracts";
import { SEARCH_MAX } from "@marketplace/shared/search-contracts";
import type { ProductFilters } from "./api/products-api.ts";

/**
 * What the all-products page keeps in its URL, so links, reloads and Back show the same list: the list
 * query's filters (unset prices and category as null), plus how the list is shown.
 */
export type CatalogFilters = Required<Pick<ProductFilters, "search" | "onSale" | "inStock" | "sort">> & {
  [Bound in "minPrice" | "maxPrice"]: NonNullable<ProductFilters[Bound]> | null;
} & {
  /** One of the shop's categories: the query takes any text, the URL keeps only a known one. */
  category: Category | null;
  view: "grid" | "list";
};

export const DEFAULT_FILTERS: CatalogFilters = {
  search: "",
  category: null,
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
  sort: "newest",
  view: "grid",
};

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: "Newest first",
  "price-low": "Price: low to high",
  "price-high": "Price: high to low",
  name: "Name (A to Z)",
  rating: "Top rated",
};

export const PRICE_RANGE_MESSAGE = "The lowest price must not be above the highest.";

const FLAG_ON = new Set(["1", "true"]);

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Reads the filters from a URL's search params; anything unknown or malformed falls back to its default. */
export function filtersFromSearchParams(params: URLSearchParams): CatalogFilters {
  const sort = params.get("sort");
  return {
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    category: findCategory(params.get("category") ?? "") ?? null,
    minPrice: readPrice(params.get("minPrice")),
    maxPrice: readPrice(params.get("maxPrice")),
    onSale: FLAG_ON.has(params.get("onSale") ?? ""),
    inStock: FLAG_ON.has(params.get("inStock") ?? ""),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ProductSort) : "newest",
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** The inverse of `filtersFromSearchParams`: defaults are left out so URLs stay short. */
export function searchParamsFromFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.category) params.set("category", categorySlug(filters.category));
  if (filters.minPrice !== null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
  if (filters.onSale) params.set("onSale", "1");
  if (filters.inStock) params.set("inStock", "1");
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.view !== DEFAULT_FILTERS.view) params.set("view", filters.view);
  return params;
}

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
export function apiFiltersFrom(filters: CatalogFilters): Omit<ProductFilters, "page"> {
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
export function activeFilterCount(filters: CatalogFilters): number {
  return [
    filters.category !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.onSale,
    filters.inStock,
  ].filter(Boolean).length;
}

/** Reads `?page=N` (a whole number from 1); anything else is page 1. */
export function pageFromSearchParams(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
