import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";

interface QuantityStepperProps {
  value: number;
  /** The stock; the value stays between 1 and this. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

/** − [n] + for how many to buy, never below 1 nor above what is in stock. */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  const id = useId();
  const { t } = useT(messages);
  const buttonClass =
    "grid h-11 w-11 place-items-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t("catalog.quantity.label")}
      </label>
      <div className="mt-1.5 inline-flex items-center overflow-hidden rounded-full bg-white ring-1 ring-stone-300">
        <button
          type="button"
          className={buttonClass}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={disabled || value <= 1}
          aria-label={t("catalog.quantity.decrease")}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value !== "") onChange(clampQuantity(Number(event.target.value), max));
          }}
          className="h-11 w-14 border-x border-stone-200 bg-transparent text-center text-base font-semibold text-stone-900 [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 disabled:text-stone-400 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() => onChange(clampQuantity(value + 1, max))}
          disabled={disabled || value >= max}
          aria-label={t("catalog.quantity.increase")}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
