import { CATEGORIES } from "@marketplace/shared/categories";
import { PRODUCT_SORTS } from "@marketplace/shared/product-sorts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useHydrated } from "@/lib/use-hydrated.ts";
import {
  DEFAULT_URL_FILTERS as DEFAULT_FILTERS,
  FLAG_VALUE,
  URL_FILTER_PARAMS as PARAMS,
  type UrlFilters,
} from "@/lib/use-url-filters.ts";
import { parsePriceInput, priceRangeError, SORT_LABELS } from "../catalog-filters.ts";
import { KeptFilterFields } from "./kept-filter-fields.tsx";

interface CatalogFilterPanelProps {
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
}

const priceText = (value: number | null) => (value === null ? "" : String(value));

/**
 * Category, price range, on sale, in stock and sort. Choices apply at once; the price range applies
 * with its own button (or Enter), after checking that it makes sense. Without JavaScript it is a
 * plain GET form of this page, its fields named as the address names the filters, sent with
 * "Apply filters" (shown only until the page is hydrated).
 */
export function CatalogFilterPanel({ filters, onChange }: CatalogFilterPanelProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const [priceError, setPriceError] = useState<string | null>(
    priceRangeError(filters.minPrice, filters.maxPrice),
  );

  // The URL can change under the panel (Back, Clear filters): show what is really applied.
  useEffect(() => {
    setMinText(priceText(filters.minPrice));
    setMaxText(priceText(filters.maxPrice));
    setPriceError(priceRangeError(filters.minPrice, filters.maxPrice));
  }, [filters.minPrice, filters.maxPrice]);

  const set = (patch: Partial<UrlFilters>) => onChange({ ...filters, ...patch });

  function applyPrice(event: FormEvent) {
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if ("error" in min || "error" in max) {
      setPriceError(
        "error" in min ? `Lowest price: ${min.error}` : `Highest price: ${(max as { error: string }).error}`,
      );
      return;
    }
    const rangeError = priceRangeError(min.value, max.value);
    setPriceError(rangeError);
    if (rangeError) return;
    set({ minPrice: min.value, maxPrice: max.value, page: 1 });
  }

  const errorId = `${id}-price-error`;
  return (
    <form method="get" onSubmit={applyPrice} noValidate className="space-y-6">
      <KeptFilterFields asked={["sort", "category", "minPrice", "maxPrice", "onSale", "inStock"]} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <Select
          id={`${id}-sort`}
          name={PARAMS.sort}
          choices={PRODUCT_SORTS}
          labelOf={(sort) => SORT_LABELS[sort]}
          value={filters.sort}
          onValueChange={(sort) => set({ sort: sort || DEFAULT_FILTERS.sort })}
          box="w-full px-3 py-2.5 text-base sm:text-sm"
        />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          id={`${id}-category`}
          name={PARAMS.category}
          choices={CATEGORIES}
          blankLabel="All categories"
          value={filters.category ?? ""}
          onValueChange={(category) => set({ category: category || null })}
          box="w-full px-3 py-2.5 text-base sm:text-sm"
        />
      </div>

      {/* Enter in a price box, or this group's button, sends the panel's form: applyPrice. */}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">Price range (Rs)</legend>
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-min`} small>
              Lowest price
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
              Highest price
            </Label>
            <Input
              id={`${id}-max`}
              name={PARAMS.maxPrice}
              inputMode="decimal"
              placeholder="Any"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? errorId : undefined}
            />
          </div>
        </div>
        {priceError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {priceError}
          </p>
        )}
        <Button type="submit" variant="secondary" size="sm" className="w-full">
          Apply price
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800">Availability</legend>
        <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            name={PARAMS.onSale}
            value={FLAG_VALUE}
            checked={filters.onSale}
            onChange={(event) => set({ onSale: event.target.checked })}
            className="h-5 w-5 rounded accent-brand-700"
          />
          On sale
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
          In stock only
        </label>
      </fieldset>

      {!hydrated && (
        <Button type="submit" className="w-full">
          Apply filters
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="w-full"
        onClick={() => onChange({ ...DEFAULT_FILTERS, search: filters.search, view: filters.view })}
      >
        Clear filters
      </Button>
    </form>
  );
}
