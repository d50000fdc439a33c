import { BOOKING_COURIER_CODES } from "@marketplace/shared/shipment-statuses";
import type { FastifyInstance } from "fastify";
import { trackCourier } from "./tracking.service.ts";

/**
 * Following booked parcels (issue 28): a pg-boss job per booking courier runs one tracking round
 * (tracking.service.ts). Every process queues one for each courier at start and every 10 minutes;
 * a round whose courier another process is already following ends at once (its lease), and each
 * parcel waits its own 2 hours between looks, so extra jobs ask the courier nothing more. A server
 * started with COURIER_TRACKING_SECONDS (tests only, never production) uses that for both.
 */
export const COURIER_TRACKING_QUEUE = "courier-tracking";
const QUEUE_ROUNDS_EVERY_MS = 10 * 60_000;

export async function startCourierTracking(app: FastifyInstance): Promise<void> {
  const queue = app.jobQueue;
  await queue.ensureScheduledQueue(COURIER_TRACKING_QUEUE);
  await queue.work<{ courier: string }>(COURIER_TRACKING_QUEUE, async ({ courier }) => {
    const round = await trackCourier(
      app.db,
      app.courierRegistry,
      courier,
      new Date(),
      app.config.courierTrackingEveryMs,
    );
    // After each parcel's commit: the buyer and the store hear of the move as of a seller's.
    for (const orderEventId of round.moves) await app.publishEvent({ kind: "order-status", orderEventId });
  });

  const queueRounds = async () => {
    for (const courier of BOOKING_COURIER_CODES) {
      if (!app.courierRegistry.has(courier)) continue;
      try {
        await queue.sendAfter(COURIER_TRACKING_QUEUE, { courier }, new Date());
      } catch (error) {
        app.log.error({ err: error, courier }, "a courier's tracking round could not be queued");
      }
    }
  };
  void queueRounds();
  const timer = setInterval(queueRounds, app.config.courierTrackingEveryMs ?? QUEUE_ROUNDS_EVERY_MS);
  timer.unref();
  app.addHook("preClose", async () => clearInterval(timer));
}
