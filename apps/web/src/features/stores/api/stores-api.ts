import { queryOptions, useQuery } from "@tanstack/react-query";
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
  createdAt: string;
  updatedAt: string;
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

export const fetchStore = (id: string, signal?: AbortSignal) =>
  apiRequest<{ success: true; store: Store }>(`/api/stores/${encodeURIComponent(id)}`, { signal });

export const storeListQuery = (filters: StoreFilters = {}) =>
  queryOptions({
    queryKey: storeKeys.list(filters),
    queryFn: ({ signal }) => fetchStores(filters, signal).then((answer) => answer.stores),
  });

export function useStores(filters: StoreFilters = {}) {
  return useQuery(storeListQuery(filters));
}

export const storeQuery = (id: string) =>
  queryOptions({
    queryKey: storeKeys.detail(id),
    queryFn: ({ signal }) => fetchStore(id, signal).then((answer) => answer.store),
  });

export function useStore(id: string) {
  return useQuery(storeQuery(id));
}
