import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect } from "vitest";

export const migrationsFolder = path.resolve(import.meta.dirname, "../src/db/migrations");

/** The migrations folder as it was before `tag`: its files and journal entries up to the one before. */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-migrations-"));
  await fs.cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalPath, "utf8"));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * Runs migration `tag` over rows of the shape before it: a PGlite database migrated to just before
 * `tag`, `rowsBefore` (SQL) written into it, then every migration to today; `check` reads the result.
 * SQL only, so PGlite stands for both drivers.
 */
export async function acrossMigration(
  tag: string,
  rowsBefore: string,
  check: (client: PGlite) => Promise<void>,
): Promise<void> {
  const before = await migrationsBefore(tag);
  const client = await PGlite.create({ extensions: { citext, pg_trgm } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(rowsBefore);
    await migrate(db, { migrationsFolder });
    await check(client);
  } finally {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  }
}
