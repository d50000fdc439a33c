import { AsyncLocalStorage } from "node:async_hooks";
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
  /**
   * How often an idle worker looks for jobs another process queued; a job queued by this process
   * wakes its worker at once, and a full batch is followed by the next without waiting.
   */
  pollingIntervalSeconds: number;
  /** Jobs a worker takes at once and runs together (each settled on its own). */
  batchSize: number;
  /** The first retry waits this long, then twice as long each time (pg-boss's backoff). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** A job running longer than this counts as failed (its process died) and is tried again. */
  expireInSeconds: number;
}

export const QUEUE_TIMING: QueueTiming = {
  pollingIntervalSeconds: 1,
  // Eight at once per queue: e-mails wait on the mail server, events on short transactions; two
  // queues' batches leave most of PostgreSQL's pool (20) to requests.
  batchSize: 8,
  retryDelaySeconds: 5,
  retryLimit: 10,
  expireInSeconds: 120,
};

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * The longest a stop waits for the jobs under way: the server's whole shutdown is allowed 10 s, and
 * requests finish meanwhile. A job still running then is left to expire into a retry.
 */
const STOP_WITHIN_MS = 7_000;

/** The PostgreSQL advisory lock held while a process installs or checks the queue's schema. */
const QUEUE_SETUP_LOCK = 7_215_029;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly pool: pg.Pool | null;
  /** This process's worker of each queue, woken when this process queues a job. */
  private readonly workers = new Map<string, string>();
  /** Batches under way in this process: a stop waits for them (see `stop`). */
  private readonly running = new Set<Promise<unknown>>();
  /** pg-boss's statements under way (a worker's last fetch may still be out when it is stopped). */
  private statementsInFlight = 0;
  /** Set when `stop` returns: the connection may close from then on. */
  private stopped = false;
  /**
   * Marks the marketplace's own calls (`send`, `sendAfter`, `countJobs`): their callers await them
   * and handle a failure, so their statements are still answered after a stop. A request accepted
   * before the server began closing may still queue a job (an order's expiry) once the workers stop.
   */
  private readonly ownCalls = new AsyncLocalStorage<true>();
  private readonly executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

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
    const run =
      database.driver === "pglite"
        ? (text: string, values?: unknown[]) => pgliteSql(client as PGlite, text, values)
        : (text: string, values?: unknown[]) => postgresSql(client as pg.Pool, text, values);
    this.executeSql = async (text: string, values?: unknown[]) => {
      // Once stopped, pg-boss's late statements (a batch settled after the wait, a worker's last
      // fetch) are never answered rather than failing on a closed connection, where nothing would
      // catch them: their jobs stay active and expire into a retry, as a killed process leaves them.
      const late = () => this.stopped && !this.ownCalls.getStore();
      if (late()) return new Promise<never>(() => {});
      this.statementsInFlight++;
      try {
        return await run(text, values);
      } catch (error) {
        if (late()) return new Promise<never>(() => {});
        throw error;
      } finally {
        this.statementsInFlight--;
      }
    };
    this.boss = new PgBoss({ ...common, db: { executeSql: this.executeSql } });
    this.boss.on("error", (error: Error) => this.log.error({ err: error }, "job queue error"));
  }

  /**
   * Creates (or checks) the queue's tables and the two queues. On PostgreSQL, processes starting
   * together do it in turn (pg-boss alone would have both create its schema, and one fail).
   */
  async start(): Promise<void> {
    await this.inTurn(() => this.setUp());
  }

  /**
   * Runs `work` while this process holds the queue-setup lock (PostgreSQL), so processes starting
   * together create pg-boss's schema and queues one after the other: two creating the same queue at
   * once deadlock on pg-boss's queue table.
   */
  private async inTurn(work: () => Promise<void>): Promise<void> {
    const lock = this.pool ? await this.pool.connect() : null;
    try {
      await lock?.query("SELECT pg_advisory_lock($1)", [QUEUE_SETUP_LOCK]);
      await work();
    } finally {
      if (lock) {
        await lock.query("SELECT pg_advisory_unlock($1)", [QUEUE_SETUP_LOCK]).catch(() => {});
        lock.release();
      }
    }
  }

  /** Every queue's retries: with back-off up to an hour, until the job expires. */
  private retryOptions() {
    return {
      retryLimit: this.timing.retryLimit,
      retryDelay: this.timing.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: this.timing.expireInSeconds,
      // Finished jobs are deleted after a week; what was told stays in the marketplace's own tables.
      deleteAfterSeconds: 7 * 24 * 3600,
    };
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    const options = this.retryOptions();
    for (const name of [EVENT_QUEUE, MAIL_QUEUE]) {
      // "short": one waiting job per key; a second one sent for the same key is not queued.
      await this.createOrUpdateQueue({ name, policy: "short", ...options });
    }
  }

  /**
   * Queues a job once per key while one for the key is waiting; answers whether one was queued. This
   * process's worker of the queue starts on it at once rather than at its next look.
   */
  async send(queue: string, data: object, key: string): Promise<boolean> {
    const id = await this.ownCalls.run(true, () => this.boss.send(queue, data, { singletonKey: key }));
    if (id === null) return false;
    this.wake(queue);
    return true;
  }

  /**
   * Runs `handler` for the jobs of `queue`, a batch at a time, the jobs of a batch together. Each
   * job is settled on its own: one that throws is failed alone (pg-boss retries it later), the
   * others complete, so a failure neither loses nor repeats its neighbours.
   */
  async work<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    const { batchSize, pollingIntervalSeconds } = this.timing;
    const runBatch = async (jobs: PgBoss.Job<T>[]) => {
      // A full batch: more may be waiting; the worker looks again as soon as this one is done.
      if (jobs.length === batchSize) this.wake(queue);
      const results = await Promise.allSettled(jobs.map((job) => handler(job.data)));
      for (const [index, result] of results.entries()) {
        const job = jobs[index];
        if (result.status === "fulfilled" || !job) continue;
        const message = result.reason instanceof Error ? result.reason.message : String(result.reason);
        this.log.warn(
          { err: result.reason, queue, job: job.id },
          "a job failed; the queue tries it again later",
        );
        // If this throws, pg-boss fails the whole batch: the others run again and, being keyed by
        // their event or e-mail, tell nobody twice.
        await this.boss.fail(queue, job.id, { message });
      }
      // Returning completes the batch's jobs still active: those failed above are left to retry.
    };
    const workerId = await this.boss.work<T>(queue, { batchSize, pollingIntervalSeconds }, (jobs) => {
      // The whole batch, its own failing statements included, is what a stop waits for.
      const batch = runBatch(jobs);
      this.running.add(batch);
      return batch.finally(() => this.running.delete(batch));
    });
    this.workers.set(queue, workerId);
  }

  /** The jobs of every queue by state (created, retry, active, completed, failed…), for metrics. */
  async countJobs(): Promise<{ queue: string; state: string; jobs: number }[]> {
    const { rows } = await this.ownCalls.run(true, () =>
      this.executeSql(
        "SELECT name AS queue, state::text AS state, count(*)::int AS jobs FROM pgboss.job GROUP BY name, state",
      ),
    );
    return rows as { queue: string; state: string; jobs: number }[];
  }

  private wake(queue: string): void {
    const workerId = this.workers.get(queue);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /**
   * Creates (or updates) another module's queue with the same retries and one waiting job per key
   * (the Web Push sender's, decision 0052).
   */
  async ensureQueue(name: string): Promise<void> {
    const queue = { name, policy: "short" as const, ...this.retryOptions() };
    await this.inTurn(() => this.createOrUpdateQueue(queue));
  }

  /**
   * Creates (or updates) a queue whose jobs may wait for their time (`sendAfter`): policy "standard",
   * so jobs for the same key at different times are all kept; their handlers must be idempotent.
   */
  async ensureScheduledQueue(name: string): Promise<void> {
    const queue = { name, policy: "standard" as const, ...this.retryOptions() };
    await this.inTurn(() => this.createOrUpdateQueue(queue));
  }

  private async createOrUpdateQueue(queue: PgBoss.Queue): Promise<void> {
    if (!(await this.boss.getQueue(queue.name))) await this.boss.createQueue(queue.name, queue);
    else await this.boss.updateQueue(queue.name, queue);
  }

  /** Queues a job that no worker takes before `startAfter`; kept in the database, so restarts keep it. */
  async sendAfter(queue: string, data: object, startAfter: Date): Promise<void> {
    await this.ownCalls.run(true, () => this.boss.send(queue, data, { startAfter }));
  }

  /**
   * Stops taking jobs and waits (at most `STOP_WITHIN_MS`) for the ones running. pg-boss stops its
   * workers without waiting for a fetch already sent, runs the batch that fetch brings, and settles
   * a batch without awaiting it: any of these after the connection closes is an unhandled rejection.
   * So this waits, beyond pg-boss's own wait, until no batch runs and no statement of pg-boss's is
   * out for a whole turn of the event loop. The marketplace's own calls still work afterwards.
   */
  async stop(): Promise<void> {
    const deadline = Date.now() + STOP_WITHIN_MS;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: true });
    const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const quiet = () => this.running.size === 0 && this.statementsInFlight === 0;
    while (Date.now() < deadline) {
      if (quiet()) {
        await nextTurn();
        if (quiet()) break;
        continue;
      }
      // Always on a timer too: a statement in flight is answered through the event loop's I/O,
      // which awaiting only promises that are already settled (allSettled of no batch resolves at
      // once) would starve until the deadline: every stop with a fetch out took the whole 7 s.
      await Promise.race([
        ...(this.running.size > 0 ? [Promise.allSettled([...this.running])] : []),
        new Promise((resolve) => setTimeout(resolve, 20)),
      ]);
    }
    this.stopped = true;
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
