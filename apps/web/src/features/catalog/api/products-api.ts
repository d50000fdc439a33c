import type { Product, ProductFilters } from "@marketplace/shared/products-contracts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from "@tanstack/react-query";
import { api } from "@/lib/api-endpoints.ts";

/** Many components read products; they import the contract's type from here, with the hooks. */
export type { Product, ProductFilters };

export const productKeys = {
  all: ["products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  infinite: (filters: ProductFilters) => [...productKeys.lists(), "infinite", filters] as const,
  facets: (filters: ProductFilters) => [...productKeys.lists(), "facets", filters] as const,
  details: () => [...productKeys.all, "detail"] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  reviews: (id: string, page: number) => [...productKeys.detail(id), "reviews", page] as const,
};

/** Products per page of a category's list. */
export const CATEGORY_PAGE_SIZE = 12;

export const fetchProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  api("GET /api/products", { query: filters, signal });

export const fetchProduct = (id: string, signal?: AbortSignal) =>
  api("GET /api/products/:id", { params: { id }, signal });

export const fetchProductReviews = (id: string, page: number, signal?: AbortSignal) =>
  api("GET /api/products/:id/reviews", { params: { id }, query: { page }, signal });

export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => fetchProducts(filters, signal),
    placeholderData: (previous) => previous,
  });

/**
 * The list's facets with their counts for these filters (issue 33); while new ones load, the last
 * ones stay shown, so the panel does not jump.
 */
export const productFacetsQuery = (filters: Omit<ProductFilters, "page" | "limit" | "sort">) =>
  queryOptions({
    queryKey: productKeys.facets(filters),
    queryFn: ({ signal }) => api("GET /api/products/facets", { query: filters, signal }),
    placeholderData: (previous) => previous,
  });

/** One page of products: category pages, the store page, the home page's sections. */
export function useProducts(filters: ProductFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productListQuery(filters), enabled: options.enabled ?? true });
}

/**
 * Pages that append ("Load More"): page 1 replaces the list, later pages add to it. With
 * `keepPrevious`, the old list stays on screen (as placeholder data) while new filters load.
 */
/**
 * `firstPage` is the page the address names (`?page=3`, the Load More link followed without
 * JavaScript): the list starts there and appends the pages after it.
 */
export const infiniteProductsQuery = (
  filters: Omit<ProductFilters, "page">,
  options: { keepPrevious?: boolean; firstPage?: number } = {},
) =>
  infiniteQueryOptions({
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    queryKey: [...productKeys.infinite(filters), options.firstPage ?? 1],
    queryFn: ({ pageParam, signal }) => fetchProducts({ ...filters, page: pageParam }, signal),
    initialPageParam: options.firstPage ?? 1,
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.total_pages
        ? last.pagination.current_page + 1
        : undefined,
  });

/**
 * Pages that append ("Load More"): page 1 replaces the list, later pages add to it. With
 * `keepPrevious`, the old list stays on screen (as placeholder data) while new filters load.
 */
export function useInfiniteProducts(
  filters: Omit<ProductFilters, "page">,
  options: { keepPrevious?: boolean; firstPage?: number } = {},
) {
  return useInfiniteQuery(infiniteProductsQuery(filters, options));
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal).then((answer) => answer.product),
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/**
 * Several products by id, each through its own detail query: a wishlist is short, and the product
 * page's cache serves (and is filled by) the same entries.
 */
export function useProductsById(ids: string[]) {
  return useQueries({ queries: ids.map((id) => productQuery(id)) });
}

export const productReviewsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: productKeys.reviews(id, page),
    queryFn: ({ signal }) => fetchProductReviews(id, page, signal),
  });

export function useProductReviews(id: string, page = 1) {
  return useQuery(productReviewsQuery(id, page));
}
