import { Package, Star } from "lucide-react";
import { StarRating } from "@/components/ui/star-rating.tsx";
import messages from "@/i18n/catalogs/en/stores.json";
import { useT } from "@/i18n/use-t.ts";

/**
 * What a shopper weighs about the whole store (issue 34, item 8): its rating over every review of its
 * products, and how many products it has. The seller's own figures stay on her dashboard.
 */
export function StoreStats({
  rating,
  products,
}: {
  rating: { average: number; count: number };
  products: number;
}) {
  const { t, locale } = useT(messages);
  const cards = [
    {
      label: t("stores.stats.averageRating"),
      value: <StarRating rating={rating.average} reviewCount={rating.count} size="md" />,
      Icon: Star,
    },
    { label: t("stores.stats.total"), value: new Intl.NumberFormat(locale).format(products), Icon: Package },
  ];
  return (
    <section aria-label={t("stores.stats.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-xl">
        {cards.map(({ label, value, Icon }) => (
          <div
            key={label}
            data-testid="store-stat"
            className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80"
          >
            <dt className="flex flex-col gap-2 text-xs font-medium text-stone-500">
              <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="min-w-0 text-lg font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
