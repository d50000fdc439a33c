import type * as repo from "./event-deliveries.repository.ts";
import type { Delivery, Recipient } from "./event-deliveries.ts";

/** An order as a notification reads it: its buyer, its store's owner, their names and addresses. */
type OrderForEvent = NonNullable<Awaited<ReturnType<typeof repo.findOrderForEvent>>>;

export const buyerOf = (o: OrderForEvent): Recipient => ({
  role: "customer",
  id: o.customerId,
  email: o.customerEmail,
  name: o.customerName,
});
export const sellerOf = (o: OrderForEvent): Recipient => ({
  role: "seller",
  id: o.sellerId,
  email: o.sellerEmail,
  name: o.sellerName,
});

export function tell(
  recipient: Recipient,
  title: string,
  body: string,
  link: string,
  label: string,
): Delivery {
  return {
    recipient,
    kind: "order-status",
    title,
    body,
    link,
    mail: { subject: title, greetingName: recipient.name, paragraphs: [body], action: { label, path: link } },
  };
}
