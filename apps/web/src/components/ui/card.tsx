import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

export function Card({ className, ...rest }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80", className)} {...rest} />
  );
}

export function CardTitle({ className, ...rest }: ComponentProps<"h2">) {
  return <h2 className={cn("text-lg font-semibold text-stone-900", className)} {...rest} />;
}
