import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

export function Label({
  className,
  required,
  children,
  ...rest
}: ComponentProps<"label"> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn("block text-sm font-medium text-stone-800", className)} {...rest}>
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
