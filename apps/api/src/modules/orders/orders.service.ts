import { createHash } from "node:crypto";
import type { OrderReturnReason } from "@marketplace/shared/cod-confirmation";
import { groupBy } from "@marketplace/shared/group-by";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import type { OrderStatus, PaymentStatus } from "@marketplace/shared/order-statuses";
import { STOCK_RELEASING_STATUSES } from "@marketplace/shared/order-statuses";
import { type Order, PlaceOrderAnswer, type PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import { GATEWAY_PAYMENT_METHODS, listMethods } from "@marketplace/shared/payment-instructions";
import {
  MAX_ORDER_TOTAL_PAISA,
  type OrderTotalsInPaisa,
  orderTotals,
  unitPrice,
} from "@marketplace/shared/pricing";
import { formatVariantOptions } from "@marketplace/shared/variant-words";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/create-db.ts";
import { storePaymentDetails } from "../../db/store-payment-details.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { inOptionOrder, variantUnitPaisa } from "../catalog/product-json.ts";
import { commissionBasisPoints } from "../ledger/commission-settings.ts";
import { syncOrderLedger } from "../ledger/ledger.service.ts";
import { requireOwnStore } from "../stores/store-ownership.ts";
import { refusedBeforeConfirmation, refusedReturnReason } from "./cod-moves.ts";
import { codSettings } from "./cod-settings.ts";
import { claimIdempotencyKey, completeIdempotencyKey } from "./idempotency.repository.ts";
import { toOrderJsonList } from "./order-json.ts";
import { refusedCustomerCancel, refusedMove, refusedPaymentMove } from "./order-moves.ts";
import { ORDER_NOT_FOUND, requireOwnOrder } from "./order-ownership.ts";
import * as repo from "./orders.repository.ts";
import { findBuyerCounts } from "./refusals.repository.ts";
import { assertCodAllowed } from "./refusals.service.ts";

/**
 * The checkout's lines: units of each product, or of each variant of one, added up, sorted by product
 * and then variant (the order in which stock rows are locked).
 */
function unitsWanted(items: PlaceOrderInput["products"]) {
  const byLine = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  for (const item of items) {
    const variantId = item.variant ?? null;
    const key = JSON.stringify([item.product, variantId]);
    const line = byLine.get(key) ?? { productId: item.product, variantId, quantity: 0 };
    line.quantity += item.quantity;
    byLine.set(key, line);
  }
  return [...byLine.values()].sort(
    (a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? "").localeCompare(b.variantId ?? ""),
  );
}

/**
 * The variant a line names: required for a product with options (400 without), refused for one
 * without (400); one that is not the product's, or was removed since the cart was filled, is 409 like
 * a product no longer sold.
 */
function chosenVariant(
  product: repo.ProductForOrder,
  variantId: string | null,
  variants: Map<string, repo.VariantForOrder>,
): repo.VariantForOrder | undefined {
  if (product.options.length === 0) {
    if (variantId === null) return undefined;
    const message = `"${product.name}" comes in one kind only: order it without a variant.`;
    throw badRequest(message, [{ field: "products", message }]);
  }
  if (variantId === null) {
    const names = product.options.map((o) => o.name);
    const message = `Please choose the ${names.join(" and ")} of "${product.name}".`;
    throw badRequest(message, [{ field: "products", message }]);
  }
  const variant = variants.get(variantId);
  if (!variant || variant.productId !== product.id) {
    throw conflict(`The chosen variant of "${product.name}" is no longer available. Please choose again.`);
  }
  return variant;
}

export async function loadOrders(db: Executor, rows: repo.OrderRow[]): Promise<Order[]> {
  return toOrderJsonList(rows, await repo.findOrderExtras(db, rows));
}

function requestHash(input: PlaceOrderInput): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

function stockMessage(name: string, left: number): string {
  return left > 0
    ? `Only ${left} left of "${name}". Please lower the quantity.`
    : `"${name}" is out of stock.`;
}

const paymentMethodError = (message: string) => badRequest(message, [{ field: "paymentMethod", message }]);

/**
 * Cards wait for a payment gateway; bank and wallet need every store of the checkout to take them.
 * Answers the stores it read, for the orders' JSON.
 */
async function assertPaymentAccepted(
  tx: Executor,
  method: PlaceOrderInput["paymentMethod"],
  storeIds: string[],
) {
  if (GATEWAY_PAYMENT_METHODS.includes(method)) {
    throw paymentMethodError(
      `${method} payments are not available yet. Please choose Cash on Delivery, or Bank Transfer or Mobile Wallet where the store offers them.`,
    );
  }
  const storeRows = await repo.findStoresForOrders(tx, storeIds);
  for (const store of storeRows) {
    const accepted = acceptedPaymentMethods(storePaymentDetails(store));
    if (!accepted.includes(method)) {
      throw paymentMethodError(`${store.name} does not accept ${method}; choose ${listMethods(accepted)}.`);
    }
  }
  return storeRows;
}

function assertWithinOrderLimit(perStore: OrderTotalsInPaisa[]) {
  if (perStore.every((t) => t.totalPaisa <= MAX_ORDER_TOTAL_PAISA)) return;
  const limit = formatRupees(paisaToRupees(MAX_ORDER_TOTAL_PAISA));
  const message = `An order can total at most ${limit}. Please lower the quantities or place it in parts.`;
  throw badRequest(message, [{ field: "products", message }]);
}

/**
 * The customer saw a different total (a price or sale changed since): place nothing and answer with the
 * checkout's totals now, summed over its orders, so she can look and confirm again.
 */
function assertExpectedTotal(expectedTotal: number | undefined, perStore: OrderTotalsInPaisa[]) {
  if (expectedTotal === undefined) return;
  const sum = (pick: (t: OrderTotalsInPaisa) => number) => perStore.reduce((total, t) => total + pick(t), 0);
  const totalPaisa = sum((t) => t.totalPaisa);
  if (Math.abs(totalPaisa - rupeesToPaisa(expectedTotal)) <= 1) return;
  throw new HttpError(
    409,
    `Prices changed since you opened the checkout: the total is now ${formatRupees(paisaToRupees(totalPaisa))}, not ${formatRupees(expectedTotal)}. Please check your order and confirm again.`,
    undefined,
    {
      body: {
        totals: {
          itemsPrice: paisaToRupees(sum((t) => t.itemsPaisa)),
          shippingPrice: paisaToRupees(sum((t) => t.shippingPaisa)),
          taxPrice: paisaToRupees(sum((t) => t.taxPaisa)),
          totalPrice: paisaToRupees(totalPaisa),
        },
      },
    },
  );
}

/**
 * Places a checkout: prices from the database, stock taken with conditional updates, one order per
 * store, all in one transaction. A retry with the same Idempotency-Key returns the first answer.
 * Checks, in order: the payment method (400), stock (409 naming the product), then `expectedTotal`
 * (409 with totals); any of them rolls everything back, the stock taken and the key's claim too.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  input: PlaceOrderInput,
  idempotencyKey?: string,
  /** A window in place of the operator's hours (`COD_CONFIRMATION_SECONDS`, outside production). */
  confirmationWindowMs?: number,
): Promise<{ status: 201; body: PlaceOrderAnswer; replayed?: true }> {
  if (input.user_id && input.user_id !== customerId) {
    throw forbidden("You can only place orders for your own account.");
  }
  const wanted = unitsWanted(input.products);
  const ids = [...new Set(wanted.map((w) => w.productId))];
  if (ids.some((id) => !isUuid(id))) throw conflict("A product in your cart is no longer available.");

  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const existing = await claimIdempotencyKey(tx, customerId, idempotencyKey, requestHash(input));
      if (existing) {
        if (existing.requestHash !== requestHash(input)) {
          throw new HttpError(422, "This Idempotency-Key was already used for a different order.");
        }
        // Only a placed checkout's answer (201) is kept; none yet means the first is still running.
        if (existing.statusCode !== 201)
          throw conflict("This order is still being placed. Please wait a moment.");
        return { status: 201, body: PlaceOrderAnswer.parse(existing.responseBody), replayed: true };
      }
    }

    const found = new Map((await repo.findProductsForOrder(tx, ids)).map((p) => [p.id, p]));
    const variantIds = wanted.flatMap((w) => (w.variantId && isUuid(w.variantId) ? [w.variantId] : []));
    const variants = new Map((await repo.findVariantsForOrder(tx, ids, variantIds)).map((v) => [v.id, v]));
    const now = new Date();
    const lines = wanted.map(({ productId, variantId, quantity }) => {
      const product = found.get(productId);
      if (!product) throw conflict("A product in your cart is no longer available.");
      const variant = chosenVariant(product, variantId, variants);
      const unitPaisa = variant
        ? variantUnitPaisa(product, variant, now)
        : unitPrice(
            {
              price: product.pricePaisa,
              sale_price: product.salePricePaisa,
              saleEndingDate: product.saleEndsAt,
            },
            now,
          );
      const listPaisa = variant?.pricePaisa ?? product.pricePaisa;
      return { product, variant, quantity, unitPaisa, listPaisa };
    });

    const byStore = [...groupBy(lines, (l) => l.product.storeId)].map(([storeId, storeLines]) => ({
      storeId,
      storeLines,
      totals: orderTotals(storeLines),
    }));
    assertWithinOrderLimit(byStore.map((s) => s.totals));
    const storeRows = await assertPaymentAccepted(
      tx,
      input.paymentMethod,
      byStore.map((s) => s.storeId),
    );
    // Read before any stock is taken: from then on, other buyers of the same products wait for this
    // transaction, so it writes what it must and reads nothing more (the answer is built from the
    // rows it writes).
    const buyerRows = await repo.findBuyers(tx, [customerId]);
    // Every order of this checkout keeps the rate in force now.
    const rate = await commissionBasisPoints(tx);
    // Cash on Delivery: not for a buyer at the refusal limit, and each order waits for her
    // confirmation until the operator's window ends (decision 0034).
    const cod = input.paymentMethod === "Cash on Delivery";
    if (cod) await assertCodAllowed(tx, customerId, now);
    const { codConfirmationHours } = await codSettings(tx);
    const windowMs = confirmationWindowMs ?? codConfirmationHours * 3600_000;
    const confirmationDueAt = cod ? new Date(now.getTime() + windowMs) : null;

    // Lines are sorted by product, then variant, so concurrent checkouts lock rows in the same order
    // and cannot deadlock (a variant's product first, see takeVariantStock).
    for (const { product, variant, quantity } of lines) {
      if (variant) {
        if (!(await repo.takeVariantStock(tx, product.id, variant.id, quantity))) {
          const name = `${product.name} (${formatVariantOptions(inOptionOrder(product.options, variant.options))})`;
          throw conflict(stockMessage(name, await repo.currentVariantStock(tx, variant.id)));
        }
      } else if (!(await repo.takeStock(tx, product.id, quantity))) {
        throw conflict(stockMessage(product.name, await repo.currentStock(tx, product.id)));
      }
    }
    assertExpectedTotal(
      input.expectedTotal,
      byStore.map((s) => s.totals),
    );

    const checkoutId = uuidv7();
    const a = input.shippingAddress;
    const created: repo.OrderRow[] = [];
    const items: repo.OrderItemRow[] = [];
    const events: repo.OrderEventRow[] = [];
    for (const { storeId, storeLines, totals } of byStore) {
      const order = await repo.insertOrder(tx, {
        checkoutId,
        customerId,
        storeId,
        shipFullName: a.fullName,
        shipAddressLine: a.addressLine,
        shipCity: a.city,
        shipPostalCode: a.postalCode,
        shipCountry: a.country,
        shipPhone: a.phone,
        paymentMethod: input.paymentMethod,
        itemsPaisa: totals.itemsPaisa,
        shippingPaisa: totals.shippingPaisa,
        taxPaisa: totals.taxPaisa,
        totalPaisa: totals.totalPaisa,
        notes: input.notes,
        commissionBasisPoints: rate,
        confirmation: cod ? "awaiting" : "not_needed",
        confirmationDueAt,
      });
      const written = await repo.insertOrderItems(
        tx,
        storeLines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          storeId,
          productName: l.product.name,
          productImage: l.product.image ?? "",
          unitPricePaisa: l.unitPaisa,
          listPricePaisa: l.listPaisa,
          quantity: l.quantity,
          variantId: l.variant?.id ?? null,
          variantOptions: l.variant
            ? Object.entries(inOptionOrder(l.product.options, l.variant.options))
            : null,
        })),
      );
      const placed = await repo.insertOrderEvent(tx, {
        orderId: order.id,
        kind: "status",
        fromValue: null,
        toValue: "Pending",
        actorRole: "customer",
        actorId: customerId,
      });
      created.push(order);
      items.push(...written);
      events.push(placed);
    }

    // A new order has no reviews yet.
    const orders = toOrderJsonList(
      created,
      repo.orderExtras({ items, events, storeRows, buyerRows, reviewRows: [] }),
    );
    const [first] = orders;
    if (!first) throw new Error("checkout created no order");
    const body: PlaceOrderAnswer = {
      success: true,
      message:
        orders.length > 1 ? `${orders.length} orders placed successfully.` : "Order placed successfully.",
      data: first,
      ...(orders.length > 1 ? { orders } : {}),
    };
    if (idempotencyKey) await completeIdempotencyKey(tx, customerId, idempotencyKey, 201, body);
    return { status: 201, body };
  });
}

