import { formatRupees } from "@marketplace/shared/money";
import type { StoreDashboardAnswer } from "@marketplace/shared/stores-contracts";
import { Link } from "react-router";
import { DailyOrdersChartLoader } from "@/components/charts/daily-orders-chart-loader.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { productPath } from "@/lib/app-paths.ts";

/** The last 30 days as a chart with a written summary, and the best sellers beside it. */
export function SalesOverview({ dashboard }: { dashboard: StoreDashboardAnswer }) {
  const orders = dashboard.daily.reduce((sum, d) => sum + d.orders, 0);
  const revenue = dashboard.daily.reduce((sum, d) => sum + d.revenue, 0);
  const { t, locale } = useT(messages);
  const count = new Intl.NumberFormat(locale);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2">
        <CardTitle>{t("dashboard.sales.title")}</CardTitle>
        <p className="mt-1 text-sm text-stone-600">
          {t("dashboard.sales.summary", { orders, revenue: formatRupees(revenue) })}
        </p>
        <div className="mt-4">
          <DailyOrdersChartLoader
            points={dashboard.daily.map((day) => ({
              date: day.date,
              orders: day.orders,
              amount: day.revenue,
            }))}
            amountName={t("dashboard.stats.revenue")}
          />
        </div>
      </Card>
      <Card className="min-w-0">
        <CardTitle>{t("dashboard.sales.topProducts")}</CardTitle>
        {dashboard.topProducts.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t("dashboard.sales.noSales")}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {dashboard.topProducts.map((p) => (
              <li key={p._id} className="flex items-center gap-3">
                <span className="h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-stone-100">
                  <ProductImage src={p.image} alt="" width={48} height={48} />
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    to={productPath(p._id)}
                    dir="auto"
                    className="block truncate font-medium text-stone-900 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <p className="text-xs text-stone-600">
                    {t("dashboard.sales.sold", {
                      units: count.format(p.unitsSold),
                      revenue: formatRupees(p.revenue),
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
