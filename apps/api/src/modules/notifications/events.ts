/**
 * What happened, as the job queue carries it (decision 0029): ids only, read again when the job
 * runs. Each event has one key; a job, a notification and an e-mail made for the same key again
 * change nothing, so an event is told exactly once however often its job runs.
 */
export type DomainEvent =
  /** A checkout placed this order (one per store): the buyer's receipt, the store owner's "new order". */
  | { kind: "order-placed"; orderId: string }
  /** A seller moved an order's status (`orderEventId` is the order's event row). */
  | { kind: "order-status"; orderEventId: string }
  /** A customer reviewed an order item. */
  | { kind: "review-received"; orderItemId: string }
  /** An operator verified or suspended a seller; `changeId` tells two changes apart. */
  | { kind: "seller-status"; sellerId: string; changeId: string }
  /** A message in a conversation, for the other party. */
  | { kind: "new-message"; messageId: string }
  /** A step of a return (issue 27): asked, decided, escalated, withdrawn, received or refunded. */
  | { kind: "return-step"; stepId: string }
  /** An operator hid or restored a listing (issue 34, item 14): `auditId` is the change's audit row. */
  | { kind: "listing-status"; auditId: string }
  /** A payout to a seller was sent (its run approved), or marked paid or failed (issue 30). */
  | { kind: "payout"; payoutId: string; status: "sent" | "paid" | "failed" };

export function eventKey(event: DomainEvent): string {
  switch (event.kind) {
    case "order-placed":
      return `order-placed:${event.orderId}`;
    case "order-status":
      return `order-status:${event.orderEventId}`;
    case "review-received":
      return `review-received:${event.orderItemId}`;
    case "seller-status":
      return `seller-status:${event.sellerId}:${event.changeId}`;
    case "new-message":
      return `new-message:${event.messageId}`;
    case "return-step":
      return `return-step:${event.stepId}`;
    case "listing-status":
      return `listing-status:${event.auditId}`;
    case "payout":
      return `payout:${event.payoutId}:${event.status}`;
  }
}

/** Publishes an event after the change it tells of is committed; never throws (decision 0029). */
export type PublishEvent = (event: DomainEvent) => Promise<void>;
