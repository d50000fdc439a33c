import type { Campaign } from "@marketplace/shared/campaigns-contracts";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { campaignPath } from "@/lib/app-paths.ts";
import { useCampaignWords } from "@/lib/campaign-words.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useAdminCampaigns, useSaveCampaign } from "../api/campaigns-admin-api.ts";
import { AddCampaignForm } from "../components/add-campaign-form.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { useAdminSession } from "../session/admin-session.tsx";

/** The marketplace's campaigns (issue 31): every one, and for the owner a new one and a way to stop one. */
export default function AdminCampaignsPage() {
  const { t } = useAdminT();
  const campaigns = useAdminCampaigns();
  // Making or stopping one spends the marketplace's money: the owner's (decision 0043).
  const owner = (useAdminSession().admin?.role ?? "owner") === "owner";
  return (
    <AdminPage title={t("admin.sections.campaigns")} intro={t("admin.campaigns.intro")}>
      {campaigns.isError ? (
        <ErrorState
          message={t("admin.campaigns.loadError", { error: errorMessageOf(campaigns.error) })}
          onRetry={() => campaigns.refetch()}
          retrying={campaigns.isFetching}
        />
      ) : !campaigns.data ? (
        <LoadingState label={t("admin.campaigns.loading")} />
      ) : (
        <div className="space-y-4">
          {campaigns.data.length === 0 ? (
            <EmptyState title={t("admin.campaigns.empty")} />
          ) : (
            <ul aria-label={t("admin.sections.campaigns")} className="space-y-3">
              {campaigns.data.map((campaign) => (
                <li key={campaign._id}>
                  <CampaignRow campaign={campaign} canStop={owner} />
                </li>
              ))}
            </ul>
          )}
          {owner && <AddCampaignForm />}
        </div>
      )}
    </AdminPage>
  );
}

function CampaignRow({ campaign, canStop }: { campaign: Campaign; canStop: boolean }) {
  const { t } = useAdminT();
  const words = useCampaignWords();
  const save = useSaveCampaign();
  const state = !campaign.active
    ? t("admin.campaigns.stopped")
    : campaign.running
      ? t("admin.campaigns.running")
      : new Date(campaign.endsAt) <= new Date()
        ? t("admin.campaigns.ended")
        : t("admin.campaigns.coming");
  const stop = () =>
    save.mutateAsync({ id: campaign._id, active: false }).catch((error) => {
      toast.error(t("admin.campaigns.stopFailed"), { description: errorMessageOf(error) });
    });
  return (
    <Card className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-stone-900">
          {campaign.name.en} · <span lang="ur">{campaign.name.ur}</span>
        </p>
        <p className="text-sm text-stone-700">
          {[state, words.offer(campaign), words.from(campaign), words.until(campaign)].join(" · ")}
        </p>
        <p className="text-sm text-stone-600">
          {t(`admin.campaigns.funder.${campaign.fundedBy}`)}
          {campaign.fundedBy === "shared" && ` (${campaign.marketplaceShare}%)`} ·{" "}
          {t("admin.campaigns.products", { count: campaign.productCount })} ·{" "}
          <a href={campaignPath(campaign.slug)} className="text-brand-800 underline" dir="ltr">
            {campaignPath(campaign.slug)}
          </a>
        </p>
      </div>
      {canStop && campaign.active && new Date(campaign.endsAt) > new Date() && (
        <Button variant="secondary" size="sm" loading={save.isPending} onClick={() => void stop()}>
          {t("admin.campaigns.stop")}
        </Button>
      )}
    </Card>
  );
}
