import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { payoutRuns } from "../src/db/schema/index.ts";
import { PAYOUT_RUN_QUEUE } from "../src/modules/payouts/payout-job.ts";

const UNFINISHED = new Set(["created", "retry", "active"]);

/**
 * Waits until the payout round every server queues at start has run, then cancels a run that round
 * proposed. On the payout day (Monday in Pakistan by default)
 * the round proposes that day's run, and a test's own proposal would be answered 409 "already
 * waiting for review": the payout tests failed every Monday. The next round is an hour away.
 */
export async function quietPayoutRound(app: FastifyInstance, withinMs = 30_000): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    const counts = await app.jobQueue.countJobs();
    const jobs = (done: boolean) =>
      counts
        .filter((c) => c.queue === PAYOUT_RUN_QUEUE && UNFINISHED.has(c.state) !== done)
        .reduce((sum, c) => sum + c.jobs, 0);
    if (jobs(false) === 0 && jobs(true) >= 1) break;
    if (Date.now() > until)
      throw new Error(`the payout round queued at start did not finish within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await app.db.update(payoutRuns).set({ status: "cancelled" }).where(eq(payoutRuns.status, "proposed"));
}
