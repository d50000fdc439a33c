import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { API_ROOT } from "../lib/api-root.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { clientPreparingStatements } from "./named-statements.ts";
import { PGliteNamingStatements } from "./pglite-named-statements.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(API_ROOT, "src/db/migrations");
/** The PostgreSQL advisory lock held while migrating, so processes starting together migrate in turn. */
const MIGRATION_LOCK = 7_215_027;
const pgliteExtensions = { citext, pg_trgm };

export interface CreateDbOptions {
  /** A PostgreSQL server; without it PGlite runs in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from a dump (tests clone one migrated database instead of running initdb). */
  loadDataDir?: Blob;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  poolSize?: number;
}

export async function createDb(options: CreateDbOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      Client: clientPreparingStatements(),
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    await pool.query("select 1");
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      migrate: () => migrateInTurn(pool),
      close: () => pool.end(),
    };
  }

  const release = options.inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    // Statements prepared by name, as on PostgreSQL (decision 0058).
    const client = await PGliteNamingStatements.open({
      dataDir: options.inMemory ? undefined : path.join(options.dataDir, "pgdata"),
      extensions: pgliteExtensions,
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      driver: "pglite",
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Applies the migrations on one connection holding a session-level advisory lock: two processes
 * starting on one new database would otherwise both see nothing applied and both create the same
 * tables, and one would fail to start. The second waits, then finds everything applied.
 */
async function migrateInTurn(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A migrated PGlite dump, for tests that need many fresh databases quickly. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}

/** The database or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
