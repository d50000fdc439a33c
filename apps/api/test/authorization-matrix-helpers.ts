import type { Call, Expected } from "./authorization-matrix.ts";
import { PNG } from "./hostile-requests.ts";

/**
 * The authorization matrix's rows for a store's helpers (issue 32, part 4; decision 0054): the routes
 * the helper rule widened, and the helpers' own routes. Spread into CALLS in authorization-matrix.ts.
 */
const SELLERS_ONLY: Expected = {
  none: 401,
  customer: 403,
  otherCustomer: 403,
  seller: 200,
  otherSeller: 403,
  admin: 403,
  ordersHelper: 403,
  catalogHelper: 403,
  removedHelper: 403,
};

export const HELPER_CALLS: Record<string, Call> = {
  "GET /api/orders/store/:storeId": {
    method: "GET",
    url: (w) => `/api/orders/store/${w.store.id}`,
    expected: { ...SELLERS_ONLY, ordersHelper: 200 },
  },
  "PUT /api/orders/:id/status": {
    method: "PUT",
    url: (w) => `/api/orders/${w.order}/status`,
    payload: { orderStatus: "Cancelled" },
    expected: { ...SELLERS_ONLY, ordersHelper: 200 },
  },
  // Marking a payment moves the store's money: the owner's alone.
  "PUT /api/orders/:id/payment": {
    method: "PUT",
    url: (w) => `/api/orders/${w.order}/payment`,
    payload: { paymentStatus: "Pending" },
    expected: SELLERS_ONLY,
  },
  "POST /api/products": {
    method: "POST",
    url: () => "/api/products",
    payload: (w) => ({
      store_id: w.store.id,
      name: "Matrix Cushion",
      description: "A cushion made for the authorization matrix.",
      category: "Local Crafts",
      price: 900,
      quantity: 2,
      images: [`data:image/png;base64,${PNG.toString("base64")}`],
    }),
    expected: { ...SELLERS_ONLY, seller: 201, catalogHelper: 201 },
  },
  // A catalog helper adds and edits; deleting is the owner's.
  "DELETE /api/products/:id": {
    method: "DELETE",
    url: (w) => `/api/products/${w.product.id}`,
    expected: SELLERS_ONLY,
  },
  // The store's takings: money, the owner's.
  "GET /api/stores/:id/dashboard": {
    method: "GET",
    url: (w) => `/api/stores/${w.store.id}/dashboard`,
    expected: SELLERS_ONLY,
  },
  "GET /api/seller/stores/:id/helpers": {
    method: "GET",
    url: (w) => `/api/seller/stores/${w.store.id}/helpers`,
    expected: SELLERS_ONLY,
  },
  "POST /api/seller/stores/:id/helpers": {
    method: "POST",
    url: (w) => `/api/seller/stores/${w.store.id}/helpers`,
    payload: () => ({
      contact: `matrix-${Math.random().toString(36).slice(2, 10)}@example.pk`,
      role: "orders",
    }),
    expected: { ...SELLERS_ONLY, seller: 201 },
  },
  "DELETE /api/seller/stores/:id/helpers/:helperId": {
    method: "DELETE",
    url: (w) => `/api/seller/stores/${w.store.id}/helpers/${w.helperRow}`,
    expected: SELLERS_ONLY,
  },
  // The world's invitation is to the other seller's e-mail: hers to accept; the owner runs the store already.
  "POST /api/seller/helpers/accept": {
    method: "POST",
    url: () => "/api/seller/helpers/accept",
    payload: (w) => ({ token: w.invitation.token }),
    expected: { ...SELLERS_ONLY, seller: 409, otherSeller: 200 },
  },
  "GET /api/seller/helped-stores": {
    method: "GET",
    url: () => "/api/seller/helped-stores",
    expected: {
      ...SELLERS_ONLY,
      otherSeller: 200,
      ordersHelper: 200,
      catalogHelper: 200,
      removedHelper: 200,
    },
  },
};
