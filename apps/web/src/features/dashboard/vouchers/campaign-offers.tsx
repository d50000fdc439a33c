import type { SellerCampaign } from "@marketplace/shared/campaigns-contracts";
import { Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/vouchers.json";
import { useT } from "@/i18n/use-t.ts";
import { useCampaignWords } from "@/lib/campaign-words.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useChangeCampaignProducts, useSellerCampaigns } from "../api/campaigns-api.ts";
import { useAllStoreProducts } from "../api/dashboard-api.ts";

interface StoreProduct {
  _id: string;
  name: string;
}

/** The marketplace's sales (issue 31) and, for each, which of this store's products are in it. */
export function CampaignOffers({ storeId }: { storeId: string }) {
  const { t } = useT(messages);
  const campaigns = useSellerCampaigns();
  const products = useAllStoreProducts(storeId);

  let body: ReactNode;
  if (campaigns.isPending || products.isPending)
    body = <LoadingState label={t("vouchers.campaigns.loading")} />;
  else if (campaigns.isError || products.isError) {
    body = (
      <ErrorState
        title={t("vouchers.campaigns.loadFailed")}
        message={errorMessageOf(campaigns.error ?? products.error)}
        onRetry={() => {
          void campaigns.refetch();
          void products.refetch();
        }}
        retrying={campaigns.isFetching || products.isFetching}
      />
    );
  } else if (campaigns.data.campaigns.length === 0) {
    body = <p className="text-sm text-stone-600">{t("vouchers.campaigns.none")}</p>;
  } else {
    body = (
      <ul className="space-y-4">
        {campaigns.data.campaigns.map((campaign) => (
          <li key={campaign._id}>
            <CampaignChoice campaign={campaign} products={products.data} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardTitle>{t("vouchers.campaigns.title")}</CardTitle>
      <p className="mt-1 text-sm text-stone-600">{t("vouchers.campaigns.intro")}</p>
      <div className="mt-4">{body}</div>
    </Card>
  );
}

function CampaignChoice({ campaign, products }: { campaign: SellerCampaign; products: StoreProduct[] }) {
  const { t } = useT(messages);
  const words = useCampaignWords();
  const change = useChangeCampaignProducts();
  const joined = new Set(campaign.myProductIds);
  const [chosen, setChosen] = useState(
    () => new Set(products.filter((p) => joined.has(p._id)).map((p) => p._id)),
  );
  const funded =
    campaign.fundedBy === "marketplace"
      ? t("vouchers.campaigns.fundedMarketplace")
      : campaign.fundedBy === "seller"
        ? t("vouchers.campaigns.fundedSeller")
        : t("vouchers.campaigns.fundedShared", { share: campaign.marketplaceShare });

  const save = async () => {
    const storeIds = new Set(products.map((p) => p._id));
    const toJoin = [...chosen].filter((id) => !joined.has(id));
    const toLeave = [...joined].filter((id) => storeIds.has(id) && !chosen.has(id));
    try {
      if (toJoin.length > 0)
        await change.mutateAsync({ campaignId: campaign._id, body: { productIds: toJoin } });
      if (toLeave.length > 0)
        await change.mutateAsync({ campaignId: campaign._id, body: { productIds: toLeave, leave: true } });
      toast.success(t("vouchers.campaigns.saved", { name: words.name(campaign) }));
    } catch (error) {
      toast.error(t("vouchers.campaigns.saveFailed"), { description: errorMessageOf(error) });
    }
  };

  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-stone-200">
      <legend className="px-1 font-semibold text-stone-900">
        <Sparkles className="me-1 inline h-4 w-4 text-brand-700" aria-hidden="true" />
        {words.name(campaign)}
      </legend>
      <p className="text-sm text-stone-700">
        {[
          t(campaign.running ? "vouchers.campaigns.running" : "vouchers.campaigns.coming"),
          words.offer(campaign),
          campaign.running ? words.until(campaign) : words.from(campaign),
        ].join(" · ")}
      </p>
      <p className="text-sm text-stone-600">{funded}</p>
      <p className="mt-3 text-sm font-medium text-stone-800">{t("vouchers.campaigns.products")}</p>
      {products.length === 0 ? (
        <p className="text-sm text-stone-600">{t("vouchers.campaigns.noProducts")}</p>
      ) : (
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {products.map((product) => (
            <li key={product._id}>
              <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm hover:bg-stone-50">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  checked={chosen.has(product._id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(product._id);
                    else next.delete(product._id);
                    setChosen(next);
                  }}
                />
                <span dir="auto" className="min-w-0">
                  {product.name}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" loading={change.isPending} onClick={() => void save()}>
          {change.isPending ? t("vouchers.campaigns.saving") : t("vouchers.campaigns.save")}
        </Button>
        <span className="text-sm text-stone-600">
          {t("vouchers.campaigns.joined", { count: joined.size })}
        </span>
      </div>
    </fieldset>
  );
}
