import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

export function Label({
  className,
  required,
  small = false,
  children,
  ...rest
}: ComponentProps<"label"> & {
  required?: boolean;
  /** The smaller, lighter label of one part of a group (the two ends of a price range). */
  small?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={cn(
        "block font-medium",
        small ? "text-xs text-stone-600" : "text-sm text-stone-800",
        className,
      )}
      {...rest}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="text-brand-700">
          {" "}
          *
        </span>
      )}
    </label>
  );
}
