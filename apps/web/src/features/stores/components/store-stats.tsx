import { BadgePercent, Banknote, Package, PackageCheck, Star } from "lucide-react";
import messages from "@/i18n/catalogs/en/stores.json";
import { useT } from "@/i18n/use-t.ts";
import { formatAveragePrice, formatAverageRating } from "@/lib/store-figures.ts";
import type { StoreStats as Stats } from "../api/stores-api.ts";

/** Five figures for the whole store, as the server computed them. */
export function StoreStats({ stats }: { stats: Stats }) {
  const { t, locale } = useT(messages);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const cards = [
    { label: t("stores.stats.total"), value: count(stats.total), Icon: Package },
    { label: t("stores.stats.inStock"), value: count(stats.inStock), Icon: PackageCheck },
    { label: t("stores.stats.averagePrice"), value: formatAveragePrice(stats.averagePrice), Icon: Banknote },
    {
      label: t("stores.stats.averageRating"),
      value: formatAverageRating(stats.averageRating) ?? t("stores.stats.noReviews"),
      Icon: Star,
    },
    { label: t("stores.stats.onSale"), value: count(stats.onSale), Icon: BadgePercent },
  ];
  return (
    <section aria-label={t("stores.stats.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(({ label, value, Icon }, index) => (
          <div
            key={label}
            data-testid="store-stat"
            className={`flex flex-col gap-0.5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80 ${index === cards.length - 1 ? "col-span-2 sm:col-span-1" : ""}`}
          >
            <dt className="flex flex-col gap-2 text-xs font-medium text-stone-500">
              <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className={`min-w-0 font-bold text-stone-900 ${value.length > 12 ? "text-base" : "text-lg"}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
