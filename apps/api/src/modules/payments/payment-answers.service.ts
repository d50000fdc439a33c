import { orderNumber } from "@marketplace/shared/order-number";
import { type PaymentProviderCode, PROVIDER_METHODS } from "@marketplace/shared/payments-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { syncOrderLedger } from "../ledger/ledger.service.ts";
import * as orderRepo from "../orders/orders.repository.ts";
import * as repo from "./payments.repository.ts";
import { waitsForPayment } from "./payments.service.ts";
import type { ProviderReading, ProviderVerdict, RefusedAnswer } from "./providers/payment-provider.ts";

/** What one answer or inquiry did, for the caller to act on after the commit. */
export interface AnswerEffect {
  paymentId: string | null;
  /** The payment's state afterwards. */
  status: repo.PaymentRow["status"] | null;
  /** The order events written (Paid), for the buyer's and sellers' notifications. */
  orderEvents: string[];
  /** A pending payment the inquiry job should look at again. */
  inquireAgain: boolean;
  /** Orders whose time was moved to a voucher's expiry. */
  extendedOrders: { orderId: string; dueAt: Date }[];
}

const NOTHING: AnswerEffect = {
  paymentId: null,
  status: null,
  orderEvents: [],
  inquireAgain: false,
  extendedOrders: [],
};

/** Keeps a refused answer for the operator; it changes nothing else. */
export async function recordRefused(
  db: Executor,
  provider: PaymentProviderCode,
  refused: RefusedAnswer,
  source: "answer" | "inquiry",
): Promise<void> {
  const payment = refused.reference
    ? await repo.findPaymentByReferenceForUpdate(db, provider, refused.reference)
    : undefined;
  await repo.insertPaymentEvent(db, {
    paymentId: payment?.id ?? null,
    provider,
    kind: "refused",
    code: refused.code,
    note: `${source === "inquiry" ? "Inquiry" : "Answer"} refused: ${refused.reason}${payment ? "" : ` (reference ${refused.reference ?? "none"})`}`.slice(
      0,
      500,
    ),
  });
}

/**
 * Applies a provider's answer or inquiry to its payment, in one transaction that locks the payment
 * first and then its orders in id order (decision 0053): a repeat of what is already recorded, or the
 * second of two concurrent returns, finds it done and changes nothing. An unsigned reading (an
 * Easypaisa return) never moves money: it only asks for an inquiry.
 */
export async function applyVerdict(
  db: Database,
  provider: PaymentProviderCode,
  verdict: ProviderVerdict,
  source: "answer" | "inquiry",
  now = new Date(),
): Promise<AnswerEffect> {
  return db.transaction(async (tx) => {
    if (verdict.kind === "refused") {
      await recordRefused(tx, provider, verdict, source);
      return NOTHING;
    }
    const payment = await repo.findPaymentByReferenceForUpdate(tx, provider, verdict.reference);
    if (!payment) {
      await recordRefused(
        tx,
        provider,
        {
          kind: "refused",
          reason: "no payment has this reference",
          reference: verdict.reference,
          code: verdict.code,
        },
        source,
      );
      return NOTHING;
    }
    if (verdict.amountPaisa !== null && verdict.amountPaisa !== payment.amountPaisa) {
      await recordRefused(
        tx,
        provider,
        {
          kind: "refused",
          reason: `the amount is ${verdict.amountPaisa} paisa, not ${payment.amountPaisa}`,
          reference: verdict.reference,
          code: verdict.code,
        },
        source,
      );
      return { ...NOTHING, paymentId: payment.id, status: payment.status };
    }
    if (verdict.outcome === "paid" && verdict.verified && verdict.amountPaisa === null) {
      await recordRefused(
        tx,
        provider,
        {
          kind: "refused",
          reason: "a paid answer that names no amount",
          reference: verdict.reference,
          code: verdict.code,
        },
        source,
      );
      return { ...NOTHING, paymentId: payment.id, status: payment.status };
    }
    await repo.insertPaymentEvent(tx, {
      paymentId: payment.id,
      provider,
      kind: source,
      code: verdict.code,
      note: `${verdict.verified ? "" : "Unsigned, to confirm by inquiry: "}${verdict.outcome}${verdict.message ? ` (${verdict.message})` : ""}`.slice(
        0,
        500,
      ),
    });
    if (!verdict.verified) {
      const open = payment.status === "initiated" || payment.status === "pending";
      return { ...NOTHING, paymentId: payment.id, status: payment.status, inquireAgain: open };
    }
    return applyReading(tx, payment, verdict, now);
  });
}

