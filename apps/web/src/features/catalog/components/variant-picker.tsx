import messages from "@/i18n/catalogs/en/variants.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { cn } from "@/lib/cn.ts";
import { type Choosable, choose, type Selection, unitsWith } from "../variant-choice.ts";

interface VariantPickerProps {
  product: Choosable;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/**
 * One row of buttons per option (Size, Colour). A value with nothing left, with the other options as
 * chosen, is shown but cannot be pressed; the chosen value is pressed and named beside the option.
 */
export function VariantPicker({ product, selection, onChange }: VariantPickerProps) {
  const { t } = useT(messages);
  const variantWords = useVariantWords();
  return (
    <div className="space-y-4">
      {(product.options ?? []).map((option) => {
        const picked = selection[option.name];
        return (
          <fieldset key={option.name}>
            <legend className="text-sm font-medium text-stone-800">
              {variantWords.optionName(option.name)}
              {picked && (
                <span className="font-semibold text-stone-900">
                  {": "}
                  <span dir="auto">{picked}</span>
                </span>
              )}
            </legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const soldOut = unitsWith(product, selection, option.name, value) === 0;
                const pressed = picked === value;
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={pressed}
                    disabled={soldOut}
                    onClick={() => onChange(choose(product, selection, option.name, value))}
                    aria-label={soldOut ? t("variants.valueSoldOut", { value }) : undefined}
                    className={cn(
                      "min-h-11 min-w-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400",
                      soldOut
                        ? "cursor-not-allowed bg-stone-50 text-stone-400 line-through ring-stone-200"
                        : pressed
                          ? "bg-brand-700 text-white ring-brand-700"
                          : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-100",
                    )}
                  >
                    <span dir="auto">{value}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
