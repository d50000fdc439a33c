import type { OrderReturnReason } from "@marketplace/shared/cod-confirmation";
import type { OrderStatus, PaymentStatus } from "@marketplace/shared/order-statuses";
import { STOCK_RELEASING_STATUSES } from "@marketplace/shared/order-statuses";
import type { Order } from "@marketplace/shared/orders-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { conflict, forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { syncOrderLedger } from "../ledger/ledger.service.ts";
import { recordHelperAction } from "../store-helpers/helper-actions.ts";
import { requireStoreAccess, type StoreAccess } from "../stores/store-ownership.ts";
import { refusedBeforeConfirmation, refusedReturnReason } from "./cod-moves.ts";
import { refusedBeforePayment, refusedOnlinePaymentChange } from "./online-payment-moves.ts";
import { toOrderJsonList } from "./order-json.ts";
import { refusedCustomerCancel, refusedMove, refusedPaymentMove } from "./order-moves.ts";
import { ORDER_NOT_FOUND, requireOwnOrder } from "./order-ownership.ts";
import * as repo from "./orders.repository.ts";
import { findBuyerCounts } from "./refusals.repository.ts";

export async function loadOrders(db: Executor, rows: repo.OrderRow[]): Promise<Order[]> {
  return toOrderJsonList(rows, await repo.findOrderExtras(db, rows));
}

export async function listCustomerOrders(db: Database, user: AuthUser, userId: string, status?: OrderStatus) {
  if (user.id !== userId) throw forbidden("You can only see your own orders.");
  return loadOrders(db, await repo.findOrderRows(db, repo.byCustomer(userId, status)));
}

export async function listStoreOrders(db: Database, sellerId: string, storeId: string, status?: OrderStatus) {
  await requireStoreAccess(db, storeId, sellerId, "orders");
  return withBuyerHistory(
    db,
    await loadOrders(db, await repo.findOrderRows(db, repo.byStore(storeId, status))),
  );
}

/** The store owner's orders carry each buyer's refusals and deliveries, counts only (decision 0034). */
async function withBuyerHistory(db: Executor, orders: Order[]): Promise<Order[]> {
  const counts = await findBuyerCounts(
    db,
    orders.map((o) => o.user_id),
    new Date(),
  );
  return orders.map((o) => ({ ...o, buyerHistory: counts.get(o.user_id) ?? { refusals: 0, delivered: 0 } }));
}

export async function getOrder(db: Database, user: AuthUser, orderId: string): Promise<Order> {
  const found = isUuid(orderId) ? await repo.findOrderRow(db, orderId) : undefined;
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const row = user.role === "customer" ? requireOwnOrder(found, user.id) : found;
  if (user.role === "seller") await requireStoreAccess(db, row.storeId, user.id, "orders");
  const orders = await loadOrders(db, [row]);
  const [order] = user.role === "seller" ? await withBuyerHistory(db, orders) : orders;
  return order as Order;
}

/**
 * Locks the seller's order for a change; 404 when unknown, 403 when another store's or (decision
 * 0054) when she helps the store in a role without this work.
 */
async function lockOwnOrder(
  tx: Executor,
  sellerId: string,
  orderId: string,
  work: "orders" | "owner",
): Promise<{ order: repo.OrderRow; access: StoreAccess }> {
  const order = isUuid(orderId) ? await repo.findOrderForUpdate(tx, orderId) : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { order, access: await requireStoreAccess(tx, order.storeId, sellerId, work) };
}

/**
 * Moves the seller's order along the status rules (`canMoveOrder`); any other move is a 409 naming
 * both statuses. The same status again changes nothing, except a new tracking number for a Shipped
 * order, which is kept as its own event.
 */
export async function updateOrderStatus(
  db: Database,
  sellerId: string,
  orderId: string,
  to: OrderStatus,
  trackingNumber?: string,
  returnReason?: OrderReturnReason,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const { order, access } = await lockOwnOrder(tx, sellerId, orderId, "orders");
    const from = order.orderStatus;
    const tracking = to === "Shipped" ? (trackingNumber ?? "") : order.trackingNumber;
    if (from === to && tracking === order.trackingNumber) {
      return (await loadOrders(tx, [order]))[0] as Order;
    }
    const refusal =
      (from === to ? null : refusedMove(from, to)) ??
      refusedBeforeConfirmation(order.confirmation, to) ??
      refusedBeforePayment(order.paymentMethod, order.paymentStatus, to) ??
      refusedReturnReason(from, returnReason);
    if (refusal) throw conflict(refusal);
    // A parcel refused at the door counts against the buyer's Cash on Delivery (decision 0034).
    if (returnReason === "refused") await repo.updateOrderRow(tx, order.id, { refusedAt: new Date() });
    await recordHelperAction(tx, access, "order_status", { id: order.id, detail: to });
    return moveOrder(tx, order, to, {
      trackingNumber: tracking,
      actorRole: "seller",
      actorId: sellerId,
      reason: returnReason ?? null,
    });
  });
}

