import { formatRupees } from "@marketplace/shared/money";
import { SEARCH_MAX } from "@marketplace/shared/search-contracts";
import * as Dialog from "@radix-ui/react-dialog";
import { LayoutGrid, List, Search, SearchX, SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useReturnFocus } from "@/components/ui/use-return-focus.ts";
import { cn } from "@/lib/cn.ts";
import { usePageTitle } from "@/lib/use-page-title.ts";
import { useInfiniteProducts } from "../api/products-api.ts";
import {
  activeFilterCount,
  apiFiltersFrom,
  type CatalogFilters,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  priceRangeError,
  SORT_LABELS,
  searchParamsFromFilters,
} from "../catalog-filters.ts";
import { CatalogFilterPanel } from "../components/catalog-filter-panel.tsx";
import { ProductCard } from "../components/product-card.tsx";
import { useMediaQuery } from "../use-media-query.ts";

const SEARCH_DELAY_MS = 350;

export default function AllProductsPage() {
  usePageTitle("All Products");
  const [params, setParams] = useSearchParams();
  // The router applies a URL change a moment later; until then show the choice just made, so a
  // checkbox does not flick back. Tied to the URL it was made on, it lapses once the URL moves.
  const [pending, setPending] = useState<{ from: string; filters: CatalogFilters } | null>(null);
  const filters =
    pending && pending.from === params.toString() ? pending.filters : filtersFromSearchParams(params);
  const wide = useMediaQuery("(min-width: 1024px)");
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const returnFocus = useReturnFocus();

  const query = useInfiniteProducts(apiFiltersFrom(filters), { keepPrevious: true });
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const lastPage = query.data?.pages.at(-1);
  const total = lastPage?.pagination.total_products ?? 0;
  const remaining = Math.max(0, total - products.length);

  // Filters live in the URL; typing a search replaces the entry so Back skips the keystrokes.
  const update = (next: CatalogFilters, options: { replace?: boolean } = {}) => {
    setPending({ from: params.toString(), filters: next });
    setParams(searchParamsFromFilters(next), { preventScrollReset: true, replace: options.replace });
  };

  const filterCount = activeFilterCount(filters);
  const clearFilters = () => update({ ...DEFAULT_FILTERS, view: filters.view });
  const rangeProblem = priceRangeError(filters.minPrice, filters.maxPrice);

  const filtersButton = (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={wide ? sidebarOpen : sheetOpen}
      aria-controls={wide ? "catalog-filters" : undefined}
      onClick={() => (wide ? setSidebarOpen((open) => !open) : setSheetOpen(true))}
    >
      <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
      Filters
      {filterCount > 0 && (
        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs text-white">
          {filterCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </Button>
  );

  let results: ReactNode;
  if (query.isPending) {
    results = <LoadingState label="Loading amazing products..." />;
  } else if (query.isError && products.length === 0) {
    results = (
      <ErrorState
        message="We couldn't load the products. Please try again."
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (products.length === 0) {
    results = (
      <EmptyState
        icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
        title="No products match"
        message={
          filters.search
            ? `Nothing matches “${filters.search}” with these filters. Try other words or fewer filters.`
            : "Nothing matches these filters. Try a wider price range or another category."
        }
      >
        <Button onClick={() => update({ ...DEFAULT_FILTERS, view: filters.view })}>Clear filters</Button>
      </EmptyState>
    );
  } else {
    const updating = query.isPlaceholderData;
    results = (
      <>
        <ul
          aria-busy={updating || undefined}
          aria-label="Products"
          className={cn(
            "grid gap-3 transition-opacity sm:gap-5",
            filters.view === "grid"
              ? cn(
                  "grid-cols-1 min-[340px]:grid-cols-2 md:grid-cols-3",
                  wide && sidebarOpen ? "2xl:grid-cols-4" : "xl:grid-cols-4",
                )
              : "grid-cols-1",
            updating && "opacity-60",
          )}
        >
          {products.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} layout={filters.view} eager={index < 4} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          {query.isFetchNextPageError && (
            <p role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm text-red-700">
              We couldn't load more products.
              <Button variant="ghost" size="sm" onClick={() => query.fetchNextPage()}>
                Retry
              </Button>
            </p>
          )}
          {query.hasNextPage ? (
            <Button
              size="lg"
              // The count makes the label longer than a phone is wide: let it wrap rather than overflow.
              className="h-auto min-h-12 max-w-full py-2 whitespace-normal"
              onClick={() => query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              disabled={updating}
            >
              {query.isFetchingNextPage ? "Loading more..." : `Load More Products (${remaining} remaining)`}
            </Button>
          ) : (
            !updating && (
              <p className="rounded-full bg-brand-50 px-5 py-2 font-medium text-brand-800">
                You've seen all {total} {total === 1 ? "product" : "products"}!
              </p>
            )
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:py-14">
          <h1 className="font-display text-3xl font-bold sm:text-5xl">Discover Amazing Products</h1>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100 sm:text-lg">
            Handmade clothing, textiles, jewellery, home decor and more, made by women artisans across
            Pakistan.
          </p>
          <SearchBox
            value={filters.search}
            onSearch={(search, replace) => update({ ...filters, search }, { replace })}
          />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center gap-3">
          {filtersButton}
          <p className="order-last w-full text-sm text-stone-600 sm:order-none sm:w-auto" aria-live="polite">
            {query.data && !query.isPlaceholderData
              ? `Showing ${products.length} of ${total} ${total === 1 ? "product" : "products"}`
              : query.isFetching
                ? "Loading..."
                : ""}
          </p>
          <div className="ml-auto">
            <ViewToggle
              view={filters.view}
              onChange={(view) => update({ ...filters, view }, { replace: true })}
            />
          </div>
        </div>

        <ActiveFilterChips filters={filters} onChange={update} onClear={clearFilters} />
        {rangeProblem && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {rangeProblem} The price range was left out.
          </p>
        )}

        <div className="mt-6 flex gap-8">
          {wide && sidebarOpen && (
            <aside
              id="catalog-filters"
              aria-label="Filters"
              className="sticky top-24 w-64 shrink-0 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80"
            >
              <h2 className="mb-4 text-lg font-semibold text-stone-900">Filters</h2>
              <CatalogFilterPanel filters={filters} onChange={update} />
            </aside>
          )}
          <div className="min-w-0 flex-1">{results}</div>
        </div>
      </section>

      {!wide && (
        <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
            <Dialog.Content
              {...returnFocus}
              className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-3xl bg-white shadow-xl focus:outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-96 sm:rounded-none sm:rounded-l-3xl"
            >
              <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
                <Dialog.Title className="text-lg font-semibold text-stone-900">Filters</Dialog.Title>
                <Dialog.Close className="grid h-10 w-10 place-items-center rounded-full text-stone-600 hover:bg-stone-100">
                  <X className="h-5 w-5" aria-hidden="true" />
                  <span className="sr-only">Close filters</span>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">
                Narrow the products by category, price and availability, and choose their order.
              </Dialog.Description>
              <div className="flex-1 overflow-y-auto px-5 py-5">
                <CatalogFilterPanel filters={filters} onChange={update} />
              </div>
              <div className="border-t border-stone-200 px-5 py-4">
                <Dialog.Close asChild>
                  <Button className="w-full">
                    {query.isFetching && <Spinner className="h-4 w-4" />}
                    {query.data && !query.isPlaceholderData
                      ? `Show ${total} ${total === 1 ? "product" : "products"}`
                      : "Show products"}
                  </Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}

function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string, replace: boolean) => void;
}) {
  const [text, setText] = useState(value);
  // The latest callback, so a re-render of the page does not restart the typing pause.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Back or Clear changes the URL: show the search that is really applied.
  useEffect(() => setText(value), [value]);

  // Search as the visitor types, once they pause.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearchRef.current(wanted, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim(), false);
  };

  return (
    <search>
      <form onSubmit={submit} className="mx-auto mt-6 flex max-w-xl items-center gap-2">
        <label htmlFor="catalog-search" className="sr-only">
          Search products
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <input
            id="catalog-search"
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search shawls, jewellery, pottery..."
            className="h-12 w-full rounded-full border-0 bg-white pr-4 pl-12 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:ring-2 focus:ring-accent-300 focus:outline-none"
          />
        </div>
        <Button type="submit" variant="accent" size="lg" className="px-4 sm:px-7">
          <Search className="h-5 w-5 sm:hidden" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </Button>
      </form>
    </search>
  );
}

function ViewToggle({
  view,
  onChange,
}: {
  view: "grid" | "list";
  onChange: (view: "grid" | "list") => void;
}) {
  const option = (value: "grid" | "list", label: string, Icon: typeof LayoutGrid) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => onChange(value)}
      className={cn(
        "grid h-9 w-9 place-items-center rounded-full",
        view === value ? "bg-brand-700 text-white" : "text-stone-600 hover:bg-stone-100",
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  return (
    <div className="flex items-center gap-1 rounded-full bg-white p-1 ring-1 ring-stone-200">
      {option("grid", "Grid view", LayoutGrid)}
      {option("list", "List view", List)}
    </div>
  );
}

/** What narrows the list right now, each removable on its own. */
function ActiveFilterChips({
  filters,
  onChange,
  onClear,
}: {
  filters: CatalogFilters;
  onChange: (next: CatalogFilters) => void;
  onClear: () => void;
}) {
  const chips: Array<{ label: string; remove: CatalogFilters }> = [];
  if (filters.search) chips.push({ label: `“${filters.search}”`, remove: { ...filters, search: "" } });
  if (filters.category) chips.push({ label: filters.category, remove: { ...filters, category: null } });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${formatRupees(filters.minPrice)} – ${formatRupees(filters.maxPrice)}`
        : filters.minPrice !== null
          ? `From ${formatRupees(filters.minPrice)}`
          : `Up to ${formatRupees(filters.maxPrice as number)}`;
    chips.push({ label, remove: { ...filters, minPrice: null, maxPrice: null } });
  }
  if (filters.onSale) chips.push({ label: "On sale", remove: { ...filters, onSale: false } });
  if (filters.inStock) chips.push({ label: "In stock", remove: { ...filters, inStock: false } });
  if (filters.sort !== DEFAULT_FILTERS.sort) {
    chips.push({ label: SORT_LABELS[filters.sort], remove: { ...filters, sort: DEFAULT_FILTERS.sort } });
  }
  if (chips.length === 0) return null;

  return (
    <ul aria-label="Active filters" className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.remove)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {chip.label}
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="px-2 py-1.5 text-sm font-semibold text-stone-600 underline-offset-2 hover:underline"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
