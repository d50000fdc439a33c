import type { NotificationStreamEvent } from "@marketplace/shared/notifications-contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/create-db.ts";
import { accountLanguages } from "../auth/accounts.repository.ts";
import type { SendMail } from "../auth/mailer.ts";
import { renderMail, translateMailContent } from "../mail/mail-templates.ts";
import type { DeliveryLinks } from "./cod-deliveries.ts";
import * as deliveriesRepo from "./event-deliveries.repository.ts";
import { planDeliveries } from "./event-deliveries.ts";
import { type DomainEvent, eventKey } from "./events.ts";
import { EVENT_QUEUE, type JobQueue, MAIL_QUEUE } from "./job-queue.ts";
import type { LiveRecipient, LiveUpdates } from "./live-updates.ts";
import * as missedRepo from "./missed-events.repository.ts";
import * as repo from "./notifications.repository.ts";
import { notificationJson } from "./notifications.service.ts";
import type { MailCounters } from "./queue-metrics.ts";

export interface NotifierDeps {
  db: Database;
  queue: JobQueue;
  live: LiveUpdates;
  sendMail: SendMail;
  /** The base of links in e-mails (no trailing slash). */
  publicUrl: string;
  /** A claim on an e-mail older than this belongs to a process that died while sending it. */
  mailClaimSeconds: number;
  /** Links with a token of their own (a COD order's confirmation link). */
  links?: DeliveryLinks;
  log: FastifyBaseLogger;
  /** Counts e-mails sent and failed tries for the metrics (queue-metrics.ts). */
  mailCounters?: MailCounters;
  /** Queues Web Push for the notices just written (modules/push, decision 0052); absent when push is off. */
  push?: { queueFor(written: repo.NotificationRow[]): Promise<void> };
}

/**
 * Turns events into notifications and e-mails, exactly once per event and recipient (decision 0029):
 * `publish` queues a job per event; the job writes the notifications and the e-mails' rows in one
 * transaction (keyed by event and recipient), pushes the new notifications to open streams, and
 * queues one job per e-mail, which sends it unless its row says it was sent.
 */
export class Notifier {
  constructor(private readonly deps: NotifierDeps) {}

  /** Registers the workers of both queues. */
  async startWorkers(): Promise<void> {
    await this.deps.queue.work<DomainEvent>(EVENT_QUEUE, (event) => this.handleEvent(event));
    await this.deps.queue.work<{ key: string }>(MAIL_QUEUE, ({ key }) => this.sendMail(key));
  }

  /**
   * Queues the event's job. Called after the change is committed; a failure here is logged and the
   * request that caused it still succeeds (sending never breaks it).
   */
  publish = async (event: DomainEvent): Promise<void> => {
    await this.queueEvent(event);
  };

  /** Answers whether a job was queued: not when one for the event is already waiting, nor on an error. */
  private async queueEvent(event: DomainEvent): Promise<boolean> {
    try {
      return await this.deps.queue.send(EVENT_QUEUE, event, eventKey(event));
    } catch (error) {
      this.deps.log.error({ err: error, event }, "an event could not be queued; nobody is told of it");
      return false;
    }
  }

