import fs from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { AppConfig } from "../../config.ts";
import { createDb, type DatabaseHandle } from "../../db/create-db.ts";
import { DataDirLockedError } from "../../db/data-dir-lock.ts";
import { createImageStorage } from "../media/image-storage.ts";
import { PGLITE_SECRET_FILES } from "./backup.ts";
import {
  BackupError,
  IMAGES_FOLDER,
  type Manifest,
  readEntry,
  readManifest,
  sha256,
  verifyFile,
} from "./manifest.ts";
import { restoreDump } from "./postgres-tools.ts";
import { countTables, type RunSql, shopHasData } from "./table-counts.ts";

export interface RestoreResult {
  manifest: Manifest;
  /** Rows of every table after the restore, equal to the manifest's (or the restore failed). */
  tables: Record<string, number>;
  images: number;
}

/**
 * `npm run restore -- --from <dir> [--force]`: checks the manifest and every checksum before
 * touching anything, refuses a shop that holds accounts, stores, products, orders or images unless
 * `force`, then puts back the database and the images and proves it: each table's rows and each
 * image's checksum must be the backup's. The servers must be stopped (PGlite's lock says so).
 */
export async function restoreShop(config: AppConfig, from: string, force: boolean): Promise<RestoreResult> {
  const manifest = await readManifest(from);
  const driver = config.databaseUrl ? "postgres" : "pglite";
  if (manifest.driver !== driver) {
    throw new BackupError(
      `This is a ${manifest.driver === "postgres" ? "PostgreSQL" : "PGlite"} backup; it restores into ` +
        (manifest.driver === "postgres"
          ? "a PostgreSQL database (set DATABASE_URL)."
          : "PGlite (unset DATABASE_URL)."),
    );
  }
  const dumpFile = await verifyFile(from, manifest.database);
  // Only the data folder's known secrets are written back, each under its own name.
  for (const entry of manifest.secrets) {
    if (!PGLITE_SECRET_FILES.includes(entry.path)) {
      throw new BackupError(`The manifest names a secret this marketplace does not keep: ${entry.path}.`);
    }
  }
  for (const entry of [...manifest.images, ...manifest.secrets]) await verifyFile(from, entry);

  const storage = createImageStorage(config);
  const imagesThere = await storage.listKeys();
  const target = driver === "postgres" ? await postgresTarget(config.databaseUrl as string) : null;
  const hasData = target ? await target.hasData : await pgliteHasData(config.dataDir);
  if ((hasData || imagesThere.length > 0) && !force) {
    await target?.client.end();
    throw new BackupError(
      "This shop is not empty (it holds accounts, stores, products, orders or images): a restore would replace them. " +
        "Run it again with --force to replace them, or restore into an empty database and folder.",
    );
  }

  const tables = target
    ? await restorePostgres(config.databaseUrl as string, dumpFile, target)
    : await restorePglite(config.dataDir, dumpFile, from, manifest);
  const differing = Object.entries(manifest.tables)
    .filter(([table, rows]) => tables[table] !== rows)
    .map(([table, rows]) => `${table}: ${tables[table] ?? "missing"} rows, the backup has ${rows}`);
  if (differing.length > 0) {
    throw new BackupError(`The restored database differs from the backup:\n  ${differing.join("\n  ")}`);
  }

  const wanted = new Set(manifest.images.map((entry) => entry.path.slice(IMAGES_FOLDER.length + 1)));
  for (const key of imagesThere) if (!wanted.has(key)) await storage.remove(storage.urlOf(key));
  for (const entry of manifest.images) {
    const key = entry.path.slice(IMAGES_FOLDER.length + 1);
    await storage.put(key, await readEntry(from, entry));
    if (sha256(await storage.read(key)) !== entry.sha256) {
      throw new BackupError(`The image ${key} did not read back as the backup has it.`);
    }
  }
  return { manifest, tables, images: manifest.images.length };
}

interface PostgresTarget {
  client: pg.Client;
  hasData: Promise<boolean>;
}

async function postgresTarget(databaseUrl: string): Promise<PostgresTarget> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run: RunSql = async (text) => (await client.query(text)).rows;
  return { client, hasData: shopHasData(run) };
}

/** The shop's schemas (the extensions in public go with it); the dump makes them again. */
const DROP_SHOP_SCHEMAS = `
DROP SCHEMA IF EXISTS pgboss CASCADE;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
`;

/** All in one transaction: a restore that fails leaves the database as it was. */
async function restorePostgres(
  databaseUrl: string,
  dumpFile: string,
  target: PostgresTarget,
): Promise<Record<string, number>> {
  try {
    const run: RunSql = async (text) => (await target.client.query(text)).rows;
    // A migrated database (empty or forced) holds what the dump recreates: it goes first, in the
    // restore's own transaction.
    const existing = await run(
      "SELECT 1 FROM pg_namespace WHERE nspname IN ('drizzle', 'pgboss') UNION ALL " +
        "SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' LIMIT 1",
    );
    await restoreDump(databaseUrl, dumpFile, existing.length > 0 ? DROP_SHOP_SCHEMAS : "");
    return await countTables(run);
  } finally {
    await target.client.end();
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  return createDb({ dataDir, loadDataDir }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`${error.message}\nStop the server before restoring into its data folder.`);
  });
}

const pgliteRun =
  (handle: DatabaseHandle): RunSql =>
  async (text) =>
    (await (handle.db as unknown as { $client: PGlite }).$client.query<Record<string, unknown>>(text)).rows;

async function pgliteHasData(dataDir: string): Promise<boolean> {
  if (!(await fs.stat(path.join(dataDir, "pgdata")).catch(() => null))) return false;
  const handle = await openPglite(dataDir);
  try {
    return await shopHasData(pgliteRun(handle));
  } finally {
    await handle.close();
  }
}

/** The database the shop had is kept beside, renamed, rather than deleted: a forced restore can be undone. */
async function restorePglite(
  dataDir: string,
  dumpFile: string,
  from: string,
  manifest: Manifest,
): Promise<Record<string, number>> {
  const pgdata = path.join(dataDir, "pgdata");
  if (await fs.stat(pgdata).catch(() => null)) {
    await fs.rename(pgdata, `${pgdata}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  }
  const handle = await openPglite(dataDir, new Blob([new Uint8Array(await fs.readFile(dumpFile))]));
  try {
    // The token secret and the push keys (decision 0052): every phone's subscription works again.
    for (const entry of manifest.secrets) {
      await fs.writeFile(path.join(dataDir, entry.path), await readEntry(from, entry), { mode: 0o600 });
    }
    return await countTables(pgliteRun(handle));
  } finally {
    await handle.close();
  }
}
