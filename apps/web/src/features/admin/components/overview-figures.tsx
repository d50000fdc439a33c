import type { OverviewAnswer } from "@marketplace/shared/admin-contracts";
import { formatRupees } from "@marketplace/shared/money";
import { Flag, Percent, ShoppingBag, UserPlus, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FigureCard } from "@/components/ui/figure-card.tsx";
import { useAdminT } from "../admin-words.ts";

function Figure({
  action,
  ...figure
}: {
  icon: ReactNode;
  label: string;
  value: string;
  action?: ReactNode;
}) {
  return (
    <li>
      <FigureCard {...figure} className="h-full" note={action && <p className="text-sm">{action}</p>} />
    </li>
  );
}

const linkClass = "font-semibold text-brand-700 hover:underline";

/** The overview's six figures: money and orders of the window, and the work waiting for an admin. */
export function OverviewFigures({ overview, days }: { overview: OverviewAnswer; days: number }) {
  const { t, locale } = useAdminT();
  const count = new Intl.NumberFormat(locale);
  return (
    <section aria-label={t("admin.overview.figuresLabel", { days })}>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        <Figure
          icon={<Wallet className="h-5 w-5" />}
          label={t("admin.overview.gmv")}
          value={formatRupees(overview.gmv)}
        />
        <Figure
          icon={<ShoppingBag className="h-5 w-5" />}
          label={t("admin.overview.orders")}
          value={count.format(overview.orders)}
        />
        <Figure
          icon={<Percent className="h-5 w-5" />}
          label={t("admin.overview.commission")}
          value={formatRupees(overview.commission)}
        />
        <Figure
          icon={<UserPlus className="h-5 w-5" />}
          label={t("admin.overview.newSellers")}
          value={count.format(overview.newSellers)}
        />
        <Figure
          icon={<Users className="h-5 w-5" />}
          label={t("admin.overview.pendingSellers")}
          value={count.format(overview.pendingSellers)}
          action={
            overview.pendingSellers > 0 && (
              <Link to="/admin/sellers?status=pending" className={linkClass}>
                {t("admin.overview.reviewSellers")}
              </Link>
            )
          }
        />
        <Figure
          icon={<Flag className="h-5 w-5" />}
          label={t("admin.overview.openReports")}
          value={count.format(overview.openReports)}
          action={
            overview.openReports > 0 && (
              <Link to="/admin/reports" className={linkClass}>
                {t("admin.overview.openQueue")}
              </Link>
            )
          }
        />
      </ul>
    </section>
  );
}
