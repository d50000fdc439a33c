import fs from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { AppConfig } from "../../config.ts";
import { createDb, type DatabaseHandle } from "../../db/create-db.ts";
import { DataDirLockedError } from "../../db/data-dir-lock.ts";
import { createImageStorage, type ImageStorage } from "../media/image-storage.ts";
import { VAPID_KEY_FILE } from "../push/vapid-keys.ts";
import {
  BackupError,
  entryOfFile,
  type FileEntry,
  IMAGES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  writeEntry,
} from "./manifest.ts";
import { findPostgresTool, runPostgresTool } from "./postgres-tools.ts";
import { countTables } from "./table-counts.ts";

export const POSTGRES_DUMP_FILE = "database.pgdump";
export const PGLITE_DUMP_FILE = "database.pglite.tar.gz";
/** PGlite's token secret, kept in the data folder (lib/jwt-secret.ts); PostgreSQL's is in the dump. */
export const PGLITE_SECRET_FILE = "jwt-secret";
/**
 * The secrets PGlite keeps in its data folder beside the database, each backed up and restored under
 * its own name: the token secret, and the VAPID key pair the server made for Web Push (decision
 * 0052), without which every phone's subscription would be orphaned by a restore. PostgreSQL keeps
 * both in `server_secrets`, which its dump carries.
 */
export const PGLITE_SECRET_FILES: readonly string[] = [PGLITE_SECRET_FILE, VAPID_KEY_FILE];

type DatabasePart = Pick<Manifest, "database" | "tables" | "secrets">;

/**
 * `npm run backup -- --out <dir>`: the database, every image and a manifest, into a folder that
 * must be new or empty. On PostgreSQL it runs beside a live shop: the rows are counted and dumped
 * in one exported snapshot, so the counts are the dump's. Images are copied before the dump and
 * again after it (only those new by then), so every image a row of the snapshot names is there.
 * PGlite is one process's database: its folder is locked by a running server, and the command
 * refuses until it stops; the server itself backs up its open database (`live`, the scheduled
 * backups of scheduled-backups.ts).
 */
export async function backupShop(config: AppConfig, out: string, live?: DatabaseHandle): Promise<Manifest> {
  const created = await prepareFolder(out);
  try {
    return await backupInto(config, out, live);
  } catch (error) {
    // Half a backup is no backup: the folder goes back to what it was (absent or empty).
    if (created) await fs.rm(out, { recursive: true, force: true });
    else
      for (const entry of await fs.readdir(out))
        await fs.rm(path.join(out, entry), { recursive: true, force: true });
    throw error;
  }
}

async function backupInto(config: AppConfig, out: string, live?: DatabaseHandle): Promise<Manifest> {
  const storage = createImageStorage(config);
  const images = new Map<string, FileEntry>();
  let database: DatabasePart;
  if (config.databaseUrl) {
    await copyImages(storage, out, images);
    database = await dumpPostgres(config.databaseUrl, out);
  } else if (live) {
    // The server's own PGlite goes on taking uploads: images before and after, as for PostgreSQL.
    await copyImages(storage, out, images);
    database = await dumpPgliteClient(pgliteOf(live), config.dataDir, out);
  } else {
    // PGlite's folder first: a running server refuses the backup before any image is copied.
    database = await dumpPglite(config.dataDir, out);
  }
  await copyImages(storage, out, images);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    driver: config.databaseUrl ? "postgres" : "pglite",
    ...database,
    images: [...images.values()].sort((a, b) => a.path.localeCompare(b.path)),
  };
  await fs.writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
    flag: "wx",
  });
  return manifest;
}

/** Answers whether it made the folder. */
async function prepareFolder(out: string): Promise<boolean> {
  const entries = await fs.readdir(out).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupError(`${out} is not empty: write each backup into a new folder.`);
  }
  return (await fs.mkdir(out, { recursive: true, mode: 0o700 })) !== undefined;
}

/** Copies the images not copied yet; one deleted since it was listed is skipped (nothing names it any more). */
async function copyImages(storage: ImageStorage, out: string, copied: Map<string, FileEntry>): Promise<void> {
  for (const key of await storage.listKeys()) {
    if (copied.has(key)) continue;
    const bytes = await storage.read(key).catch(() => null);
    if (bytes) copied.set(key, await writeEntry(out, `${IMAGES_FOLDER}/${key}`, bytes));
  }
}

async function dumpPostgres(databaseUrl: string, out: string): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0]?.id;
    const tables = await countTables(async (text) => (await client.query(text)).rows);
    await runPostgresTool(
      findPostgresTool("pg_dump"),
      ["--format=custom", `--snapshot=${snapshot}`, `--file=${path.join(out, POSTGRES_DUMP_FILE)}`],
      databaseUrl,
    );
    await client.query("COMMIT");
    return { database: await entryOfFile(out, POSTGRES_DUMP_FILE), tables, secrets: [] };
  } finally {
    await client.end();
  }
}

async function dumpPglite(dataDir: string, out: string): Promise<DatabasePart> {
  const pgdata = path.join(dataDir, "pgdata");
  if (!(await fs.stat(pgdata).catch(() => null))) {
    throw new BackupError(`There is no PGlite database in ${dataDir} (DATA_DIR) to back up.`);
  }
  const handle = await createDb({ dataDir }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nPGlite is a database inside the server's own process: stop the server, run the ` +
        "backup, then start it again (a backup of PGlite takes seconds). A shop on PostgreSQL " +
        "(DATABASE_URL) is backed up while it runs.",
    );
  });
  try {
    return await dumpPgliteClient(pgliteOf(handle), dataDir, out);
  } finally {
    await handle.close();
  }
}

function pgliteOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/**
 * Counts the rows and dumps the data folder inside one transaction: PGlite runs nothing else while
 * a transaction is open, so no write lands between the counts and the dump, even in a running
 * server (whose requests wait the few seconds a dump takes).
 */
async function dumpPgliteClient(client: PGlite, dataDir: string, out: string): Promise<DatabasePart> {
  const { tables, dump } = await client.transaction(async (tx) => ({
    tables: await countTables(async (text) => (await tx.query<Record<string, unknown>>(text)).rows),
    dump: await client.dumpDataDir("gzip"),
  }));
  const database = await writeEntry(out, PGLITE_DUMP_FILE, Buffer.from(await dump.arrayBuffer()));
  const secrets = [];
  for (const name of PGLITE_SECRET_FILES) {
    const secret = await fs.readFile(path.join(dataDir, name)).catch(() => null);
    if (secret) secrets.push(await writeEntry(out, name, secret));
  }
  return { database, tables, secrets };
}
