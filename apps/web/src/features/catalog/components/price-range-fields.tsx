import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import messages from "@/i18n/catalogs/en/filters.json";
import { useT } from "@/i18n/use-t.ts";
import { URL_FILTER_PARAMS as PARAMS } from "@/lib/use-url-filters.ts";
import type { PriceRange } from "./use-price-range.ts";

/**
 * The lowest and highest price boxes with their message and button. Enter in a box, or the
 * button, sends the panel's form, whose submit is `range.apply`. `children`: the price bands.
 */
export function PriceRangeFields({
  id,
  range,
  children,
}: {
  id: string;
  range: PriceRange;
  children?: ReactNode;
}) {
  const { t } = useT(messages);
  const errorId = `${id}-price-error`;
  const wrong = range.problemText !== null;
  const box = (which: "min" | "max") => ({
    id: `${id}-${which}`,
    name: which === "min" ? PARAMS.minPrice : PARAMS.maxPrice,
    inputMode: "decimal" as const,
    "aria-invalid": wrong ? true : undefined,
    "aria-describedby": wrong ? errorId : undefined,
  });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t("filters.priceRange")}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-min`} small>
            {t("filters.lowest")}
          </Label>
          <Input
            {...box("min")}
            placeholder="0"
            value={range.minText}
            onChange={(event) => range.setMinText(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-max`} small>
            {t("filters.highest")}
          </Label>
          <Input
            {...box("max")}
            placeholder={t("filters.any")}
            value={range.maxText}
            onChange={(event) => range.setMaxText(event.target.value)}
          />
        </div>
      </div>
      {wrong && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {range.problemText}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm" className="w-full">
        {t("filters.applyPrice")}
      </Button>
      {children}
    </fieldset>
  );
}
