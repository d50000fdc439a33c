import { type FormEvent, useEffect, useState } from "react";
import messages from "@/i18n/catalogs/en/filters.json";
import { useT } from "@/i18n/use-t.ts";
import type { UrlFilters } from "@/lib/use-url-filters.ts";
import { type PriceMessage, parsePriceInput, priceRangeError } from "../catalog-filters.ts";

const priceText = (value: number | null) => (value === null ? "" : String(value));

/**
 * The filter panel's price range as typed: the two boxes' text, what is wrong with it and in which
 * box, and `apply` (the panel's submit), which sets the range only when it makes sense.
 */
export function usePriceRange(filters: UrlFilters, set: (patch: Partial<UrlFilters>) => void) {
  const { t } = useT(messages);
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const [problem, setProblem] = useState<PriceMessage | null>(
    priceRangeError(filters.minPrice, filters.maxPrice),
  );
  // Which box a typed price is wrong in, kept apart from the message so both are shown translated.
  const [wrongBox, setWrongBox] = useState<"min" | "max" | null>(null);

  // The URL can change under the panel (Back, Clear filters): show what is really applied.
  useEffect(() => {
    setMinText(priceText(filters.minPrice));
    setMaxText(priceText(filters.maxPrice));
    setProblem(priceRangeError(filters.minPrice, filters.maxPrice));
    setWrongBox(null);
  }, [filters.minPrice, filters.maxPrice]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if ("error" in min || "error" in max) {
      setWrongBox("error" in min ? "min" : "max");
      setProblem("error" in min ? min.error : (max as { error: PriceMessage }).error);
      return;
    }
    const rangeError = priceRangeError(min.value, max.value);
    setWrongBox(null);
    setProblem(rangeError);
    if (rangeError) return;
    set({ minPrice: min.value, maxPrice: max.value, page: 1 });
  }

  const problemText =
    problem === null
      ? null
      : wrongBox === "min"
        ? t("filters.lowestError", { error: t(problem) })
        : wrongBox === "max"
          ? t("filters.highestError", { error: t(problem) })
          : t(problem);

  return { minText, setMinText, maxText, setMaxText, problemText, apply };
}

export type PriceRange = ReturnType<typeof usePriceRange>;
