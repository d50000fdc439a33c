import type { FastifyInstance } from "fastify";
import { Counter, Gauge } from "prom-client";
import type { JobQueue } from "./job-queue.ts";

export interface MailCounters {
  sent(): void;
  failed(): void;
}

/**
 * The queue's and the e-mails' series in the app's metrics (plugins/metrics.ts): jobs by queue and
 * state, read from pg-boss's table at each scrape (every process sees the same figures), and the
 * e-mails this process sent or failed to send (a failure is retried by the queue, so one e-mail may
 * fail several times before it is sent).
 */
export function registerQueueMetrics(app: FastifyInstance, queue: JobQueue): MailCounters {
  const registers = [app.metrics];
  new Gauge({
    name: "hunarmand_queue_jobs",
    help: "Jobs in the durable queue by queue and state (created, retry, active, completed, failed, cancelled)",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      try {
        const counts = await queue.countJobs();
        this.reset();
        for (const { queue: name, state, jobs } of counts) this.set({ queue: name, state }, jobs);
      } catch (error) {
        // A scrape while the database is away still answers the process's own figures.
        app.log.warn({ err: error }, "the queue's jobs could not be counted for metrics");
      }
    },
  });
  const sent = new Counter({
    name: "hunarmand_emails_sent_total",
    help: "E-mails the mail server accepted from this process",
    registers,
  });
  const failed = new Counter({
    name: "hunarmand_emails_failed_total",
    help: "Tries to send an e-mail that the mail server refused or did not answer (each is retried)",
    registers,
  });
  return { sent: () => sent.inc(), failed: () => failed.inc() };
}
