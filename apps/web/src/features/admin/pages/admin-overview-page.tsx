import { formatRupees } from "@marketplace/shared/money";
import { lazy, Suspense } from "react";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { OVERVIEW_DAYS, useAdminOverview } from "../api/overview-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { OverviewFigures } from "../components/overview-figures.tsx";

const DailyOrdersChart = lazy(() => import("@/components/charts/daily-orders-chart.tsx"));

export default function AdminOverviewPage() {
  const overview = useAdminOverview();
  const data = overview.data;
  const quiet = data?.series.every((day) => day.orders === 0) ?? false;
  return (
    <AdminPage title="Overview" intro={`How the marketplace did in the last ${OVERVIEW_DAYS} days.`}>
      {overview.isError ? (
        <ErrorState
          message={`We couldn't load the overview. ${errorMessageOf(overview.error)}`}
          onRetry={() => overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : !data ? (
        <LoadingState label="Loading the overview..." />
      ) : (
        <>
          <OverviewFigures overview={data} days={OVERVIEW_DAYS} />
          <Card className="min-w-0">
            <CardTitle>Orders and GMV per day</CardTitle>
            <p className="mt-1 text-sm text-stone-600">
              {quiet
                ? `No orders in the last ${OVERVIEW_DAYS} days yet.`
                : `${data.orders} ${data.orders === 1 ? "order" : "orders"} worth ${formatRupees(data.gmv)} in the last ${OVERVIEW_DAYS} days (cancelled and returned orders left out).`}
            </p>
            {!quiet && (
              <div className="mt-4">
                <Suspense
                  fallback={
                    <div className="grid h-64 place-items-center text-brand-700">
                      <Spinner />
                    </div>
                  }
                >
                  <DailyOrdersChart
                    points={data.series.map((day) => ({
                      date: day.date,
                      orders: day.orders,
                      amount: day.gmv,
                    }))}
                    amountName="GMV"
                  />
                </Suspense>
              </div>
            )}
          </Card>
        </>
      )}
    </AdminPage>
  );
}
