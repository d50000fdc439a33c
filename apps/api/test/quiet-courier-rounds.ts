import { BOOKING_COURIER_CODES } from "@marketplace/shared/shipment-statuses";
import type { FastifyInstance } from "fastify";
import { COURIER_REMITTANCE_QUEUE } from "../src/modules/couriers/remittance-job.ts";
import { trackCourier } from "../src/modules/couriers/tracking.service.ts";
import { COURIER_TRACKING_QUEUE } from "../src/modules/couriers/tracking-job.ts";

const ROUNDS = [COURIER_TRACKING_QUEUE, COURIER_REMITTANCE_QUEUE];
const UNFINISHED = new Set(["created", "retry", "active"]);

/**
 * Waits until the courier rounds every server queues at start (tracking, payments) have run.
 * A test that runs a round itself, with a clock hours ahead, would otherwise race the server's own
 * round for the same parcels: the earlier round holds a parcel's row while the test's passes it by
 * (CI saw an order left Shipped on PostgreSQL). The server queues its rounds without waiting, so
 * this waits for each registered courier's round of each kind to be done, not only for an empty
 * queue. The next rounds are 10 minutes away.
 */
export async function quietCourierRounds(app: FastifyInstance, withinMs = 30_000): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    const couriers = BOOKING_COURIER_CODES.filter((code) => app.courierRegistry.has(code)).length;
    const counts = await app.jobQueue.countJobs();
    const jobs = (queue: string, done: boolean) =>
      counts
        .filter((c) => c.queue === queue && UNFINISHED.has(c.state) !== done)
        .reduce((sum, c) => sum + c.jobs, 0);
    if (ROUNDS.every((queue) => jobs(queue, false) === 0 && jobs(queue, true) >= couriers)) return;
    if (Date.now() > until)
      throw new Error(`the courier rounds queued at start did not finish within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs one tracking round of the courier `code` as if three hours had passed, past every parcel's wait. */
export const trackingRoundHoursLater = (app: FastifyInstance, code: string) =>
  trackCourier(app.db, app.courierRegistry, code, new Date(Date.now() + 3 * 3600_000));
