import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { admins } from "./accounts.ts";
import { idColumn } from "./columns.ts";

/**
 * The operator's own search glossary entries (issue 33, decision 0057): words buyers type for the
 * same goods, in Urdu script, Roman Urdu and English. Search uses the reviewed file's entries
 * (`packages/shared/src/search/glossary.ts`) and these together; a name here never repeats a file
 * entry's (the service refuses it), so an entry is either built in or the operator's. Each change is
 * audited (`glossary.create`, `glossary.update`, `glossary.delete`).
 */
export const searchGlossaryEntries = pgTable(
  "search_glossary_entries",
  {
    id: idColumn(),
    /** Its stable name, as the console and the audit log call it ("block-print"). */
    key: text("key").notNull().unique(),
    urdu: text("urdu").array().notNull().default(sql`'{}'::text[]`),
    roman: text("roman").array().notNull().default(sql`'{}'::text[]`),
    english: text("english").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => admins.id, { onDelete: "set null" }),
  },
  (t) => [
    check("search_glossary_entries_key_shape", sql`${t.key} ~ '^[a-z][a-z0-9-]{1,39}$'`),
    check("search_glossary_entries_has_spelling", sql`cardinality(${t.urdu}) + cardinality(${t.roman}) > 0`),
  ],
);
