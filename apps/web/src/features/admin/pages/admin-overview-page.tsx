import { formatRupees } from "@marketplace/shared/money";
import { DailyOrdersChartLoader } from "@/components/charts/daily-orders-chart-loader.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { OVERVIEW_DAYS, useAdminOverview } from "../api/overview-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { OverviewFigures } from "../components/overview-figures.tsx";

export default function AdminOverviewPage() {
  const { t } = useAdminT();
  const overview = useAdminOverview();
  const data = overview.data;
  const quiet = data?.series.every((day) => day.orders === 0) ?? false;
  return (
    <AdminPage
      title={t("admin.sections.overview")}
      intro={t("admin.overview.intro", { days: OVERVIEW_DAYS })}
    >
      {overview.isError ? (
        <ErrorState
          message={t("admin.overview.loadError", { error: errorMessageOf(overview.error) })}
          onRetry={() => overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.overview.loading")} />
      ) : (
        <>
          <OverviewFigures overview={data} days={OVERVIEW_DAYS} />
          <Card className="min-w-0">
            <CardTitle>{t("admin.overview.chartTitle")}</CardTitle>
            <p className="mt-1 text-sm text-stone-600">
              {quiet
                ? t("admin.overview.quiet", { days: OVERVIEW_DAYS })
                : t("admin.overview.summary", {
                    orders: data.orders,
                    amount: formatRupees(data.gmv),
                    days: OVERVIEW_DAYS,
                  })}
            </p>
            {!quiet && (
              <div className="mt-4">
                <DailyOrdersChartLoader
                  points={data.series.map((day) => ({
                    date: day.date,
                    orders: day.orders,
                    amount: day.gmv,
                  }))}
                  amountName={t("admin.overview.gmv")}
                />
              </div>
            )}
          </Card>
        </>
      )}
    </AdminPage>
  );
}
