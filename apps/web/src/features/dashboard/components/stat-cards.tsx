import { formatRupees } from "@marketplace/shared/money";
import type { StoreDashboardAnswer } from "@marketplace/shared/stores-contracts";
import { Eye, Package, Star, Tag, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";

const count = new Intl.NumberFormat("en-PK");

function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span
        aria-hidden="true"
        className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-2xl font-bold text-stone-900 tabular-nums">{value}</p>
        <p className="text-xs text-stone-500">{detail}</p>
      </div>
    </Card>
  );
}

/** The five figures of the dashboard, all from the server (no placeholders). */
export function StatCards({ stats }: { stats: StoreDashboardAnswer["stats"] }) {
  const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;
  return (
    <section
      aria-label="Store figures"
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5"
    >
      <StatCard
        icon={<Package className="h-5 w-5" />}
        label="Total products"
        value={count.format(stats.totalProducts)}
        detail={
          stats.totalProducts === 0
            ? "Nothing listed yet"
            : stats.outOfStock > 0
              ? `${count.format(stats.outOfStock)} out of stock`
              : "All in stock"
        }
      />
      <StatCard
        icon={<Tag className="h-5 w-5" />}
        label="On sale"
        value={count.format(stats.onSale)}
        detail="with an active sale price"
      />
      <StatCard
        icon={<Star className="h-5 w-5" />}
        label="Average rating"
        value={stats.reviewCount > 0 ? stats.averageRating.toFixed(1) : "–"}
        detail={
          stats.reviewCount > 0 ? `from ${plural(stats.reviewCount, "review", "reviews")}` : "No reviews yet"
        }
      />
      <StatCard
        icon={<Wallet className="h-5 w-5" />}
        label="Revenue"
        value={formatRupees(stats.revenue)}
        detail={`from delivered or paid orders; ${plural(stats.orders, "order", "orders")} in all, ${count.format(stats.pendingOrders)} pending`}
      />
      <StatCard
        icon={<Eye className="h-5 w-5" />}
        label="Store views"
        value={count.format(stats.views)}
        detail="visitors, counted once a day"
      />
    </section>
  );
}
