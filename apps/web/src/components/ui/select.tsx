import type { ComponentProps } from "react";
import { FIELD_BOX, fieldClasses } from "./input.tsx";

interface SelectBaseProps<T extends string> {
  /** Every value the field may take, in the order shown. */
  choices: readonly T[];
  /** What each choice reads as; the value itself when left out. */
  labelOf?: (choice: T) => string;
  /** A blank first option ("All categories", "Select a category"); none when left out. */
  blankLabel?: string;
  /** Replaces `FIELD_BOX`: the field's width, padding and text size (a compact select in a toolbar). */
  box?: string;
}

/** Held by the screen: it gets back only one of `choices` (or "" for the blank option), so no cast. */
interface ControlledSelectProps<T extends string>
  extends SelectBaseProps<T>,
    Omit<ComponentProps<"select">, "value" | "onChange" | "defaultValue"> {
  value: T | "";
  onValueChange: (value: T | "") => void;
}

/**
 * Held by a form library (react-hook-form's `register`: name, ref, onChange): the form's own schema
 * checks the value, so the native props pass straight through.
 */
interface RegisteredSelectProps<T extends string> extends SelectBaseProps<T>, ComponentProps<"select"> {
  onValueChange?: undefined;
}

export type SelectProps<T extends string> = ControlledSelectProps<T> | RegisteredSelectProps<T>;

/**
 * The one select of the app: a native `<select>` (the phone's own picker, keyboard and screen
 * reader support for free) in the fields' style, typed by its choices.
 */
export function Select<T extends string>(props: SelectProps<T>) {
  const { choices, labelOf = (choice: T) => choice, blankLabel, box = FIELD_BOX, className, ...rest } = props;
  const { onValueChange, ...native } = rest;
  const controlled =
    onValueChange === undefined
      ? {}
      : {
          onChange: (event: { target: { value: string } }) => {
            const picked = choices.find((choice) => choice === event.target.value);
            onValueChange(picked ?? "");
          },
        };
  return (
    <select {...native} {...controlled} className={fieldClasses(box, className)}>
      {blankLabel !== undefined && <option value="">{blankLabel}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </select>
  );
}
