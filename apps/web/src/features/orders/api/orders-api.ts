import type { OrderStatus, PaymentMethod, PaymentStatus } from "@marketplace/shared/order-statuses";
import type { CancelOrderInput, ShippingAddressInput } from "@marketplace/shared/orders-contracts";
import type { PaymentInstructions } from "@marketplace/shared/payment-instructions";
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { fetchProduct, type Product, productKeys } from "@/features/catalog/api/products-api.ts";
import { ApiError } from "@/lib/api-client.ts";

type AuthedRequest = ReturnType<typeof useSession>["customerRequest"];

export interface OrderItemReview {
  rating: number;
  comment: string;
  createdAt: string;
}

export interface OrderItem {
  _id: string;
  product: { _id: string | null; name: string; images: string[]; price: number };
  quantity: number;
  /** The unit price the server charged, in rupees. */
  price: number;
  store_id: { _id: string; name: string };
  review: OrderItemReview | null;
}

/** One status or payment change: who made it, when, from what to what. */
export interface OrderEvent {
  _id: string;
  kind: "status" | "payment" | string;
  from: string | null;
  to: string;
  trackingNumber: string | null;
  /** Why, when the actor gave a reason (a customer's cancellation). */
  reason: string | null;
  by: "customer" | "seller" | string;
  at: string;
}

/** The contract's Order with the additions of docs/decisions/0002-order-json-additions.md. */
export interface Order {
  _id: string;
  id: string;
  user_id: string;
  customer: { _id: string; name: string; email: string } | null;
  store_id: string;
  store: { _id: string; name: string };
  checkoutId: string;
  products: OrderItem[];
  shippingAddress: ShippingAddressInput;
  paymentMethod: PaymentMethod | string;
  /** For Bank Transfer and Mobile Wallet: whom to pay, how much, which reference; else null. */
  paymentInstructions: PaymentInstructions | null;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  trackingNumber: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
  events: OrderEvent[];
}

export interface PlaceOrderBody {
  user_id?: string;
  products: Array<{ product: string; quantity: number }>;
  shippingAddress: ShippingAddressInput;
  paymentMethod: PaymentMethod;
  notes: string;
  /** The total (rupees) the checkout showed: the server places nothing if its own differs. */
  expectedTotal?: number;
}

/** A 409's `totals`: the checkout's totals now, summed over its orders, when they are not what she saw. */
export interface CheckoutTotals {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}

export function changedTotalsOf(error: unknown): CheckoutTotals | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const totals = error.body.totals as CheckoutTotals | undefined;
  return totals && typeof totals.totalPrice === "number" ? totals : null;
}

export interface PlaceOrderAnswer {
  success: true;
  message: string;
  data: Order;
  /** Present when the checkout spanned several stores: one order per store. */
  orders?: Order[];
}

interface OrderAnswer {
  success: true;
  message: string;
  data: Order;
}

export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  customerList: (userId: string) => [...orderKeys.lists(), "customer", userId] as const,
  storeList: (storeId: string) => [...orderKeys.lists(), "store", storeId] as const,
};

const enc = encodeURIComponent;

export const placeOrder = (request: AuthedRequest, body: PlaceOrderBody, idempotencyKey: string) =>
  request<PlaceOrderAnswer>("/api/orders", {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });

export const fetchCustomerOrders = (request: AuthedRequest, userId: string, signal?: AbortSignal) =>
  request<{ success: true; data: Order[] }>(`/api/orders/user/${enc(userId)}`, { signal }).then(
    (answer) => answer.data,
  );

export const fetchStoreOrders = (request: AuthedRequest, storeId: string, signal?: AbortSignal) =>
  request<{ success: true; data: Order[] }>(`/api/orders/store/${enc(storeId)}`, { signal }).then(
    (answer) => answer.data,
  );

export const updateOrderStatus = (
  request: AuthedRequest,
  orderId: string,
  body: { orderStatus: OrderStatus; trackingNumber?: string },
) => request<OrderAnswer>(`/api/orders/${enc(orderId)}/status`, { method: "PUT", body });

export const updatePaymentStatus = (
  request: AuthedRequest,
  orderId: string,
  body: { paymentStatus: PaymentStatus },
) => request<OrderAnswer>(`/api/orders/${enc(orderId)}/payment`, { method: "PUT", body });

