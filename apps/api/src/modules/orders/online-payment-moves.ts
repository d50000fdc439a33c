import type { OrderStatus, PaymentMethod, PaymentStatus } from "@marketplace/shared/order-statuses";
import { providerOfMethod } from "@marketplace/shared/payments-contracts";

/**
 * The seller's moves that online payment adds (decision 0053). Each answers why a move is refused,
 * naming what to do instead, or null.
 */

/** An order paid online is sent only once the provider's answer says it is paid. */
export function refusedBeforePayment(
  method: PaymentMethod,
  payment: PaymentStatus,
  to: OrderStatus,
): string | null {
  if (!providerOfMethod(method) || payment === "Paid" || (to !== "Shipped" && to !== "Delivered"))
    return null;
  return `This order is waiting for its ${method} payment, so it cannot be marked ${to} yet. It is cancelled on its own if it is not paid in time.`;
}

/** Only the provider's verified answer sets an online order's payment; a seller never does by hand. */
export function refusedOnlinePaymentChange(method: PaymentMethod): string | null {
  if (!providerOfMethod(method)) return null;
  return `This order is paid online with ${method}: only the provider's answer sets its payment, not a change by hand.`;
}
