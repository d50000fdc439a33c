import { useQuery } from "@tanstack/react-query";
import { SlidersHorizontal } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import filterMessages from "@/i18n/catalogs/en/filters.json";
import { useT } from "@/i18n/use-t.ts";
import { lazyPart, OnceOpened } from "@/lib/lazy-part.tsx";
import { productTotal, useProductsLabel } from "@/lib/product-total.ts";
import { ALL_PRODUCTS_PATH } from "@/lib/structured-data.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { DEFAULT_URL_FILTERS, useUrlFilters } from "@/lib/use-url-filters.ts";
import { productFacetsQuery, useInfiniteProducts } from "../api/products-api.ts";
import { activeFilterCount, apiFiltersFrom, facetFiltersFrom, priceRangeError } from "../catalog-filters.ts";
import { ActiveFilterChips } from "../components/active-filter-chips.tsx";
import { CatalogResults } from "../components/catalog-results.tsx";
import { CatalogSearchBox } from "../components/catalog-search-box.tsx";
import { ViewToggle } from "../components/view-toggle.tsx";

/** The phone's filter sheet (with Radix's dialog) is fetched when idle or opened, not with the page. */
const { Part: CatalogFilterSheet, preload: preloadFilterSheet } = lazyPart(() =>
  import("../components/catalog-filter-sheet.tsx").then((module) => module.CatalogFilterSheet),
);

/**
 * The wide screen's filter sidebar: a phone never shows it (its filters are in the sheet), so its
 * code is not in a phone's first load; a wide screen fetches it as soon as it knows it is wide.
 */
const { Part: CatalogFilterPanel, preload: preloadFilterPanel } = lazyPart(() =>
  import("../components/catalog-filter-panel.tsx").then((module) => module.CatalogFilterPanel),
);

/**
 * Every product, searched and filtered from the address (so a filtered list can be shared and Back
 * undoes a change): filters in a sidebar on wide screens, in a sheet on phones and tablets.
 */
export default function AllProductsPage() {
  const { filters, update, searchText, setSearchText, submitSearch } = useUrlFilters();
  const wide = useMediaQuery("(min-width: 1024px)");
  const { t, locale } = useT(messages);
  const filterWords = useT(filterMessages);
  const productsLabel = useProductsLabel();
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => {
    if (wide) void preloadFilterPanel();
  }, [wide]);

  const query = useInfiniteProducts(apiFiltersFrom(filters), { keepPrevious: true, firstPage: filters.page });
  // The counts beside each filter's choices (issue 33), for the same filters as the list.
  const facets = useQuery(productFacetsQuery(facetFiltersFrom(filters))).data?.facets;
  const shown = query.data?.pages.reduce((sum, page) => sum + page.products.length, 0) ?? 0;
  const total = productTotal(query.data?.pages.at(-1)?.pagination);
  const settled = Boolean(query.data) && !query.isPlaceholderData;

  const filterCount = activeFilterCount(filters);
  const clearFilters = () => update({ ...DEFAULT_URL_FILTERS, view: filters.view });
  const rangeProblem = priceRangeError(filters.minPrice, filters.maxPrice);

  return (
    <>
      <PageHead
        title={t("catalog.all.title")}
        description={t("catalog.all.description")}
        path={ALL_PRODUCTS_PATH}
      />
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:py-14">
          <h1 className="font-display text-3xl font-bold sm:text-5xl">{t("catalog.all.heading")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100 sm:text-lg">{t("catalog.all.intro")}</p>
          <CatalogSearchBox text={searchText} onTextChange={setSearchText} onSubmit={submitSearch} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={wide ? sidebarOpen : sheetOpen}
            aria-controls={wide ? "catalog-filters" : undefined}
            onClick={() => (wide ? setSidebarOpen((open) => !open) : setSheetOpen(true))}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {filterWords.t("filters.title")}
            {filterCount > 0 && (
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs text-white">
                {filterCount}
                <span className="sr-only"> {filterWords.t("filters.active")}</span>
              </span>
            )}
          </Button>
          <p className="order-last w-full text-sm text-stone-600 sm:order-none sm:w-auto" aria-live="polite">
            {settled
              ? t("catalog.all.showing", {
                  shown: new Intl.NumberFormat(locale).format(shown),
                  total: productsLabel(total),
                })
              : query.isFetching
                ? t("catalog.all.loading")
                : ""}
          </p>
          <div className="ms-auto">
            <ViewToggle
              view={filters.view}
              onChange={(view) => update({ ...filters, view }, { replace: true })}
            />
          </div>
        </div>

        <ActiveFilterChips filters={filters} onChange={update} onClear={clearFilters} facets={facets} />
        {rangeProblem && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {filterWords.t("filters.rangeLeftOut", { problem: filterWords.t(rangeProblem) })}
          </p>
        )}

        <div className="mt-6 flex gap-8">
          {wide && sidebarOpen && (
            <aside
              id="catalog-filters"
              aria-label={filterWords.t("filters.title")}
              className="sticky top-24 w-64 shrink-0 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80"
            >
              <h2 className="mb-4 text-lg font-semibold text-stone-900">{filterWords.t("filters.title")}</h2>
              <Suspense fallback={null}>
                <CatalogFilterPanel filters={filters} onChange={update} facets={facets} />
              </Suspense>
            </aside>
          )}
          <div className="min-w-0 flex-1">
            <CatalogResults
              query={query}
              filters={filters}
              onChange={update}
              search={filters.search}
              view={filters.view}
              narrow={wide && sidebarOpen}
              onClearFilters={clearFilters}
            />
          </div>
        </div>
      </section>

      {!wide && (
        <OnceOpened open={sheetOpen} preload={preloadFilterSheet}>
          <CatalogFilterSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            filters={filters}
            onChange={update}
            total={settled ? productsLabel(total) : null}
            loading={query.isFetching}
            facets={facets}
          />
        </OnceOpened>
      )}
    </>
  );
}
