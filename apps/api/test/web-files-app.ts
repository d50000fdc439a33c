import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { DatabaseHandle } from "../src/db/create-db.ts";
import { createTestDatabase } from "./build-test-app.ts";

/**
 * The app serving a small web build written for the test: each of `files` (a path under the build
 * folder, and its contents) in a temporary folder. Built in a `beforeAll` of the describe it is called
 * in and closed in its `afterAll`; read `.app` inside the tests.
 */
export function appServingWebFiles(files: Record<string, string | Uint8Array>): { app: FastifyInstance } {
  const served = {} as { app: FastifyInstance };
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-web-"));
    const dist = path.join(dir, "dist");
    for (const [file, contents] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await fs.writeFile(path.join(dist, file), contents);
    }
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: "x".repeat(40), LOG_LEVEL: "silent" });
    config.webDistDir = dist;
    database = await createTestDatabase();
    served.app = await buildApp(config, { database, logger: false });
  });
  afterAll(async () => {
    await served.app.close();
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
  return served;
}
