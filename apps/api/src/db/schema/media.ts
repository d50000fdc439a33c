import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Images uploaded ahead of a product save (the form uploads each file first to show progress). A row
 * lives until a product takes the image or the sweeper deletes the files of one left unused.
 * No foreign key to sellers: a cascade would drop the row and leave its files behind forever.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    url: text("url").primaryKey(),
    thumbUrl: text("thumb_url").notNull(),
    sellerId: uuid("seller_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pending_uploads_created_idx").on(t.createdAt)],
);