async function applyReading(
  tx: Executor,
  payment: repo.PaymentRow,
  reading: ProviderReading,
  now: Date,
): Promise<AnswerEffect> {
  const effect: AnswerEffect = { ...NOTHING, paymentId: payment.id, status: payment.status };
  const providerFacts = {
    providerCode: reading.code,
    providerMessage: reading.message,
    providerTransactionId: reading.transactionId ?? payment.providerTransactionId,
    providerTxnType: reading.txnType ?? payment.providerTxnType,
  };
  if (reading.outcome === "failed") {
    if (payment.status === "initiated" || payment.status === "pending") {
      await repo.updatePayment(tx, payment.id, { status: "failed", ...providerFacts });
      effect.status = "failed";
    }
    return effect;
  }
  if (reading.outcome === "pending") {
    if (payment.status !== "initiated" && payment.status !== "pending") return effect;
    const voucherExpiresAt = reading.voucher?.expiresAt ?? payment.voucherExpiresAt;
    await repo.updatePayment(tx, payment.id, {
      status: "pending",
      voucherToken: reading.voucher?.token ?? payment.voucherToken,
      voucherExpiresAt,
      ...providerFacts,
    });
    effect.status = "pending";
    effect.inquireAgain = true;
    // A voucher keeps the orders until its own expiry (issue 29), when that is later than theirs.
    if (voucherExpiresAt && voucherExpiresAt > now) {
      for (const orderId of (await repo.findPaymentOrderIds(tx, [payment.id])).get(payment.id) ?? []) {
        const order = await orderRepo.findOrderForUpdate(tx, orderId);
        if (
          order &&
          waitsForPayment(order, now) &&
          order.paymentDueAt &&
          voucherExpiresAt > order.paymentDueAt
        ) {
          await orderRepo.updateOrderRow(tx, order.id, { paymentDueAt: voucherExpiresAt });
          effect.extendedOrders.push({ orderId: order.id, dueAt: voucherExpiresAt });
        }
      }
    }
    return effect;
  }
  // Paid: once. A repeat, or a second answer racing this one, finds it already recorded.
  if (payment.status === "paid" || payment.latePaidAt) return effect;
  const orderIds = (await repo.findPaymentOrderIds(tx, [payment.id])).get(payment.id) ?? [];
  const orders: orderRepo.OrderRow[] = [];
  for (const id of orderIds) {
    const order = await orderRepo.findOrderForUpdate(tx, id);
    if (order) orders.push(order);
  }
  const open = payment.status !== "expired" && payment.status !== "refunded";
  // Her orders were given up (expired, cancelled) or paid by another attempt: the money is flagged.
  const usable =
    open &&
    orders.length === orderIds.length &&
    orders.every(
      (o) => o.paymentStatus === "Pending" && (o.orderStatus === "Pending" || o.orderStatus === "Processing"),
    );
  if (!usable) {
    await repo.updatePayment(tx, payment.id, { latePaidAt: now, ...providerFacts });
    await repo.insertPaymentEvent(tx, {
      paymentId: payment.id,
      provider: payment.provider,
      kind: "late-paid",
      code: reading.code,
      note: `Paid after its orders (${orderIds.map(orderNumber).join(", ")}) were given up or paid otherwise: refund it.`,
    });
    return effect;
  }
  await repo.updatePayment(tx, payment.id, { status: "paid", paidAt: now, ...providerFacts });
  effect.status = "paid";
  for (const order of orders) {
    const inLedger = await syncOrderLedger(tx, { ...order, paymentStatus: "Paid" });
    await orderRepo.updateOrderRow(tx, order.id, { paymentStatus: "Paid", paymentDueAt: null, inLedger });
    const event = await orderRepo.insertOrderEvent(tx, {
      orderId: order.id,
      kind: "payment",
      fromValue: order.paymentStatus,
      toValue: "Paid",
      reason: `Paid with ${PROVIDER_METHODS[payment.provider]} (${payment.reference})`,
      actorRole: "system",
      actorId: null,
    });
    effect.orderEvents.push(event.id);
  }
  return effect;
}
