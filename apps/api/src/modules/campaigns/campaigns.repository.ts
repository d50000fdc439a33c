import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { campaignProducts, campaigns, products, stores } from "../../db/schema/index.ts";
import { productIsListed } from "../catalog/public-listing.ts";

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

const withCount = {
  campaign: campaigns,
  productCount: count(campaignProducts.productId),
};

/** Every campaign, newest start first, with how many products joined. */
export function findAllCampaigns(db: Executor) {
  return db
    .select(withCount)
    .from(campaigns)
    .leftJoin(campaignProducts, eq(campaignProducts.campaignId, campaigns.id))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id));
}

/** Campaigns a shopper or a seller may see: switched on and not yet ended (running or coming). */
export function findOpenCampaigns(db: Executor, now: Date) {
  return db
    .select(withCount)
    .from(campaigns)
    .leftJoin(campaignProducts, eq(campaignProducts.campaignId, campaigns.id))
    .where(and(eq(campaigns.active, true), gt(campaigns.endsAt, now)))
    .groupBy(campaigns.id)
    .orderBy(campaigns.startsAt, campaigns.id);
}

export async function findCampaign(db: Executor, by: { id: string } | { slug: string }) {
  const [row] = await db
    .select(withCount)
    .from(campaigns)
    .leftJoin(campaignProducts, eq(campaignProducts.campaignId, campaigns.id))
    .where("id" in by ? eq(campaigns.id, by.id) : eq(campaigns.slug, by.slug))
    .groupBy(campaigns.id);
  return row;
}

export async function insertCampaign(db: Executor, row: NewCampaign) {
  const [created] = await db.insert(campaigns).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateCampaign(db: Executor, id: string, patch: Partial<NewCampaign>) {
  const [row] = await db.update(campaigns).set(patch).where(eq(campaigns.id, id)).returning();
  return row;
}

/** Of `ids`, the products of the seller's own stores, with their store. */
export function findSellersProducts(db: Executor, sellerId: string, ids: string[]) {
  return db
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(stores.sellerId, sellerId), inArray(products.id, ids)));
}

export async function joinProducts(
  db: Executor,
  campaignId: string,
  rows: Array<{ id: string; storeId: string }>,
) {
  if (rows.length === 0) return;
  await db
    .insert(campaignProducts)
    .values(rows.map((r) => ({ campaignId, productId: r.id, storeId: r.storeId })))
    .onConflictDoNothing();
}

export async function leaveProducts(db: Executor, campaignId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(campaignProducts)
    .where(and(eq(campaignProducts.campaignId, campaignId), inArray(campaignProducts.productId, ids)));
}

/** The seller's products in each of the campaigns, by campaign id (one query for them all). */
export async function sellersJoinedProducts(db: Executor, campaignIds: string[], sellerId: string) {
  const joined = new Map<string, string[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return joined;
  const rows = await db
    .select({ campaignId: campaignProducts.campaignId, productId: campaignProducts.productId })
    .from(campaignProducts)
    .innerJoin(stores, eq(stores.id, campaignProducts.storeId))
    .where(and(inArray(campaignProducts.campaignId, campaignIds), eq(stores.sellerId, sellerId)));
  for (const row of rows) joined.get(row.campaignId)?.push(row.productId);
  return joined;
}

/** Whether any listed product joined it (its page and banner show only then). */
export async function hasListedProducts(db: Executor, campaignId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.productId))
    .where(and(eq(campaignProducts.campaignId, campaignId), productIsListed));
  return (row?.n ?? 0) > 0;
}
