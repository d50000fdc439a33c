import { formatRupees } from "@marketplace/shared/money";
import type { StoreDashboardAnswer } from "@marketplace/shared/stores-contracts";
import { Eye, Package, Star, Tag, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { FigureCard } from "@/components/ui/figure-card.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

function StatCard({ detail, ...figure }: { icon: ReactNode; label: string; value: string; detail: string }) {
  return <FigureCard {...figure} note={<p className="text-xs text-stone-500">{detail}</p>} />;
}

/** The five figures of the dashboard, all from the server (no placeholders). */
export function StatCards({ stats }: { stats: StoreDashboardAnswer["stats"] }) {
  const { t, locale } = useT(messages);
  const count = new Intl.NumberFormat(locale);
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section
      aria-label={t("dashboard.stats.regionLabel")}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5"
    >
      <StatCard
        icon={<Package className="h-5 w-5" />}
        label={t("dashboard.stats.totalProducts")}
        value={count.format(stats.totalProducts)}
        detail={
          stats.totalProducts === 0
            ? t("dashboard.stats.nothingListed")
            : stats.outOfStock > 0
              ? t("dashboard.stats.outOfStock", { count: count.format(stats.outOfStock) })
              : t("dashboard.stats.allInStock")
        }
      />
      <StatCard
        icon={<Tag className="h-5 w-5" />}
        label={t("dashboard.stats.onSale")}
        value={count.format(stats.onSale)}
        detail={t("dashboard.stats.onSaleDetail")}
      />
      <StatCard
        icon={<Star className="h-5 w-5" />}
        label={t("dashboard.stats.averageRating")}
        value={stats.reviewCount > 0 ? rating.format(stats.averageRating) : "–"}
        detail={
          stats.reviewCount > 0
            ? t("dashboard.stats.fromReviews", { count: stats.reviewCount })
            : t("dashboard.stats.noReviews")
        }
      />
      <StatCard
        icon={<Wallet className="h-5 w-5" />}
        label={t("dashboard.stats.revenue")}
        value={formatRupees(stats.revenue)}
        detail={t("dashboard.stats.revenueDetail", {
          orders: stats.orders,
          pending: count.format(stats.pendingOrders),
        })}
      />
      <StatCard
        icon={<Eye className="h-5 w-5" />}
        label={t("dashboard.stats.views")}
        value={count.format(stats.views)}
        detail={t("dashboard.stats.viewsDetail")}
      />
    </section>
  );
}
