import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

export const FIELD_CLASSES =
  "block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500 aria-invalid:focus:ring-red-200 disabled:bg-stone-100 disabled:text-stone-500";

export function Input({ className, ...rest }: ComponentProps<"input">) {
  return <input className={cn(FIELD_CLASSES, className)} {...rest} />;
}

export function Textarea({ className, ...rest }: ComponentProps<"textarea">) {
  return <textarea className={cn(FIELD_CLASSES, "min-h-24", className)} {...rest} />;
}
