import { formatRupees } from "@marketplace/shared/money";
import type { ProductFacets } from "@marketplace/shared/products-contracts";
import { X } from "lucide-react";
import messages from "@/i18n/catalogs/en/filters.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { DEFAULT_URL_FILTERS as DEFAULT_FILTERS, type UrlFilters } from "@/lib/use-url-filters.ts";

/** What narrows the list right now, each removable on its own. */
export function ActiveFilterChips({
  filters,
  onChange,
  onClear,
  facets,
}: {
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
  onClear: () => void;
  /** For the city's name as its sellers write it. */
  facets?: ProductFacets;
}) {
  const { t } = useT(messages);
  const labels = useLabels();
  const chips: Array<{ label: string; remove: UrlFilters }> = [];
  // Isolated, so the quotes stay around the words in a right-to-left line.
  if (filters.search)
    chips.push({ label: `\u2068“${filters.search}”\u2069`, remove: { ...filters, search: "" } });
  if (filters.category)
    chips.push({ label: labels.category(filters.category), remove: { ...filters, category: null } });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${formatRupees(filters.minPrice)} – ${formatRupees(filters.maxPrice)}`
        : filters.minPrice !== null
          ? t("filters.chips.from", { min: formatRupees(filters.minPrice) })
          : t("filters.chips.upTo", { max: formatRupees(filters.maxPrice as number) });
    chips.push({ label, remove: { ...filters, minPrice: null, maxPrice: null } });
  }
  for (const size of filters.sizes)
    chips.push({
      label: t("filters.chips.size", { size }),
      remove: { ...filters, sizes: filters.sizes.filter((s) => s !== size), page: 1 },
    });
  for (const colour of filters.colours)
    chips.push({
      label: t("filters.chips.colour", { colour }),
      remove: { ...filters, colours: filters.colours.filter((c) => c !== colour), page: 1 },
    });
  if (filters.city) {
    const city = facets?.city.find((c) => c.value === filters.city)?.label ?? filters.city;
    chips.push({ label: t("filters.chips.city", { city }), remove: { ...filters, city: null, page: 1 } });
  }
  if (filters.minRating !== null)
    chips.push({
      label: t("filters.chips.rating", { stars: filters.minRating }),
      remove: { ...filters, minRating: null, page: 1 },
    });
  if (filters.onSale) chips.push({ label: t("filters.onSale"), remove: { ...filters, onSale: false } });
  if (filters.inStock)
    chips.push({ label: t("filters.chips.inStock"), remove: { ...filters, inStock: false } });
  if (filters.sort !== DEFAULT_FILTERS.sort) {
    chips.push({ label: labels.sort(filters.sort), remove: { ...filters, sort: DEFAULT_FILTERS.sort } });
  }
  if (chips.length === 0) return null;

  return (
    <ul aria-label={t("filters.chips.label")} className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.remove)}
            aria-label={t("filters.chips.remove", { label: chip.label })}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {chip.label}
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="px-2 py-1.5 text-sm font-semibold text-stone-600 underline-offset-2 hover:underline"
        >
          {t("filters.chips.clearAll")}
        </button>
      </li>
    </ul>
  );
}
