import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROOT } from "../lib/api-root.ts";

const migrations = path.join(API_ROOT, "src/db/migrations");
const journal: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  fs.readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"),
);

/**
 * Drizzle applies to a database only the migrations dated after the last one it applied there: a
 * migration merged from a parallel branch with an earlier date would be skipped on every database
 * that already had the later one.
 */
describe("the migration journal", () => {
  it("lists each migration file once, in number order, each dated after the one before", () => {
    const files = fs.readdirSync(migrations).filter((file) => file.endsWith(".sql"));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, "0"))).toBe(true);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    });
  });
});
