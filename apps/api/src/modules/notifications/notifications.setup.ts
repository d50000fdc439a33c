import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/create-db.ts";
import { createMailer } from "../auth/mailer.ts";
import type { PublishEvent } from "./events.ts";
import { JobQueue, QUEUE_TIMING, type QueueTiming } from "./job-queue.ts";
import { LiveUpdates } from "./live-updates.ts";
import { Notifier } from "./notifier.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Open streams of this process, fed across processes through Redis when REDIS_URL is set. */
    live: LiveUpdates;
    /** Tells people of an event (notifications, e-mails) through the job queue, after its commit. */
    publishEvent: PublishEvent;
  }
}

export interface NotificationsOptions {
  /** Faster polling and retries for tests; production uses QUEUE_TIMING. */
  queueTiming?: QueueTiming;
}

/**
 * The live updates, the job queue and its workers (decision 0029): started with the app, stopped
 * as it starts to close, while the database is still open.
 */
export async function registerNotifications(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, "db" | "driver">,
  options: NotificationsOptions = {},
): Promise<void> {
  const live = new LiveUpdates(app.redis, `${app.config.redisKeyPrefix}live`, app.log);
  await live.start();
  const timing = options.queueTiming ?? QUEUE_TIMING;
  const queue = new JobQueue(database, app.log, timing);
  await queue.start();
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
  });
  await notifier.startWorkers();
  app.decorate("live", live);
  app.decorate("publishEvent", notifier.publish);
  // preClose: before the server's own onClose hooks, one of which may close the database.
  app.addHook("preClose", async () => {
    await queue.stop();
    await live.stop();
  });
}
