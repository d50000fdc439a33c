import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
