import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn.ts";

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200", className)} {...rest} />
  );
}
