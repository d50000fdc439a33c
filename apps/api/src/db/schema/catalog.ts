import { CATEGORIES } from "@marketplace/shared/categories";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { idColumn, oneOf, timestamps } from "./columns.ts";
import { stores } from "./stores.ts";

export const products = pgTable(
  "products",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: CATEGORIES }).notNull(),
    pricePaisa: integer("price_paisa").notNull(),
    salePricePaisa: integer("sale_price_paisa"),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    quantity: integer("quantity").notNull().default(0),
    /** Kept in step with reviews so that lists can sort by rating without a join. */
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /**
     * Hidden by an admin (decision 0019): gone from every public answer and cannot be ordered, but
     * its owner still sees it, with the admin's reason.
     */
    hidden: boolean("hidden").notNull().default(false),
    hiddenReason: text("hidden_reason"),
    ...timestamps,
  },
  (t) => [
    oneOf("products_category_known", t.category, CATEGORIES),
    check("products_price_positive", sql`${t.pricePaisa} > 0`),
    check("products_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check(
      "products_sale_below_price",
      sql`${t.salePricePaisa} IS NULL OR (${t.salePricePaisa} >= 0 AND ${t.salePricePaisa} < ${t.pricePaisa})`,
    ),
    index("products_store_created_idx").on(t.storeId, t.createdAt),
    index("products_category_created_idx").on(t.category, t.createdAt),
    index("products_created_idx").on(t.createdAt),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: idColumn(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);
