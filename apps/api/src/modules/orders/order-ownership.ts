import { forbidden, notFound } from "../../lib/http-error.ts";

export const ORDER_NOT_FOUND = "Order not found.";
export const NOT_YOUR_ORDER = "This order belongs to another account.";

/**
 * The one customer-ownership guard, for every buyer action on an order or on what hangs from it
 * (its cancel, confirmation, reviews, returns): 404 for an order that is not there, 403 for another
 * customer's. Asking about another's order in a message answers 404 instead, on purpose (see
 * conversations.service.ts). Returns the order, known to be hers.
 */
export function requireOwnOrder<T extends { customerId: string | null }>(
  order: T | undefined,
  customerId: string,
): T {
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.customerId !== customerId) throw forbidden(NOT_YOUR_ORDER);
  return order;
}
