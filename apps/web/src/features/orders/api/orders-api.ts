import type { OrderReturnReason } from "@marketplace/shared/cod-confirmation";
import type { OrderStatus, PaymentStatus } from "@marketplace/shared/order-statuses";
import type {
  CancelOrderInput,
  Order,
  OrderEvent,
  OrderItem,
  OrderTotals,
  PlaceOrderInput,
  TotalChangedAnswer,
} from "@marketplace/shared/orders-contracts";
import type { CheckVoucherInput } from "@marketplace/shared/vouchers-contracts";
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchProduct, type Product, productKeys } from "@/features/catalog/api/products-api.ts";
import { ApiError } from "@/lib/api-client.ts";
import { api, type Body } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

type AuthedRequest = ReturnType<typeof useSession>["customerRequest"];

/** Many components read orders; they import the contract's types from here, with the hooks. */
export type { Order, OrderEvent, OrderItem };
/** An item's review, once the customer has written one. */
export type OrderItemReview = NonNullable<OrderItem["review"]>;

/** A 409's `totals`: the checkout's totals now, summed over its orders, when they are not what she saw. */
export function changedTotalsOf(error: unknown): OrderTotals | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const totals = (error.body as Partial<TotalChangedAnswer>).totals;
  return totals && typeof totals.totalPrice === "number" ? totals : null;
}

export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  customerList: (userId: string) => [...orderKeys.lists(), "customer", userId] as const,
  storeList: (storeId: string) => [...orderKeys.lists(), "store", storeId] as const,
  one: (orderId: string) => [...orderKeys.all, "one", orderId] as const,
};

export const placeOrder = (request: AuthedRequest, body: PlaceOrderInput, idempotencyKey: string) =>
  request("POST /api/orders", { body, headers: { "Idempotency-Key": idempotencyKey } });

export const fetchCustomerOrders = (request: AuthedRequest, userId: string, signal?: AbortSignal) =>
  request("GET /api/orders/user/:userId", { params: { userId }, signal }).then((answer) => answer.data);

export const fetchOrder = (request: AuthedRequest, orderId: string, signal?: AbortSignal) =>
  request("GET /api/orders/:id", { params: { id: orderId }, signal }).then((answer) => answer.data);

export const fetchStoreOrders = (request: AuthedRequest, storeId: string, signal?: AbortSignal) =>
  request("GET /api/orders/store/:storeId", { params: { storeId }, signal }).then((answer) => answer.data);

export const updateOrderStatus = (
  request: AuthedRequest,
  orderId: string,
  body: Body<"PUT /api/orders/:id/status">,
) => request("PUT /api/orders/:id/status", { params: { id: orderId }, body });

export const updatePaymentStatus = (
  request: AuthedRequest,
  orderId: string,
  body: Body<"PUT /api/orders/:id/payment">,
) => request("PUT /api/orders/:id/payment", { params: { id: orderId }, body });

/** The customer cancels her own Pending or Processing order; the reason may be blank. */
export const cancelOrder = (request: AuthedRequest, orderId: string, body: CancelOrderInput) =>
  request("POST /api/orders/:id/cancel", { params: { id: orderId }, body });

export const submitReview = (
  request: AuthedRequest,
  orderId: string,
  itemId: string,
  body: Body<"POST /api/orders/:id/items/:itemId/review">,
) => request("POST /api/orders/:id/items/:itemId/review", { params: { id: orderId, itemId }, body });

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

/** One of the signed-in customer's orders, read afresh (her receipt). */
export function useCustomerOrder(orderId: string) {
  const { customerRequest, customerToken } = useSession();
  return useQuery({
    // The token is part of the key so one customer's order never shows for another.
    queryKey: [...orderKeys.one(orderId), customerToken] as const,
    queryFn: ({ signal }) => fetchOrder(customerRequest, orderId, signal),
    enabled: !!customerToken,
  });
}

/** A store's orders, for its signed-in owner. */
export function useStoreOrders(storeId: string) {
  const { sellerRequest, sellerToken } = useSession();
  return useQuery({ ...storeOrdersQuery(sellerRequest, sellerToken, storeId), enabled: !!sellerToken });
}

/**
 * Whether the signed-in buyer may still pay on delivery: after the operator's number of parcels
 * refused at the door she may not (issue 27), and the checkout offers the other methods only.
 */
export function useCashOnDelivery() {
  const { customerRequest, customerToken } = useSession();
  return useQuery({
    queryKey: [...orderKeys.all, "cash-on-delivery", customerToken] as const,
    queryFn: ({ signal }) => customerRequest("GET /api/orders/cash-on-delivery", { signal }),
    enabled: !!customerToken,
  });
}

export function usePlaceOrder() {
  const { customerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderInput; idempotencyKey: string }) =>
      placeOrder(customerRequest, body, idempotencyKey),
    // Never paused while the browser says it is offline (TanStack's default "online" mode): a paused
    // checkout would be placed in the background when the connection returns, after she has left
    // (issue 34, item 1). Sent at once, it fails at once and she is told.
    networkMode: "always",
    // New orders change My Orders, the stores' order lists and the products' stock.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/** Whether a voucher code applies to the lines she is about to order (issue 31), and its terms. */
export function useCheckVoucher() {
  const { customerRequest } = useSession();
  return useMutation({
    mutationFn: (body: CheckVoucherInput) => customerRequest("POST /api/vouchers/check", { body }),
    networkMode: "always",
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
      returnReason?: OrderReturnReason;
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

/** The order e-mail's link: confirm or cancel without signing in, the token being the credential. */
export const answerConfirmationLink = (body: Body<"POST /api/orders/confirm">) =>
  api("POST /api/orders/confirm", { body });

/** The buyer confirms her Cash-on-Delivery order, so the store may ship it (decision 0034). */
export const confirmOrder = (request: AuthedRequest, orderId: string) =>
  request("POST /api/orders/:id/confirm", { params: { id: orderId } });

export function useConfirmOrder(userId: string) {
  const { customerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => confirmOrder(customerRequest, orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.customerList(userId) }),
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
