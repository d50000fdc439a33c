import type { PaymentMethod } from "@marketplace/shared/order-statuses";
import type { PaymentDetails } from "@marketplace/shared/payment-details";
import type { ProductSort } from "@marketplace/shared/products-contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ProductPage, productKeys, productListSearch } from "@/features/catalog/api/products-api.ts";
import { apiRequest } from "@/lib/api-client.ts";

/** The contract's Store, with `seller_id` populated. `logo` and `banner` are image URLs or empty. */
export interface Store {
  _id: string;
  id: string;
  name: string;
  slug: string;
  category: string;
  description: string;
  contactInfo: { phone: string; email: string };
  socialLinks: { facebook: string; instagram: string; twitter: string };
  logo: string | null;
  banner: string | null;
  location: string;
  seller_id: { _id: string; name: string; email: string };
  /** Methods only; the accounts behind them are in the owner's `OwnStore` alone. */
  acceptedPaymentMethods: PaymentMethod[];
  createdAt: string;
  updatedAt: string;
}

/** The store as its owner reads it (her store list, her edits' answers): with where buyers pay her. */
export interface OwnStore extends Store {
  paymentDetails: PaymentDetails;
}

export interface StoreFilters {
  category?: string;
  search?: string;
}

export const storeKeys = {
  all: ["stores"] as const,
  lists: () => [...storeKeys.all, "list"] as const,
  list: (filters: StoreFilters) => [...storeKeys.lists(), filters] as const,
  details: () => [...storeKeys.all, "detail"] as const,
  detail: (id: string) => [...storeKeys.details(), id] as const,
};

export function fetchStores(filters: StoreFilters, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.search) params.set("search", filters.search);
  const query = params.toString();
  return apiRequest<{ success: true; stores: Store[] }>(`/api/stores${query ? `?${query}` : ""}`, { signal });
}

/**
 * By id or by slug (the store's address `/store/{slug}`). A signed-in seller's token goes along so
 * that her visits to her own store are not counted as views.
 */
export const fetchStore = (idOrSlug: string, signal?: AbortSignal, sellerToken?: string | null) =>
  apiRequest<{ success: true; store: Store }>(`/api/stores/${encodeURIComponent(idOrSlug)}`, {
    signal,
    token: sellerToken,
  });

export const storeListQuery = (filters: StoreFilters = {}) =>
  queryOptions({
    queryKey: storeKeys.list(filters),
    queryFn: ({ signal }) => fetchStores(filters, signal).then((answer) => answer.stores),
  });

export function useStores(filters: StoreFilters = {}) {
  return useQuery(storeListQuery(filters));
}

/** The token changes only who is counted as a visitor, never the answer, so it is not in the key. */
export const storeQuery = (idOrSlug: string, sellerToken?: string | null) =>
  queryOptions({
    queryKey: storeKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchStore(idOrSlug, signal, sellerToken).then((answer) => answer.store),
  });

export function useStore(idOrSlug: string, sellerToken?: string | null) {
  return useQuery(storeQuery(idOrSlug, sellerToken));
}

/** Figures for the whole store (never only the loaded page), computed by the server in SQL. */
export interface StoreStats {
  total: number;
  inStock: number;
  /** The average unit price in rupees (sale price while a sale is active). */
  averagePrice: number;
  /** The average of all reviews of the store's products, 0 when there are none. */
  averageRating: number;
  onSale: number;
}

export interface StoreProductsPage extends ProductPage {
  stats: StoreStats;
}

export interface StoreProductFilters {
  search?: string;
  category?: string;
  sort?: ProductSort;
  limit?: number;
}

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
) =>
  apiRequest<StoreProductsPage>(
    `/api/products/store/${encodeURIComponent(storeId)}${productListSearch(filters)}`,
    { signal },
  );

export const storeProductsQuery = (storeId: string, filters: StoreProductFilters) =>
  infiniteQueryOptions({
    queryKey: storeProductKeys.list(storeId, filters),
    queryFn: ({ pageParam, signal }) => fetchStoreProducts(storeId, { ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.total_pages
        ? last.pagination.current_page + 1
        : undefined,
    // While a new search or filter loads, the previous list stays on screen instead of a spinner.
    placeholderData: (previous) => previous,
  });

/** A store's products with search, category and sort, a page at a time ("Load More"), plus its figures. */
export function useStoreProducts(storeId: string, filters: StoreProductFilters) {
  return useInfiniteQuery({ ...storeProductsQuery(storeId, filters), enabled: storeId !== "" });
}
