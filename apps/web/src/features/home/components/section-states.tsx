import { PackageOpen, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { cn } from "@/lib/cn.ts";

/** A section that failed to load says so quietly, in place, so the rest of the page still works. */
export function SectionError({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-8 text-center ring-1 ring-stone-200/80"
    >
      <TriangleAlert className="h-6 w-6 text-red-600" aria-hidden="true" />
      <p className="text-stone-700">
        We couldn't load {what}. <span className="text-stone-500">{errorMessageOf(error)}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}

export function SectionEmpty({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-4 py-10 text-center text-stone-600 ring-1 ring-stone-200/80">
      <PackageOpen className="h-7 w-7 text-brand-300" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

/** Grey cards in the shape of the cards to come, so nothing jumps when they arrive. */
export function CardGridSkeleton({
  count,
  label,
  gridClassName,
  cardClassName,
}: {
  count: number;
  label: string;
  gridClassName: string;
  cardClassName?: string;
}) {
  return (
    <div role="status" aria-label={label}>
      <div className={gridClassName}>
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            className={cn("overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/80", cardClassName)}
          >
            <div className="aspect-square animate-pulse bg-stone-200" />
            <div className="space-y-2 p-4">
              <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-4/5 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
              <div className="h-9 w-full animate-pulse rounded-full bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
