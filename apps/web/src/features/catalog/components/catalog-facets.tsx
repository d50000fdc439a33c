import { formatRupees } from "@marketplace/shared/money";
import { PRICE_BANDS, type PriceBand, RATING_STEPS } from "@marketplace/shared/product-facets";
import type { FacetValue, ProductFacets } from "@marketplace/shared/products-contracts";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Label } from "@/components/ui/label.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/filters.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { URL_FILTER_PARAMS as PARAMS, pageSearch, type UrlFilters } from "@/lib/use-url-filters.ts";
import { bandChoice, toggled } from "../catalog-filters.ts";

interface FacetProps {
  id: string;
  filters: UrlFilters;
  facets: ProductFacets | undefined;
  set: (patch: Partial<UrlFilters>) => void;
}

/** A facet's values with the chosen ones kept even when the other filters leave none of them. */
function withChosen(values: FacetValue[], chosen: string[]): FacetValue[] {
  const missing = chosen
    .filter((c) => !values.some((v) => v.value === c.toLowerCase()))
    .map((c) => ({ value: c.toLowerCase(), label: c, count: 0 }));
  return [...values, ...missing];
}

function useCount() {
  const { t, locale } = useT(messages);
  const number = new Intl.NumberFormat(locale);
  return (label: string, count: number | undefined) =>
    count === undefined ? label : t("filters.withCount", { label, count: number.format(count) });
}

/**
 * The price bands with their counts: links to the same list in that band (a second press clears
 * it), so that they work without JavaScript too; with it, a press applies at once.
 */
export function PriceBands({ filters, facets, set }: FacetProps) {
  const { t } = useT(messages);
  const withCount = useCount();
  const bandLabel = (band: PriceBand) =>
    band.min === 0 && band.max !== null
      ? t("filters.bandUnder", { max: formatRupees(band.max) })
      : band.max === null
        ? t("filters.bandOver", { min: formatRupees(band.min) })
        : t("filters.bandBetween", { min: formatRupees(band.min), max: formatRupees(band.max) });
  return (
    <ul aria-label={t("filters.priceBands")} className="space-y-1">
      {PRICE_BANDS.map((band, i) => {
        const next = { ...filters, ...bandChoice(filters, band), page: 1 };
        const chosen = filters.minPrice === band.min && filters.maxPrice === band.max;
        return (
          <li key={band.min}>
            <Link
              to={{ search: pageSearch(next, 1) }}
              preventScrollReset
              aria-current={chosen ? "true" : undefined}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                set(bandChoice(filters, band));
              }}
              className={cn(
                "flex min-h-9 items-center rounded-lg px-2 text-sm text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700",
                chosen && "bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200",
              )}
            >
              {withCount(bandLabel(band), facets?.price[i]?.count)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Sizes or colours as checkable chips (checkboxes named as the address names them). */
export function OptionChips({ id, filters, facets, set, facet }: FacetProps & { facet: "size" | "colour" }) {
  const { t } = useT(messages);
  const withCount = useCount();
  const key = facet === "size" ? "sizes" : "colours";
  const chosen = filters[key];
  const values = withChosen(facets?.[facet] ?? [], chosen);
  if (values.length === 0) return null;
  const isChosen = (value: string) => chosen.some((c) => c.toLowerCase() === value);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">
        {t(facet === "size" ? "filters.size" : "filters.colour")}
      </legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => (
          <label
            key={value.value}
            htmlFor={`${id}-${facet}-${value.value}`}
            className={cn(
              "relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ring-stone-300",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
              isChosen(value.value) ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-stone-700",
            )}
          >
            <input
              id={`${id}-${facet}-${value.value}`}
              type="checkbox"
              name={PARAMS[key]}
              value={value.label}
              checked={isChosen(value.value)}
              onChange={() => set({ [key]: toggled(chosen, value.label) })}
              // Over the whole chip, unseen: the chip is what she sees, taps and focuses.
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span dir="auto">{withCount(value.label, value.count)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The stores' cities, a select named `city`, with their counts. */
export function CityChoice({ id, filters, facets, set }: FacetProps) {
  const { t } = useT(messages);
  const withCount = useCount();
  const values = withChosen(facets?.city ?? [], filters.city ? [filters.city] : []);
  if (values.length === 0) return null;
  const byValue = new Map(values.map((v) => [v.value, v]));
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-city`}>{t("filters.city")}</Label>
      <Select
        id={`${id}-city`}
        name={PARAMS.city}
        choices={values.map((v) => v.value)}
        labelOf={(value) => {
          const v = byValue.get(value);
          return v ? withCount(v.label, v.count) : value;
        }}
        blankLabel={t("filters.allCities")}
        value={filters.city ?? ""}
        onValueChange={(city) => set({ city: city || null })}
        box="w-full px-3 py-2.5 text-base sm:text-sm"
      />
    </div>
  );
}

/** The stores' ratings: "Any rating", "4★ & up", "3★ & up", radios named `minRating`. */
export function RatingChoice({ id, filters, facets, set }: FacetProps) {
  const { t } = useT(messages);
  const withCount = useCount();
  const steps: Array<number | null> = [null, ...RATING_STEPS];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t("filters.rating")}</legend>
      {steps.map((step) => (
        <label
          key={step ?? "any"}
          htmlFor={`${id}-rating-${step ?? "any"}`}
          className="flex cursor-pointer items-center gap-3 text-sm text-stone-700"
        >
          <input
            id={`${id}-rating-${step ?? "any"}`}
            type="radio"
            name={PARAMS.minRating}
            value={step === null ? "" : String(step)}
            checked={filters.minRating === step}
            onChange={() => set({ minRating: step })}
            className="h-5 w-5 accent-brand-700"
          />
          {step === null
            ? t("filters.anyRating")
            : withCount(
                t("filters.ratingAtLeast", { stars: step }),
                facets?.rating.find((r) => r.value === String(step))?.count,
              )}
        </label>
      ))}
    </fieldset>
  );
}
