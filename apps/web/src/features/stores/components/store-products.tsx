import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { LoadMoreLink } from "@/components/load-more-link.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ProductCard } from "@/features/catalog/components/product-card.tsx";
import { cn } from "@/lib/cn.ts";
import { productsLabel, productTotal, remainingLabel } from "@/lib/product-total.ts";
import type { useUrlFilters } from "@/lib/use-url-filters.ts";
import type { useStoreProducts } from "../api/stores-api.ts";
import { StoreProductToolbar } from "./store-product-toolbar.tsx";

interface StoreProductsProps {
  storeName: string;
  productsResult: ReturnType<typeof useStoreProducts>;
  /** The page's filters (from its address), shared with the query that fetched `productsResult`. */
  urlFilters: ReturnType<typeof useUrlFilters>;
}

/** A store's products under its header: search, category, sort and layout, the list and "Load More". */
export function StoreProducts({ storeName, productsResult, urlFilters }: StoreProductsProps) {
  const { filters, update, searchText, setSearchText } = urlFilters;
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
        Products
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
          Showing {products.length} of {productsLabel(matching)}
        </p>
        {updating && (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" /> Updating...
          </span>
        )}
        {filtering && matching.count > 0 && (
          <button
            type="button"
            onClick={clearFilters}
            className="font-semibold text-brand-700 hover:underline"
          >
            Clear filters
          </button>
        )}
      </div>

      {products.length === 0 ? (
        filtering ? (
          <EmptyState
            title="No products match your search"
            message="Try other words or another category."
            icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
          >
            <Button onClick={clearFilters}>Clear filters</Button>
          </EmptyState>
        ) : (
          <EmptyState title="No products yet" message={`${storeName} hasn't added any products yet.`}>
            <Link to="/AllProduct" className={buttonClasses("primary")}>
              Browse all products
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
            You've seen all {productsLabel(matching)}!
          </p>
        )
      )}
      {productsResult.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-700">
          Couldn't load more products. Please try again.
        </p>
      )}
    </section>
  );
}
