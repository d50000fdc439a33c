import type { Agent } from "node:https";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/create-db.ts";
import { createMailer } from "../auth/mailer.ts";
import { confirmationPath, confirmationTokens } from "../orders/confirmation-tokens.ts";
import { startPush } from "../push/push.setup.ts";
import type { PublishEvent } from "./events.ts";
import { JobQueue, QUEUE_TIMING, type QueueTiming } from "./job-queue.ts";
import { LiveUpdates } from "./live-updates.ts";
import { Notifier } from "./notifier.ts";
import { registerQueueMetrics } from "./queue-metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Open streams of this process, fed across processes through Redis when REDIS_URL is set. */
    live: LiveUpdates;
    /** Tells people of an event (notifications, e-mails) through the job queue, after its commit. */
    publishEvent: PublishEvent;
    /** Queues every event committed but never queued, however young (tests; the app does it every 5 minutes). */
    tellMissedEvents: () => Promise<number>;
    /** The durable job queue, for modules that schedule work of their own (COD confirmation's expiry). */
    jobQueue: JobQueue;
  }
}

export interface NotificationsOptions {
  /** Faster polling and retries for tests; production uses QUEUE_TIMING. */
  queueTiming?: QueueTiming;
  /** How often an open stream's token is checked again (tests make it short); a minute by default. */
  streamTokenCheckMs?: number;
  /** The HTTPS agent Web Push uses (tests trust their local push service's certificate with it). */
  pushAgent?: Agent;
}

/** How often each process looks for events committed but never queued (`Notifier.tellMissedEvents`). */
const MISSED_EVENTS_EVERY_MS = 5 * 60_000;
/** An event younger than this may still be on its way to the queue from the request that made it. */
const MISSED_EVENTS_SETTLE_MS = 60_000;

/**
 * The live updates, the job queue and its workers (decision 0029): started with the app, stopped
 * as it starts to close, while the database is still open.
 */
export async function registerNotifications(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, "db" | "driver">,
  options: NotificationsOptions = {},
): Promise<void> {
  const live = new LiveUpdates(
    app.redis,
    `${app.config.redisKeyPrefix}live`,
    app.log,
    options.streamTokenCheckMs,
  );
  await live.start();
  const timing = options.queueTiming ?? QUEUE_TIMING;
  const queue = new JobQueue(database, app.log, timing);
  await queue.start();
  const push = await startPush(app, database, queue, options.pushAgent);
  const tokens = confirmationTokens(app.jwtSecret);
  const notifier = new Notifier({
    db: app.db,
    queue,
    live,
    sendMail: createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      env: app.config.env,
      log: app.log,
    }),
    publicUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
    mailClaimSeconds: timing.expireInSeconds,
    log: app.log,
    mailCounters: registerQueueMetrics(app, queue),
    push: push ?? undefined,
    links: {
      confirmationPath: async (orderId, dueAt) => confirmationPath(await tokens.sign(orderId, dueAt)),
    },
  });
  await notifier.startWorkers();
  app.decorate("tellMissedEvents", () => notifier.tellMissedEvents(0));
  const lookForMissed = () =>
    notifier
      .tellMissedEvents(MISSED_EVENTS_SETTLE_MS)
      .catch((error: unknown) => app.log.error({ err: error }, "missed events could not be looked for"));
  // At start (a process killed between an order and its job is restarted) and now and then.
  void lookForMissed();
  const missedTimer = setInterval(lookForMissed, MISSED_EVENTS_EVERY_MS);
  missedTimer.unref();
  app.decorate("live", live);
  app.decorate("jobQueue", queue);
  app.decorate("publishEvent", notifier.publish);
  // preClose: before the server's own onClose hooks, one of which may close the database.
  // Streams end first: a graceful stop is not held up by them, nor by the queue's last jobs.
  app.addHook("preClose", async () => {
    clearInterval(missedTimer);
    await live.stop();
    await queue.stop();
  });
}
