import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { type BuildAppOptions, buildApp } from "../src/app.ts";
import { type AppConfig, loadConfig } from "../src/config.ts";
import { createDb, type DatabaseHandle } from "../src/db/create-db.ts";
import { builtWebDist } from "./built-web-app.ts";
import { databaseUrlFor, withAdminClient } from "./test-database.ts";

export type TestDriver = "pglite" | "postgres";
export const TEST_DRIVER: TestDriver = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** A fresh, migrated database for one test file, on the driver this project runs. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DRIVER === "postgres") {
    const template = inject("postgresTemplate");
    const name = `${template}_${randomBytes(6).toString("hex")}`;
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const handle = await createDb({ dataDir: "", databaseUrl: databaseUrlFor(name), poolSize: 60 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        // Dropped without waiting: a DROP DATABASE waits for a checkpoint (0.5 to 4 s on the busy
        // 2-core machine), which the file has no reason to sit through. One the worker's exit cuts
        // short is dropped by global-setup.ts's teardown with the run's other leftovers.
        void withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
      },
    };
  }
  const dump = await fs.readFile(inject("pgliteDumpPath"));
  return createDb({ dataDir: "", inMemory: true, loadDataDir: new Blob([dump]) });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a real database, called with app.inject(); each file gets its own. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<
    BuildAppOptions,
    | "loginThrottle"
    | "logStream"
    | "sitemapChunkSize"
    | "streamTokenCheckMs"
    | "courierRegistry"
    | "pushAgent"
  > & {
    /** Serve the built web app and render its public pages (test/built-web-app.ts). */
    webApp?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    LOG_LEVEL: "silent",
    // Fixtures write rows beside the API, which the answer cache would not see until its maximum
    // age; its own tests (public-answer-cache.api.test.ts) and the real server processes turn it on.
    PUBLIC_ANSWER_CACHE_MB: "0",
    ...env,
  });
  const { webApp, ...appOptions } = options;
  config.webDistDir = webApp ? builtWebDist() : undefined;
  const database = await createTestDatabase();
  // Silent unless a test reads the log (then LOG_LEVEL in `env` says how much).
  const app = await buildApp(config, { ...appOptions, database, logger: options.logStream !== undefined });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's app, for a file whose tests share one: built in a `beforeAll`, closed in an `afterAll`,
 * and read as `t.app`, `t.database` and `t.config` inside the tests and later hooks.
 */
export function testAppForFile(...args: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...args);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error("The file's app is built in beforeAll: read it inside a test or a hook.");
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