/** The customer cancels her own Pending or Processing order; the reason may be blank. */
export const cancelOrder = (request: AuthedRequest, orderId: string, body: CancelOrderInput) =>
  request<OrderAnswer>(`/api/orders/${enc(orderId)}/cancel`, { method: "POST", body });

export const submitReview = (
  request: AuthedRequest,
  orderId: string,
  itemId: string,
  body: { rating: number; comment: string },
) =>
  request<{ success: true; message: string; review: { rating: number; comment: string } }>(
    `/api/orders/${enc(orderId)}/items/${enc(itemId)}/review`,
    { method: "POST", body },
  );

/**
 * The checkout's own read of a product: always from the server when the checkout opens (never the
 * cart's snapshot or a cached page), null once the product is gone. Under the product's detail key,
 * so whatever refreshes the product refreshes this too.
 */
export const checkoutProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.detail(id), "checkout"] as const,
    queryFn: ({ signal }): Promise<Product | null> =>
      fetchProduct(id, signal).then(
        (answer) => answer.product,
        (error) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    staleTime: 0,
    gcTime: 0,
  });

export interface CheckoutProducts {
  /** Each asked-for id: its product now, or null when it was removed. Filled once all have answered. */
  products: Map<string, Product | null> | null;
  isError: boolean;
  isFetching: boolean;
  refetch(): void;
}

/** Every product of a checkout, read afresh, as one result. */
export function useCheckoutProducts(ids: string[]): CheckoutProducts {
  return useQueries({
    queries: ids.map((id) => checkoutProductQuery(id)),
    combine: (results) => ({
      products: results.every((r) => r.isSuccess)
        ? new Map(ids.map((id, i) => [id, results[i]?.data ?? null]))
        : null,
      isError: results.some((r) => r.isError),
      isFetching: results.some((r) => r.isFetching),
      refetch: () => {
        for (const r of results) void r.refetch();
      },
    }),
  });
}

/** The newest first, whatever order an answer arrives in. */
export function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const customerOrdersQuery = (request: AuthedRequest, token: string | null, userId: string) =>
  queryOptions({
    // The token is part of the key so one customer's cached orders never show for another.
    queryKey: [...orderKeys.customerList(userId), token] as const,
    queryFn: ({ signal }) => fetchCustomerOrders(request, userId, signal).then(newestFirst),
  });

export const storeOrdersQuery = (request: AuthedRequest, token: string | null, storeId: string) =>
  queryOptions({
    queryKey: [...orderKeys.storeList(storeId), token] as const,
    queryFn: ({ signal }) => fetchStoreOrders(request, storeId, signal).then(newestFirst),
  });

/** The signed-in customer's orders (only asked for when a customer is signed in). */
export function useCustomerOrders(userId: string) {
  const { customerRequest, customerToken } = useSession();
  return useQuery({
    ...customerOrdersQuery(customerRequest, customerToken, userId),
    enabled: !!customerToken,
  });
}

/** A store's orders, for its signed-in owner. */
export function useStoreOrders(storeId: string) {
  const { sellerRequest, sellerToken } = useSession();
  return useQuery({ ...storeOrdersQuery(sellerRequest, sellerToken, storeId), enabled: !!sellerToken });
}

export function usePlaceOrder() {
  const { customerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      placeOrder(customerRequest, body, idempotencyKey),
    // New orders change My Orders, the stores' order lists and the products' stock.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export function useUpdateOrderStatus(storeId: string) {
  const { sellerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      ...body
    }: {
      orderId: string;
      orderStatus: OrderStatus;
      trackingNumber?: string;
    }) => updateOrderStatus(sellerRequest, orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.storeList(storeId) }),
  });
}

export function useUpdatePaymentStatus(storeId: string) {
  const { sellerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, paymentStatus }: { orderId: string; paymentStatus: PaymentStatus }) =>
      updatePaymentStatus(sellerRequest, orderId, { paymentStatus }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.storeList(storeId) }),
  });
}

export function useCancelOrder(userId: string) {
  const { customerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      cancelOrder(customerRequest, orderId, { reason }),
    // Refreshed either way: a refusal (409) usually means the store moved the order meanwhile.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.customerList(userId) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export function useSubmitReview(userId: string) {
  const { customerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      itemId,
      ...body
    }: {
      orderId: string;
      itemId: string;
      rating: number;
      comment: string;
    }) => submitReview(customerRequest, orderId, itemId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.customerList(userId) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
