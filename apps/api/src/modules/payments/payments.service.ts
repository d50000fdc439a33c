import { randomBytes } from "node:crypto";
import { paisaToRupees } from "@marketplace/shared/money";
import { orderNumber } from "@marketplace/shared/order-number";
import type { Order } from "@marketplace/shared/orders-contracts";
import {
  type PaymentAnswer,
  PROVIDER_METHODS,
  type StartPaymentAnswer,
  type StartPaymentInput,
} from "@marketplace/shared/payments-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { requireOwnOrder } from "../orders/order-ownership.ts";
import * as orderRepo from "../orders/orders.repository.ts";
import { loadOrders } from "../orders/orders.service.ts";
import { toPaymentView } from "./payment-json.ts";
import type { PaymentProviders } from "./payment-providers.ts";
import * as repo from "./payments.repository.ts";

export const PAYMENT_NOT_FOUND = "Payment not found.";

/** "HM" and 18 hex digits: JazzCash's pp_TxnRefNo takes 20 letters and digits. */
export const newReference = () => `HM${randomBytes(9).toString("hex").toUpperCase()}`;

/** Whether an order still waits for an online payment: unpaid, not given up, its time not up. */
export const waitsForPayment = (order: orderRepo.OrderRow, now: Date) =>
  order.paymentStatus === "Pending" &&
  (order.orderStatus === "Pending" || order.orderStatus === "Processing") &&
  order.paymentDueAt !== null &&
  order.paymentDueAt > now;

/** The buyer's own orders, locked in id order; 404 or 403 as for one order. */
async function lockOwnOrders(tx: Executor, customerId: string, orderIds: string[]) {
  const ids = [...new Set(orderIds)].sort();
  const rows: orderRepo.OrderRow[] = [];
  for (const id of ids) {
    rows.push(
      requireOwnOrder(isUuid(id) ? await orderRepo.findOrderForUpdate(tx, id) : undefined, customerId),
    );
  }
  return rows;
}

/**
 * `POST /api/payments`: one attempt to pay the buyer's waiting orders with a provider, and the form
 * her browser posts to its hosted page. Each attempt has a reference of its own; an earlier one left
 * open simply expires, while one the provider says is pending (a voucher) blocks a second.
 */
export async function startPayment(
  db: Database,
  providers: PaymentProviders,
  customerId: string,
  input: StartPaymentInput,
  /** PUBLIC_URL, or the request's own address where that is safe (`emailLinkBase`). */
  returnBase: string | undefined,
  now = new Date(),
): Promise<StartPaymentAnswer["payment"]> {
  const provider = providers[input.provider];
  const method = PROVIDER_METHODS[input.provider];
  return db.transaction(async (tx) => {
    const orders = await lockOwnOrders(tx, customerId, input.orderIds);
    if (!provider)
      throw badRequest(`${method} payments are not available. Please choose another payment method.`);
    if (!returnBase)
      throw badRequest("Online payment needs the shop's address (PUBLIC_URL) to be set by the operator.");
    for (const order of orders) {
      const number = orderNumber(order.id);
      if (order.paymentMethod !== method)
        throw badRequest(`Order ${number} is to be paid by ${order.paymentMethod}, not ${method}.`);
      if (order.paymentStatus === "Paid") throw conflict(`Order ${number} is already paid.`);
      if (!waitsForPayment(order, now))
        throw conflict(`Order ${number} is no longer waiting for payment. Please order again.`);
    }
    const pending = (
      await repo.findOpenPaymentsOfOrders(
        tx,
        orders.map((o) => o.id),
      )
    ).find((p) => p.status === "pending");
    if (pending)
      throw conflict(
        "A payment for these orders is waiting at the provider (a voucher to pay at a shop). Please pay it, or wait until it expires.",
      );
    const amountPaisa = orders.reduce((sum, o) => sum + o.totalPaisa, 0);
    const expiresAt = new Date(Math.min(...orders.map((o) => (o.paymentDueAt as Date).getTime())));
    const payment = await repo.insertPayment(tx, {
      provider: input.provider,
      reference: newReference(),
      customerId,
      amountPaisa,
      expiresAt,
    });
    await repo.insertPaymentOrders(
      tx,
      payment.id,
      orders.map((o) => o.id),
    );
    const numbers = orders.map((o) => orderNumber(o.id));
    await repo.insertPaymentEvent(tx, {
      paymentId: payment.id,
      provider: input.provider,
      kind: "started",
      note: `Sent to ${method} for orders ${numbers.join(", ")}`,
    });
    const redirect = provider.checkout({
      reference: payment.reference,
      amountPaisa,
      createdAt: now,
      expiresAt,
      billReference: numbers[0] ?? payment.reference,
      description: `Hunarmand order${numbers.length > 1 ? "s" : ""} ${numbers.join(", ")}`,
      returnUrl:
        input.provider === "jazzcash"
          ? `${returnBase}/api/payments/jazzcash/return`
          : `${returnBase}/api/payments/easypaisa/${payment.id}/confirm`,
    });
    return {
      _id: payment.id,
      status: payment.status,
      provider: payment.provider,
      amount: paisaToRupees(amountPaisa),
      redirect,
    };
  });
}

/** A payment of the buyer's own: 404 when there is none, 403 for another buyer's (as for orders). */
async function ownPayment(db: Executor, customerId: string, paymentId: string) {
  const payment = isUuid(paymentId) ? await repo.findPayment(db, paymentId) : undefined;
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  if (payment.customerId !== customerId) throw forbidden("This payment belongs to another account.");
  return payment;
}

async function ordersOf(db: Executor, paymentId: string): Promise<Order[]> {
  const ids = (await repo.findPaymentOrderIds(db, [paymentId])).get(paymentId) ?? [];
  const rows = await Promise.all(ids.map((id) => orderRepo.findOrderRow(db, id)));
  return loadOrders(
    db,
    rows.filter((row): row is orderRepo.OrderRow => row !== undefined),
  );
}

/** `GET /api/payments/:id`: where her payment stands, with its orders. */
export async function paymentView(
  db: Database,
  customerId: string,
  paymentId: string,
): Promise<PaymentAnswer> {
  const payment = await ownPayment(db, customerId, paymentId);
  return { payment: toPaymentView(payment), orders: await ordersOf(db, payment.id) };
}

export { lockOwnOrders, ordersOf, ownPayment };
