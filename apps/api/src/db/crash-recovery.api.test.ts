import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../../test/build-test-app.ts";
import { killHard, type ServerProcess, serverDataPerTest } from "../../test/server-process.ts";
import { LocalImageStorage } from "../modules/media/image-storage.ts";
import { findImageUrlsInUse } from "../modules/media/pending-uploads.repository.ts";
import { sweepAbandonedUploads } from "../modules/media/pending-uploads.service.ts";
import { createDb } from "./create-db.ts";

const READY = "Hunarmand marketplace is running";

/** The URLs of the image files in a data folder's uploads, as the database names them. */
async function imageUrlsOnDisk(dataDir: string): Promise<string[]> {
  const uploads = path.join(dataDir, "uploads");
  const urls: string[] = [];
  for (const folder of ["products", "stores"]) {
    const names = await fs.readdir(path.join(uploads, folder)).catch(() => [] as string[]);
    urls.push(...names.filter((n) => n.endsWith(".webp")).map((n) => `/uploads/${folder}/${n}`));
  }
  return urls;
}

/**
 * A server killed with SIGKILL at any moment of its first start (creating the database, migrating,
 * seeding) leaves data that the next start accepts: it comes up and finishes the demo, never half.
 */
describe(`a server killed during its first start (${TEST_DRIVER})`, () => {
  const data = serverDataPerTest({ seedDemoData: true, driver: TEST_DRIVER });
  const start = () => data.start();

  const demoFigures = async (server: ServerProcess) => {
    const stores = await (await fetch(`${server.baseUrl}/api/stores`)).json();
    const products = await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json();
    return { stores: stores.stores.length, products: products.pagination.total_products };
  };

  it("right after it began, then mid-seed: the next start seeds the whole demo", {
    timeout: 300_000,
  }, async () => {
    const first = await start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await killHard(first);

    const second = await start();
    await second.printed("Seeding the demo marketplace");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await killHard(second);
    expect(second.output()).not.toContain(READY);

    const third = await start();
    await third.printed(READY);
    expect(await demoFigures(third)).toEqual({ stores: 10, products: 65 });
    await killHard(third);

    // Every picture the killed seeds wrote is a pending upload (issue 37), so the sweep a day later
    // leaves exactly the files the demo shows.
    const database = await createDb({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL });
    try {
      const storage = new LocalImageStorage(path.join(data.dataDir, "uploads"));
      await sweepAbandonedUploads(database.db, storage, new Date(Date.now() + 60_000));
      const onDisk = await imageUrlsOnDisk(data.dataDir);
      const shown = await findImageUrlsInUse(database.db, onDisk);
      // A store keeps its logo's and banner's full size only; their thumbnails go with them.
      const unknown = onDisk.filter(
        (url) => !shown.has(url) && !shown.has(url.replace("-thumb.webp", ".webp")),
      );
      expect(unknown).toEqual([]);
      expect(shown.size).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it.runIf(TEST_DRIVER === "pglite")(
    "while one server runs, a second on the same folder refuses to start and says why",
    { timeout: 240_000 },
    async () => {
      data.env.SEED_DEMO_DATA = "false";
      const first = await start();
      await first.printed(READY);
      const second = await start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("is already in use by another marketplace process");

      // No other user of the machine can reach anything in the data folder. PGlite creates its files
      // with mode 0666 whatever the umask, so the folders are what keep them private.
      const open: string[] = [];
      const walk = async (dir: string): Promise<void> => {
        if (((await fs.stat(dir)).mode & 0o077) !== 0) open.push(dir);
        for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) await walk(path.join(dir, entry.name));
        }
      };
      await walk(data.dataDir);
      expect(open).toEqual([]);
    },
  );
});
