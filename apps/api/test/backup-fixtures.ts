import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type AppConfig, loadConfig } from "../src/config.ts";
import { createDb, type DatabaseHandle } from "../src/db/create-db.ts";
import { TEST_DRIVER } from "./build-test-app.ts";
import { databaseUrlFor, withAdminClient } from "./test-database.ts";

type BuildOptions = NonNullable<Parameters<typeof buildApp>[1]>;

/**
 * Whole shops for the backup tests (issue 36): each on a database and a data folder of its own,
 * started as the server starts (`createDb`, migrations, `buildApp`), so a backup can be taken from
 * one and restored into another. `close()` stops what is still running and removes everything.
 */
export function shopWorkspace() {
  const folders: string[] = [];
  const databases: string[] = [];
  const opened: Shop[] = [];
  const migratedShops = new Set<AppConfig>();

  async function newFolder(): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-shop-"));
    folders.push(dir);
    return dir;
  }

  /** A shop's configuration: a migrated database (PostgreSQL's template, PGlite's dump) or an empty one. */
  async function shopConfig(migrated: boolean, env: Record<string, string> = {}): Promise<AppConfig> {
    const dataDir = await newFolder();
    let databaseUrl: string | undefined;
    if (TEST_DRIVER === "postgres") {
      const name = `shop_${randomBytes(6).toString("hex")}`;
      const template = migrated ? ` TEMPLATE ${inject("postgresTemplate")}` : "";
      await withAdminClient((c) => c.query(`CREATE DATABASE ${name}${template}`));
      databases.push(name);
      databaseUrl = databaseUrlFor(name);
    }
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    if (migrated) migratedShops.add(config);
    return config;
  }

  /**
   * Starts the app on the shop's database (PGlite's first start loads the migrated dump); `pushAgent`
   * trusts a local push service (test/local-push-service.ts).
   */
  async function start(config: AppConfig, options: Pick<BuildOptions, "pushAgent"> = {}) {
    const fresh = TEST_DRIVER === "pglite" && migratedShops.delete(config);
    const loadDataDir = fresh ? new Blob([await fs.readFile(inject("pgliteDumpPath"))]) : undefined;
    const database = await createDb({ ...config, loadDataDir });
    await database.migrate();
    const app = await buildApp(config, { database, logger: false, ...options });
    await app.ready();
    const shop = { app, database };
    opened.push(shop);
    return shop;
  }

  async function stop(shop: Shop) {
    opened.splice(opened.indexOf(shop), 1);
    await shop.app.close();
    await shop.database.close();
  }

  async function close() {
    for (const shop of [...opened]) await stop(shop);
    for (const name of databases) {
      await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  }

  return { newFolder, shopConfig, start, stop, close };
}

export interface Shop {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
}

/** Runs SQL on a shop's database and answers its rows. */
export const runOn = (database: DatabaseHandle) => async (text: string) =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
