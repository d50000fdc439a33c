import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  OPTION_TEXT_MAX,
  SKU_MAX,
} from "@marketplace/shared/product-variants";
import { Plus, Trash2, X } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import {
  fillImage,
  fillRows,
  newValue,
  type OptionFormValue,
  rowImage,
  rowsFor,
  type VariantFormValue,
} from "../variant-rows.ts";

/** The messages the form's check gave the options and the rows, at the paths the contract names. */
export interface OptionsFieldErrors {
  options?: {
    message?: string;
    [index: number]: { name?: { message?: string }; values?: { message?: string } } | undefined;
  };
  variants?: {
    message?: string;
    root?: { message?: string };
    [index: number]:
      | { [field in "price" | "sale_price" | "quantity" | "sku" | "options"]?: { message?: string } }
      | undefined;
  };
}

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

function OptionEditor({
  number,
  option,
  errors,
  onChange,
  onRemove,
}: {
  number: number;
  option: OptionFormValue;
  errors?: { name?: { message?: string }; values?: { message?: string } };
  onChange: (option: OptionFormValue) => void;
  onRemove: () => void;
}) {
  const { t } = useT(messages);
  const valueId = useId();
  const [draft, setDraft] = useState("");
  const full = option.values.length >= MAX_OPTION_VALUES;
  const shownName = option.name.trim() || t("dashboard.variants.optionNumber", { number });

  const addDraft = () => {
    const value = newValue(option.values, draft);
    if (value !== null && !full) onChange({ ...option, values: [...option.values, value] });
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the whole form; here it (or a comma) adds the value typed.
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:p-4">
      <legend className="sr-only">{shownName}</legend>
      <div className="flex items-end gap-2">
        <FormField
          label={t("dashboard.variants.optionName", { number })}
          error={errors?.name?.message}
          className="flex-1"
        >
          {(c) => (
            <Input
              {...c}
              value={option.name}
              maxLength={OPTION_TEXT_MAX}
              placeholder={
                number === 1 ? t("dashboard.variants.sizeExample") : t("dashboard.variants.colourExample")
              }
              onChange={(event) => onChange({ ...option, name: event.target.value })}
            />
          )}
        </FormField>
        <Button
          variant="ghostDestructive"
          size="icon"
          onClick={onRemove}
          aria-label={t("dashboard.variants.removeOption", { name: shownName })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={valueId}>{t("dashboard.variants.values", { name: shownName })}</Label>
        {option.values.length > 0 && (
          <ul
            className="flex flex-wrap gap-2"
            aria-label={t("dashboard.variants.valuesAdded", { name: shownName })}
          >
            {option.values.map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
              >
                <span dir="auto">{value}</span>
                <button
                  type="button"
                  onClick={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
                  aria-label={t("dashboard.variants.removeValue", { value })}
                  className="grid h-7 w-7 place-items-center rounded-full text-brand-800 hover:bg-brand-100"
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            id={valueId}
            value={draft}
            maxLength={OPTION_TEXT_MAX}
            disabled={full}
            placeholder={t("dashboard.variants.valueHint")}
            aria-describedby={`${valueId}-hint`}
            onChange={(event) => setDraft(event.target.value.replace(",", ""))}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={addDraft} disabled={full || !draft.trim()}>
            {t("dashboard.variants.addValue")}
          </Button>
        </div>
        <p id={`${valueId}-hint`} className="text-xs text-stone-500">
          {full
            ? t("dashboard.variants.valuesFull", { max: MAX_OPTION_VALUES })
            : t("dashboard.variants.valuesHelp", { max: MAX_OPTION_VALUES })}
        </p>
        {errors?.values?.message && <p className="text-sm text-red-700">{errors.values.message}</p>}
      </div>
    </fieldset>
  );
}

function VariantTable({
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

/**
 * The picture a variant shows on the product page: one of the product's images, or none, as a
 * radio group of thumbnails (arrow keys move between them). With two options, one press gives the
 * same picture to every row of this row's colour (or size).
 */
function VariantPicture({
  row,
  images,
  onChange,
  onSameFor,
}: {
  row: VariantFormValue;
  images: string[];
  onChange: (image: string) => void;
  onSameFor: (option: string, value: string) => void;
}) {
  const { t, locale } = useT(messages);
  const variantWords = useVariantWords();
  const group = useId();
  const current = rowImage(row, images);
  const options = Object.entries(row.options);
  return (
    <fieldset className="mt-3 space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t("dashboard.variants.picture")}</legend>
      <div className="flex flex-wrap gap-2">
        {["", ...images].map((url, i) => (
          <label key={url || "none"} className="cursor-pointer">
            <input
              type="radio"
              name={group}
              value={url}
              checked={current === url}
              onChange={() => onChange(url)}
              className="peer sr-only"
            />
            <span className="grid h-12 w-12 place-items-center overflow-hidden rounded-lg bg-stone-100 text-xs font-medium text-stone-700 ring-1 ring-stone-300 peer-checked:ring-[3px] peer-checked:ring-brand-600 peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
              {url ? (
                <img
                  src={url}
                  alt={t("dashboard.variants.pictureN", { n: new Intl.NumberFormat(locale).format(i) })}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                t("dashboard.variants.pictureNone")
              )}
            </span>
          </label>
        ))}
      </div>
      {current && options.length > 1 && (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {options.map(([option, value]) => (
            <button
              key={option}
              type="button"
              onClick={() => onSameFor(option, value)}
              className="text-start text-xs font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t("dashboard.variants.samePicture", { choice: variantWords.variant({ [option]: value }) })}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** One cell of the variant table: a labelled field whose text goes to the row. */
function VariantCell({
  label,
  error,
  required,
  onValue,
  ...input
}: Omit<ComponentProps<"input">, "onChange"> & {
  label: string;
  error?: string;
  required?: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error} required={required}>
      {(field) => <Input {...field} {...input} onChange={(event) => onValue(event.target.value)} />}
    </FormField>
  );
}
