import { MAX_PRODUCT_OPTIONS } from "@marketplace/shared/product-variants";
import { Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import {
  type OptionFormValue,
  type OptionsFieldErrors,
  rowsFor,
  type VariantFormValue,
} from "../variant-rows.ts";
import { OptionEditor } from "./option-editor.tsx";
import { VariantTable } from "./variant-table.tsx";

interface ProductOptionsFieldProps {
  options: OptionFormValue[];
  variants: VariantFormValue[];
  onChange: (options: OptionFormValue[], variants: VariantFormValue[]) => void;
  onVariantsChange: (variants: VariantFormValue[]) => void;
  /** The product's price and sale price as typed: what a row left blank sells at. */
  price: string;
  salePrice: string;
  /** The product's images (URLs) as the form holds them: a variant may show one of them. */
  images: string[];
  errors: OptionsFieldErrors;
}

/**
 * Sizes and colours (issue 18): up to two options, each a name and its values as chips, and the
 * table of their combinations with each one's price, sale price, stock and SKU. The table follows
 * the options: rows come and go with the values, keeping what was typed in them.
 */
export function ProductOptionsField({
  options,
  variants,
  onChange,
  onVariantsChange,
  price,
  salePrice,
  images,
  errors,
}: ProductOptionsFieldProps) {
  const { t } = useT(messages);
  const headingId = useId();
  const setOptions = (next: OptionFormValue[]) => onChange(next, rowsFor(next, variants));
  const setOption = (index: number, option: OptionFormValue) =>
    setOptions(options.map((o, i) => (i === index ? option : o)));

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div>
        <h2 id={headingId} className="font-semibold text-stone-900">
          {t("dashboard.variants.title")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("dashboard.variants.intro")}</p>
      </div>

      {options.map((option, index) => (
        <OptionEditor
          // The options are a short list edited in place: their position is their identity, as
          // the name changes while it is typed.
          key={index}
          number={index + 1}
          option={option}
          errors={errors.options?.[index]}
          onChange={(next) => setOption(index, next)}
          onRemove={() => setOptions(options.filter((_, i) => i !== index))}
        />
      ))}
      {errors.options?.message && <p className="text-sm text-red-700">{errors.options.message}</p>}

      {options.length < MAX_PRODUCT_OPTIONS && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOptions([...options, { name: "", values: [] }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {options.length === 0 ? t("dashboard.variants.addOption") : t("dashboard.variants.addSecondOption")}
        </Button>
      )}

      {variants.length > 0 && (
        <VariantTable
          rows={variants}
          onChange={onVariantsChange}
          price={price}
          salePrice={salePrice}
          images={images}
          errors={errors.variants}
        />
      )}
      {(errors.variants?.message || errors.variants?.root?.message) && (
        <p className="text-sm text-red-700" role="alert">
          {errors.variants?.message ?? errors.variants?.root?.message}
        </p>
      )}
    </section>
  );
}
