import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

const PADDING = {
  md: "p-5",
  /** No padding of its own: the card's content (a list of rows) or the caller's classes set it. */
  none: "",
} as const;

export function Card({
  className,
  padding = "md",
  ...rest
}: ComponentProps<"div"> & { padding?: keyof typeof PADDING }) {
  return (
    <div
      className={cn("rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80", PADDING[padding], className)}
      {...rest}
    />
  );
}

export function CardTitle({ className, ...rest }: ComponentProps<"h2">) {
  return <h2 className={cn("text-lg font-semibold text-stone-900", className)} {...rest} />;
}
