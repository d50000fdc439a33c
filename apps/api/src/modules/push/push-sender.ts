import type { Agent } from "node:https";
import type { Language } from "@marketplace/shared/languages";
import type { NotificationKind } from "@marketplace/shared/notifications-contracts";
import { PUSH_KINDS, type PushPayload } from "@marketplace/shared/push-contracts";
import type { FastifyBaseLogger } from "fastify";
import webpush, { WebPushError } from "web-push";
import type { Database } from "../../db/create-db.ts";
import { accountLanguages } from "../auth/accounts.repository.ts";
import type { JobQueue } from "../notifications/job-queue.ts";
import type { NotificationRow } from "../notifications/notifications.repository.ts";
import { notificationJson } from "../notifications/notifications.service.ts";
import * as repo from "./push.repository.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** One push to one device, per job: a device that fails is retried alone. */
export const PUSH_QUEUE = "push";

/**
 * The notices that reach the seller's phone at once (issue 32, part 3): `PUSH_KINDS` of the shared
 * contract, of which she chooses hers (`push_preferences`; every kind until she chooses). The
 * others (a review, her account's status) wait for the bell and the e-mail.
 */
export const PUSHED_KINDS: readonly NotificationKind[] = PUSH_KINDS;

/** Whether the seller's choice (absent: every kind) lets this kind reach her phones. */
const chose = (kinds: Map<string, string[]>, sellerId: string, kind: NotificationKind) =>
  kinds.get(sellerId)?.includes(kind) ?? true;

/** Notices she should see at once even on a phone saving its battery (RFC 8030's Urgency). */
const URGENT_KINDS: readonly NotificationKind[] = ["new-order", "order-cancelled"];

/**
 * How long a push service keeps a push for a phone that is off or out of reach (RFC 8030's TTL):
 * a day; after that the bell and the e-mail have told her.
 */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** The longest body a push carries: the whole payload stays well under the 4 KB a service takes. */
const BODY_MAX = 300;

/** A push service that does not answer within this long is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

interface PushJob {
  notificationId: string;
  subscriptionId: string;
}

export interface PushSenderDeps {
  db: Database;
  queue: JobQueue;
  keys: VapidKeys;
  log: FastifyBaseLogger;
  /** The HTTPS agent for push services (tests trust their local push service's certificate with it). */
  agent?: Agent;
}

/**
 * Sends the seller's notices to her devices by Web Push (decision 0052): the notifier hands over the
 * notices it has just written (`queueFor`); one job per notice and device sends it, encrypted for
 * the device (RFC 8291) and signed with the marketplace's VAPID key (RFC 8292), in her language.
 */
export class PushSender {
  constructor(private readonly deps: PushSenderDeps) {}

  async startWorker(): Promise<void> {
    await this.deps.queue.ensureQueue(PUSH_QUEUE);
    await this.deps.queue.work<PushJob>(PUSH_QUEUE, (job) => this.send(job));
  }

  /**
   * Queues a push for each of the sellers' pushed notices to each of her devices now. Never throws:
   * a push not queued leaves the bell and the e-mail, which are already written.
   */
  queueFor = async (written: NotificationRow[]): Promise<void> => {
    const candidates = written.filter(
      (row) => row.recipientRole === "seller" && PUSHED_KINDS.includes(row.kind),
    );
    if (candidates.length === 0) return;
    try {
      const sellerIds = [...new Set(candidates.map((row) => row.recipientId))];
      // Only the kinds each seller chose for her phones (decision 0052).
      const kinds = await repo.findPushKinds(this.deps.db, sellerIds);
      const pushed = candidates.filter((row) => chose(kinds, row.recipientId, row.kind));
      const devices = await repo.findSubscriptionsOf(this.deps.db, [
        ...new Set(pushed.map((row) => row.recipientId)),
      ]);
      for (const row of pushed) {
        for (const device of devices.filter((d) => d.sellerId === row.recipientId)) {
          const job: PushJob = { notificationId: row.id, subscriptionId: device.id };
          await this.deps.queue.send(PUSH_QUEUE, job, `push:${row.id}:${device.id}`);
        }
      }
    } catch (error) {
      this.deps.log.error(
        { err: error },
        "pushes could not be queued; the bell and the e-mail still tell her",
      );
    }
  };

  /**
   * Sends one notice to one device. A device gone (404 or 410) is forgotten; a busy or failing push
   * service (429, 5xx) or no answer throws, and the queue tries again with back-off; any other
   * refusal is logged and not tried again, since the same request would be refused again.
   */
  async send({ notificationId, subscriptionId }: PushJob): Promise<void> {
    const { db, keys, log } = this.deps;
    const [device, notice] = await Promise.all([
      repo.findSubscription(db, subscriptionId),
      repo.findNotification(db, notificationId),
    ]);
    // The device turned notices off, or was taken over by another account on a shared phone since.
    if (!device || !notice || device.sellerId !== notice.recipientId || notice.recipientRole !== "seller")
      return;
    // She turned this kind off for her phones since it was queued.
    if (!chose(await repo.findPushKinds(db, [device.sellerId]), device.sellerId, notice.kind)) return;
    const language = (await accountLanguages(db, [{ role: "seller", id: device.sellerId }])).get(
      `seller:${device.sellerId}`,
    );
    const payload = pushPayload(notice, language ?? "en");
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          urgency: URGENT_KINDS.includes(notice.kind) ? "high" : "normal",
          contentEncoding: "aes128gcm",
          timeout: SEND_TIMEOUT_MS,
          ...(this.deps.agent ? { agent: this.deps.agent } : {}),
        },
      );
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        await repo.deleteGoneSubscription(db, device.id, device.endpoint);
        log.info({ subscription: device.id, status }, "a push subscription is gone; it was removed");
        return;
      }
      if (status !== undefined && status !== 429 && status < 500) {
        log.warn({ subscription: device.id, status }, "a push service refused a push; it is not tried again");
        return;
      }
      // Its own words only: the library's error names the endpoint, which is the device's key to
      // its pushes and is kept out of the logs.
      throw new Error(
        status === undefined
          ? `the push service did not answer (${(error as NodeJS.ErrnoException).code ?? "no answer"}); trying again later`
          : `the push service answered ${status}; trying again later`,
      );
    }
    await repo.markPushed(db, device.id);
  }
}

/** The notice as her phone shows it: the bell's words in her language and the page it opens. */
export function pushPayload(notice: NotificationRow, language: Language): PushPayload {
  const { title, body, link } = notificationJson(notice, language);
  return {
    title,
    body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body,
    url: link,
    tag: notice.id,
  };
}
