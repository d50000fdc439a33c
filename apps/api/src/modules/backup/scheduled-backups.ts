import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { AppConfig, ScheduledBackups } from "../../config.ts";
import type { DatabaseHandle } from "../../db/create-db.ts";
import { backupShop } from "./backup.ts";
import { readManifest } from "./manifest.ts";

/**
 * Backups on a schedule (issue 36): with BACKUP_DIR set, the server writes a backup into
 * `<BACKUP_DIR>/<time>/` every BACKUP_EVERY_HOURS and keeps the newest BACKUP_KEEP. Every process
 * queues a look at start and every 10 minutes (a pg-boss job, as the tracking rounds are); a look
 * takes a backup when the newest in the folder is old enough, so a restart neither skips one nor
 * takes one early, and extra looks cost a directory listing. On PostgreSQL a look holds an advisory
 * lock, so processes sharing the database and the folder take one backup, not one each. `stop`
 * ends the looks (the queue's own stop ends a backup's job under way).
 */
export const BACKUP_QUEUE = "scheduled-backups";
const LOOK_EVERY_MS = 10 * 60_000;
/** A backup is due this much before its hour, so a look a little early does not wait 10 minutes more. */
const DUE_SLACK_MS = 5 * 60_000;
/** The PostgreSQL advisory lock a process holds while it looks and backs up. */
const SCHEDULED_BACKUP_LOCK = 7_215_036;
/** `2026-11-28T13-30-57-123Z`: the time it was taken, which sorts as the time does. */
const SNAPSHOT_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
/** A backup being written; one left by a process that died is deleted at the next look. */
const UNFINISHED = ".partial";

export async function scheduleBackups(
  app: FastifyInstance,
  database: DatabaseHandle,
  settings: ScheduledBackups,
): Promise<{ stop(): void }> {
  const queue = app.jobQueue;
  let looking = false;
  await queue.ensureScheduledQueue(BACKUP_QUEUE);
  await queue.work(BACKUP_QUEUE, async () => {
    // A batch may hold the start's look and a timer's: one at a time in this process.
    if (looking) return;
    looking = true;
    try {
      const taken = await backUpIfDue(app.config, database, settings, new Date());
      if (taken) app.log.info({ backup: taken }, "scheduled backup written");
    } catch (error) {
      // Not thrown back to the queue: its retries would come within seconds; the next look is in 10 minutes.
      app.log.error({ err: error }, "a scheduled backup failed; the next look tries again");
    } finally {
      looking = false;
    }
  });

  const queueLook = async () => {
    try {
      await queue.sendAfter(BACKUP_QUEUE, {}, new Date());
    } catch (error) {
      app.log.error({ err: error }, "a scheduled backup's look could not be queued");
    }
  };
  void queueLook();
  const timer = setInterval(queueLook, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Takes a backup when the newest one the schedule made is `everyHours` old (or there is none), then
 * deletes the oldest beyond `keep`. Answers the new backup's folder, or null when none was due or
 * another process holds the lock.
 */
export async function backUpIfDue(
  config: AppConfig,
  database: DatabaseHandle,
  settings: ScheduledBackups,
  now: Date,
): Promise<string | null> {
  return withScheduleLock(database, async () => {
    await deleteUnfinished(settings.dir);
    const newest = (await scheduledBackups(settings.dir)).at(-1);
    const dueAt = newest ? newest.createdAt + settings.everyHours * 3_600_000 - DUE_SLACK_MS : 0;
    if (now.getTime() < dueAt) return null;
    return takeScheduledBackup(config, database, settings, now);
  });
}

/**
 * Writes a backup into `<dir>/<time>.partial/` and renames it to `<dir>/<time>/` once its manifest
 * is written, so a folder under its final name is always a whole backup; then keeps the newest
 * `keep`. A failed backup leaves nothing (backupShop removes the folder it made).
 */
export async function takeScheduledBackup(
  config: AppConfig,
  database: DatabaseHandle,
  settings: ScheduledBackups,
  now: Date,
): Promise<string> {
  await fs.mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const name = now.toISOString().replace(/[:.]/g, "-");
  const folder = path.join(settings.dir, name);
  await backupShop(config, folder + UNFINISHED, database);
  await fs.rename(folder + UNFINISHED, folder);
  for (const old of (await scheduledBackups(settings.dir)).slice(0, -settings.keep)) {
    await fs.rm(old.folder, { recursive: true, force: true });
  }
  return folder;
}

/**
 * The backups the schedule made, oldest first: folders named by their time holding a valid manifest.
 * Anything else in the folder (an operator's own copies, other files) is never counted nor deleted.
 */
async function scheduledBackups(dir: string): Promise<{ folder: string; createdAt: number }[]> {
  const found: { folder: string; createdAt: number }[] = [];
  for (const entry of await entriesOf(dir)) {
    if (!entry.isDirectory() || !SNAPSHOT_NAME.test(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    const manifest = await readManifest(folder).catch(() => null);
    if (manifest) found.push({ folder, createdAt: Date.parse(manifest.createdAt) });
  }
  return found.sort((a, b) => a.folder.localeCompare(b.folder));
}

/** Folders a process left half written when it died (under the lock, no other is writing one). */
async function deleteUnfinished(dir: string): Promise<void> {
  for (const entry of await entriesOf(dir)) {
    const name = entry.name.slice(0, -UNFINISHED.length);
    if (entry.isDirectory() && entry.name.endsWith(UNFINISHED) && SNAPSHOT_NAME.test(name)) {
      await fs.rm(path.join(dir, entry.name), { recursive: true, force: true });
    }
  }
}

async function entriesOf(dir: string) {
  return fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

/**
 * Runs `work` holding the schedule's advisory lock on one connection of PostgreSQL's pool (freed if
 * the process dies); answers null at once when another process holds it. PGlite is one process's
 * database: there is nobody to take turns with.
 */
async function withScheduleLock(
  database: DatabaseHandle,
  work: () => Promise<string | null>,
): Promise<string | null> {
  if (database.driver !== "postgres") return work();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>("SELECT pg_try_advisory_lock($1) AS taken", [
      SCHEDULED_BACKUP_LOCK,
    ]);
    if (!rows[0]?.taken) return null;
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [SCHEDULED_BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
