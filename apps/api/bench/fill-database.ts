import { createDb } from "../src/db/create-db.ts";
import { type CatalogSize, catalogIsEmpty, clearCatalog, generateCatalog } from "./generate-catalog.ts";

/** Where a catalog goes: a PostgreSQL database, or a PGlite data folder (the server's DATA_DIR). */
export type BenchTarget = { databaseUrl: string } | { dataDir: string };

export class NotEmptyError extends Error {}

export const describeTarget = (target: BenchTarget) =>
  "databaseUrl" in target ? `PostgreSQL ${redact(target.databaseUrl)}` : `PGlite folder ${target.dataDir}`;

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

/**
 * Migrates the target with the app's own migrations, then generates the catalog. A database that
 * already holds sellers, customers or products is refused unless `force`, which empties it first.
 */
export async function fillDatabase(
  target: BenchTarget,
  size: CatalogSize,
  options: { force: boolean; log: (line: string) => void },
) {
  const handle = await createDb(
    "databaseUrl" in target
      ? { databaseUrl: target.databaseUrl, dataDir: "", poolSize: 1 }
      : { dataDir: target.dataDir },
  );
  try {
    await handle.migrate();
    if (!(await catalogIsEmpty(handle.db))) {
      if (!options.force) {
        throw new NotEmptyError(
          `${describeTarget(target)} already holds sellers, customers or products; nothing was changed. Use --force to empty it first (every row of every table is deleted).`,
        );
      }
      options.log(`Emptying ${describeTarget(target)} (--force)`);
      await clearCatalog(handle.db);
    }
    const started = Date.now();
    options.log(
      `Generating ${size.products} products in ${size.stores} stores into ${describeTarget(target)}`,
    );
    const made = await generateCatalog(handle.db, size, options.log);
    options.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${made.products} products, ${made.stores} stores, ${made.customers} customers, ${made.orders} orders.`,
    );
    return made;
  } finally {
    await handle.close();
  }
}
