import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../test/build-test-app.ts";
import type { DatabaseHandle } from "../../db/create-db.ts";
import { JobQueue, MAIL_QUEUE, QUEUE_TIMING } from "./job-queue.ts";

/**
 * The queue's batches (issue 37, item 9; decision 0029): jobs of a batch run together, and one
 * that fails is retried alone, while its neighbours complete once. The queue here runs on a
 * database of its own, with no app whose workers would take the jobs.
 */
let database: DatabaseHandle;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  // A logger that writes nothing (Fastify's own, without logging).
  const log = Fastify({ logger: false }).log;
  queue = new JobQueue(database, log, { ...QUEUE_TIMING, retryDelaySeconds: 1 });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe("a batch of jobs", () => {
  it("runs its jobs together, retries a failed one alone and runs the others once", async () => {
    const runs = new Map<string, number>();
    let running = 0;
    let together = 0;
    const keys = Array.from({ length: 6 }, (_, n) => `job-${n}`);
    for (const key of keys) expect(await queue.send(MAIL_QUEUE, { key }, key)).toBe(true);
    await queue.work<{ key: string }>(MAIL_QUEUE, async ({ key }) => {
      running++;
      together = Math.max(together, running);
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running--;
      // job-2 fails its first try.
      if (key === "job-2" && runs.get(key) === 1) throw new Error("the mail server said no");
    });
    await vi.waitFor(() => expect(runs.get("job-2")).toBe(2), { timeout: 20_000, interval: 100 });
    // Long enough for a wrongly failed batch's retry (1 to 2 s) to have come round.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(Object.fromEntries(runs)).toEqual({
      "job-0": 1,
      "job-1": 1,
      "job-2": 2,
      "job-3": 1,
      "job-4": 1,
      "job-5": 1,
    });
    expect(together).toBeGreaterThan(1);
  });
});

describe("stopping while a job runs", () => {
  it("waits for a job that outlasts pg-boss's own wait, so nothing settles through a closed database", async () => {
    const own = await createTestDatabase();
    const log = Fastify({ logger: false }).log;
    const late = new JobQueue(own, log, QUEUE_TIMING);
    await late.start();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      let finished = false;
      let started!: () => void;
      const begun = new Promise<void>((resolve) => {
        started = resolve;
      });
      await late.work(MAIL_QUEUE, async () => {
        started();
        // Longer than pg-boss's own wait (5 s) for the jobs under way.
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        finished = true;
      });
      await late.send(MAIL_QUEUE, { key: "slow" }, "slow");
      await begun;
      await late.stop();
      expect(finished).toBe(true);
      await own.close();
      // A settling statement sent after the close would reject on a later turn.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  }, 30_000);
});

describe("stopping while a statement is out", () => {
  it("ends once the statement is answered, leaving the event loop free to read the answer", async () => {
    const own = await createTestDatabase();
    const log = Fastify({ logger: false }).log;
    const held = new JobQueue(own, log, QUEUE_TIMING);
    await held.start();
    // Another session holds the queue's table, so the queue's next statement waits for it.
    let release!: () => void;
    const releasing = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = holdJobTable(own, releasing);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sending = held.send(MAIL_QUEUE, { key: "held" }, "held");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Let go of the table a moment into the stop: a timer, which only runs if the stop yields.
    let releasedAt = 0;
    const startedAt = performance.now();
    setTimeout(() => {
      releasedAt = performance.now();
      release();
    }, 300);
    await held.stop();
    const stoppedAt = performance.now();
    await holding;
    expect(await sending).toBe(true);
    await own.close();
    expect(releasedAt).toBeGreaterThan(0);
    expect(releasedAt).toBeLessThan(stoppedAt);
    // Its 7 s deadline is for jobs that never end; a statement answered ends the wait.
    expect(stoppedAt - startedAt).toBeLessThan(5_000);
  }, 30_000);
});

/** Holds pg-boss's job table in another session (PostgreSQL) or transaction (PGlite) until `until`. */
async function holdJobTable(handle: DatabaseHandle, until: Promise<void>): Promise<void> {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.driver === "postgres") {
    const session = await (client as import("pg").Pool).connect();
    try {
      await session.query("BEGIN");
      await session.query("LOCK TABLE pgboss.job IN ACCESS EXCLUSIVE MODE");
      await until;
      await session.query("COMMIT");
    } finally {
      session.release();
    }
    return;
  }
  await (client as import("@electric-sql/pglite").PGlite).transaction(async (tx) => {
    await tx.query("LOCK TABLE pgboss.job IN ACCESS EXCLUSIVE MODE");
    await until;
  });
}

describe("queueing after a stop", () => {
  it("still keeps a job a request queues once the workers have stopped (the server closes after its requests)", async () => {
    const own = await createTestDatabase();
    const log = Fastify({ logger: false }).log;
    const stopped = new JobQueue(own, log, QUEUE_TIMING);
    await stopped.start();
    await stopped.ensureScheduledQueue("after-stop");
    await stopped.stop();
    // A checkout accepted before the close began schedules its order's expiry now: it must answer.
    const inAnHour = new Date(Date.now() + 3_600_000);
    await stopped.sendAfter("after-stop", { orderId: "late" }, inAnHour);
    expect(await stopped.send(MAIL_QUEUE, { key: "late" }, "late")).toBe(true);
    const counts = await stopped.countJobs();
    expect(counts.filter((row) => row.queue === "after-stop" || row.queue === MAIL_QUEUE)).toEqual(
      expect.arrayContaining([
        { queue: "after-stop", state: "created", jobs: 1 },
        { queue: MAIL_QUEUE, state: "created", jobs: 1 },
      ]),
    );
    await own.close();
  }, 30_000);
});
