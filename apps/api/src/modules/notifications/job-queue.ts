import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../../db/create-db.ts";

/**
 * The durable job queue (decision 0029): pg-boss 10 in the marketplace's own database, in its own
 * `pgboss` schema, through the app's own connection: PostgreSQL's pool, or PGlite's one connection
 * (which runs each statement, or transaction, whole before the next).
 */

/** Events to tell people about (notifications, e-mails), one job per event. */
export const EVENT_QUEUE = "domain-events";
/** One e-mail per job, written before it is queued (`mail_deliveries`). */
export const MAIL_QUEUE = "mail";

export interface QueueTiming {
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number;
  /** The first retry waits this long, then twice as long each time (pg-boss's backoff). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** A job running longer than this counts as failed (its process died) and is tried again. */
  expireInSeconds: number;
}

export const QUEUE_TIMING: QueueTiming = {
  pollingIntervalSeconds: 1,
  retryDelaySeconds: 5,
  retryLimit: 10,
  expireInSeconds: 120,
};

export type JobHandler<T> = (data: T) => Promise<void>;

/** The PostgreSQL advisory lock held while a process installs or checks the queue's schema. */
const QUEUE_SETUP_LOCK = 7_215_029;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly pool: pg.Pool | null;

  constructor(
    database: Pick<DatabaseHandle, "db" | "driver">,
    private readonly log: FastifyBaseLogger,
    private readonly timing: QueueTiming = QUEUE_TIMING,
  ) {
    const common = {
      schema: "pgboss",
      // Schedules (cron) are not used: no clock monitor nor cron worker to run.
      schedule: false,
      // Queue sizes are not watched; expired jobs and old ones are.
      superviseIntervalSeconds: 60,
      maintenanceIntervalSeconds: 300,
    };
    const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
    this.pool = database.driver === "postgres" ? (client as pg.Pool) : null;
    const executeSql =
      database.driver === "pglite"
        ? (text: string, values?: unknown[]) => pgliteSql(client as PGlite, text, values)
        : (text: string, values?: unknown[]) => postgresSql(client as pg.Pool, text, values);
    this.boss = new PgBoss({ ...common, db: { executeSql } });
    this.boss.on("error", (error: Error) => this.log.error({ err: error }, "job queue error"));
  }

  /**
   * Creates (or checks) the queue's tables and the two queues. On PostgreSQL, processes starting
   * together do it in turn (pg-boss alone would have both create its schema, and one fail).
   */
  async start(): Promise<void> {
    const lock = this.pool ? await this.pool.connect() : null;
    try {
      await lock?.query("SELECT pg_advisory_lock($1)", [QUEUE_SETUP_LOCK]);
      await this.setUp();
    } finally {
      if (lock) {
        await lock.query("SELECT pg_advisory_unlock($1)", [QUEUE_SETUP_LOCK]).catch(() => {});
        lock.release();
      }
    }
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    const options = {
      retryLimit: this.timing.retryLimit,
      retryDelay: this.timing.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: this.timing.expireInSeconds,
      // Finished jobs are deleted after a week; what was told stays in the marketplace's own tables.
      deleteAfterSeconds: 7 * 24 * 3600,
    };
    for (const name of [EVENT_QUEUE, MAIL_QUEUE]) {
      // "short": one waiting job per key; a second one sent for the same key is not queued.
      const queue = { name, policy: "short" as const, ...options };
      if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name, queue);
      else await this.boss.updateQueue(name, queue);
    }
  }

  /** Queues a job once per key while one for the key is waiting; answers whether one was queued. */
  async send(queue: string, data: object, key: string): Promise<boolean> {
    const id = await this.boss.send(queue, data, { singletonKey: key });
    return id !== null;
  }

  /** Runs `handler` for each job of `queue`, one at a time; a handler that throws is retried later. */
  async work<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.work<T>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: this.timing.pollingIntervalSeconds },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }

  /** Stops taking jobs and waits (up to a few seconds) for the ones running. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: true });
  }
}

/**
 * pg-boss's SQL on PGlite: parameterised statements through `query`, and its schema scripts (many
 * statements, no parameters) through `exec`, answering the last statement's rows.
 */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) {
    const result = await client.query(text, values);
    return { rows: result.rows };
  }
  const results = await client.exec(text);
  return { rows: results.at(-1)?.rows ?? [] };
}

/** pg-boss's SQL on the app's PostgreSQL pool; a script of several statements answers the last one's rows. */
async function postgresSql(pool: pg.Pool, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
  return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
}
