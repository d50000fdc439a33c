import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** What every field looks like: border, colours, focus and the invalid and disabled states. */
const FIELD_LOOK =
  "block rounded-xl border border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500 aria-invalid:focus:ring-red-200 disabled:bg-stone-100 disabled:text-stone-500";

/**
 * A field's width, padding and text size. A field in a toolbar or a narrow panel passes its own box
 * instead (classes are not merged, see `cn`, so it replaces this rather than overriding it).
 */
export const FIELD_BOX = "w-full px-3.5 py-2.5 text-base";

export function fieldClasses(box: string, className?: string) {
  return cn(FIELD_LOOK, box, className);
}

interface FieldBoxProps {
  /** Replaces `FIELD_BOX`: the field's width, padding and text size. */
  box?: string;
}

export function Input({ box = FIELD_BOX, className, ...rest }: ComponentProps<"input"> & FieldBoxProps) {
  return <input className={fieldClasses(box, className)} {...rest} />;
}

/** A field for a whole number: `type="number"` with the phone's digit keypad (`inputMode="numeric"`). */
export function NumberInput(props: ComponentProps<"input"> & FieldBoxProps) {
  return <Input type="number" inputMode="numeric" {...props} />;
}

export function Textarea({
  box = FIELD_BOX,
  minHeight = "min-h-24",
  className,
  ...rest
}: ComponentProps<"textarea"> & FieldBoxProps & { /** A min-h- class. */ minHeight?: string }) {
  return <textarea className={fieldClasses(box, cn(minHeight, className))} {...rest} />;
}
