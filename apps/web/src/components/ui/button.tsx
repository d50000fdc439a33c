import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";
import { Spinner } from "./spinner.tsx";

const VARIANTS = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary:
    "bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 disabled:text-stone-400",
  ghost: "text-stone-700 hover:bg-stone-100 disabled:text-stone-400",
  /** A quiet button for a destructive step among others (delete, cancel an order). */
  ghostDestructive: "text-red-700 hover:bg-red-50 disabled:text-stone-400",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/60",
  accent: "bg-accent-400 text-stone-900 shadow-sm hover:bg-accent-300 disabled:opacity-60",
} as const;

/** Height (or, for a label that wraps, the least height), side padding and text of each size. */
const SIZES = {
  sm: { height: "h-9", minHeight: "min-h-9", padding: "px-4", text: "text-sm" },
  md: { height: "h-11", minHeight: "min-h-11", padding: "px-5", text: "text-sm" },
  lg: { height: "h-12", minHeight: "min-h-12", padding: "px-7", text: "text-base" },
  icon: { height: "h-10 w-10", minHeight: "min-h-10 w-10", padding: "", text: "" },
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/**
 * What a caller may change about a button's box. Classes are not merged (see `cn`), so a caller
 * never passes one that sets what the button already sets: it asks for the change here.
 */
export interface ButtonLayout {
  /** Grows to share its row with its neighbours (`flex-1`) instead of keeping its own width. */
  fill?: boolean;
  /** Lets a long label wrap onto more lines: the size's height becomes its least height. */
  wrap?: boolean;
  /** "none" leaves the side padding to the caller's classes (a narrow button in a card). */
  padding?: "size" | "none";
  /** Where the label sits; "start" for a button that reads as a row of a list. */
  align?: "center" | "start";
}

/** The classes of a button, also for a router `Link` that should look like one. */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
  { fill = false, wrap = false, padding = "size", align = "center" }: ButtonLayout = {},
) {
  const box = SIZES[size];
  return cn(
    "inline-flex items-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed",
    fill ? "flex-1" : "shrink-0",
    wrap ? [box.minHeight, "py-2 whitespace-normal"] : [box.height, "whitespace-nowrap"],
    padding === "size" && box.padding,
    align === "start" ? "justify-start" : "justify-center",
    box.text,
    VARIANTS[variant],
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button">, Pick<ButtonLayout, "fill" | "padding"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; pass the busy label (e.g. "Signing in...") as children. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  loading,
  fill,
  padding,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, size, className, { fill, padding })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
