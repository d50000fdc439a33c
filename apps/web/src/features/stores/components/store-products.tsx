import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { LoadMoreLink } from "@/components/load-more-link.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ProductCard } from "@/features/catalog/components/product-card.tsx";
import messages from "@/i18n/catalogs/en/stores.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { productTotal, remainingLabel, useProductsLabel } from "@/lib/product-total.ts";
import type { useUrlFilters } from "@/lib/use-url-filters.ts";
import type { usePagedStoreProducts } from "../api/stores-api.ts";
import { StoreProductToolbar } from "./store-product-toolbar.tsx";

interface StoreProductsProps {
  storeName: string;
  productsResult: ReturnType<typeof usePagedStoreProducts>;
  /** The page's filters (from its address), shared with the query that fetched `productsResult`. */
  urlFilters: ReturnType<typeof useUrlFilters>;
}

/** A store's products under its header: search, category, sort and layout, the list and "Load More". */
export function StoreProducts({ storeName, productsResult, urlFilters }: StoreProductsProps) {
  const { filters, update, searchText, setSearchText } = urlFilters;
  const { t } = useT(messages);
  const productsLabel = useProductsLabel();
  const filtering = filters.search !== "" || filters.category !== null;
  const clearFilters = () => update({ ...filters, search: "", category: null });

  const pages = productsResult.data?.pages ?? [];
  const products = pages.flatMap((page) => page.products);
  const matching = productTotal(pages.at(-1)?.pagination);
  const updating = productsResult.isFetching && !productsResult.isFetchingNextPage;
  const layout = filters.view;

  return (
    <section aria-labelledby="store-products-heading" className="space-y-4">
      <h2 id="store-products-heading" className="font-display text-2xl font-bold text-stone-900">
        {t("stores.products.heading")}
      </h2>
      <StoreProductToolbar
        search={searchText}
        onSearch={setSearchText}
        category={filters.category ?? ""}
        onCategory={(category) => update({ ...filters, category: category || null })}
        sort={filters.sort}
        onSort={(sort) => update({ ...filters, sort })}
        layout={layout}
        onLayout={(view) => update({ ...filters, view })}
      />
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">
          {t("stores.products.showing", { count: products.length, total: productsLabel(matching) })}
        </p>
        {updating && (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" /> {t("stores.products.updating")}
          </span>
        )}
        {filtering && matching.count > 0 && (
          <button
            type="button"
            onClick={clearFilters}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t("stores.products.clear")}
          </button>
        )}
      </div>

      {products.length === 0 ? (
        filtering ? (
          <EmptyState
            title={t("stores.products.noMatchTitle")}
            message={t("stores.products.noMatchMessage")}
            icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
          >
            <Button onClick={clearFilters}>{t("stores.products.clear")}</Button>
          </EmptyState>
        ) : (
          <EmptyState
            title={t("stores.products.emptyTitle")}
            message={t("stores.products.emptyMessage", { name: storeName })}
          >
            <Link to="/AllProduct" className={buttonClasses("primary")}>
              {t("stores.products.browseAll")}
            </Link>
          </EmptyState>
        )
      ) : (
        <ul
          aria-busy={updating}
          className={cn(
            "grid gap-3 transition-opacity sm:gap-4",
            layout === "grid"
              ? "grid-cols-1 min-[340px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              : "grid-cols-1",
            updating && "opacity-60",
          )}
        >
          {products.map((product, index) => (
            <li key={product._id} data-testid="store-product" className="flex [&>article]:flex-1">
              <ProductCard product={product} layout={layout} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}

      {productsResult.hasNextPage ? (
        <div className="flex justify-center pt-4">
          <LoadMoreLink
            variant="secondary"
            nextPage={(pages.at(-1)?.pagination.current_page ?? 0) + 1}
            remaining={remainingLabel(matching, products.length)}
            loading={productsResult.isFetchingNextPage}
            disabled={updating}
            onLoadMore={() => void productsResult.fetchNextPage()}
          />
        </div>
      ) : (
        pages.length > 1 && (
          <p className="pt-4 text-center text-sm text-stone-500">
            {t("stores.products.seenAll", { total: productsLabel(matching) })}
          </p>
        )
      )}
      {productsResult.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-700">
          {t("stores.products.moreError")}
        </p>
      )}
    </section>
  );
}
