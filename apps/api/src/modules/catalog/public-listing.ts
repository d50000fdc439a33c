import type { SellerStatus } from "@marketplace/shared/admin-contracts";
import type { KycStatus } from "@marketplace/shared/kyc-contracts";
import { type SQL, sql } from "drizzle-orm";
import { products, stores } from "../../db/schema/index.ts";

/**
 * What the public may see (decision 0019), written once for every public read: lists and their
 * counts, details, search, suggestions, store pages and orders. A suspended seller's stores and
 * products are gone, and so is a product an admin hid; so are those of a seller not yet approved,
 * unless the operator's `sellersPublicBeforeApproval` says otherwise (issue 30).
 */
const SUSPENDED: SellerStatus = "suspended";
const VERIFIED: SellerStatus = "verified";
const APPROVED: KycStatus = "approved";

/**
 * The store's seller is verified (issue 34, item 5), for a query over `stores`: a primary-key lookup
 * inside the same query, so a list of stores or products reads it without a query per row.
 */
export const storeSellerIsVerified = sql<boolean>`exists (
  select 1 from sellers verified_seller
  where verified_seller.id = ${stores.sellerId} and verified_seller.status = ${VERIFIED}
    and verified_seller.kyc_status = ${APPROVED})`;

/**
 * The seller (`alias`) may not be shown to shoppers: she is suspended, or her identity check is not
 * approved while the operator keeps sellers private until then (issue 30, decision 0051).
 */
const sellerIsUnlisted = (alias: string) => sql`(${sql.raw(alias)}.status = ${SUSPENDED} or (
  ${sql.raw(alias)}.kyc_status <> ${APPROVED} and not coalesce(
    (select public_rule.sellers_public_before_approval from marketplace_settings public_rule
     where public_rule.id = 1), false)))`;

/**
 * The store's seller is listed (for a query over `stores`): not suspended, and approved unless the
 * operator lets sellers be public before that. An anti-join on a primary key.
 */
export const storeIsListed: SQL = sql`not exists (
  select 1 from sellers listing_seller
  where listing_seller.id = ${stores.sellerId} and ${sellerIsUnlisted("listing_seller")})`;

/**
 * The product is not hidden and its store's seller is not suspended (for a query over `products`).
 * The suspended sellers' stores are a short list read once per query and looked up in a hash
 * (decision 0024), so that the planner keeps walking each list's own index; as an anti-join it
 * sometimes read every store first. `not hidden` is the listed-product indexes' own condition, so
 * that they match it. Neither store ids nor seller ids are ever null, so `not in` means "none of".
 */
export const productIsListed: SQL = sql`(not ${products.hidden} and ${products.storeId} not in (
  select listing_store.id from stores listing_store
  inner join sellers listing_seller on listing_seller.id = listing_store.seller_id
  where ${sellerIsUnlisted("listing_seller")}))`;