  /**
   * Queues the events whose change was committed but whose job never was: the process stopped
   * between the two (killed, or its queue unreachable). Orders, status moves, COD confirmations and
   * expiries, reviews and return steps older than `settleMs` (a request may still be publishing its
   * own) and at most a day old, made since this database first told anyone (`eventsToldSince`). Queuing again is harmless: an event's job
   * and what it writes are keyed by the event, so it is told once.
   */
  async tellMissedEvents(settleMs: number): Promise<number> {
    const { db } = this.deps;
    const now = Date.now();
    const since = await missedRepo.eventsToldSince(db);
    const from = new Date(Math.max(since.getTime(), now - 24 * 3600_000));
    const to = new Date(now - settleMs);
    if (to <= from) return 0;
    const events: DomainEvent[] = [
      ...(await missedRepo.untoldOrders(db, from, to)).map((orderId) => ({
        kind: "order-placed" as const,
        orderId,
      })),
      ...(await missedRepo.untoldStatusMoves(db, from, to)).map((orderEventId) => ({
        kind: "order-status" as const,
        orderEventId,
      })),
      ...(await missedRepo.untoldReviews(db, from, to)).map((orderItemId) => ({
        kind: "review-received" as const,
        orderItemId,
      })),
      ...(await missedRepo.untoldReturnSteps(db, from, to)).map((stepId) => ({
        kind: "return-step" as const,
        stepId,
      })),
    ];
    // An event whose job is still waiting in the queue (a backlog, a retry) is not missed: its key
    // keeps a second job out, and only those queued anew are worth a warning.
    let queued = 0;
    for (const event of events) if (await this.queueEvent(event)) queued++;
    if (queued > 0) this.deps.log.warn({ events: queued }, "queued events nobody had been told of");
    return queued;
  }

  async handleEvent(event: DomainEvent): Promise<void> {
    const { db, live, queue, publicUrl } = this.deps;
    const key = eventKey(event);
    const written = await db.transaction(async (tx) => {
      // A retried job: its first try wrote everything; only unsent e-mails may be left to queue.
      if (await repo.hasNotificationsFor(tx, key)) return [];
      const deliveries = await planDeliveries(tx, event, this.deps.links);
      const mailed = deliveries.filter((d) => d.recipient.email);
      // Each e-mail in its reader's own language (issue 34, item 10).
      const languages = await accountLanguages(
        tx,
        mailed.map((d) => d.recipient),
      );
      await deliveriesRepo.insertMailDeliveries(
        tx,
        mailed.map((d) => {
          const language = languages.get(`${d.recipient.role}:${d.recipient.id}`) ?? "en";
          return {
            key: `${key}|${d.recipient.role}:${d.recipient.id}`,
            eventKey: key,
            toAddress: d.recipient.email,
            ...renderMail(translateMailContent(d.mail, language), publicUrl, language),
          };
        }),
      );
      return repo.insertNotifications(
        tx,
        deliveries.map((d) => ({
          recipientRole: d.recipient.role,
          recipientId: d.recipient.id,
          eventKey: key,
          kind: d.kind,
          title: d.title,
          body: d.body,
          link: d.link,
        })),
      );
    });
    // Her phone, at once, for the kinds named in push/push-sender.ts (never throws).
    await this.deps.push?.queueFor(written);
    for (const row of written) {
      const recipient: LiveRecipient = { role: row.recipientRole, id: row.recipientId };
      const unread = await repo.countUnread(db, recipient);
      // English here: each stream puts the words in its own reader's language.
      const data: NotificationStreamEvent = { notification: notificationJson(row, "en"), unread };
      await live.publish(recipient, { event: "notification", data });
    }
    for (const mailKey of await deliveriesRepo.findUnsentMailKeys(db, key)) {
      await queue.send(MAIL_QUEUE, { key: mailKey }, mailKey);
    }
  }

  async sendMail(key: string): Promise<void> {
    const { db } = this.deps;
    const mail = await deliveriesRepo.claimMail(db, key, this.deps.mailClaimSeconds);
    if (!mail) {
      const row = await deliveriesRepo.findMail(db, key);
      if (!row || row.sentAt) return;
      throw new Error("this e-mail is being sent by another try; trying again later");
    }
    try {
      await this.deps.sendMail({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      this.deps.mailCounters?.failed();
      await deliveriesRepo.releaseMail(db, key);
      this.deps.log.warn({ err: error, mail: key }, "an e-mail was not sent; the queue tries again later");
      throw error;
    }
    await deliveriesRepo.markMailSent(db, key);
    this.deps.mailCounters?.sent();
  }
}
