import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/create-db.ts";
import { pakistanDay } from "../../lib/pakistan-days.ts";
import { eraseDueKyc } from "../kyc/kyc-erasure.ts";
import { payoutSettings } from "./payout-settings.ts";
import { proposeRun } from "./payouts.service.ts";

/**
 * The weekly payout run (issue 30, decision 0051): a pg-boss job that every process queues at start
 * and every hour. On the operator's weekday (Pakistan), the first round proposes that day's run; the
 * unique `payout_runs.scheduled_for` makes it once across processes and restarts, and a run still
 * waiting for review leaves the week's alone (it already holds the money due).
 */
export const PAYOUT_RUN_QUEUE = "payout-runs";
const QUEUE_ROUNDS_EVERY_MS = 60 * 60_000;
const OFFSET_MS = 5 * 60 * 60 * 1000;

/** The weekday (0 Sunday … 6 Saturday) of the Pakistan day holding `now`. */
export const pakistanWeekday = (now: Date) => new Date(now.getTime() + OFFSET_MS).getUTCDay();

/** One round: proposes today's run if today is the payout day and none was made today. */
export async function payoutRound(db: Database, now = new Date()) {
  const { payoutWeekday } = await payoutSettings(db);
  if (pakistanWeekday(now) !== payoutWeekday) return null;
  return proposeRun(db, { scheduledFor: pakistanDay(now) }, now);
}

export async function startPayoutRuns(app: FastifyInstance): Promise<void> {
  const queue = app.jobQueue;
  await queue.ensureScheduledQueue(PAYOUT_RUN_QUEUE);
  await queue.work<Record<string, never>>(PAYOUT_RUN_QUEUE, async () => {
    // The same hourly round deletes closed accounts' identity documents once their 90 days are over.
    const erased = await eraseDueKyc(app.db);
    if (erased > 0) app.log.info({ sellers: erased }, "closed accounts' identity documents were deleted");
    const run = await payoutRound(app.db);
    if (run)
      app.log.info({ runId: run._id, payouts: run.payouts.length }, "a weekly payout run was proposed");
  });
  const queueRound = async () => {
    try {
      await queue.sendAfter(PAYOUT_RUN_QUEUE, {}, new Date());
    } catch (error) {
      app.log.error({ err: error }, "the payout round could not be queued");
    }
  };
  void queueRound();
  const timer = setInterval(queueRound, QUEUE_ROUNDS_EVERY_MS);
  timer.unref();
  app.addHook("preClose", async () => clearInterval(timer));
}
