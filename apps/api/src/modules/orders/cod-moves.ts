import type { OrderConfirmation, OrderReturnReason } from "@marketplace/shared/cod-confirmation";
import type { OrderStatus } from "@marketplace/shared/order-statuses";

/**
 * The seller's moves that Cash-on-Delivery confirmation and refusals add to decision 0011's rules
 * (decision 0034). Each answers why a move is refused, naming what to do instead, or null.
 */

/** A COD order waiting for its buyer may be prepared (Processing) or cancelled, not sent. */
export function refusedBeforeConfirmation(confirmation: OrderConfirmation, to: OrderStatus): string | null {
  if (confirmation !== "awaiting" || (to !== "Shipped" && to !== "Delivered")) return null;
  return `This order is waiting for the buyer's confirmation, so it cannot be marked ${to} yet. You can mark it Processing meanwhile; it is cancelled on its own if she does not confirm in time.`;
}

/** "Refused at the door" ends a parcel that was sent and not taken: from Shipped only. */
export function refusedReturnReason(from: OrderStatus, reason: OrderReturnReason | undefined): string | null {
  if (reason !== "refused" || from === "Shipped") return null;
  return `Only a Shipped order can be marked refused at the door; this one is ${from}.`;
}
