import { isCategory } from "@marketplace/shared/categories";
import { PRODUCT_SORTS, type ProductSort } from "@marketplace/shared/products-contracts";
import { useQuery } from "@tanstack/react-query";
import { SearchX, Store as StoreIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { ProductCard } from "@/features/catalog/components/product-card.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { usePageTitle } from "@/lib/use-page-title.ts";
import { type StoreProductFilters, storeQuery, useStoreProducts } from "../api/stores-api.ts";
import { StoreHeader } from "../components/store-header.tsx";
import { type ProductLayout, StoreProductToolbar } from "../components/store-product-toolbar.tsx";
import { StoreStats } from "../components/store-stats.tsx";

const PAGE_SIZE = 12;
const DEFAULT_SORT: ProductSort = "newest";
const SEARCH_DELAY_MS = 300;
/** Opening a store counts a view, so one visit reads it once rather than again on every remount. */
const STORE_STALE_MS = 10 * 60_000;

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? "");

/** Store addresses carry the slug (`/store/noor-crochet`) or, in older links, the id. */
const looksLikeId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export default function StorePage() {
  const { storeId: idOrSlug = "" } = useParams();
  const [params, setParams] = useSearchParams();

  // Filters live in the address, so a filtered store can be shared and Back undoes a change.
  const search = params.get("q")?.trim() ?? "";
  const categoryParam = params.get("category") ?? "";
  const category = isCategory(categoryParam) ? categoryParam : "";
  const sortParam = params.get("sort");
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const layout: ProductLayout = params.get("view") === "list" ? "list" : "grid";
  const filtering = search !== "" || category !== "";

  const setParam = (key: string, value: string, fallback = "") =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== fallback) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]);
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === search) return;
    // Typing replaces the history entry: Back should not step through every letter.
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (wanted) next.set("q", wanted);
            else next.delete("q");
            return next;
          },
          { replace: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, search, setParams]);

  const clearFilters = () => {
    setSearchText("");
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("q");
        next.delete("category");
        return next;
      },
      { replace: false },
    );
  };

  const { sellerToken } = useSession();
  const storeResult = useQuery({ ...storeQuery(idOrSlug, sellerToken), staleTime: STORE_STALE_MS });
  // Products are asked for by id: an id address starts them at once, a slug once the store answered.
  const storeId = looksLikeId(idOrSlug) ? idOrSlug : (storeResult.data?._id ?? "");
  const filters: StoreProductFilters = {
    search: search || undefined,
    category: category || undefined,
    sort,
    limit: PAGE_SIZE,
  };
  const productsResult = useStoreProducts(storeId, filters);
  const store = storeResult.data;
  usePageTitle(store?.name ?? (storeResult.isError ? "Store Not Found" : "Store"));

  const notFound = [storeResult.error, productsResult.error].some(
    (e) => e instanceof ApiError && (e.status === 404 || e.status === 400),
  );
  const failed = !notFound && (storeResult.isError || (productsResult.isError && !productsResult.data));
  useEffect(() => {
    if (failed) toast.error("Failed to load store data");
  }, [failed]);

  if (notFound) {
    return (
      <EmptyState
        headingLevel={1}
        title="Store Not Found"
        message="This store does not exist or is no longer open. Browse the marketplace for other makers."
        icon={<StoreIcon className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to="/" className={buttonClasses("primary")}>
          Back to Home
        </Link>
        <Link to="/AllProduct" className={buttonClasses("secondary")}>
          All Products
        </Link>
      </EmptyState>
    );
  }
  if (failed) {
    const error = storeResult.error ?? productsResult.error;
    return (
      <ErrorState
        headingLevel={1}
        title="We couldn't load this store"
        message={error?.message ?? "Please try again."}
        retrying={storeResult.isFetching || productsResult.isFetching}
        onRetry={() => {
          if (storeResult.isError) void storeResult.refetch();
          if (productsResult.isError) void productsResult.refetch();
        }}
      >
        <Link to="/" className={buttonClasses("secondary")}>
          Back to Home
        </Link>
      </ErrorState>
    );
  }
  if (!store || !productsResult.data) return <LoadingState label="Loading store..." />;

  const pages = productsResult.data.pages;
  const products = pages.flatMap((page) => page.products);
  const stats = pages[0]?.stats;
  const matching = pages[pages.length - 1]?.pagination.total_products ?? 0;
  const remaining = Math.max(matching - products.length, 0);
  const updating = productsResult.isFetching && !productsResult.isFetchingNextPage;

  return (
    <div className="bg-stone-50 pb-16">
      <StoreHeader store={store} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-6 sm:px-6">
        {stats && <StoreStats stats={stats} />}

        <section aria-labelledby="store-products-heading" className="space-y-4">
          <h2 id="store-products-heading" className="font-display text-2xl font-bold text-stone-900">
            Products
          </h2>
          <StoreProductToolbar
            search={searchText}
            onSearch={setSearchText}
            category={category}
            onCategory={(value) => setParam("category", value)}
            sort={sort}
            onSort={(value) => setParam("sort", value, DEFAULT_SORT)}
            layout={layout}
            onLayout={(value) => setParam("view", value, "grid")}
          />
          <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
            <p aria-live="polite">
              Showing {products.length} of {matching} {matching === 1 ? "product" : "products"}
            </p>
            {updating && (
              <span className="inline-flex items-center gap-2">
                <Spinner className="h-4 w-4" /> Updating...
              </span>
            )}
            {filtering && matching > 0 && (
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
              <EmptyState title="No products yet" message={`${store.name} hasn't added any products yet.`}>
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
                  <ProductCard product={product} layout={layout} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}

          {productsResult.hasNextPage ? (
            <div className="flex justify-center pt-4">
              <Button
                variant="secondary"
                size="lg"
                loading={productsResult.isFetchingNextPage}
                onClick={() => void productsResult.fetchNextPage()}
              >
                {productsResult.isFetchingNextPage
                  ? "Loading..."
                  : `Load More Products (${remaining} remaining)`}
              </Button>
            </div>
          ) : (
            pages.length > 1 && (
              <p className="pt-4 text-center text-sm text-stone-500">You've seen all {matching} products!</p>
            )
          )}
          {productsResult.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-red-700">
              Couldn't load more products. Please try again.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
