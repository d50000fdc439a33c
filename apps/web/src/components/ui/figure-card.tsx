import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { Card } from "./card.tsx";

/** One figure of a dashboard: its icon, its label, the figure itself, and a line under it if any. */
export function FigureCard({
  icon,
  label,
  value,
  note,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  /** What the figure means or what to do about it: a short text or a link. */
  note?: ReactNode;
  className?: string;
}) {
  return (
    <Card padding="none" className={cn("flex items-start gap-3 p-4", className)}>
      <span
        aria-hidden="true"
        className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-2xl font-bold text-stone-900 tabular-nums">{value}</p>
        {note}
      </div>
    </Card>
  );
}
