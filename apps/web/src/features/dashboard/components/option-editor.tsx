import { MAX_OPTION_VALUES, OPTION_TEXT_MAX } from "@marketplace/shared/product-variants";
import { Trash2, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { newValue, type OptionFormValue } from "../variant-rows.ts";

/** One option (Size, Colour): its name and its values as chips, added with Enter or the + button. */
export function OptionEditor({
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
