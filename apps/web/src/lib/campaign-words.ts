import type { Campaign } from "@marketplace/shared/campaigns-contracts";
import { formatRupees } from "@marketplace/shared/money";
import messages from "@/i18n/catalogs/en/campaigns.json";
import { useT } from "@/i18n/use-t.ts";
import { formatDate } from "./format-date.ts";

type Offer = Pick<Campaign, "type" | "value" | "maxDiscount">;

/**
 * A campaign in the shopper's words, wherever it is shown (the home page's banner, its own page, the
 * seller's list, the console): its name in her language, what it takes off, and its dates.
 */
export function useCampaignWords() {
  const { t, language } = useT(messages);
  return {
    name: (campaign: Pick<Campaign, "name">) => campaign.name[language],
    offer: (campaign: Offer) =>
      campaign.type === "fixed"
        ? t("campaigns.fixedOff", { amount: formatRupees(campaign.value) })
        : campaign.maxDiscount === null
          ? t("campaigns.percentOff", { value: campaign.value })
          : t("campaigns.percentOffCapped", {
              value: campaign.value,
              cap: formatRupees(campaign.maxDiscount),
            }),
    until: (campaign: Pick<Campaign, "endsAt">) =>
      t("campaigns.until", { date: formatDate(campaign.endsAt, { language }) }),
    from: (campaign: Pick<Campaign, "startsAt">) =>
      t("campaigns.from", { date: formatDate(campaign.startsAt, { language }) }),
  };
}
