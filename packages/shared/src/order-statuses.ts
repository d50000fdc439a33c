export const ORDER_STATUSES = [
  "Pending",
  "Processing",
  "Shipped",
  "Delivered",
  "Cancelled",
  "Returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["Pending", "Paid", "Failed", "Refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = [
  "Cash on Delivery",
  "Credit Card",
  "Debit Card",
  "Bank Transfer",
  "Mobile Wallet",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "Cash on Delivery";

export const COUNTRIES = ["Pakistan", "India", "Bangladesh"] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "Pakistan";

/** Orders in these statuses hold no stock: moving into them returns it (they are final, so only once). */
export const STOCK_RELEASING_STATUSES: readonly OrderStatus[] = ["Cancelled", "Returned"];

/**
 * Where each status may go (ARCHITECTURE "Orders, stock and money rules"): forward along Pending →
 * Processing → Shipped → Delivered, skipping allowed; Cancelled before delivery; Returned after
 * shipping; Cancelled and Returned are final.
 */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ["Processing", "Shipped", "Delivered", "Cancelled"],
  Processing: ["Shipped", "Delivered", "Cancelled"],
  Shipped: ["Delivered", "Cancelled", "Returned"],
  Delivered: ["Returned"],
  Cancelled: [],
  Returned: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

/** A customer may cancel her own order until the store starts shipping it. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ["Pending", "Processing"];
