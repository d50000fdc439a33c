/*
 * Shared fixtures for the orders feature's tests: orders, order items and events shaped exactly as
 * the API answers them, the demo customer's session, and JSON responses for stubbed fetches.
 * Each test overrides only what it asserts on, so a change to the Order shape is made once here.
 */
import type { CartLine, CartProduct } from "@/features/cart/cart-lines.ts";
import type { Product } from "@/features/catalog/api/products-api.ts";
import type { Order, OrderEvent, OrderItem } from "./api/orders-api.ts";

export const FATIMAS_STORE = { _id: "s1", name: "Fatima's Phulkari House" };

export const DEMO_CUSTOMER = { id: "u1", _id: "u1", name: "Ayesha Khan", email: "customer@demo.pk" };

/** Signs the demo customer in the way the session provider reads it back. */
export function signInCustomer() {
  localStorage.setItem("token", "customer-token");
  localStorage.setItem("user", JSON.stringify(DEMO_CUSTOMER));
}

/** A JSON answer as the API sends it, for stubbed fetches. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A cart line of a Phulkari Dupatta at Rs 400 from Fatima's store. */
export function cartLine(quantity: number, product: Partial<CartProduct> = {}): CartLine {
  return {
    quantity,
    product: {
      _id: "p1",
      name: "Phulkari Dupatta",
      price: 400,
      sale_price: null,
      saleEndingDate: null,
      images: [],
      thumbnails: [],
      quantity: 50,
      category: "Traditional Textiles",
      store_id: FATIMAS_STORE,
      ...product,
    },
  };
}

/** The product of `cartLine` as `GET /api/products/:id` answers it now; Fatima's store takes cash and bank transfers. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: "p1",
    id: "p1",
    name: "Phulkari Dupatta",
    description: "Silk-thread phulkari on khaddar.",
    price: 400,
    sale_price: null,
    saleEndingDate: null,
    category: "Traditional Textiles",
    images: [],
    image: [],
    thumbnails: [],
    quantity: 50,
    rating: 0,
    reviewCount: 0,
    store_id: {
      ...FATIMAS_STORE,
      slug: "fatimas-phulkari-house",
      category: "Traditional Textiles",
      description: "",
      acceptedPaymentMethods: ["Cash on Delivery", "Bank Transfer"],
    },
    createdAt: "2025-06-01T07:30:00.000Z",
    updatedAt: "2025-06-01T07:30:00.000Z",
    ...overrides,
  };
}

/** One bought item of an order, not yet reviewed. */
export function orderItem(
  id: string,
  name: string,
  { price, quantity = 1, productId = "p1", store = FATIMAS_STORE, review = null }: OrderItemOptions,
): OrderItem {
  return {
    _id: id,
    product: { _id: productId, name, images: [], price },
    quantity,
    price,
    store_id: store,
    review,
  };
}

interface OrderItemOptions {
  price: number;
  quantity?: number;
  productId?: string;
  store?: { _id: string; name: string };
  review?: OrderItem["review"];
}

/** A status change in an order's history. */
export function statusEvent(
  id: string,
  from: string | null,
  to: string,
  {
    by = "customer",
    at = "2025-06-01T07:30:00.000Z",
    trackingNumber = null,
    reason = null,
  }: Partial<OrderEvent> = {},
): OrderEvent {
  return { _id: id, kind: "status", from, to, trackingNumber, reason, by, at };
}

/** A pending, unpaid order of Fatima's store for the demo customer, with no items or history. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    _id: "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4f5a6b",
    id: "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4f5a6b",
    user_id: "u1",
    customer: null,
    store_id: "s1",
    store: FATIMAS_STORE,
    checkoutId: "c1",
    products: [],
    shippingAddress: {
      fullName: "Ayesha Khan",
      addressLine: "House 12",
      city: "Lahore",
      postalCode: "54000",
      country: "Pakistan",
      phone: "03001234567",
    },
    paymentMethod: "Cash on Delivery",
    paymentInstructions: null,
    itemsPrice: 0,
    shippingPrice: 0,
    taxPrice: 0,
    totalPrice: 0,
    orderStatus: "Pending",
    paymentStatus: "Pending",
    trackingNumber: "",
    notes: "",
    createdAt: "2025-06-01T07:30:00.000Z",
    updatedAt: "2025-06-01T07:30:00.000Z",
    deliveredAt: null,
    events: [],
    ...overrides,
  };
}
