import { orderNumber } from "@marketplace/shared/order-number";
import type { Order } from "@marketplace/shared/orders-contracts";
import { PROVIDER_METHODS } from "@marketplace/shared/payments-contracts";
import type { Database } from "../../db/create-db.ts";
import { conflict } from "../../lib/http-error.ts";
import { NOT_PAID_IN_TIME } from "../notifications/payment-deliveries.ts";
import * as orderRepo from "../orders/orders.repository.ts";
import { loadOrders, moveOrder } from "../orders/orders.service.ts";
import { assertCodAllowed } from "../orders/refusals.service.ts";
import * as repo from "./payments.repository.ts";
import { lockOwnOrders, ownPayment, waitsForPayment } from "./payments.service.ts";

export type ExpiryResult = { cancelled: Order } | { notBefore: Date } | null;

/**
 * The expiry job's work (decision 0053): an online order still unpaid when its time is up is
 * cancelled with its stock back, and its open attempts marked expired. Its payments are locked
 * before it, like every answer does, so an answer racing the expiry is applied first or finds the
 * attempt expired (then a late "paid" is flagged). Answers the cancelled order, a later time to look
 * again (a voucher moved it), or null when there is nothing to do.
 */
export async function expireUnpaidOrder(db: Database, orderId: string, now: Date): Promise<ExpiryResult> {
  return db.transaction(async (tx) => {
    const payments = await repo.lockPaymentsOfOrder(tx, orderId);
    const order = await orderRepo.findOrderForUpdate(tx, orderId);
    if (!order?.paymentDueAt || order.paymentStatus !== "Pending") return null;
    if (order.orderStatus !== "Pending" && order.orderStatus !== "Processing") return null;
    if (order.paymentDueAt > now) return { notBefore: order.paymentDueAt };
    for (const payment of payments) {
      if (payment.status !== "initiated" && payment.status !== "pending") continue;
      await repo.updatePayment(tx, payment.id, { status: "expired" });
      await repo.insertPaymentEvent(tx, {
        paymentId: payment.id,
        provider: payment.provider,
        kind: "expired",
        note: `Not paid in time: order ${orderNumber(order.id)} cancelled, its stock back.`,
      });
    }
    await orderRepo.updateOrderRow(tx, order.id, { paymentDueAt: null });
    const cancelled = await moveOrder(tx, { ...order, paymentDueAt: null }, "Cancelled", {
      trackingNumber: order.trackingNumber,
      actorRole: "system",
      actorId: null,
      reason: NOT_PAID_IN_TIME,
    });
    return { cancelled };
  });
}

/**
 * `POST /api/payments/:id/cash-on-delivery`: after a failed payment, the buyer keeps her orders and
 * pays at the door instead. Refused while an attempt is still open at the provider (she might pay
 * twice), for orders no longer waiting, and for a buyer Cash on Delivery is closed to. Each order
 * then waits for her confirmation like any COD order (decision 0034).
 */
export async function switchToCashOnDelivery(
  db: Database,
  customerId: string,
  paymentId: string,
  confirmationWindowMs: number,
  now = new Date(),
): Promise<Order[]> {
  const payment = await ownPayment(db, customerId, paymentId);
  return db.transaction(async (tx) => {
    const orderIds = (await repo.findPaymentOrderIds(tx, [payment.id])).get(payment.id) ?? [];
    for (const id of orderIds) await repo.lockPaymentsOfOrder(tx, id);
    const orders = await lockOwnOrders(tx, customerId, orderIds);
    const open = await repo.findOpenPaymentsOfOrders(tx, orderIds);
    if (open.some((p) => p.status === "pending"))
      throw conflict(
        "A payment for these orders is still waiting at the provider, so they cannot switch to Cash on Delivery.",
      );
    for (const order of orders) {
      if (order.paymentMethod === "Cash on Delivery") continue;
      if (!waitsForPayment(order, now))
        throw conflict(
          `Order ${orderNumber(order.id)} is no longer waiting for payment. Please order again.`,
        );
    }
    await assertCodAllowed(tx, customerId, now);
    for (const p of open)
      await repo.updatePayment(tx, p.id, {
        status: "failed",
        providerMessage: "Switched to Cash on Delivery",
      });
    const dueAt = new Date(now.getTime() + confirmationWindowMs);
    for (const order of orders) {
      if (order.paymentMethod === "Cash on Delivery") continue;
      await orderRepo.updateOrderRow(tx, order.id, {
        paymentMethod: "Cash on Delivery",
        paymentDueAt: null,
        confirmation: "awaiting",
        confirmationDueAt: dueAt,
      });
      await orderRepo.insertOrderEvent(tx, {
        orderId: order.id,
        kind: "payment",
        fromValue: "Pending",
        toValue: "Pending",
        reason: `Switched from ${PROVIDER_METHODS[payment.provider]} to Cash on Delivery`,
        actorRole: "customer",
        actorId: customerId,
      });
    }
    const rows = await Promise.all(orderIds.map((id) => orderRepo.findOrderRow(tx, id)));
    return loadOrders(
      tx,
      rows.filter((r): r is orderRepo.OrderRow => r !== undefined),
    );
  });
}
