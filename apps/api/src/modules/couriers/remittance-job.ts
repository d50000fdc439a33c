import { BOOKING_COURIER_CODES } from "@marketplace/shared/shipment-statuses";
import type { FastifyInstance } from "fastify";
import { collectRemittances } from "./remittances.service.ts";

/**
 * Asking the booking couriers what they paid back (decision 0042): a pg-boss job per courier runs
 * one payment round (remittances.service.ts). Every process queues one for each courier at start and
 * every hour; a round whose courier another process is already asking ends at once (its lease), and
 * a parcel already recorded is never asked about again.
 */
export const COURIER_REMITTANCE_QUEUE = "courier-remittances";
const QUEUE_ROUNDS_EVERY_MS = 60 * 60_000;

export async function startCourierRemittances(app: FastifyInstance): Promise<void> {
  const queue = app.jobQueue;
  await queue.ensureScheduledQueue(COURIER_REMITTANCE_QUEUE);
  await queue.work<{ courier: string }>(COURIER_REMITTANCE_QUEUE, async ({ courier }) => {
    const round = await collectRemittances(app.db, app.courierRegistry, courier);
    if (round.failure)
      app.log.warn({ courier, failure: round.failure }, "a courier's payment round ended early");
    // Figures that do not add up are the operator's to look into: they stay unremitted until then.
    for (const refused of round.refused) {
      app.log.warn({ courier, ...refused }, "a courier's payment of a parcel was not recorded");
    }
  });

  const queueRounds = async () => {
    for (const courier of BOOKING_COURIER_CODES) {
      if (!app.courierRegistry.has(courier)) continue;
      try {
        await queue.sendAfter(COURIER_REMITTANCE_QUEUE, { courier }, new Date());
      } catch (error) {
        app.log.error({ err: error, courier }, "a courier's payment round could not be queued");
      }
    }
  };
  void queueRounds();
  const timer = setInterval(queueRounds, QUEUE_ROUNDS_EVERY_MS);
  timer.unref();
  app.addHook("preClose", async () => clearInterval(timer));
}
