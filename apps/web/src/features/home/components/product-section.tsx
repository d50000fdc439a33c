import type { ReactNode } from "react";
import type { ProductFilters } from "@/features/catalog/api/products-api.ts";
import { useProducts } from "@/features/catalog/api/products-api.ts";
import { ProductCard } from "@/features/catalog/components/product-card.tsx";
import { cn } from "@/lib/cn.ts";
import { SectionHeading } from "./section-heading.tsx";
import { CardGridSkeleton, SectionEmpty, SectionError } from "./section-states.tsx";

// Two columns even on a phone: twenty products one under another would be a very long scroll.
const GRID = "grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 sm:gap-5";

interface ProductSectionProps {
  id: string;
  title: string;
  subtitle: string;
  filters: ProductFilters;
  /** Another section's products, left out of this one so no product shows twice on the page. */
  without?: ProductFilters;
  /** At most this many, after leaving those out. */
  limit?: number;
  /** Said while the products load: "Loading the featured products". */
  loadingLabel: string;
  /** Said when they could not be loaded: "We couldn't load the featured products." */
  errorMessage: string;
  emptyMessage: string;
  skeletonCount: number;
  action?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /**
   * How many of the first cards' pictures load at once and first: the section a phone sees first
   * holds the page's largest paint, which a lazy picture would only start after the layout.
   */
  priorityCards?: number;
}

/** A titled grid of product cards from one product query, with its own loading, error and empty states. */
export function ProductSection({
  id,
  title,
  subtitle,
  filters,
  without,
  limit,
  loadingLabel,
  errorMessage,
  emptyMessage,
  skeletonCount,
  action,
  footer,
  className,
  priorityCards = 0,
}: ProductSectionProps) {
  const query = useProducts(filters);
  // The same query as the other section's: answered from the cache, never asked twice.
  const shownElsewhere = useProducts(without ?? filters, { enabled: without !== undefined });
  const leftOut = new Set(without ? (shownElsewhere.data?.products ?? []).map((p) => p._id) : []);
  const products = (query.data?.products ?? []).filter((p) => !leftOut.has(p._id)).slice(0, limit);
  // Until the other section has answered, what to leave out is unknown: wait rather than reflow.
  const waiting = query.isPending || (without !== undefined && shownElsewhere.isPending);

  let body: ReactNode;
  if (waiting) {
    body = <CardGridSkeleton count={skeletonCount} label={loadingLabel} gridClassName={GRID} />;
  } else if (query.isError) {
    body = (
      <SectionError
        message={errorMessage}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (products.length === 0) {
    body = <SectionEmpty message={emptyMessage} />;
  } else {
    body = (
      <ul className={GRID}>
        {products.map((product, index) => (
          <li key={product._id} className="flex [&>article]:flex-1">
            <ProductCard product={product} priority={index < priorityCards} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={id} className={cn("render-when-visible [--rendered-height:60rem]", className)}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-16">
        <SectionHeading id={id} title={title} subtitle={subtitle} action={action} subtitleFromSm />
        {body}
        {footer && products.length > 0 && <div className="mt-8 flex justify-center">{footer}</div>}
      </div>
    </section>
  );
}
