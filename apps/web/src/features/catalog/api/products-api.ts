import type { PaymentMethod } from "@marketplace/shared/order-statuses";
import type { ProductSort } from "@marketplace/shared/products-contracts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** The contract's Product as the API sends it, with the 400 px `thumbnails` cards use. */
export interface Product {
  _id: string;
  id: string;
  name: string;
  description: string;
  price: number;
  sale_price: number | null;
  saleEndingDate: string | null;
  category: string;
  images: string[];
  image: string[];
  thumbnails: string[];
  quantity: number;
  rating: number;
  reviewCount: number;
  store_id: {
    _id: string;
    name: string;
    /** The store's short address (`/store/{slug}`). */
    slug: string;
    category: string;
    description: string;
    /** Cash on Delivery, plus Bank Transfer / Mobile Wallet where the store entered its details. */
    acceptedPaymentMethods: PaymentMethod[];
  };
  createdAt: string;
  updatedAt: string;
}

export interface Pagination {
  current_page: number;
  total_pages: number;
  total_products: number;
  products_per_page: number;
}

export interface ProductPage {
  success: true;
  products: Product[];
  pagination: Pagination;
}

/** Every filter `GET /api/products` understands; unset ones are left out of the URL. */
export interface ProductFilters {
  page?: number;
  limit?: number;
  category?: string;
  search?: string;
  store_id?: string;
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  inStock?: boolean;
  sort?: ProductSort;
}

export interface ProductReview {
  _id: string;
  rating: number;
  comment: string;
  author: string;
  createdAt: string;
}

export interface ProductReviewsPage {
  success: true;
  reviews: ProductReview[];
  averageRating: number;
  reviewCount: number;
  pagination: { current_page: number; total_pages: number; total_reviews: number };
}

export const productKeys = {
  all: ["products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  infinite: (filters: ProductFilters) => [...productKeys.lists(), "infinite", filters] as const,
  details: () => [...productKeys.all, "detail"] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  reviews: (id: string, page: number) => [...productKeys.detail(id), "reviews", page] as const,
};

export function productListSearch(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const fetchProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  apiRequest<ProductPage>(`/api/products${productListSearch(filters)}`, { signal });

export const fetchProduct = (id: string, signal?: AbortSignal) =>
  apiRequest<{ success: true; product: Product }>(`/api/products/${encodeURIComponent(id)}`, { signal });

export const fetchProductReviews = (id: string, page: number, signal?: AbortSignal) =>
  apiRequest<ProductReviewsPage>(`/api/products/${encodeURIComponent(id)}/reviews?page=${page}`, { signal });

export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => fetchProducts(filters, signal),
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
export function useInfiniteProducts(
  filters: Omit<ProductFilters, "page">,
  options: { keepPrevious?: boolean } = {},
) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
      queryKey: productKeys.infinite(filters),
      queryFn: ({ pageParam, signal }) => fetchProducts({ ...filters, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.pagination.current_page < last.pagination.total_pages
          ? last.pagination.current_page + 1
          : undefined,
    }),
  );
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

export function useProductReviews(id: string, page = 1) {
  return useQuery({
    queryKey: productKeys.reviews(id, page),
    queryFn: ({ signal }) => fetchProductReviews(id, page, signal),
  });
}
