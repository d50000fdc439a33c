import {
  CUSTOMER_CANCELLABLE_STATUSES,
  canMoveOrder,
  canMovePayment,
  ORDER_STATUS_MOVES,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from "@marketplace/shared/order-statuses";

const FINAL_STATUSES = ORDER_STATUSES.filter((s) => ORDER_STATUS_MOVES[s].length === 0);
const FORWARD: readonly OrderStatus[] = ["Pending", "Processing", "Shipped", "Delivered"];

/**
 * Why a seller may not move an order from one status to another (null when she may), naming both
 * so she knows what to do instead. The rule itself is `canMoveOrder` in packages/shared.
 */
export function refusedMove(from: OrderStatus, to: OrderStatus): string | null {
  if (canMoveOrder(from, to)) return null;
  if (FINAL_STATUSES.includes(from)) return `A ${from} order is final: it cannot move to ${to}.`;
  if (FORWARD.includes(to) && FORWARD.indexOf(to) < FORWARD.indexOf(from)) {
    return `A ${from} order cannot go back to ${to}.`;
  }
  if (from === "Pending" && to === "Delivered") {
    return "A Pending order is accepted (Processing) or shipped before it is marked Delivered.";
  }
  if (to === "Cancelled") return `A ${from} order cannot be cancelled; it can only be marked Returned.`;
  if (to === "Returned")
    return `A ${from} order cannot be marked Returned: only shipped or delivered orders can.`;
  return `A ${from} order cannot move to ${to}.`;
}

/** Why the customer may not cancel her order in this status (null when she may). */
export function refusedCustomerCancel(status: OrderStatus): string | null {
  if (CUSTOMER_CANCELLABLE_STATUSES.includes(status)) return null;
  if (status === "Cancelled") return "This order is already cancelled.";
  return `This order is already ${status}, so it can no longer be cancelled. Please contact the store.`;
}

/** Why a seller may not change an order's payment from one status to another (null when she may). */
export function refusedPaymentMove(
  order: OrderStatus,
  from: PaymentStatus,
  to: PaymentStatus,
): string | null {
  if (from === to || canMovePayment(order, from, to)) return null;
  if (to === "Paid") return `A ${order} order cannot be marked Paid.`;
  if (to === "Refunded") return `Only a paid order can be marked Refunded; this one is ${from}.`;
  return `The payment of a ${order} order cannot go from ${from} to ${to}.`;
}
