import { CATEGORIES } from "@marketplace/shared/categories";
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sellers } from "./accounts.ts";
import { belongsTo, citext, idColumn, oneOf, timestamps } from "./columns.ts";

export const stores = pgTable(
  "stores",
  {
    id: idColumn(),
    sellerId: belongsTo("seller_id", () => sellers.id),
    name: citext("name").notNull().unique(),
    slug: text("slug").notNull(),
    category: text("category", { enum: CATEGORIES }).notNull(),
    description: text("description").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    twitter: text("twitter").notNull().default(""),
    location: text("location").notNull().default(""),
    /** The seller publishes the phone and e-mail above to shoppers (issue 34, item 8); off until she does. */
    showContact: boolean("show_contact").notNull().default(false),
    logoUrl: text("logo_url"),
    bannerUrl: text("banner_url"),
    /** Where buyers send Bank Transfer and Mobile Wallet payments; empty means the method is not offered. */
    paymentBankName: text("payment_bank_name").notNull().default(""),
    paymentAccountTitle: text("payment_account_title").notNull().default(""),
    paymentIban: text("payment_iban").notNull().default(""),
    paymentJazzcash: text("payment_jazzcash").notNull().default(""),
    paymentEasypaisa: text("payment_easypaisa").notNull().default(""),
    viewCount: integer("view_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    oneOf("stores_category_known", t.category, CATEGORIES),
    index("stores_seller_idx").on(t.sellerId, t.createdAt),
    index("stores_category_idx").on(t.category),
    /** `/store/{slug}` names one store. */
    uniqueIndex("stores_slug_unique").on(t.slug),
  ],
);

/** One row per visitor per store per day, so store views count each visitor at most once a day. */
export const storeViews = pgTable(
  "store_views",
  {
    storeId: belongsTo("store_id", () => stores.id),
    visitorHash: text("visitor_hash").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.visitorHash, t.day] })],
);
