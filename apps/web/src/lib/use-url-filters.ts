import { type Category, categorySlug, findCategory } from "@marketplace/shared/categories";
import { cityKey } from "@marketplace/shared/delivery-estimate";
import { PRODUCT_SORTS, type ProductSort } from "@marketplace/shared/product-sorts";
import type { ProductFilters } from "@marketplace/shared/products-contracts";
import { SEARCH_MAX } from "@marketplace/shared/search-limits";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value.ts";

/**
 * The product-list filters a page keeps in its address (the catalog, a category, a store), so links,
 * reloads and Back show the same list: the shared list query's filters, each with its "not set"
 * spelled out, plus how the list is laid out.
 */
export interface UrlFilters extends Required<Pick<ProductFilters, "sort" | "onSale" | "inStock" | "page">> {
  search: string;
  category: Category | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** The store's city, as `cityKey` writes it ("lahore"); null for any. */
  city: string | null;
  /** Stores rated at least this many stars; null for any. */
  minRating: number | null;
  /** Sizes and colours any of which will do (issue 33), as the sellers wrote them. */
  sizes: string[];
  colours: string[];
  /** Search the words as typed, not corrected to the catalog's ("Search instead for"). */
  exact: boolean;
  view: "grid" | "list";
}

export const DEFAULT_URL_FILTERS: UrlFilters = {
  search: "",
  category: null,
  minPrice: null,
  maxPrice: null,
  city: null,
  minRating: null,
  sizes: [],
  colours: [],
  exact: false,
  onSale: false,
  inStock: false,
  sort: "newest",
  page: 1,
  view: "grid",
};

/** How long typing must pause before a search is applied: one pause for every search box. */
export const SEARCH_DELAY_MS = 300;

/**
 * Each filter's name in the address. The server renders a page from these, and the no-JavaScript
 * forms (header search, the catalog's search and filters) name their fields with them, so a form
 * sent without JavaScript lands on the very list the page shows with it.
 */
export const URL_FILTER_PARAMS = {
  search: "q",
  category: "category",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  city: "city",
  minRating: "minRating",
  sizes: "size",
  colours: "colour",
  exact: "exact",
  onSale: "onSale",
  inStock: "inStock",
  sort: "sort",
  page: "page",
  view: "view",
} as const satisfies Record<keyof UrlFilters, string>;

/** A checked box's value in the address (what a checkbox field sends, too). */
export const FLAG_VALUE = "1";
const FLAG_ON = new Set([FLAG_VALUE, "true", "on"]);

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function readRating(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 1 && n <= 5 ? n : null;
}

/** A repeated key's values (`size=M&size=L`), trimmed, once each whatever their case. */
function readValues(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values.map((v) => v.trim()).filter(Boolean)) {
    if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value.slice(0, 60));
  }
  return [...seen.values()].slice(0, 20);
}

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? "");

/** Reads the filters from a URL's search params; anything unknown or malformed falls back to its default. */
export function readUrlFilters(params: URLSearchParams): UrlFilters {
  const get = (filter: keyof UrlFilters) => params.get(URL_FILTER_PARAMS[filter]);
  const sort = get("sort");
  const page = Number(get("page"));
  return {
    search: (get("search") ?? "").trim().slice(0, SEARCH_MAX),
    category: findCategory(get("category") ?? "") ?? null,
    minPrice: readPrice(get("minPrice")),
    maxPrice: readPrice(get("maxPrice")),
    city: cityKey(get("city") ?? "") || null,
    minRating: readRating(get("minRating")),
    sizes: readValues(params.getAll(URL_FILTER_PARAMS.sizes)),
    colours: readValues(params.getAll(URL_FILTER_PARAMS.colours)),
    exact: FLAG_ON.has(get("exact") ?? ""),
    onSale: FLAG_ON.has(get("onSale") ?? ""),
    inStock: FLAG_ON.has(get("inStock") ?? ""),
    sort: isSort(sort) ? sort : DEFAULT_URL_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: get("view") === "list" ? "list" : "grid",
  };
}