/**
 * The customer cancels her own order before it ships (`CUSTOMER_CANCELLABLE_STATUSES`): the same
 * move as a seller's cancel, so the stock goes back the same way, with her reason kept on the event.
 */
export async function cancelOrderByCustomer(
  db: Database,
  customerId: string,
  orderId: string,
  reason: string,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = requireOwnOrder(
      isUuid(orderId) ? await repo.findOrderForUpdate(tx, orderId) : undefined,
      customerId,
    );
    const refusal = refusedCustomerCancel(order.orderStatus);
    if (refusal) throw conflict(refusal);
    return moveOrder(tx, order, "Cancelled", {
      trackingNumber: order.trackingNumber,
      actorRole: "customer",
      actorId: customerId,
      reason: reason || null,
    });
  });
}

export interface StatusChange {
  trackingNumber: string;
  /** "system": the marketplace itself (an unconfirmed COD order cancelled when its window ends). */
  actorRole: "seller" | "customer" | "system";
  actorId: string | null;
  reason?: string | null;
}

/**
 * Writes an allowed status change of a locked order and its event. Cancelled and Returned are final,
 * so an order enters them at most once and its stock goes back exactly once; products are updated
 * in id order, like a checkout takes them, so the two cannot deadlock. The store's ledger follows in
 * the same transaction (decision 0020).
 */
export async function moveOrder(
  tx: Executor,
  order: repo.OrderRow,
  to: OrderStatus,
  change: StatusChange,
): Promise<Order> {
  const from = order.orderStatus;
  if (from !== to && STOCK_RELEASING_STATUSES.includes(to)) {
    const items = (await repo.findItems(tx, [order.id]))
      .filter((i): i is repo.OrderItemRow & { productId: string } => i.productId !== null)
      .sort(
        (x, y) =>
          x.productId.localeCompare(y.productId) || (x.variantId ?? "").localeCompare(y.variantId ?? ""),
      );
    // Units a received return already put back are not given back twice.
    const back = await repo.findUnitsBackFromReturns(tx, order.id);
    for (const item of items) {
      const units = item.quantity - (back.get(item.id) ?? 0);
      if (units <= 0) continue;
      if (item.variantId) await repo.returnVariantStock(tx, item.productId, item.variantId, units);
      else if (item.variantOptions === null) await repo.returnStock(tx, item.productId, units);
    }
  }

  // A returned order keeps the date it was delivered.
  const deliveredAt = to === "Delivered" ? new Date() : order.deliveredAt;
  const inLedger = await syncOrderLedger(tx, { ...order, orderStatus: to });
  await repo.updateOrderRow(tx, order.id, {
    orderStatus: to,
    trackingNumber: change.trackingNumber,
    deliveredAt,
    inLedger,
  });
  await repo.insertOrderEvent(tx, {
    orderId: order.id,
    kind: "status",
    fromValue: from,
    toValue: to,
    trackingNumber: to === "Shipped" ? change.trackingNumber : null,
    reason: change.reason ?? null,
    actorRole: change.actorRole,
    actorId: change.actorId,
  });
  const updated = await repo.findOrderRow(tx, order.id);
  return (await loadOrders(tx, [updated as repo.OrderRow]))[0] as Order;
}

/**
 * Records the seller's payment status of her order; the store's ledger follows (decision 0020). It
 * moves the store's money, so it is the owner's alone (decision 0054).
 */
export async function updatePaymentStatus(
  db: Database,
  sellerId: string,
  orderId: string,
  to: PaymentStatus,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const { order } = await lockOwnOrder(tx, sellerId, orderId, "owner");
    const refusal =
      refusedOnlinePaymentChange(order.paymentMethod) ??
      refusedPaymentMove(order.orderStatus, order.paymentStatus, to);
    if (refusal) throw conflict(refusal);
    if (order.paymentStatus !== to) {
      const inLedger = await syncOrderLedger(tx, { ...order, paymentStatus: to });
      await repo.updateOrderRow(tx, order.id, { paymentStatus: to, inLedger });
      await repo.insertOrderEvent(tx, {
        orderId: order.id,
        kind: "payment",
        fromValue: order.paymentStatus,
        toValue: to,
        actorRole: "seller",
        actorId: sellerId,
      });
    }
    const updated = await repo.findOrderRow(tx, order.id);
    return (await loadOrders(tx, [updated as repo.OrderRow]))[0] as Order;
  });
}
