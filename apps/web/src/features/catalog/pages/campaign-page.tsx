import { SearchX, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import filterMessages from "@/i18n/catalogs/en/filters.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { campaignPath } from "@/lib/app-paths.ts";
import { useCampaignWords } from "@/lib/campaign-words.ts";
import { useCampaignPage } from "../api/campaigns-api.ts";
import { ProductCard } from "../components/product-card.tsx";

/** A marketplace campaign's page (issue 31): what it takes off, until when, and the products in it. */
export default function CampaignPage() {
  const { slug = "" } = useParams();
  const { t } = useT(messages);
  const filterWords = useT(filterMessages);
  const words = useCampaignWords();
  const query = useCampaignPage(slug);

  if (query.isPending) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-8">
        <LoadingState label={t("catalog.campaign.loading")} />
      </section>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-7xl px-4 py-8">
        <PageHead title={t(missing ? "catalog.campaign.notFound" : "catalog.campaign.loadError")} noindex />
        {missing ? (
          <EmptyState
            headingLevel={1}
            icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
            title={t("catalog.campaign.notFound")}
            message={t("catalog.campaign.notFoundMessage")}
          >
            <Link to="/AllProduct" className={buttonClasses("primary")}>
              {t("catalog.browseAll")}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            message={t("catalog.campaign.loadError")}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </section>
    );
  }

  const { campaign, products } = query.data;
  const name = words.name(campaign);
  let body: ReactNode;
  if (products.length === 0) {
    body = <EmptyState title={name} message={t("catalog.campaign.empty")} headingLevel={2} />;
  } else {
    body = (
      <>
        <h2 className="sr-only">{filterWords.t("filters.results.heading")}</h2>
        <ul className="grid grid-cols-1 gap-3 min-[340px]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} priority={index < 4} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHead
        title={name}
        description={`${name}: ${words.offer(campaign)}`}
        path={campaignPath(campaign.slug)}
      />
      <header className="mb-6 rounded-2xl bg-brand-800 p-5 text-white sm:p-7">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-white/90">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {campaign.running ? words.until(campaign) : words.from(campaign)}
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold sm:text-4xl">{name}</h1>
        <p className="mt-1 text-lg font-semibold">{words.offer(campaign)}</p>
        {!campaign.running && (
          <p className="mt-2 text-sm text-white/90">{t("catalog.campaign.comingSoon")}</p>
        )}
      </header>
      {body}
    </section>
  );
}
