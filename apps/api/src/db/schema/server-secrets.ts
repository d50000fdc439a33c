import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets every server process on one PostgreSQL database must share and no configuration gave
 * (decision 0026): today the key that signs tokens when JWT_SECRET is not set. The first process to
 * start writes it; every other one reads the same row.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
