import type { ConfirmByLinkInput } from "@marketplace/shared/cod-confirmation";
import { orderNumber } from "@marketplace/shared/order-number";
import { CUSTOMER_CANCELLABLE_STATUSES } from "@marketplace/shared/order-statuses";
import type { Order } from "@marketplace/shared/orders-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { ConfirmationTokens } from "./confirmation-tokens.ts";
import { ORDER_NOT_FOUND, requireOwnOrder } from "./order-ownership.ts";
import * as repo from "./orders.repository.ts";
import { loadOrders, moveOrder } from "./orders.service.ts";

/**
 * The buyer's confirmation of a Cash-on-Delivery order (issue 27, decision 0034): signed in, or from
 * the e-mail's link; and its end when the window passes unconfirmed. Every path locks the order row
 * first, so a confirmation, a cancellation and the expiry job racing each other change it once.
 */

/** Whether an order still waits for its buyer: awaiting, and neither cancelled nor gone past Processing. */
const stillAwaiting = (order: repo.OrderRow) =>
  order.confirmation === "awaiting" && CUSTOMER_CANCELLABLE_STATUSES.includes(order.orderStatus);

async function confirmLocked(tx: Executor, order: repo.OrderRow, now: Date): Promise<Order> {
  if (order.confirmationDueAt && order.confirmationDueAt <= now) {
    throw conflict(
      "The time to confirm this order has passed, so it is being cancelled. Please order again.",
    );
  }
  await repo.updateOrderRow(tx, order.id, { confirmation: "confirmed", confirmationDueAt: null });
  await repo.insertOrderEvent(tx, {
    orderId: order.id,
    kind: "confirmation",
    fromValue: "awaiting",
    toValue: "confirmed",
    actorRole: "customer",
    actorId: order.customerId,
  });
  return (await loadOrders(tx, [(await repo.findOrderRow(tx, order.id)) as repo.OrderRow]))[0] as Order;
}

/** Why a signed-in buyer's confirmation cannot happen, or null when it can (a repeat changes nothing). */
function refusedConfirmation(order: repo.OrderRow): string | null {
  if (order.confirmation === "not_needed") return "Only Cash on Delivery orders need your confirmation.";
  if (order.confirmation === "expired")
    return "This order was cancelled because it was not confirmed in time. Please order again.";
  if (order.orderStatus === "Cancelled") return "This order is cancelled, so it cannot be confirmed.";
  return null;
}

/** `POST /api/orders/:id/confirm`: the buyer, signed in, confirms her own awaiting COD order. */
export async function confirmOrder(db: Database, customerId: string, orderId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = requireOwnOrder(
      isUuid(orderId) ? await repo.findOrderForUpdate(tx, orderId) : undefined,
      customerId,
    );
    const refusal = refusedConfirmation(order);
    if (refusal) throw conflict(refusal);
    if (order.confirmation === "confirmed") return (await loadOrders(tx, [order]))[0] as Order;
    return confirmLocked(tx, order, new Date());
  });
}

/** The reason of the buyer's cancellation from the e-mail link: the store's owner is told of it. */
export const LINK_CANCEL_REASON = "Cancelled from the confirmation link";

/**
 * `POST /api/orders/confirm`: the e-mail link confirms or cancels the one order its token names. A
 * token already used (the order is confirmed, cancelled or expired) is 400 and changes nothing.
 */
export async function answerConfirmationLink(
  db: Database,
  tokens: ConfirmationTokens,
  input: ConfirmByLinkInput,
): Promise<{ order: Order; message: string }> {
  const orderId = await tokens.orderOf(input.token);
  return db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!stillAwaiting(order)) {
      const number = orderNumber(order.id);
      throw badRequest(
        order.confirmation === "confirmed"
          ? `This link was already used: order ${number} is already confirmed. Open My Orders to see it.`
          : `This link was already used: order ${number} is ${order.orderStatus}. Open My Orders to see it.`,
      );
    }
    if (input.action === "confirm") {
      return {
        order: await confirmLocked(tx, order, new Date()),
        message: "Thank you! Your order is confirmed.",
      };
    }
    const cancelled = await moveOrder(tx, order, "Cancelled", {
      trackingNumber: order.trackingNumber,
      actorRole: "customer",
      actorId: order.customerId,
      reason: LINK_CANCEL_REASON,
    });
    return { order: cancelled, message: "Your order has been cancelled." };
  });
}

/**
 * The expiry job's work: cancels the order (stock back, the ledger untouched as it never counted)
 * when it is still awaiting at the end of its window. Answers the cancelled order, or null when
 * there was nothing to do (confirmed, cancelled, gone, or not due yet).
 */
export async function expireIfDue(db: Database, orderId: string, now: Date): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, orderId);
    if (!order || !stillAwaiting(order)) return null;
    if (!order.confirmationDueAt || order.confirmationDueAt > now) return null;
    await repo.updateOrderRow(tx, order.id, { confirmation: "expired", confirmationDueAt: null });
    await repo.insertOrderEvent(tx, {
      orderId: order.id,
      kind: "confirmation",
      fromValue: "awaiting",
      toValue: "expired",
      actorRole: "system",
      actorId: null,
    });
    return moveOrder(tx, order, "Cancelled", {
      trackingNumber: order.trackingNumber,
      actorRole: "system",
      actorId: null,
      reason: "Not confirmed in time",
    });
  });
}
