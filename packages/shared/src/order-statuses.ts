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
  // Paid online through the marketplace's own merchant account (issue 29, decision 0053).
  "JazzCash",
  "Easypaisa",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods the buyer pays online, to the marketplace, before the order may ship (decision 0053). */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ["JazzCash", "Easypaisa"];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "Cash on Delivery";

export const COUNTRIES = ["Pakistan", "India", "Bangladesh"] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "Pakistan";

/** Orders in these statuses hold no stock: moving into them returns it (they are final, so only once). */
export const STOCK_RELEASING_STATUSES: readonly OrderStatus[] = ["Cancelled", "Returned"];

/**
 * Where each status may go (ARCHITECTURE "Orders, stock and money rules"): forward along Pending →
 * Processing → Shipped → Delivered, skipping a step allowed except straight from Pending to
 * Delivered (issue 34: an order nobody accepted nor sent is not at the buyer's door); Cancelled
 * before delivery; Returned after shipping; Cancelled and Returned are final.
 */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ["Processing", "Shipped", "Cancelled"],
  Processing: ["Shipped", "Delivered", "Cancelled"],
  Shipped: ["Delivered", "Cancelled", "Returned"],
  Delivered: ["Returned"],
  Cancelled: [],
  Returned: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

/**
 * Where a payment status may go, beside the order's moves above (issue 37): money is marked Paid
 * only on an order that is still going to the buyer, and leaves Paid only as a refund or, before
 * the order is final, as the seller's correction. A Cancelled or Returned order can still be
 * refunded (or a payment that never came marked Failed), never marked Paid, and its refund is final.
 */
const PAYMENT_MOVES_OPEN: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  Pending: ["Paid", "Failed"],
  Failed: ["Pending", "Paid"],
  Paid: ["Pending", "Failed", "Refunded"],
  // A refund recorded by mistake on an order still going to the buyer can be taken back.
  Refunded: ["Paid"],
};
const PAYMENT_MOVES_FINAL: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  Pending: ["Failed"],
  Failed: [],
  Paid: ["Refunded"],
  Refunded: [],
};

/** The payment statuses an order in `orderStatus` may move to from `from`. */
export function paymentMoves(orderStatus: OrderStatus, from: PaymentStatus): readonly PaymentStatus[] {
  return (STOCK_RELEASING_STATUSES.includes(orderStatus) ? PAYMENT_MOVES_FINAL : PAYMENT_MOVES_OPEN)[from];
}

export function canMovePayment(orderStatus: OrderStatus, from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentMoves(orderStatus, from).includes(to);
}

/** A customer may cancel her own order until the store starts shipping it. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ["Pending", "Processing"];
