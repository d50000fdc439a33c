import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { campaignPath } from "@/lib/app-paths.ts";
import { useCampaignWords } from "@/lib/campaign-words.ts";
import { openCampaignsQuery } from "../campaigns-query.ts";

/**
 * The marketplace's sale while one runs (issue 31), above the slideshow: its name, what it takes off
 * and until when, and the way to its products. Read with the page on the server, so it is there from
 * the first paint; nothing shows while none runs (or the read failed: the page is whole without it).
 */
export function CampaignBanner() {
  const { t } = useT(messages);
  const words = useCampaignWords();
  const { data } = useQuery(openCampaignsQuery());
  // Of several running at once, the latest to start is the one the marketplace is promoting now.
  const campaign = data?.campaigns
    .filter((c) => c.running && c.productCount > 0)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt) || b.createdAt.localeCompare(a.createdAt))[0];
  if (!campaign) return null;
  return (
    <section aria-label={words.name(campaign)} className="bg-brand-800 text-white">
      <Link
        to={campaignPath(campaign.slug)}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:underline"
      >
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-bold uppercase">
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
          {t("home.campaign.label")}
        </span>
        <span className="text-lg font-bold">{words.name(campaign)}</span>
        <span className="font-semibold">{words.offer(campaign)}</span>
        <span className="text-sm text-white/90">{words.until(campaign)}</span>
        <span className="ms-auto inline-flex items-center gap-1 font-semibold">
          {t("home.campaign.shop")}
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </span>
      </Link>
    </section>
  );
}
