import type {
  Campaign,
  CampaignProductsInput,
  CreateCampaignInput,
  UpdateCampaignInput,
} from "@marketplace/shared/campaigns-contracts";
import { ProductListQuery } from "@marketplace/shared/products-contracts";
import { storeSlug } from "@marketplace/shared/slug";
import type { Database } from "../../db/create-db.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { listProducts } from "../catalog/products.service.ts";
import { campaignColumns, toCampaignJson } from "./campaign-json.ts";
import * as repo from "./campaigns.repository.ts";

export const CAMPAIGN_NOT_FOUND = "Campaign not found.";
/** How many of a campaign's products its page shows. */
const CAMPAIGN_PAGE_PRODUCTS = 48;

const json = (r: { campaign: repo.CampaignRow; productCount: number }) =>
  toCampaignJson(r.campaign, r.productCount);

export async function listAllCampaigns(db: Database) {
  return (await repo.findAllCampaigns(db)).map(json);
}

/** Running and coming campaigns, soonest first: the home page's banner and the sellers' list. */
export async function listOpenCampaigns(db: Database) {
  return (await repo.findOpenCampaigns(db, new Date())).map(json);
}

export async function createCampaign(db: Database, adminId: string, input: CreateCampaignInput) {
  return db.transaction(async (tx) => {
    // From the English name unless given; a name with no Latin letters gets one from its start date.
    const slug = input.slug || storeSlug(input.nameEn) || `campaign-${input.startsAt.slice(0, 10)}`;
    const row = await repo.insertCampaign(tx, {
      slug,
      ...(campaignColumns(input) as Required<
        Omit<repo.NewCampaign, "id" | "slug" | "active" | "createdAt" | "updatedAt">
      >),
    });
    if (!row) throw conflict(`Another campaign already has the address ${slug}.`);
    await insertAudit(tx, {
      adminId,
      action: "campaign.create",
      targetKind: "campaign",
      targetId: row.id,
      details: { name: row.nameEn, fundedBy: row.fundedBy, marketplaceShare: row.marketplaceShare },
    });
    return toCampaignJson(row, 0);
  });
}

const AUDITED = [
  "startsAt",
  "endsAt",
  "type",
  "value",
  "maxDiscount",
  "fundedBy",
  "marketplaceShare",
  "active",
] as const;

/** The audit's `from` and `to`: the terms that differ, and the names as one line each. */
function changedTerms(before: Campaign, after: Campaign) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const field of AUDITED) {
    if (before[field] !== after[field]) {
      from[field] = before[field];
      to[field] = after[field];
    }
  }
  for (const language of ["en", "ur"] as const) {
    if (before.name[language] !== after.name[language]) {
      from[`name.${language}`] = before.name[language];
      to[`name.${language}`] = after.name[language];
    }
  }
  return { from, to };
}

export async function updateCampaign(db: Database, adminId: string, id: string, input: UpdateCampaignInput) {
  if (!isUuid(id)) throw notFound(CAMPAIGN_NOT_FOUND);
  return db.transaction(async (tx) => {
    const found = await repo.findCampaign(tx, { id });
    if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
    const current = found.campaign;
    const starts = new Date(input.startsAt ?? current.startsAt);
    const ends = new Date(input.endsAt ?? current.endsAt);
    if (ends <= starts) {
      throw badRequest("The end must come after the start.", [
        { field: "endsAt", message: "The end must come after the start." },
      ]);
    }
    if (input.type && input.value === undefined && input.type !== current.type) {
      const message = "Give the discount again when you change its kind.";
      throw badRequest(message, [{ field: "value", message }]);
    }
    // A new value alone is checked against the kind the campaign keeps.
    const type = input.type ?? current.type;
    if (input.value !== undefined) {
      const fits =
        type === "percent"
          ? Number.isInteger(input.value) && input.value >= 1 && input.value <= 90
          : input.value >= 1;
      if (!fits) {
        const message =
          type === "percent"
            ? "A campaign's percentage is a whole number from 1 to 90."
            : "A fixed discount is at least Rs 1.";
        throw badRequest(message, [{ field: "value", message }]);
      }
    }
    const columns = campaignColumns(input, current);
    // Nothing it knows was sent: the campaign stays as it is, and nothing is audited.
    if (Object.keys(columns).length === 0) return toCampaignJson(current, found.productCount);
    const row = await repo.updateCampaign(tx, id, columns);
    if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
    const after = toCampaignJson(row, found.productCount);
    await insertAudit(tx, {
      adminId,
      action: "campaign.update",
      targetKind: "campaign",
      targetId: id,
      details: changedTerms(toCampaignJson(current, found.productCount), after),
    });
    return after;
  });
}

/** A campaign's page: it and the first of its listed products, each at its campaign price. */
export async function publicCampaign(db: Database, slug: string, imageUrls: ImageUrls) {
  const found = await repo.findCampaign(db, { slug });
  if (!found?.campaign.active) throw notFound(CAMPAIGN_NOT_FOUND);
  const page = await listProducts(
    db,
    ProductListQuery.parse({ limit: CAMPAIGN_PAGE_PRODUCTS }),
    imageUrls,
    false,
    { campaignId: found.campaign.id },
  );
  return { campaign: json(found), products: page.products };
}

/** The open campaigns, each with which of her products joined it. */
export async function sellersCampaigns(db: Database, sellerId: string) {
  const open = await repo.findOpenCampaigns(db, new Date());
  const joined = await repo.sellersJoinedProducts(
    db,
    open.map((r) => r.campaign.id),
    sellerId,
  );
  return open.map((r) => ({ ...json(r), myProductIds: joined.get(r.campaign.id) ?? [] }));
}

/** She joins her products to a campaign (or takes them out) until it ends. */
export async function changeCampaignProducts(
  db: Database,
  sellerId: string,
  campaignId: string,
  input: CampaignProductsInput,
) {
  if (!isUuid(campaignId)) throw notFound(CAMPAIGN_NOT_FOUND);
  return db.transaction(async (tx) => {
    const found = await repo.findCampaign(tx, { id: campaignId });
    if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
    if (!found.campaign.active || found.campaign.endsAt <= new Date()) {
      throw conflict("This campaign has ended; products can no longer join or leave it.");
    }
    const ids = [...new Set(input.productIds)];
    const mine = ids.every(isUuid) ? await repo.findSellersProducts(tx, sellerId, ids) : [];
    if (mine.length !== ids.length) {
      const message = "You can only add your own products to a campaign.";
      throw badRequest(message, [{ field: "productIds", message }]);
    }
    if (input.leave) await repo.leaveProducts(tx, campaignId, ids);
    else await repo.joinProducts(tx, campaignId, mine);
    const after = await repo.findCampaign(tx, { id: campaignId });
    return {
      campaign: json(after ?? found),
      productIds: (await repo.sellersJoinedProducts(tx, [campaignId], sellerId)).get(campaignId) ?? [],
    };
  });
}
