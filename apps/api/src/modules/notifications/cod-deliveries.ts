import { orderNumber } from "@marketplace/shared/order-number";
import { pagePath } from "@marketplace/shared/page-paths";
import type { Executor } from "../../db/create-db.ts";
import * as repo from "./event-deliveries.repository.ts";
import type { Delivery } from "./event-deliveries.ts";
import { buyerOf, sellerOf, tell } from "./order-recipients.ts";
import { onlinePaymentDeliveries } from "./payment-deliveries.ts";

/**
 * What Cash-on-Delivery confirmation tells people (issue 27, decision 0034): the buyer's receipt
 * carries the link that confirms or cancels without signing in; the store's owner hears of a
 * confirmation (she may ship); both hear of an order cancelled unconfirmed. The buyer's own
 * cancellation, from the link or from My Orders, is `customerCancelled` in event-deliveries.ts.
 */

/** Makes the e-mail link's path (a signed token for one order, `orders/confirmation-tokens.ts`). */
export interface DeliveryLinks {
  confirmationPath(orderId: string, dueAt: Date): Promise<string>;
}

type OrderForEvent = NonNullable<Awaited<ReturnType<typeof repo.findOrderForEvent>>>;
type OrderChange = NonNullable<Awaited<ReturnType<typeof repo.findOrderEvent>>>;

const PAKISTAN_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Karachi",
});

/** The buyer's receipt of an awaiting COD order asks her to confirm, its button the link. */
export async function withConfirmationLink(
  receipt: Delivery,
  order: OrderForEvent,
  links: DeliveryLinks | undefined,
): Promise<Delivery> {
  if (order.confirmation !== "awaiting" || !order.confirmationDueAt || !links) return receipt;
  const by = PAKISTAN_TIME.format(order.confirmationDueAt);
  const ask = `Please confirm your Cash on Delivery order by ${by} (Pakistan time): the store ships it once you do, and it is cancelled if you do not.`;
  return {
    ...receipt,
    body: `${receipt.body} Please confirm it from My Orders.`,
    mail: {
      ...receipt.mail,
      paragraphs: [...receipt.mail.paragraphs, ask],
      action: {
        label: "Confirm or cancel your order",
        path: await links.confirmationPath(order.id, order.confirmationDueAt),
      },
    },
  };
}

/** The deliveries of a confirmation, or of a cancellation by the window's end. */
export async function confirmationDeliveries(db: Executor, change: OrderChange): Promise<Delivery[]> {
  // Paid online, or not paid in time (decision 0053): its own words.
  const online = await onlinePaymentDeliveries(db, change);
  if (online) return online;
  const confirmed = change.kind === "confirmation" && change.to === "confirmed";
  const cancelled = change.kind === "status" && change.to === "Cancelled";
  if (!confirmed && !cancelled) return [];
  const order = await repo.findOrderForEvent(db, change.orderId);
  if (!order) return [];
  const number = orderNumber(order.id);
  const sellerLink = pagePath("storeOrder", { storeId: order.storeId, orderId: order.id });
  const buyerLink = pagePath("myOrders", { userId: order.customerId });
  if (confirmed) {
    const body = `${order.customerName} confirmed order ${number}: you can ship it now.`;
    return [tell(sellerOf(order), `Order ${number} confirmed`, body, sellerLink, "Open your orders")];
  }
  if (change.actorRole !== "system") return [];
  const title = `Order ${number} cancelled`;
  return [
    tell(
      buyerOf(order),
      title,
      `Your order ${number} from ${order.storeName} was cancelled because it was not confirmed in time.`,
      buyerLink,
      "See your orders",
    ),
    tell(
      sellerOf(order),
      title,
      `Order ${number} was cancelled: ${order.customerName} did not confirm it in time. Its stock is back on sale.`,
      sellerLink,
      "Open your orders",
    ),
  ];
}
