import { SearchX } from "lucide-react";
import { LoadMoreLink } from "@/components/load-more-link.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { productTotal, remainingLabel, useProductsLabel } from "@/lib/product-total.ts";
import type { useInfiniteProducts } from "../api/products-api.ts";
import { ProductCard, ProductCardSkeleton } from "./product-card.tsx";

interface CatalogResultsProps {
  query: ReturnType<typeof useInfiniteProducts>;
  search: string;
  view: "grid" | "list";
  /** Four columns only when the filters sidebar leaves room for them. */
  narrow: boolean;
  onClearFilters: () => void;
}

/** Cards a first screen can show, on a wide screen four columns by two rows: the rest load below it. */
const FIRST_SCREEN_CARDS = 8;
/** The first row on any screen: their pictures are the page's largest paint. */
const PRIORITY_CARDS = 4;

const gridClasses = (view: "grid" | "list", narrow: boolean) =>
  cn(
    "grid gap-3 sm:gap-5",
    view === "grid"
      ? cn(
          "grid-cols-1 min-[340px]:grid-cols-2 md:grid-cols-3",
          narrow ? "2xl:grid-cols-4" : "xl:grid-cols-4",
        )
      : "grid-cols-1",
  );

/** The catalog's products, loading, failed or empty, with "Load More" under them. */
export function CatalogResults({ query, search, view, narrow, onClearFilters }: CatalogResultsProps) {
  const { t } = useT(messages);
  const productsLabel = useProductsLabel();
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const total = productTotal(query.data?.pages.at(-1)?.pagination);
  const nextPage = (query.data?.pages.at(-1)?.pagination.current_page ?? 0) + 1;

  if (query.isPending) {
    return (
      <div role="status" aria-label={t("catalog.results.loading")} className={gridClasses(view, narrow)}>
        {Array.from({ length: FIRST_SCREEN_CARDS }, (_, i) => (
          <div key={i} className="flex">
            <ProductCardSkeleton layout={view} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && products.length === 0) {
    return (
      <ErrorState
        message={t("catalog.results.loadError")}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
        title={t("catalog.results.emptyTitle")}
        message={search ? t("catalog.results.emptySearch", { search }) : t("catalog.results.emptyFilters")}
      >
        <Button onClick={onClearFilters}>{t("catalog.filters.clear")}</Button>
      </EmptyState>
    );
  }

  const updating = query.isPlaceholderData;
  return (
    <>
      {/* The cards' names are headings under this one, as screen readers and crawlers expect. */}
      <h2 className="sr-only">{t("catalog.results.heading")}</h2>
      <ul
        aria-busy={updating || undefined}
        aria-label={t("catalog.results.heading")}
        className={cn(gridClasses(view, narrow), "transition-opacity", updating && "opacity-60")}
      >
        {products.map((product, index) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} layout={view} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        {query.isFetchNextPageError && (
          <p role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm text-red-700">
            {t("catalog.results.moreError")}
            <Button variant="ghost" size="sm" onClick={() => query.fetchNextPage()}>
              {t("catalog.results.retry")}
            </Button>
          </p>
        )}
        {query.hasNextPage ? (
          <LoadMoreLink
            nextPage={nextPage}
            remaining={remainingLabel(total, products.length)}
            loading={query.isFetchingNextPage}
            disabled={updating}
            onLoadMore={() => void query.fetchNextPage()}
          />
        ) : (
          !updating && (
            <p className="rounded-full bg-brand-50 px-5 py-2 font-medium text-brand-800">
              {t("catalog.results.seenAll", { total: productsLabel(total) })}
            </p>
          )
        )}
      </div>
    </>
  );
}
