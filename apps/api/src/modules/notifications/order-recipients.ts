import type { Delivery, Recipient } from "./event-deliveries.ts";

/** The buyer an event tells, from a row read with the repository's `buyerToTell` columns. */
export const buyerOf = (o: {
  customerId: string;
  customerEmail: string;
  customerName: string;
}): Recipient => ({
  role: "customer",
  id: o.customerId,
  email: o.customerEmail,
  name: o.customerName,
});

/** The store's owner an event tells, from a row read with the repository's `storeOwnerToTell` columns. */
export const sellerOf = (o: { sellerId: string; sellerEmail: string; sellerName: string }): Recipient => ({
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
