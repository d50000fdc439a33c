import { paisaToRupees } from "@marketplace/shared/money";
import type { Product, ProductCampaign } from "@marketplace/shared/products-contracts";
import { and, asc, eq, gt, inArray, lte, min, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { campaignProducts, campaigns } from "../../db/schema/index.ts";

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The campaign each product sells in at `now` (issue 31, decision 0048): switched on, started, not
 * ended. A product joined to two at once sells in the one that started first.
 */
export async function runningCampaignsOf(
  db: Executor,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, CampaignRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: campaignProducts.productId, campaign: campaigns })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .where(
      and(
        inArray(campaignProducts.productId, [...productIds]),
        eq(campaigns.active, true),
        lte(campaigns.startsAt, now),
        gt(campaigns.endsAt, now),
      ),
    )
    .orderBy(asc(campaigns.startsAt), asc(campaigns.id));
  const found = new Map<string, CampaignRow>();
  for (const row of rows) if (!found.has(row.productId)) found.set(row.productId, row.campaign);
  return found;
}

/** A campaign as a product carries it: the terms the cart prices each unit by. */
export function productCampaignJson(campaign: CampaignRow): ProductCampaign {
  return {
    slug: campaign.slug,
    name: { en: campaign.nameEn, ur: campaign.nameUr },
    type: campaign.type,
    value: campaign.type === "percent" ? campaign.value : paisaToRupees(campaign.value),
    maxDiscount: campaign.maxDiscountPaisa === null ? null : paisaToRupees(campaign.maxDiscountPaisa),
  };
}

/** Products as answered, each with the campaign it sells in now (one query for the lot). */
export async function withCampaigns(db: Executor, list: Product[], now = new Date()): Promise<Product[]> {
  const running = await runningCampaignsOf(
    db,
    list.map((p) => p._id),
    now,
  );
  if (running.size === 0) return list;
  return list.map((p) => {
    const campaign = running.get(p._id);
    return campaign ? { ...p, campaign: productCampaignJson(campaign) } : p;
  });
}

/**
 * When the next campaign starts or ends after `now` (prices change then): kept public answers must
 * not outlive it, as they must not outlive a sale's end.
 */
export async function nextCampaignChange(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      start: min(
        sql<Date>`case when ${campaigns.startsAt} > ${now.toISOString()}::timestamptz then ${campaigns.startsAt} end`,
      ),
      end: min(campaigns.endsAt),
    })
    .from(campaigns)
    .where(and(eq(campaigns.active, true), or(gt(campaigns.startsAt, now), gt(campaigns.endsAt, now))));
  const times = [row?.start, row?.end]
    .filter((t): t is Date => t !== null && t !== undefined)
    .map((t) => new Date(t));
  const future = times.filter((t) => t.getTime() > now.getTime());
  return future.length === 0 ? null : new Date(Math.min(...future.map((t) => t.getTime())));
}
