import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DatabaseHandle, Executor } from "../../db/create-db.ts";
import { type ImageStorage, removeImages, type StoredImage } from "./image-storage.ts";
import * as repo from "./pending-uploads.repository.ts";

/** An upload no product took within a day is taken as abandoned (a cancelled form, a closed tab). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
const UNFINISHED_AFTER_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;
/** The PostgreSQL advisory lock a sweep holds, so that processes sharing a database sweep in turn. */
const SWEEP_LOCK = 7_215_026;

/** Notes an image uploaded ahead of a product save, so its files can go if no product takes it. */
export async function recordUpload(db: Database, sellerId: string, image: StoredImage): Promise<void> {
  await repo.insertPendingUpload(db, sellerId, image);
}

export interface ClaimedUploads {
  /** Neither pending nor shown anywhere: their files were swept (or never existed). */
  missing: StoredImage[];
  /** Another account's: uploaded by it and not yet taken, or shown by a product of another seller. */
  foreign: StoredImage[];
}

/**
 * Takes uploaded images for a product being saved, inside the save's transaction, so that a sweep
 * cannot delete them under it. An upload belongs to the account that sent it until a product of
 * hers holds it (issue 37): she may take her own pending uploads and reuse her own products'
 * images, never another account's, whose pending row stays for its owner.
 */
export async function claimUploads(
  tx: Executor,
  ownerId: string,
  images: StoredImage[],
): Promise<ClaimedUploads> {
  const urls = (list: StoredImage[]) => list.map((i) => i.url);
  const claimed = await repo.deletePendingUploads(tx, ownerId, urls(images));
  const rest = images.filter((i) => !claimed.has(i.url));
  const othersPending = await repo.findUploadsPendingForOthers(tx, ownerId, urls(rest));
  const hers = await repo.findImageUrlsOfSeller(tx, ownerId, urls(rest));
  const inUse = await repo.findImageUrlsInUse(tx, urls(rest));
  const notHers = rest.filter((i) => !hers.has(i.url));
  return {
    missing: notHers.filter((i) => !othersPending.has(i.url) && !inUse.has(i.url)),
    foreign: notHers.filter((i) => othersPending.has(i.url) || inUse.has(i.url)),
  };
}

/** Deletes image files, except those a product, a store or a past order still shows. */
export async function removeUnusedImages(
  db: Executor,
  storage: ImageStorage,
  images: StoredImage[],
): Promise<void> {
  const inUse = await repo.findImageUrlsInUse(
    db,
    images.flatMap((i) => [i.url, i.thumbUrl]),
  );
  await removeImages(
    storage,
    images.filter((i) => !inUse.has(i.url) && !inUse.has(i.thumbUrl)),
  );
}

export interface SweepResult {
  /** Abandoned uploads whose files were deleted. */
  removed: number;
  /** Files storage would not delete now; their rows stay for the next sweep. */
  failed: number;
}

/** Deletes the files of uploads pending since before `cutoff` that nothing shows, then forgets them. */
export async function sweepAbandonedUploads(
  db: Database,
  storage: ImageStorage,
  cutoff: Date,
): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, failed: 0 };
  // Files a crash cut short are hidden and never served. A write takes milliseconds, so one an hour
  // old is a leftover even while uploads are still given a day.
  await storage.removeUnfinished(new Date(Math.max(cutoff.getTime(), Date.now() - UNFINISHED_AFTER_MS)));
  for (;;) {
    // Rows leave the table before their files go: a product save racing the sweep then finds its
    // image no longer pending and is refused, instead of saving a link to a deleted file.
    const { taken, unused } = await db.transaction(async (tx) => {
      const taken = await repo.takePendingUploadsBefore(tx, cutoff, SWEEP_BATCH);
      const inUse = await repo.findImageUrlsInUse(
        tx,
        taken.flatMap((r) => [r.url, r.thumbUrl]),
      );
      return { taken, unused: taken.filter((r) => !inUse.has(r.url) && !inUse.has(r.thumbUrl)) };
    });
    const failed: repo.PendingUploadRow[] = [];
    await Promise.all(unused.map((row) => removeImages(storage, [row]).catch(() => void failed.push(row))));
    await repo.restorePendingUploads(db, failed);
    result.removed += unused.length - failed.length;
    result.failed += failed.length;
    // A failing storage would hand the same rows back forever; try again at the next sweep.
    if (taken.length < SWEEP_BATCH || failed.length > 0) return result;
  }
}

/**
 * One sweep over every process on the database: on PostgreSQL the sweep holds a transaction-level
 * advisory lock (freed by the commit, or by the connection closing if the process dies), and a
 * process that finds it taken skips this round, answering undefined: another one is sweeping the
 * same rows. Rows alone could not say so (SKIP LOCKED shares them out but lets every process sweep).
 * PGlite is one process on its data folder, and its one connection must stay free for the sweep's
 * own transactions, so there it simply sweeps.
 */
export async function sweepUnlessAnotherProcessIs(
  database: Pick<DatabaseHandle, "db" | "driver">,
  storage: ImageStorage,
  cutoff: Date,
): Promise<SweepResult | undefined> {
  if (database.driver === "pglite") return sweepAbandonedUploads(database.db, storage, cutoff);
  return database.db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${SWEEP_LOCK})` })
      .from(sql`(values (1)) as one`);
    if (!lock?.taken) return undefined;
    // The lock's transaction only holds the lock; the sweep's own short transactions run beside it.
    return sweepAbandonedUploads(database.db, storage, cutoff);
  });
}

/**
 * Sweeps now and then every `everyMs`, one sweep at a time in this process and, on PostgreSQL, over
 * all processes. The timer does not keep the process alive; `stop` waits for a sweep under way, so
 * the database can close after it.
 */
export function scheduleUploadSweeps(
  database: Pick<DatabaseHandle, "db" | "driver">,
  storage: ImageStorage,
  log: FastifyBaseLogger,
  everyMs = SWEEP_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepUnlessAnotherProcessIs(database, storage, new Date(Date.now() - ABANDONED_AFTER_MS))
      .then((r) => {
        if (!r) log.info("abandoned uploads: another process is sweeping them, this one skips");
        else if (r.removed > 0 || r.failed > 0) log.info(r, "abandoned uploads swept");
      })
      .catch((error: unknown) => log.error({ err: error }, "sweeping abandoned uploads failed"))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
