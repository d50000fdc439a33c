import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { runOn, shopWorkspace } from "../../../test/backup-fixtures.ts";
import { TEST_DRIVER } from "../../../test/build-test-app.ts";
import { createSeller, uploadImage } from "../../../test/fixtures.ts";
import { databaseUrlFor } from "../../../test/test-database.ts";
import { loadConfig, type ScheduledBackups } from "../../config.ts";
import { readManifest } from "./manifest.ts";
import { restoreShop } from "./restore.ts";
import { backUpIfDue, scheduleBackups, takeScheduledBackup } from "./scheduled-backups.ts";

/**
 * Backups on a schedule (issue 36): the job queue writes a backup of the running shop (PGlite's
 * too, dumped by the server itself) that the restore accepts, the newest BACKUP_KEEP stay, a failed
 * one leaves nothing, and nothing is scheduled without BACKUP_DIR.
 */
const ws = shopWorkspace();
afterAll(() => ws.close());

const HOUR = 3_600_000;
/** The folders in `dir`, sorted: the scheduled backups are named by their time. */
const folderNames = async (dir: string) => (await fs.readdir(dir)).sort();

describe(`scheduled backups (${TEST_DRIVER})`, () => {
  it("are off without BACKUP_DIR, and keep 7 a day by default with it", () => {
    expect(loadConfig({ NODE_ENV: "test" }).scheduledBackups).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", BACKUP_DIR: "/srv/backups" }).scheduledBackups).toEqual({
      dir: "/srv/backups",
      everyHours: 24,
      keep: 7,
    });
    expect(() => loadConfig({ NODE_ENV: "test", BACKUP_DIR: "/srv/b", BACKUP_KEEP: "0" })).toThrow(
      /BACKUP_KEEP/,
    );
  });

  it("write a backup of the running shop from the job queue that the restore accepts, keep the newest N and leave nothing of a failed one", async () => {
    const dir = path.join(await ws.newFolder(), "backups");
    const config = await ws.shopConfig(true, { BACKUP_DIR: dir, BACKUP_KEEP: "2" });
    const settings = config.scheduledBackups as ScheduledBackups;
    const shop = await ws.start(config);
    const seller = await createSeller(shop.app);
    await uploadImage(shop.app, seller.token);
    // An operator's own things in the folder, and a backup a process left half written when it died.
    await fs.mkdir(path.join(dir, "by-hand"), { recursive: true });
    await fs.writeFile(path.join(dir, "README.txt"), "backups of the shop");
    await fs.mkdir(path.join(dir, "2020-01-01T00-00-00-000Z.partial"));

    // The server's schedule: its look at start finds no backup and takes one, the server still running.
    const schedule = await scheduleBackups(shop.app, shop.database, settings);
    let first = "";
    await vi.waitFor(
      async () => {
        const made = (await folderNames(dir)).filter((name) => /^\d{4}-.*Z$/.test(name));
        expect(made).toHaveLength(1);
        first = path.join(dir, made[0] as string);
      },
      { timeout: 60_000, interval: 250 },
    );
    schedule.stop();
    const manifest = await readManifest(first);
    expect(manifest.driver).toBe(TEST_DRIVER);
    expect(manifest.images).toHaveLength(2);
    expect(manifest.tables["public.sellers"]).toBeGreaterThanOrEqual(1);
    expect(await folderNames(dir)).toEqual(["README.txt", path.basename(first), "by-hand"].sort());

    // Not due again until BACKUP_EVERY_HOURS (24) have passed; then due.
    const takenAt = Date.parse(manifest.createdAt);
    expect(await backUpIfDue(config, shop.database, settings, new Date(takenAt + 23 * HOUR))).toBeNull();
    const second = await backUpIfDue(config, shop.database, settings, new Date(takenAt + 24 * HOUR));
    expect(second).not.toBeNull();
    expect(await folderNames(dir)).toHaveLength(4);

    // A third: the first, the oldest, goes; the operator's things stay.
    const third = await takeScheduledBackup(config, shop.database, settings, new Date(takenAt + 48 * HOUR));
    expect(await folderNames(dir)).toEqual(
      ["README.txt", path.basename(second as string), path.basename(third), "by-hand"].sort(),
    );

    // A backup that fails (its database is away) leaves no folder behind.
    const away =
      TEST_DRIVER === "postgres"
        ? {
            config: { ...config, databaseUrl: databaseUrlFor("shop_that_is_not_there") },
            database: shop.database,
          }
        : { config, database: await closedCopyOf(shop) };
    await expect(
      takeScheduledBackup(away.config, away.database, settings, new Date(takenAt + 72 * HOUR)),
    ).rejects.toThrow();
    expect(await folderNames(dir)).toHaveLength(4);

    // The backup taken by the running server restores into an empty shop, counts and checksums checked.
    if (TEST_DRIVER === "pglite") await ws.stop(shop);
    const target = await ws.shopConfig(false);
    await restoreShop(target, third, false);
    const restored = await ws.start(target);
    expect(await runOn(restored.database)(`SELECT email FROM sellers WHERE id = '${seller.id}'`)).toEqual([
      { email: seller.email },
    ]);
  }, 180_000);
});

/** A PGlite database that is closed: its backup fails the way a stopped database's would. */
async function closedCopyOf(shop: Awaited<ReturnType<typeof ws.start>>) {
  const { createDb } = await import("../../db/create-db.ts");
  const database = await createDb({ dataDir: "", inMemory: true });
  await database.close();
  return { ...shop.database, db: database.db };
}
