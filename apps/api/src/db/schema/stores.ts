import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { sellers } from "./accounts.ts";
import { citext, idColumn, timestamps } from "./columns.ts";

export const stores = pgTable(
  "stores",
  {
    id: idColumn(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    name: citext("name").notNull().unique(),
    slug: text("slug").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    twitter: text("twitter").notNull().default(""),
    location: text("location").notNull().default(""),
    logoUrl: text("logo_url"),
    bannerUrl: text("banner_url"),
    viewCount: integer("view_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("stores_seller_idx").on(t.sellerId, t.createdAt),
    index("stores_category_idx").on(t.category),
  ],
);

/** One row per visitor per store per day, so store views count each visitor at most once a day. */
export const storeViews = pgTable(
  "store_views",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.visitorHash, t.day] })],
);
