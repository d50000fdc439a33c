import { marketplacePart } from "@marketplace/shared/campaign-pricing";
import type { CampaignRow } from "../catalog/campaign-prices.ts";
import type { NewOrderDiscount } from "../vouchers/vouchers.repository.ts";
import type { AppliedCode } from "./checkout-vouchers.ts";

interface DiscountedLine {
  quantity: number;
  campaign: CampaignRow | undefined;
  campaignUnitPaisa: number;
}

/**
 * One store's discounts in an order (decision 0048): each line's campaign discount, then the store's
 * voucher code on what is left. Answers the order's discount, the marketplace's part of it (what it
 * funds, owed to the seller), each line's part (for refunds in proportion) and the rows that record
 * each discount with who funds it.
 */
export function storeDiscounts(lines: readonly DiscountedLine[], code: AppliedCode | undefined) {
  const byCampaign = new Map<string, { campaign: CampaignRow; amountPaisa: number }>();
  const perLine = lines.map((line, index) => {
    const campaignPaisa = line.campaignUnitPaisa * line.quantity;
    if (line.campaign && campaignPaisa > 0) {
      const entry = byCampaign.get(line.campaign.id) ?? { campaign: line.campaign, amountPaisa: 0 };
      entry.amountPaisa += campaignPaisa;
      byCampaign.set(line.campaign.id, entry);
    }
    return campaignPaisa + (code?.perLine[index] ?? 0);
  });
  const campaignRows = [...byCampaign.values()].map(({ campaign, amountPaisa }) => ({
    campaignId: campaign.id,
    campaignSlug: campaign.slug,
    amountPaisa,
    fundedBy: campaign.fundedBy,
    marketplacePaisa: marketplacePart(amountPaisa, campaign.fundedBy, campaign.marketplaceShare),
  }));
  const marketplacePaisa = campaignRows.reduce((sum, r) => sum + r.marketplacePaisa, 0);
  const discountPaisa = perLine.reduce((sum, part) => sum + part, 0);
  /** The rows recording each discount of the order, for `insertOrderDiscounts`. */
  const rows = (orderId: string, customerId: string): NewOrderDiscount[] => [
    ...campaignRows.map(({ campaignSlug: _slug, ...r }) => ({ orderId, customerId, code: null, ...r })),
    ...(code && code.amountPaisa > 0
      ? [
          {
            orderId,
            customerId,
            voucherId: code.voucher.id,
            code: code.voucher.code,
            amountPaisa: code.amountPaisa,
            fundedBy: "seller" as const,
            marketplacePaisa: 0,
          },
        ]
      : []),
  ];
  /** The campaigns' addresses, which the order's answer names them by. */
  const slugs = new Map(campaignRows.map((r) => [r.campaignId, r.campaignSlug]));
  return { discountPaisa, marketplacePaisa, perLine, rows, slugs };
}
