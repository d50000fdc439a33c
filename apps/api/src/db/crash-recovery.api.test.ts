import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../../test/build-test-app.ts";
import { killHard, type ServerProcess, serverDataPerTest } from "../../test/server-process.ts";

const READY = "Hunarmand marketplace is running";

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
    expect(await demoFigures(third)).toEqual({ stores: 10, products: 60 });
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
