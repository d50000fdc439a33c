import type { Agent } from "node:https";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/create-db.ts";
import type { JobQueue } from "../notifications/job-queue.ts";
import { PushSender } from "./push-sender.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The VAPID public key browsers subscribe with; null when push is off (production without keys). */
    pushPublicKey: string | null;
  }
}

/**
 * Web Push (decision 0052): reads or makes the VAPID keys and starts the push worker on the job
 * queue. Answers the sender the notifier hands its new notices to, or null when push is off.
 */
export async function startPush(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, "db" | "driver">,
  queue: JobQueue,
  agent?: Agent,
): Promise<PushSender | null> {
  const keys = await resolveVapidKeys(app.config, database);
  app.decorate("pushPublicKey", keys?.publicKey ?? null);
  if (!keys) {
    app.log.warn(
      "Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to tell sellers' phones of new orders",
    );
    return null;
  }
  const sender = new PushSender({ db: app.db, queue, keys, log: app.log, agent });
  await sender.startWorker();
  return sender;
}