export async function listCustomerOrders(db: Database, user: AuthUser, userId: string, status?: OrderStatus) {
  if (user.id !== userId) throw forbidden("You can only see your own orders.");
  return loadOrders(db, await repo.findOrderRows(db, repo.byCustomer(userId, status)));
}

export async function listStoreOrders(db: Database, sellerId: string, storeId: string, status?: OrderStatus) {
  await requireOwnStore(db, storeId, sellerId);
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
  if (user.role === "seller") await requireOwnStore(db, row.storeId, user.id);
  const orders = await loadOrders(db, [row]);
  const [order] = user.role === "seller" ? await withBuyerHistory(db, orders) : orders;
  return order as Order;
}

/** Locks the seller's order for a change; 404 when unknown, 403 when another store's. */
async function lockOwnOrder(tx: Executor, sellerId: string, orderId: string): Promise<repo.OrderRow> {
  const order = isUuid(orderId) ? await repo.findOrderForUpdate(tx, orderId) : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  await requireOwnStore(tx, order.storeId, sellerId);
  return order;
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
    const order = await lockOwnOrder(tx, sellerId, orderId);
    const from = order.orderStatus;
    const tracking = to === "Shipped" ? (trackingNumber ?? "") : order.trackingNumber;
    if (from === to && tracking === order.trackingNumber) {
      return (await loadOrders(tx, [order]))[0] as Order;
    }
    const refusal =
      (from === to ? null : refusedMove(from, to)) ??
      refusedBeforeConfirmation(order.confirmation, to) ??
      refusedReturnReason(from, returnReason);
    if (refusal) throw conflict(refusal);
    // A parcel refused at the door counts against the buyer's Cash on Delivery (decision 0034).
    if (returnReason === "refused") await repo.updateOrderRow(tx, order.id, { refusedAt: new Date() });
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

/** Records the seller's payment status of her order; the store's ledger follows (decision 0020). */
export async function updatePaymentStatus(
  db: Database,
  sellerId: string,
  orderId: string,
  to: PaymentStatus,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, sellerId, orderId);
    const refusal = refusedPaymentMove(order.orderStatus, order.paymentStatus, to);
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
