import { LOW_STOCK_BELOW } from "@marketplace/shared/pricing";
import type { StoreDashboardAnswer } from "@marketplace/shared/stores-contracts";
import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { editProductPath } from "@/lib/app-paths.ts";

type LowStockEntry = StoreDashboardAnswer["lowStock"][number];

/**
 * What is running out, per size for a product with sizes ("Kurta, Size: M: 2 left"), fewest first,
 * each a link to the product's form to restock it. Locked (a suspended seller) shows no links.
 */
export function LowStockCard({ entries, locked = false }: { entries: LowStockEntry[]; locked?: boolean }) {
  const { t, locale } = useT(messages);
  const variantWords = useVariantWords();
  const headingId = useId();
  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardTitle id={headingId}>{t("dashboard.lowStock.title")}</CardTitle>
        {entries.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            {t("dashboard.lowStock.empty", { count: number.format(LOW_STOCK_BELOW) })}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100">
            {entries.map((entry) => {
              const what = entry.variant
                ? t("dashboard.lowStock.variant", {
                    name: entry.name,
                    variant: variantWords.variant(entry.variant.options),
                  })
                : entry.name;
              return (
                <li
                  key={`${entry._id}:${entry.variant?._id ?? ""}`}
                  className="flex items-center justify-between gap-3 py-2 text-sm"
                >
                  {locked ? (
                    <span className="min-w-0 text-stone-900">{what}</span>
                  ) : (
                    <Link
                      to={editProductPath(entry._id)}
                      className="min-w-0 text-stone-900 hover:text-brand-700 hover:underline"
                    >
                      {what}
                    </Link>
                  )}
                  <span
                    className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
                      entry.quantity <= 0 ? "bg-red-50 text-red-700" : "bg-accent-100 text-accent-700"
                    }`}
                  >
                    <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
                    {entry.quantity <= 0
                      ? t("dashboard.lowStock.out")
                      : t("dashboard.lowStock.left", { count: number.format(entry.quantity) })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
