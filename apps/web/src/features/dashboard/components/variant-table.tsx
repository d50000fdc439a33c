import { SKU_MAX } from "@marketplace/shared/product-variants";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import {
  fillImage,
  fillRows,
  type OptionsFieldErrors,
  rowImage,
  type VariantFormValue,
} from "../variant-rows.ts";
import { VariantCell } from "./variant-cell.tsx";
import { VariantPicture } from "./variant-picture.tsx";

/**
 * The combinations of the options, one row each: price, sale price, stock, SKU and picture; a row left
 * blank sells at the product's own price. "Apply to all" sets one price or stock in every row.
 */
export function VariantTable({
  rows,
  onChange,
  price,
  salePrice,
  images,
  errors,
}: {
  rows: VariantFormValue[];
  onChange: (rows: VariantFormValue[]) => void;
  price: string;
  salePrice: string;
  images: string[];
  errors?: OptionsFieldErrors["variants"];
}) {
  const { t } = useT(messages);
  const variantWords = useVariantWords();
  const [fill, setFill] = useState({ price: "", quantity: "" });
  const setRow = (index: number, field: keyof Omit<VariantFormValue, "options">, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-stone-900">
        {t("dashboard.variants.tableTitle", { count: rows.length })}
      </h3>
      <fieldset className="flex flex-wrap items-end gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
        <legend className="sr-only">{t("dashboard.variants.fillLegend")}</legend>
        <FormField label={t("dashboard.variants.fillPrice")} className="min-w-32 flex-1">
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              value={fill.price}
              onChange={(event) => setFill({ ...fill, price: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t("dashboard.variants.fillStock")} className="min-w-32 flex-1">
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              value={fill.quantity}
              onChange={(event) => setFill({ ...fill, quantity: event.target.value })}
            />
          )}
        </FormField>
        <Button
          variant="secondary"
          disabled={!fill.price.trim() && !fill.quantity.trim()}
          onClick={() => {
            onChange(fillRows(rows, fill));
            setFill({ price: "", quantity: "" });
          }}
        >
          {t("dashboard.variants.fillApply")}
        </Button>
      </fieldset>

      <ul className="space-y-3">
        {rows.map((row, index) => {
          const name = variantWords.variant(row.options);
          const rowErrors = errors?.[index];
          return (
            <li key={Object.values(row.options).join("\u0000")}>
              <fieldset className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
                <legend className="px-1 text-sm font-semibold text-stone-900">
                  <span dir="auto">{name}</span>
                </legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <VariantCell
                    label={t("dashboard.variants.price")}
                    error={rowErrors?.price?.message}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0.01"
                    placeholder={price}
                    value={row.price}
                    onValue={(value) => setRow(index, "price", value)}
                  />
                  <VariantCell
                    label={t("dashboard.variants.salePrice")}
                    error={rowErrors?.sale_price?.message}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    placeholder={salePrice}
                    value={row.sale_price}
                    onValue={(value) => setRow(index, "sale_price", value)}
                  />
                  <VariantCell
                    label={t("dashboard.variants.stock")}
                    required
                    error={rowErrors?.quantity?.message ?? rowErrors?.options?.message}
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="0"
                    value={row.quantity}
                    onValue={(value) => setRow(index, "quantity", value)}
                  />
                  <VariantCell
                    label={t("dashboard.variants.sku")}
                    error={rowErrors?.sku?.message}
                    maxLength={SKU_MAX}
                    autoComplete="off"
                    value={row.sku}
                    onValue={(value) => setRow(index, "sku", value)}
                  />
                </div>
                {images.length > 0 && (
                  <VariantPicture
                    row={row}
                    images={images}
                    onChange={(image) => setRow(index, "image", image)}
                    onSameFor={(option, value) =>
                      onChange(fillImage(rows, option, value, rowImage(row, images)))
                    }
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-stone-500">{t("dashboard.variants.blankPriceHint")}</p>
    </div>
  );
}
