import type { ProductFilters, StoreStats } from "@marketplace/shared/products-contracts";
import type {
  OwnStore,
  Store,
  StoreDetails,
  StoreListQuery,
  StoreReview,
} from "@marketplace/shared/stores-contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { productKeys } from "@/features/catalog/api/products-api.ts";
import { api } from "@/lib/api-endpoints.ts";

/** Many components read stores; they import the contract's types from here, with the hooks. */
export type { OwnStore, Store, StoreDetails, StoreReview, StoreStats };

export const storeKeys = {
  all: ["stores"] as const,
  lists: () => [...storeKeys.all, "list"] as const,
  list: (filters: StoreListQuery) => [...storeKeys.lists(), filters] as const,
  details: () => [...storeKeys.all, "detail"] as const,
  detail: (id: string) => [...storeKeys.details(), id] as const,
};

export const STORE_PAGE_SIZE = 12;
/** Opening a store counts a view, so one visit reads it once rather than again on every remount. */
export const STORE_STALE_MS = 10 * 60_000;
/** Store addresses carry the slug (`/store/noor-crochet`) or, in older links, the id. */
export const looksLikeId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const fetchStores = (filters: StoreListQuery, signal?: AbortSignal) =>
  api("GET /api/stores", { query: filters, signal });

/**
 * By id or by slug (the store's address `/store/{slug}`). A signed-in seller's token goes along so
 * that her visits to her own store are not counted as views.
 */
export const fetchStore = (idOrSlug: string, signal?: AbortSignal, sellerToken?: string | null) =>
  api("GET /api/stores/:id", { params: { id: idOrSlug }, signal, token: sellerToken });

export const storeListQuery = (filters: StoreListQuery = {}) =>
  queryOptions({
    queryKey: storeKeys.list(filters),
    queryFn: ({ signal }) => fetchStores(filters, signal).then((answer) => answer.stores),
  });

export function useStores(filters: StoreListQuery = {}) {
  return useQuery(storeListQuery(filters));
}

/** The token changes only who is counted as a visitor, never the answer, so it is not in the key. */
export const storeQuery = (idOrSlug: string, sellerToken?: string | null) =>
  queryOptions({
    queryKey: storeKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchStore(idOrSlug, signal, sellerToken).then((answer) => answer.store),
  });

/**
 * The store as the product page's seller card reads it (issue 34, item 7): the same answer, asked
 * with `visit=false` so that reading a product is not counted as a visit to its store.
 */
export const storeCardQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...storeKeys.detail(idOrSlug), "card"] as const,
    queryFn: ({ signal }) =>
      api("GET /api/stores/:id", { params: { id: idOrSlug }, query: { visit: "false" }, signal }).then(
        (answer) => answer.store,
      ),
    staleTime: STORE_STALE_MS,
  });

export function useStore(idOrSlug: string, sellerToken?: string | null) {
  return useQuery(storeQuery(idOrSlug, sellerToken));
}

/** What a store's page filters its products by; the page number is the query's own. */
export type StoreProductFilters = Pick<ProductFilters, "search" | "category" | "sort" | "limit">;

/** Under the product lists' keys, so that adding, changing or deleting a product refreshes them too. */
export const storeProductKeys = {
  all: (storeId: string) => [...productKeys.lists(), "store", storeId] as const,
  list: (storeId: string, filters: StoreProductFilters) =>
    [...storeProductKeys.all(storeId), filters] as const,
};

export const fetchStoreProducts = (
  storeId: string,
  filters: StoreProductFilters & { page?: number },
  signal?: AbortSignal,
) => api("GET /api/products/store/:storeId", { params: { storeId }, query: filters, signal });

/** `firstPage`: the page the address names (Load More followed without JavaScript); later ones append. */
export const storeProductsQuery = (storeId: string, filters: StoreProductFilters, firstPage = 1) =>
  infiniteQueryOptions({
    queryKey: [...storeProductKeys.list(storeId, filters), firstPage],
    queryFn: ({ pageParam, signal }) => fetchStoreProducts(storeId, { ...filters, page: pageParam }, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.total_pages
        ? last.pagination.current_page + 1
        : undefined,
    // While a new search or filter loads, the previous list stays on screen instead of a spinner.
    placeholderData: (previous) => previous,
  });

/** A store's products with search, category and sort, a page at a time ("Load More"), plus its figures. */
export function usePagedStoreProducts(storeId: string, filters: StoreProductFilters, firstPage = 1) {
  return useInfiniteQuery({ ...storeProductsQuery(storeId, filters, firstPage), enabled: storeId !== "" });
}
