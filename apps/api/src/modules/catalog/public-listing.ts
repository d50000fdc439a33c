import type { SellerStatus } from "@marketplace/shared/admin-contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { products, stores } from "../../db/schema/index.ts";

/**
 * What the public may see (decision 0019), written once for every public read: lists and their
 * counts, details, search, suggestions, store pages and orders. A suspended seller's stores and
 * products are gone, and so is a product an admin hid. Both are anti-joins on primary keys (a
 * store's seller, a product's store), so the planner keeps using each list's own indexes.
 */
const SUSPENDED: SellerStatus = "suspended";

/** The store's seller is not suspended (for a query over `stores`). */
export const storeIsListed: SQL = sql`not exists (
  select 1 from sellers listing_seller
  where listing_seller.id = ${stores.sellerId} and listing_seller.status = ${SUSPENDED})`;

/** The product is not hidden and its store's seller is not suspended (for a query over `products`). */
export const productIsListed: SQL = sql`(${eq(products.hidden, false)} and not exists (
  select 1 from stores listing_store
  inner join sellers listing_seller on listing_seller.id = listing_store.seller_id
  where listing_store.id = ${products.storeId} and listing_seller.status = ${SUSPENDED}))`;
