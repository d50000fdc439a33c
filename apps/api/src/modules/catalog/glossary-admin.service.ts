import {
  type GlossaryEntryInput,
  type GlossaryEntryJson,
  type GlossaryEntryUpdate,
  OPERATOR_GLOSSARY_MAX,
} from "@marketplace/shared/glossary-contracts";
import { GLOSSARY } from "@marketplace/shared/search/glossary";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/create-db.ts";
import { searchGlossaryEntries } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { glossaryChanged } from "./search-glossary.ts";

/**
 * The console's edits of the search glossary (issue 33, decision 0057). The file's entries are the
 * reviewed base and read-only here; the operator adds her own, each under a name no file entry has.
 * Every change is audited with its before and after, and every process's search uses it from the
 * next query (search-glossary.ts); the public answers kept from before go with the write
 * (public-answer-cache.ts).
 */

const ENTRY_NOT_FOUND = "Glossary entry not found.";
type Row = typeof searchGlossaryEntries.$inferSelect;
type Lists = { urdu: string[]; roman: string[]; english: string[] };

const builtIn = (entry: (typeof GLOSSARY)[number]): GlossaryEntryJson => ({
  _id: null,
  key: entry.id,
  urdu: [...entry.urdu],
  roman: [...entry.roman],
  english: [...entry.english],
  builtIn: true,
  updatedAt: null,
});

const operatorEntry = (row: Row): GlossaryEntryJson => ({
  _id: row.id,
  key: row.key,
  urdu: row.urdu,
  roman: row.roman,
  english: row.english,
  builtIn: false,
  updatedAt: row.updatedAt.toISOString(),
});

/** The lists as stored: trimmed, one Unicode form (so "کُرتا" typed two ways is one spelling). */
const cleanLists = (input: Partial<Lists>): Lists => {
  const clean = (list: string[] | undefined) => (list ?? []).map((s) => s.trim().normalize("NFC"));
  return { urdu: clean(input.urdu), roman: clean(input.roman), english: clean(input.english) };
};

/** An audit row's before or after: each list as one line, so the audit page shows it as a value. */
const auditLists = (lists: Lists, only?: (keyof Lists)[]) =>
  Object.fromEntries(
    (only ?? (["urdu", "roman", "english"] as const)).map((name) => [name, lists[name].join(", ")]),
  );

export async function listGlossary(db: Database): Promise<GlossaryEntryJson[]> {
  const rows = await db.select().from(searchGlossaryEntries).orderBy(asc(searchGlossaryEntries.key));
  return [...GLOSSARY.map(builtIn), ...rows.map(operatorEntry)];
}

export async function addGlossaryEntry(
  db: Database,
  adminId: string,
  input: GlossaryEntryInput,
): Promise<GlossaryEntryJson> {
  const key = input.key.trim();
  if (GLOSSARY.some((entry) => entry.id === key)) {
    throw conflict(`"${key}" is the name of a built-in entry. Please choose another name.`);
  }
  const lists = cleanLists(input);
  const entry = await db.transaction(async (tx) => {
    // One add at a time, so two at once cannot pass the limit together.
    await tx.execute(sql`lock table search_glossary_entries in share row exclusive mode`);
    const [held] = await tx.select({ n: count() }).from(searchGlossaryEntries);
    if ((held?.n ?? 0) >= OPERATOR_GLOSSARY_MAX) {
      throw conflict(
        `The glossary already holds ${OPERATOR_GLOSSARY_MAX} of your entries. Please delete one first.`,
      );
    }
    const [row] = await tx
      .insert(searchGlossaryEntries)
      .values({ key, ...lists, createdBy: adminId, updatedBy: adminId })
      .onConflictDoNothing({ target: searchGlossaryEntries.key })
      .returning();
    if (!row) throw conflict(`There is already an entry named "${key}".`);
    await insertAudit(tx, {
      adminId,
      action: "glossary.create",
      targetKind: "glossary",
      targetId: row.id,
      reason: null,
      details: { key, from: {}, to: auditLists(lists) },
    });
    return operatorEntry(row);
  });
  await glossaryChanged(db);
  return entry;
}

export async function changeGlossaryEntry(
  db: Database,
  adminId: string,
  id: string,
  input: GlossaryEntryUpdate,
): Promise<GlossaryEntryJson> {
  if (!isUuid(id)) throw notFound(ENTRY_NOT_FOUND);
  const lists = cleanLists(input);
  const { entry, changed } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(searchGlossaryEntries)
      .where(eq(searchGlossaryEntries.id, id))
      .for("update");
    if (!before) throw notFound(ENTRY_NOT_FOUND);
    const differ = (["urdu", "roman", "english"] as const).filter(
      (name) => before[name].join("\n") !== lists[name].join("\n"),
    );
    if (differ.length === 0) return { entry: operatorEntry(before), changed: false };
    const [after] = await tx
      .update(searchGlossaryEntries)
      .set({ ...lists, updatedAt: new Date(), updatedBy: adminId })
      .where(eq(searchGlossaryEntries.id, id))
      .returning();
    if (!after) throw notFound(ENTRY_NOT_FOUND);
    await insertAudit(tx, {
      adminId,
      action: "glossary.update",
      targetKind: "glossary",
      targetId: id,
      reason: null,
      details: { key: before.key, from: auditLists(before, differ), to: auditLists(lists, differ) },
    });
    return { entry: operatorEntry(after), changed: true };
  });
  if (changed) await glossaryChanged(db);
  return entry;
}

/** Deletes one of the operator's entries; answers its name. */
export async function deleteGlossaryEntry(db: Database, adminId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(ENTRY_NOT_FOUND);
  const key = await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(searchGlossaryEntries)
      .where(eq(searchGlossaryEntries.id, id))
      .returning();
    if (!before) throw notFound(ENTRY_NOT_FOUND);
    await insertAudit(tx, {
      adminId,
      action: "glossary.delete",
      targetKind: "glossary",
      targetId: id,
      reason: null,
      details: { key: before.key, from: auditLists(before), to: {} },
    });
    return before.key;
  });
  await glossaryChanged(db);
  return key;
}
