import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb, dumpPglite } from "../src/db/create-db.ts";
import { databaseUrlFor, withAdminClient } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it (a PGlite dump, or
 * a PostgreSQL database created from a template) instead of running initdb and migrations again.
 */
export default async function setup(project: TestProject) {
  if (project.name === "api-postgres") {
    const template = `mp_template_${process.pid}`;
    await withAdminClient(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${template}`);
      await c.query(`CREATE DATABASE ${template}`);
    });
    const handle = await createDb({ dataDir: "", databaseUrl: databaseUrlFor(template) });
    await handle.migrate();
    await handle.close();
    project.provide("postgresTemplate", template);
    return async () => {
      await withAdminClient(async (c) => {
        // `_` is LIKE's any-character: unescaped, run 123's teardown would drop run 1234's files'
        // databases (two runs side by side on one server).
        const { rows } = await c.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
          [`${template.replaceAll("_", "\\_")}\\_%`, template],
        );
        for (const row of rows) await c.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      });
    };
  }

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-pglite-"));
  const handle = await createDb({ dataDir: dir, inMemory: true });
  await handle.migrate();
  const dump = await dumpPglite(handle);
  await handle.close();
  const dumpPath = path.join(dir, "migrated.tar");
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDumpPath", dumpPath);
  return () => fs.rm(dir, { recursive: true, force: true });
}
