import { PackageOpen, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { ProductCardSkeleton } from "@/features/catalog/components/product-card.tsx";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";

/** A section that failed to load says so quietly, in place, so the rest of the page still works. */
export function SectionError({
  message,
  error,
  onRetry,
  retrying,
}: {
  /** What failed, as a sentence: "We couldn't load the featured stores." */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useT(messages);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-8 text-center ring-1 ring-stone-200/80"
    >
      <TriangleAlert className="h-6 w-6 text-red-600" aria-hidden="true" />
      <p className="text-stone-700">
        {message} <span className="text-stone-500">{errorMessageOf(error)}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {t("home.section.tryAgain")}
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
}: {
  count: number;
  label: string;
  gridClassName: string;
}) {
  return (
    <div role="status" aria-label={label} className={gridClassName}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex">
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}
