import { CAMPAIGN_FUNDERS } from "@marketplace/shared/campaign-pricing";
import { CAMPAIGN_TYPES } from "@marketplace/shared/campaigns-contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { belongsTo, idColumn, oneOf, timestamps } from "./columns.ts";
import { stores } from "./stores.ts";

/** A marketplace campaign (issue 31, decision 0048): sale days sellers join with their products. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: idColumn(),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameUr: text("name_ur").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    type: text("type", { enum: CAMPAIGN_TYPES }).notNull(),
    /** A whole percent for "percent", paisa a unit for "fixed". */
    value: integer("value").notNull(),
    maxDiscountPaisa: integer("max_discount_paisa"),
    fundedBy: text("funded_by", { enum: CAMPAIGN_FUNDERS }).notNull(),
    /** The percent of each discount the marketplace pays (100 for "marketplace", 0 for "seller"). */
    marketplaceShare: integer("marketplace_share").notNull(),
    /** The operator may stop a campaign early; it is never deleted (orders name it). */
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    oneOf("campaigns_type_known", t.type, CAMPAIGN_TYPES),
    oneOf("campaigns_funded_by_known", t.fundedBy, CAMPAIGN_FUNDERS),
    check("campaigns_value_positive", sql`${t.value} > 0`),
    check("campaigns_share_percent", sql`${t.marketplaceShare} BETWEEN 0 AND 100`),
    check("campaigns_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex("campaigns_slug_idx").on(t.slug),
    index("campaigns_running_idx").on(t.startsAt, t.endsAt),
  ],
);

/** A product a seller joined to a campaign. */
export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: belongsTo("campaign_id", () => campaigns.id),
    productId: belongsTo("product_id", () => products.id),
    storeId: belongsTo("store_id", () => stores.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index("campaign_products_product_idx").on(t.productId),
  ],
);
