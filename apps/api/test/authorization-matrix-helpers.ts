import type { Call, Expected } from "./authorization-matrix.ts";
import { PNG } from "./hostile-requests.ts";

/**
 * The authorization matrix's rows for a store's helpers (issue 32, part 4; decision 0054): the routes
 * the helper rule widened, and the helpers' own routes. Spread into CALLS in authorization-matrix.ts.
 */
/** A store's things that stay its owner's: no other account, and none of her helpers. */
export const THE_STORES_OWNER: Expected = {
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
    url: (w) => `/api/orders/store/${w.store.id}`,
    expected: { ...THE_STORES_OWNER, ordersHelper: 200 },
  },
  "PUT /api/orders/:id/status": {
    url: (w) => `/api/orders/${w.order}/status`,
    payload: { orderStatus: "Cancelled" },
    expected: { ...THE_STORES_OWNER, ordersHelper: 200 },
  },
  // Marking a payment moves the store's money: the owner's alone.
  "PUT /api/orders/:id/payment": {
    url: (w) => `/api/orders/${w.order}/payment`,
    payload: { paymentStatus: "Pending" },
    expected: THE_STORES_OWNER,
  },
  "POST /api/products": {
    payload: (w) => ({
      store_id: w.store.id,
      name: "Matrix Cushion",
      description: "A cushion made for the authorization matrix.",
      category: "Local Crafts",
      price: 900,
      quantity: 2,
      images: [`data:image/png;base64,${PNG.toString("base64")}`],
    }),
    expected: { ...THE_STORES_OWNER, seller: 201, catalogHelper: 201 },
  },
  // A catalog helper adds and edits; deleting is the owner's.
  "DELETE /api/products/:id": { url: (w) => `/api/products/${w.product.id}`, expected: THE_STORES_OWNER },
  // The store's takings: money, the owner's.
  "GET /api/stores/:id/dashboard": {
    url: (w) => `/api/stores/${w.store.id}/dashboard`,
    expected: THE_STORES_OWNER,
  },
  "GET /api/seller/stores/:id/helpers": {
    url: (w) => `/api/seller/stores/${w.store.id}/helpers`,
    expected: THE_STORES_OWNER,
  },
  "POST /api/seller/stores/:id/helpers": {
    url: (w) => `/api/seller/stores/${w.store.id}/helpers`,
    payload: () => ({
      contact: `matrix-${Math.random().toString(36).slice(2, 10)}@example.pk`,
      role: "orders",
    }),
    expected: { ...THE_STORES_OWNER, seller: 201 },
  },
  "DELETE /api/seller/stores/:id/helpers/:helperId": {
    url: (w) => `/api/seller/stores/${w.store.id}/helpers/${w.helperRow}`,
    expected: THE_STORES_OWNER,
  },
  // The world's invitation is to the other seller's e-mail: hers to accept; the owner runs the store already.
  "POST /api/seller/helpers/accept": {
    payload: (w) => ({ token: w.invitation.token }),
    expected: { ...THE_STORES_OWNER, seller: 409, otherSeller: 200 },
  },
  "GET /api/seller/helped-stores": {
    expected: {
      ...THE_STORES_OWNER,
      otherSeller: 200,
      ordersHelper: 200,
      catalogHelper: 200,
      removedHelper: 200,
    },
  },
};
