import { customType, timestamp, uuid } from "drizzle-orm/pg-core";
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

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
};
