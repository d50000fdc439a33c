import type { Order } from "@marketplace/shared/orders-contracts";
import type { FastifyInstance } from "fastify";
import { expireIfDue } from "./cod-confirmation.service.ts";
import { findOverdueAwaitingOrders } from "./orders.repository.ts";

/**
 * Unconfirmed Cash-on-Delivery orders end when their window does (decision 0034): each order placed
 * queues one pg-boss job that no worker takes before its `confirmationDueAt` (`startAfter`), kept in
 * the database, so a restart loses none. Every process also looks, at start and every 5 minutes, for
 * awaiting orders past their time (the process died between the order's commit and its job, or the
 * job ran a moment early on a clock ahead of the database's) and queues them now.
 */
export const COD_EXPIRY_QUEUE = "cod-confirmation-expiry";
const LOOK_FOR_OVERDUE_EVERY_MS = 5 * 60_000;

export interface CodExpiry {
  /** Queues the order's end for `dueAt`; never throws (the 5-minute look catches a lost one). */
  schedule(orderId: string, dueAt: Date): Promise<void>;
}

/** Tells both sides of a status move (the buyer and the store's owner; `event-deliveries.ts`). */
export async function publishLastMove(app: FastifyInstance, order: Order, by: Order["events"][number]["by"]) {
  const moved = order.events.findLast((event) => event.kind === "status" && event.by === by);
  if (moved) await app.publishEvent({ kind: "order-status", orderEventId: moved._id });
}

export async function startCodExpiry(app: FastifyInstance): Promise<CodExpiry> {
  const queue = app.jobQueue;
  await queue.ensureScheduledQueue(COD_EXPIRY_QUEUE);
  await queue.work<{ orderId: string }>(COD_EXPIRY_QUEUE, async ({ orderId }) => {
    const cancelled = await expireIfDue(app.db, orderId, new Date());
    if (cancelled) await publishLastMove(app, cancelled, "system");
  });

  const schedule = async (orderId: string, dueAt: Date) => {
    try {
      await queue.sendAfter(COD_EXPIRY_QUEUE, { orderId }, dueAt);
    } catch (error) {
      app.log.error({ err: error, orderId }, "an order's confirmation window could not be queued");
    }
  };
  const queueOverdue = async () => {
    try {
      for (const orderId of await findOverdueAwaitingOrders(app.db, new Date())) {
        await schedule(orderId, new Date());
      }
    } catch (error) {
      app.log.error({ err: error }, "overdue order confirmations could not be looked for");
    }
  };
  void queueOverdue();
  const timer = setInterval(queueOverdue, LOOK_FOR_OVERDUE_EVERY_MS);
  timer.unref();
  app.addHook("preClose", async () => clearInterval(timer));
  return { schedule };
}
