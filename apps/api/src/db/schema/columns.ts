import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, customType, timestamp, uuid } from "drizzle-orm/pg-core";
import { uuidv7 } from "uuidv7";

/** Case-insensitive text (the citext extension): e-mails and store names compare without case. */
export const citext = customType<{ data: string }>({
  dataType() {
    return "citext";
  },
});

/** Time-ordered UUID v7 primary key: index-friendly and safe to expose. */
export const idColumn = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => uuidv7());

/**
 * A required reference to the row this one belongs to, deleted with it:
 * `uuid NOT NULL REFERENCES … ON DELETE CASCADE`.
 */
export const belongsTo = (name: string, ref: () => AnyPgColumn) =>
  uuid(name).notNull().references(ref, { onDelete: "cascade" });

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
};

/**
 * A CHECK that `column` holds one of `values`, the shared lists the API validates with (so the
 * database refuses what the API would). CHECKs rather than PostgreSQL enums: see migration 0005.
 * The values are written into the constraint as literals, so the migration states them.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return check(name, sql`${column} IN (${sql.raw(literals)})`);
}
