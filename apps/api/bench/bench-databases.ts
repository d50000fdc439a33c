import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onCleanup } from "./cleanup.ts";
import type { BenchTarget } from "./fill-database.ts";

/** A database made for this run, and how to remove it before the run ends. */
export interface OwnTarget {
  target: BenchTarget;
  remove: () => Promise<void>;
}

/** A PostgreSQL database of the bench's own on `serverUrl`, dropped when the run ends however it ends. */
export async function createPostgresDatabase(serverUrl: string, label: string): Promise<OwnTarget> {
  const name = `bench_${label}_${process.pid}`.replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const remove = onCleanup(`database ${name}`, async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { target: { databaseUrl: url.toString() }, remove };
}

/** A PGlite data folder of the bench's own, removed when the run ends. */
export function createPgliteFolder(label: string): OwnTarget {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const remove = onCleanup(`folder ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { target: { dataDir }, remove };
}

/** A working folder for logs and plans, removed at the end. */
export function createWorkFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-run-"));
  onCleanup(`folder ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
