import type { FastifyInstance } from "fastify";
import { publishLastMove } from "../orders/cod-expiry.ts";
import { type AnswerEffect, applyVerdict, recordRefused } from "./payment-answers.service.ts";
import { expireUnpaidOrder } from "./payment-expiry.service.ts";
import type { PaymentProviders } from "./payment-providers.ts";
import * as repo from "./payments.repository.ts";
import { ProviderUnreachable } from "./providers/payment-provider.ts";

/**
 * The two pg-boss queues of online payment (decision 0053), kept in the database so a restart loses
 * none: `payment-expiry` (one job per unpaid order, not taken before its time, like decision 0034's)
 * and `payment-inquiry` (a pending payment asked about again after 1, 2, 4 … 30 minutes until it is
 * final or expired). Every process also looks, at start and every 5 minutes, for overdue orders and
 * pending payments whose job was lost (untouched for longer than the longest back-off), so a lost
 * job is replaced without starting a second round of inquiries beside a live one.
 */
export const PAYMENT_EXPIRY_QUEUE = "payment-expiry";
export const PAYMENT_INQUIRY_QUEUE = "payment-inquiry";
const LOOK_AGAIN_EVERY_MS = 5 * 60_000;
const MAX_BACKOFF_MINUTES = 30;

/** Queues an unpaid order's end (the queue is made at start by `startPaymentJobs`); never throws. */
export async function queuePaymentExpiry(app: FastifyInstance, orderId: string, dueAt: Date): Promise<void> {
  try {
    await app.jobQueue.sendAfter(PAYMENT_EXPIRY_QUEUE, { orderId }, dueAt);
  } catch (error) {
    app.log.error({ err: error, orderId }, "an unpaid order's expiry could not be queued");
  }
}

export interface PaymentJobs {
  expireAt(orderId: string, dueAt: Date): Promise<void>;
  /** Asks the provider about the payment after its next back-off (now, for the first time). */
  inquireLater(paymentId: string, now?: boolean): Promise<void>;
  /** After an answer's commit: tells of orders paid, queues what it asks for. */
  follow(effect: AnswerEffect): Promise<void>;
}

export async function startPaymentJobs(
  app: FastifyInstance,
  providers: PaymentProviders,
): Promise<PaymentJobs> {
  const queue = app.jobQueue;
  await queue.ensureScheduledQueue(PAYMENT_EXPIRY_QUEUE);
  await queue.ensureScheduledQueue(PAYMENT_INQUIRY_QUEUE);

  const expireAt = (orderId: string, dueAt: Date) => queuePaymentExpiry(app, orderId, dueAt);

  const inquireLater = async (paymentId: string, now = false) => {
    try {
      const payment = await repo.findPayment(app.db, paymentId);
      if (!payment) return;
      const minutes = now ? 0 : Math.min(Math.max(1, payment.inquiryBackoffMinutes * 2), MAX_BACKOFF_MINUTES);
      if (!now) await repo.updatePayment(app.db, paymentId, { inquiryBackoffMinutes: minutes });
      await queue.sendAfter(PAYMENT_INQUIRY_QUEUE, { paymentId }, new Date(Date.now() + minutes * 60_000));
    } catch (error) {
      app.log.error({ err: error, paymentId }, "a payment's inquiry could not be queued");
    }
  };

  const follow = async (effect: AnswerEffect) => {
    for (const orderEventId of effect.orderEvents)
      await app.publishEvent({ kind: "order-status", orderEventId });
    for (const { orderId, dueAt } of effect.extendedOrders) await expireAt(orderId, dueAt);
    if (effect.inquireAgain && effect.paymentId) await inquireLater(effect.paymentId);
  };

  await queue.work<{ orderId: string }>(PAYMENT_EXPIRY_QUEUE, async ({ orderId }) => {
    const result = await expireUnpaidOrder(app.db, orderId, new Date());
    if (result && "notBefore" in result) await expireAt(orderId, result.notBefore);
    else if (result) await publishLastMove(app, result.cancelled, "system");
  });

  await queue.work<{ paymentId: string }>(PAYMENT_INQUIRY_QUEUE, async ({ paymentId }) => {
    const payment = await repo.findPayment(app.db, paymentId);
    if (!payment || (payment.status !== "initiated" && payment.status !== "pending")) return;
    const provider = providers[payment.provider];
    if (!provider) return;
    const lastChance = (payment.voucherExpiresAt ?? payment.expiresAt).getTime() + 10 * 60_000;
    try {
      const verdict = await provider.inquire(payment.reference);
      const effect = await applyVerdict(app.db, payment.provider, verdict, "inquiry");
      await follow({ ...effect, inquireAgain: false });
      const after = await repo.findPayment(app.db, paymentId);
      if (after && (after.status === "initiated" || after.status === "pending") && Date.now() < lastChance)
        await inquireLater(paymentId);
    } catch (error) {
      if (!(error instanceof ProviderUnreachable)) throw error;
      await recordRefused(
        app.db,
        payment.provider,
        { kind: "refused", reason: error.message, reference: payment.reference, code: null },
        "inquiry",
      );
      if (Date.now() < lastChance) await inquireLater(paymentId);
    }
  });

  const lookAgain = async () => {
    try {
      for (const orderId of await repo.findOverdueUnpaidOrders(app.db, new Date()))
        await expireAt(orderId, new Date());
      const untouchedSince = new Date(Date.now() - (MAX_BACKOFF_MINUTES + 5) * 60_000);
      for (const paymentId of await repo.findPendingPayments(app.db, untouchedSince))
        await inquireLater(paymentId);
    } catch (error) {
      app.log.error({ err: error }, "overdue payments could not be looked for");
    }
  };
  void lookAgain();
  const timer = setInterval(lookAgain, LOOK_AGAIN_EVERY_MS);
  timer.unref();
  app.addHook("preClose", async () => clearInterval(timer));
  return { expireAt, inquireLater, follow };
}
