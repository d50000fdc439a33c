import type { Paisa } from "./money.ts";

/**
 * A marketplace campaign's discount (issue 31, decision 0048): a percentage off each unit of a joined
 * product (up to a cap a unit) or a fixed amount off each unit, and who funds it: the marketplace, the
 * seller, or shared with the marketplace paying `marketplaceSharePercent` of it.
 */
export interface CampaignRule {
  type: "percent" | "fixed";
  /** Whole percent (1–90) for "percent"; paisa a unit for "fixed". */
  value: number;
  /** The most a unit gets off; null for no cap. */
  maxDiscountPaisa: Paisa | null;
}

/** What the campaign takes off one unit priced `unitPaisa`: never more than the unit itself. */
export function campaignUnitDiscount(rule: CampaignRule, unitPaisa: Paisa): Paisa {
  let off = rule.type === "percent" ? Math.floor((unitPaisa * rule.value) / 100) : rule.value;
  if (rule.maxDiscountPaisa !== null) off = Math.min(off, rule.maxDiscountPaisa);
  return Math.max(0, Math.min(off, unitPaisa));
}

export const CAMPAIGN_FUNDERS = ["marketplace", "seller", "shared"] as const;
export type CampaignFunder = (typeof CAMPAIGN_FUNDERS)[number];

/** The marketplace's part of a campaign discount of `amountPaisa`; the seller bears the rest. */
export function marketplacePart(amountPaisa: Paisa, fundedBy: CampaignFunder, sharePercent: number): Paisa {
  if (fundedBy === "marketplace") return amountPaisa;
  if (fundedBy === "seller") return 0;
  return Math.round((amountPaisa * sharePercent) / 100);
}

/** Whether a campaign is on at `now`: switched on, started, and not yet ended. */
export function campaignRunning(
  campaign: { active: boolean; startsAt: Date | string; endsAt: Date | string },
  now: Date = new Date(),
): boolean {
  const t = now.getTime();
  return (
    campaign.active && new Date(campaign.startsAt).getTime() <= t && t < new Date(campaign.endsAt).getTime()
  );
}

/**
 * What a campaign as a product carries it (`Product.campaign`: rupees) takes off one unit priced
 * `unitPaisa`, by the same rule as the server's.
 */
export function productCampaignOff(
  campaign: { type: "percent" | "fixed"; value: number; maxDiscount: number | null },
  unitPaisa: Paisa,
): Paisa {
  const toPaisa = (rupees: number) => Math.round(rupees * 100);
  return campaignUnitDiscount(
    {
      type: campaign.type,
      value: campaign.type === "percent" ? campaign.value : toPaisa(campaign.value),
      maxDiscountPaisa: campaign.maxDiscount === null ? null : toPaisa(campaign.maxDiscount),
    },
    unitPaisa,
  );
}
