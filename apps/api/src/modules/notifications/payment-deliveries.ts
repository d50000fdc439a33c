import { orderNumber } from "@marketplace/shared/order-number";
import { pagePath } from "@marketplace/shared/page-paths";
import type { Executor } from "../../db/create-db.ts";
import * as repo from "./event-deliveries.repository.ts";
import type { Delivery } from "./event-deliveries.ts";
import { buyerOf, sellerOf, tell } from "./order-recipients.ts";

type OrderChange = NonNullable<Awaited<ReturnType<typeof repo.findOrderEvent>>>;

/** The reason the payment expiry writes on an unpaid online order it cancels (payment-expiry.service.ts). */
export const NOT_PAID_IN_TIME = "Not paid in time";

/**
 * What online payment tells people (issue 29, decision 0053): the store's owner hears that her order
 * is paid (she may now send it); both hear of an order cancelled because it was not paid in time.
 * Answers null for any other change, which the Cash-on-Delivery words then take.
 */
export async function onlinePaymentDeliveries(db: Executor, change: OrderChange): Promise<Delivery[] | null> {
  const paid = change.kind === "payment" && change.to === "Paid" && change.actorRole === "system";
  const lapsed = change.kind === "status" && change.to === "Cancelled" && change.reason === NOT_PAID_IN_TIME;
  if (!paid && !lapsed) return null;
  const order = await repo.findOrderForEvent(db, change.orderId);
  if (!order) return [];
  const number = orderNumber(order.id);
  const sellerLink = pagePath("storeOrder", { storeId: order.storeId, orderId: order.id });
  if (paid) {
    return [
      tell(
        sellerOf(order),
        `Order ${number} is paid`,
        `${order.customerName} paid order ${number} online: you can prepare and send it now.`,
        sellerLink,
        "Open your orders",
      ),
    ];
  }
  const title = `Order ${number} cancelled`;
  return [
    tell(
      buyerOf(order),
      title,
      `Your order ${number} from ${order.storeName} was cancelled because it was not paid in time.`,
      pagePath("myOrders", { userId: order.customerId }),
      "See your orders",
    ),
    tell(
      sellerOf(order),
      title,
      `Order ${number} was cancelled: it was not paid in time. Its stock is back on sale.`,
      sellerLink,
      "Open your orders",
    ),
  ];
}