/** The inverse of `readUrlFilters`: defaults are left out so URLs stay short. */
export function writeUrlFilters(filters: UrlFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (filter: keyof UrlFilters, value: string) => params.set(URL_FILTER_PARAMS[filter], value);
  if (filters.search) set("search", filters.search);
  if (filters.category) set("category", categorySlug(filters.category));
  if (filters.minPrice !== null) set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) set("maxPrice", String(filters.maxPrice));
  if (filters.city) set("city", filters.city);
  if (filters.minRating !== null) set("minRating", String(filters.minRating));
  for (const size of filters.sizes) params.append(URL_FILTER_PARAMS.sizes, size);
  for (const colour of filters.colours) params.append(URL_FILTER_PARAMS.colours, colour);
  if (filters.exact && filters.search) set("exact", FLAG_VALUE);
  if (filters.onSale) set("onSale", FLAG_VALUE);
  if (filters.inStock) set("inStock", FLAG_VALUE);
  if (filters.sort !== DEFAULT_URL_FILTERS.sort) set("sort", filters.sort);
  if (filters.page > 1) set("page", String(filters.page));
  if (filters.view !== DEFAULT_URL_FILTERS.view) set("view", filters.view);
  return params;
}

/** The address's query ("?…", or "" for none) for the same filters on another page of the list. */
export function pageSearch(filters: UrlFilters, page: number): string {
  const query = writeUrlFilters({ ...filters, page }).toString();
  return query ? `?${query}` : "";
}

/**
 * The filters in the page's address, a way to change them, and a search box whose text is applied
 * once typing pauses. A change adds a history entry (Back undoes it); typing replaces the entry, so
 * Back does not step through every letter.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  // The router applies a URL change a moment later; until then show the choice just made, so a
  // checkbox does not flick back. Tied to the URL it was made on, it lapses once the URL moves.
  const [pending, setPending] = useState<{ from: string; filters: UrlFilters } | null>(null);
  const filters = pending && pending.from === params.toString() ? pending.filters : readUrlFilters(params);

  const update = (next: UrlFilters, options: { replace?: boolean } = {}) => {
    setPending({ from: params.toString(), filters: next });
    setParams(writeUrlFilters(next), { preventScrollReset: true, replace: options.replace });
  };

  const [searchText, setSearchText] = useState(filters.search);
  const settledText = useDebouncedValue(searchText, SEARCH_DELAY_MS);

  // Back or Clear changes the address: show the search that is really applied.
  useEffect(() => {
    setSearchText((text) => (text.trim() === filters.search ? text : filters.search));
  }, [filters.search]);

  // The latest filters, so applying a settled search does not depend on every render's copy.
  const latest = useRef({ filters, update });
  useEffect(() => {
    latest.current = { filters, update };
  });

  // Runs when the text settles only: a change of address alone (Back) must not re-apply old text.
  useEffect(() => {
    const wanted = settledText.trim();
    const { filters: current, update: apply } = latest.current;
    if (wanted !== current.search)
      apply({ ...current, search: wanted, exact: false, page: 1 }, { replace: true });
  }, [settledText]);

  /** Applies the box's text at once (Enter, the Search button), as its own history entry. */
  const submitSearch = () => {
    const wanted = searchText.trim();
    if (wanted !== filters.search) update({ ...filters, search: wanted, exact: false, page: 1 });
  };

  return { filters, update, searchText, setSearchText, submitSearch };
}

/** A range of days in the page's address (`?from=2026-01-01&to=2026-01-31`); "" where a side is open. */
export interface UrlDateRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day, else "" (a hand-edited address falls back to "any"). */
function readDay(value: string | null): string {
  if (!value || !DAY.test(value)) return "";
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? "" : value;
}

export function readUrlDateRange(params: URLSearchParams): UrlDateRange {
  return { from: readDay(params.get("from")), to: readDay(params.get("to")) };
}

/**
 * A from–to date filter kept in the address like the product filters above, so a reload, a shared
 * link or Back shows the same dates. Other params of the address are kept as they are.
 */
export function useUrlDateRange() {
  const [params, setParams] = useSearchParams();
  const range = readUrlDateRange(params);
  const update = (next: UrlDateRange) => {
    setParams(
      (current) => {
        const written = new URLSearchParams(current);
        for (const side of ["from", "to"] as const) {
          const day = readDay(next[side]);
          if (day) written.set(side, day);
          else written.delete(side);
        }
        return written;
      },
      { preventScrollReset: true },
    );
  };
  return { range, update };
}
