import type { Category } from "@marketplace/shared/categories";
import type { SearchOutcome } from "@marketplace/shared/products-contracts";
import { SearchX } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { LoadMoreLink } from "@/components/load-more-link.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import messages from "@/i18n/catalogs/en/filters.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { productTotal, remainingLabel, useProductsLabel } from "@/lib/product-total.ts";
import { pageSearch, type UrlFilters } from "@/lib/use-url-filters.ts";
import type { useInfiniteProducts } from "../api/products-api.ts";
import { ProductCard, ProductCardSkeleton } from "./product-card.tsx";

interface CatalogResultsProps {
  query: ReturnType<typeof useInfiniteProducts>;
  /** The list's filters, for the links of "did you mean" and of the nearest words and categories. */
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
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
/**
 * A link to the same list with other filters: followed without JavaScript, applied in place with it.
 */
function FiltersLink({
  to,
  onChange,
  children,
}: {
  to: UrlFilters;
  onChange: (next: UrlFilters) => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={{ search: pageSearch(to, 1) }}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onChange(to);
      }}
      className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
    </Link>
  );
}

/** "Showing results for phulkari. Search instead for phulkri" (issue 33). */
function Corrected({
  outcome,
  filters,
  onChange,
}: { outcome: SearchOutcome } & Pick<CatalogResultsProps, "filters" | "onChange">) {
  const { t } = useT(messages);
  if (!outcome.correctedTo) return null;
  const [before, after] = t("filters.results.searchInstead", { typed: "\u0000" }).split("\u0000");
  return (
    <p className="mb-4 text-sm text-stone-700" data-testid="did-you-mean">
      {t("filters.results.correctedTo", { corrected: `\u2068${outcome.correctedTo}\u2069` })} {before}
      <FiltersLink to={{ ...filters, search: outcome.query, exact: true, page: 1 }} onChange={onChange}>
        <bdi>{outcome.query}</bdi>
      </FiltersLink>
      {after}
    </p>
  );
}

/** When nothing was found: the catalog's nearest words and categories, as links to their lists. */
function Nearest({
  outcome,
  filters,
  onChange,
}: { outcome: SearchOutcome } & Pick<CatalogResultsProps, "filters" | "onChange">) {
  const { t } = useT(messages);
  const labels = useLabels();
  const linkList = (items: Array<{ key: string; to: UrlFilters; label: string }>) => (
    <ul className="mt-2 flex flex-wrap justify-center gap-2">
      {items.map((item) => (
        <li key={item.key}>
          <FiltersLink to={item.to} onChange={onChange}>
            <bdi>{item.label}</bdi>
          </FiltersLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mt-4 space-y-4 text-sm text-stone-700">
      {outcome.nearestWords.length > 0 && (
        <div>
          <p>{t("filters.results.nearestWords")}</p>
          {linkList(
            outcome.nearestWords.map((word) => ({
              key: word,
              label: word,
              to: { ...filters, search: word, exact: false, page: 1 },
            })),
          )}
        </div>
      )}
      {outcome.nearestCategories.length > 0 && (
        <div>
          <p>{t("filters.results.nearestCategories")}</p>
          {linkList(
            outcome.nearestCategories.map((category: Category) => ({
              key: category,
              label: labels.category(category),
              to: { ...filters, search: "", exact: false, category, page: 1 },
            })),
          )}
        </div>
      )}
    </div>
  );
}

export function CatalogResults({
  query,
  filters,
  onChange,
  search,
  view,
  narrow,
  onClearFilters,
}: CatalogResultsProps) {
  const { t } = useT(messages);
  const productsLabel = useProductsLabel();
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const total = productTotal(query.data?.pages.at(-1)?.pagination);
  const nextPage = (query.data?.pages.at(-1)?.pagination.current_page ?? 0) + 1;
  const outcome = query.data?.pages[0]?.search;

  if (query.isPending) {
    return (
      <div role="status" aria-label={t("filters.results.loading")} className={gridClasses(view, narrow)}>
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
        message={t("filters.results.loadError")}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
        title={t("filters.results.emptyTitle")}
        message={search ? t("filters.results.emptySearch", { search }) : t("filters.results.emptyFilters")}
      >
        {outcome && (
          <div className="w-full">
            <Corrected outcome={outcome} filters={filters} onChange={onChange} />
            <Nearest outcome={outcome} filters={filters} onChange={onChange} />
          </div>
        )}
        <Button onClick={onClearFilters}>{t("filters.clear")}</Button>
      </EmptyState>
    );
  }

  const updating = query.isPlaceholderData;
  return (
    <>
      {outcome && <Corrected outcome={outcome} filters={filters} onChange={onChange} />}
      {/* The cards' names are headings under this one, as screen readers and crawlers expect. */}
      <h2 className="sr-only">{t("filters.results.heading")}</h2>
      <ul
        aria-busy={updating || undefined}
        aria-label={t("filters.results.heading")}
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
            {t("filters.results.moreError")}
            <Button variant="ghost" size="sm" onClick={() => query.fetchNextPage()}>
              {t("filters.results.retry")}
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
              {t("filters.results.seenAll", { total: productsLabel(total) })}
            </p>
          )
        )}
      </div>
    </>
  );
}
