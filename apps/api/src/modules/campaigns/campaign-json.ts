import { campaignRunning } from "@marketplace/shared/campaign-pricing";
import type {
  Campaign,
  CreateCampaignInput,
  UpdateCampaignInput,
} from "@marketplace/shared/campaigns-contracts";
import { paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import type { CampaignRow, NewCampaign } from "./campaigns.repository.ts";

export function toCampaignJson(row: CampaignRow, productCount: number, now = new Date()): Campaign {
  return {
    _id: row.id,
    slug: row.slug,
    name: { en: row.nameEn, ur: row.nameUr },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    type: row.type,
    value: row.type === "percent" ? row.value : paisaToRupees(row.value),
    maxDiscount: row.maxDiscountPaisa === null ? null : paisaToRupees(row.maxDiscountPaisa),
    fundedBy: row.fundedBy,
    marketplaceShare: row.marketplaceShare,
    active: row.active,
    running: campaignRunning(row, now),
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The percent of each discount the marketplace pays, from who funds it. */
const shareOf = (fundedBy: NewCampaign["fundedBy"], share: number | null | undefined) =>
  fundedBy === "marketplace" ? 100 : fundedBy === "seller" ? 0 : (share ?? 0);

/** The columns of what the operator sent (for a change, only what she sent). */
export function campaignColumns(
  input: CreateCampaignInput | UpdateCampaignInput,
  current?: CampaignRow,
): Partial<NewCampaign> {
  const columns: Partial<NewCampaign> = {};
  if (input.nameEn !== undefined) columns.nameEn = input.nameEn;
  if (input.nameUr !== undefined) columns.nameUr = input.nameUr;
  if (input.startsAt !== undefined) columns.startsAt = new Date(input.startsAt);
  if (input.endsAt !== undefined) columns.endsAt = new Date(input.endsAt);
  const type = input.type ?? current?.type;
  if (input.type !== undefined) columns.type = input.type;
  if (input.value !== undefined && type)
    columns.value = type === "percent" ? input.value : rupeesToPaisa(input.value);
  if (input.maxDiscount !== undefined)
    columns.maxDiscountPaisa = input.maxDiscount === null ? null : rupeesToPaisa(input.maxDiscount);
  const fundedBy = input.fundedBy ?? current?.fundedBy;
  if ((input.fundedBy !== undefined || input.marketplaceShare !== undefined) && fundedBy) {
    columns.fundedBy = fundedBy;
    columns.marketplaceShare = shareOf(fundedBy, input.marketplaceShare ?? current?.marketplaceShare);
  }
  if ("active" in input && input.active !== undefined) columns.active = input.active;
  return columns;
}
