import { CATEGORIES } from "@marketplace/shared/categories";
import { PRODUCT_SORTS } from "@marketplace/shared/product-sorts";
import type { ProductFacets } from "@marketplace/shared/products-contracts";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/filters.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useHydrated } from "@/lib/use-hydrated.ts";
import {
  DEFAULT_URL_FILTERS as DEFAULT_FILTERS,
  FLAG_VALUE,
  URL_FILTER_PARAMS as PARAMS,
  type UrlFilters,
} from "@/lib/use-url-filters.ts";
import { CityChoice, OptionChips, PriceBands, RatingChoice } from "./catalog-facets.tsx";
import { KeptFilterFields } from "./kept-filter-fields.tsx";
import { PriceRangeFields } from "./price-range-fields.tsx";
import { usePriceRange } from "./use-price-range.ts";

interface CatalogFilterPanelProps {
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
  /** The counts beside each choice (issue 33); undefined until they are known. */
  facets?: ProductFacets;
}

/**
 * Category, price range and bands, size, colour, the store's city and rating, on sale, in stock and
 * sort, each choice with how many products it gives (the facets, issue 33). Choices apply at once; the price range applies
 * with its own button (or Enter), after checking that it makes sense. Without JavaScript it is a
 * plain GET form of this page, its fields named as the address names the filters, sent with
 * "Apply filters" (shown only until the page is hydrated).
 */
export function CatalogFilterPanel({ filters, onChange, facets }: CatalogFilterPanelProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { t, locale } = useT(messages);
  const labels = useLabels();
  const set = (patch: Partial<UrlFilters>) => onChange({ ...filters, ...patch });
  // A facet's choice starts the list again at its first page.
  const choose = (patch: Partial<UrlFilters>) => set({ ...patch, page: 1 });
  const categoryCounts = new Map(facets?.category.map((c) => [c.value, c.count]));
  const number = new Intl.NumberFormat(locale);
  const facetProps = { id, filters, facets, set: choose };

  const range = usePriceRange(filters, set);

  return (
    <form method="get" onSubmit={range.apply} noValidate className="space-y-6">
      <KeptFilterFields
        asked={[
          "sort",
          "category",
          "minPrice",
          "maxPrice",
          "onSale",
          "inStock",
          "city",
          "minRating",
          "sizes",
          "colours",
        ]}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-sort`}>{t("filters.sortBy")}</Label>
        <Select
          id={`${id}-sort`}
          name={PARAMS.sort}
          choices={PRODUCT_SORTS}
          labelOf={labels.sort}
          value={filters.sort}
          onValueChange={(sort) => set({ sort: sort || DEFAULT_FILTERS.sort })}
          box="w-full px-3 py-2.5 text-base sm:text-sm"
        />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>{t("filters.category")}</Label>
        <Select
          id={`${id}-category`}
          name={PARAMS.category}
          choices={CATEGORIES}
          labelOf={(category) =>
            facets?.category.length
              ? t("filters.withCount", {
                  label: labels.category(category),
                  count: number.format(categoryCounts.get(category) ?? 0),
                })
              : labels.category(category)
          }
          blankLabel={t("filters.allCategories")}
          value={filters.category ?? ""}
          onValueChange={(category) => choose({ category: category || null })}
          box="w-full px-3 py-2.5 text-base sm:text-sm"
        />
      </div>

      <PriceRangeFields id={id} range={range}>
        <PriceBands {...facetProps} />
      </PriceRangeFields>

      <OptionChips {...facetProps} facet="size" />
      <OptionChips {...facetProps} facet="colour" />
      <CityChoice {...facetProps} />
      <RatingChoice {...facetProps} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800">{t("filters.availability")}</legend>
        <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            name={PARAMS.onSale}
            value={FLAG_VALUE}
            checked={filters.onSale}
            onChange={(event) => set({ onSale: event.target.checked })}
            className="h-5 w-5 rounded accent-brand-700"
          />
          {t("filters.onSale")}
        </label>
        <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            name={PARAMS.inStock}
            value={FLAG_VALUE}
            checked={filters.inStock}
            onChange={(event) => set({ inStock: event.target.checked })}
            className="h-5 w-5 rounded accent-brand-700"
          />
          {t("filters.inStockOnly")}
        </label>
      </fieldset>

      {!hydrated && (
        <Button type="submit" className="w-full">
          {t("filters.apply")}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="w-full"
        onClick={() => onChange({ ...DEFAULT_FILTERS, search: filters.search, view: filters.view })}
      >
        {t("filters.clear")}
      </Button>
    </form>
  );
}
