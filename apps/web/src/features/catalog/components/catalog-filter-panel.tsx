import { CATEGORIES } from "@marketplace/shared/categories";
import { PRODUCT_SORTS } from "@marketplace/shared/product-sorts";
import type { ProductFacets } from "@marketplace/shared/products-contracts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
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
import { type PriceMessage, parsePriceInput, priceRangeError } from "../catalog-filters.ts";
import { CityChoice, OptionChips, PriceBands, RatingChoice } from "./catalog-facets.tsx";
import { KeptFilterFields } from "./kept-filter-fields.tsx";

interface CatalogFilterPanelProps {
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
  /** The counts beside each choice (issue 33); undefined until they are known. */
  facets?: ProductFacets;
}

const priceText = (value: number | null) => (value === null ? "" : String(value));

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
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const [priceError, setPriceError] = useState<PriceMessage | null>(
    priceRangeError(filters.minPrice, filters.maxPrice),
  );

  // The URL can change under the panel (Back, Clear filters): show what is really applied.
  useEffect(() => {
    setMinText(priceText(filters.minPrice));
    setMaxText(priceText(filters.maxPrice));
    setPriceError(priceRangeError(filters.minPrice, filters.maxPrice));
    setErrorBox(null);
  }, [filters.minPrice, filters.maxPrice]);

  const set = (patch: Partial<UrlFilters>) => onChange({ ...filters, ...patch });
  // A facet's choice starts the list again at its first page.
  const choose = (patch: Partial<UrlFilters>) => set({ ...patch, page: 1 });
  const categoryCounts = new Map(facets?.category.map((c) => [c.value, c.count]));
  const number = new Intl.NumberFormat(locale);
  const facetProps = { id, filters, facets, set: choose };

  // Which box a typed price is wrong in, kept apart from the message so both are shown translated.
  const [errorBox, setErrorBox] = useState<"min" | "max" | null>(null);

  function applyPrice(event: FormEvent) {
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if ("error" in min || "error" in max) {
      setErrorBox("error" in min ? "min" : "max");
      setPriceError("error" in min ? min.error : (max as { error: PriceMessage }).error);
      return;
    }
    const rangeError = priceRangeError(min.value, max.value);
    setErrorBox(null);
    setPriceError(rangeError);
    if (rangeError) return;
    set({ minPrice: min.value, maxPrice: max.value, page: 1 });
  }

  const priceErrorText =
    priceError === null
      ? null
      : errorBox === "min"
        ? t("filters.lowestError", { error: t(priceError) })
        : errorBox === "max"
          ? t("filters.highestError", { error: t(priceError) })
          : t(priceError);

  const errorId = `${id}-price-error`;
  return (
    <form method="get" onSubmit={applyPrice} noValidate className="space-y-6">
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

      {/* Enter in a price box, or this group's button, sends the panel's form: applyPrice. */}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t("filters.priceRange")}</legend>
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-min`} small>
              {t("filters.lowest")}
            </Label>
            <Input
              id={`${id}-min`}
              name={PARAMS.minPrice}
              inputMode="decimal"
              placeholder="0"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? errorId : undefined}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-max`} small>
              {t("filters.highest")}
            </Label>
            <Input
              id={`${id}-max`}
              name={PARAMS.maxPrice}
              inputMode="decimal"
              placeholder={t("filters.any")}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? errorId : undefined}
            />
          </div>
        </div>
        {priceError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {priceErrorText}
          </p>
        )}
        <Button type="submit" variant="secondary" size="sm" className="w-full">
          {t("filters.applyPrice")}
        </Button>
        <PriceBands {...facetProps} />
      </fieldset>

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
