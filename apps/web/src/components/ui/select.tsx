import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";
import { FIELD_CLASSES } from "./input.tsx";

interface SelectProps<T extends string> extends Omit<ComponentProps<"select">, "value" | "onChange"> {
  /** Every value the field may take, in the order shown. */
  choices: readonly T[];
  value: T | "";
  /** Called only with one of `choices` (or "" for the blank first option), so no cast is needed. */
  onValueChange: (value: T | "") => void;
  /** What each choice reads as; the value itself when left out. */
  labelOf?: (choice: T) => string;
  /** A blank first option ("All categories", "Select a category"); none when left out. */
  blankLabel?: string;
}

/**
 * The one select of the app: a native `<select>` (the phone's own picker, keyboard and screen
 * reader support for free) in the fields' style, typed by its choices.
 */
export function Select<T extends string>({
  choices,
  value,
  onValueChange,
  labelOf = (choice) => choice,
  blankLabel,
  className,
  ...rest
}: SelectProps<T>) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(event) => {
        const picked = choices.find((choice) => choice === event.target.value);
        onValueChange(picked ?? "");
      }}
      className={cn(FIELD_CLASSES, className)}
    >
      {blankLabel !== undefined && <option value="">{blankLabel}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </select>
  );
}
