import { useQuery } from "@tanstack/react-query";
import { Store as StoreIcon } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/stores.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { storePath } from "@/lib/app-paths.ts";
import { lazyPart } from "@/lib/lazy-part.tsx";
import { toast } from "@/lib/notify.ts";
import { storeDescription } from "@/lib/page-descriptions.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useSiteOrigin } from "@/lib/site-origin.tsx";
import { storeBreadcrumbJsonLd } from "@/lib/structured-data.ts";
import { useUrlFilters } from "@/lib/use-url-filters.ts";
import {
  looksLikeId,
  STORE_PAGE_SIZE,
  STORE_STALE_MS,
  type Store,
  storeQuery,
  usePagedStoreProducts,
} from "../api/stores-api.ts";
import { StoreHeader } from "../components/store-header.tsx";
import { StoreProducts } from "../components/store-products.tsx";
import { StoreStats } from "../components/store-stats.tsx";

/**
 * The store's reviews, delivery and returns (issue 34, item 8), below its products: rendered on the
 * server with the page, their code fetched after the page's own.
 */
const StoreReviews = lazy(() => import("../components/store-reviews.tsx"));

const { Part: OwnerListingNotice } = lazyPart(() =>
  import("../components/owner-listing-notice.tsx").then((module) => module.OwnerListingNotice),
);

export default function StorePage() {
  const { storeId: idOrSlug = "" } = useParams();
  // Filters live in the address, so a filtered store can be shared and Back undoes a change.
  const urlFilters = useUrlFilters();
  const { search, category, sort } = urlFilters.filters;

  const { sellerToken, seller } = useSession();
  const { t } = useT(messages);
  const storeResult = useQuery({ ...storeQuery(idOrSlug, sellerToken), staleTime: STORE_STALE_MS });
  // Products are asked for by id: an id address starts them at once, a slug once the store answered.
  const storeId = looksLikeId(idOrSlug) ? idOrSlug : (storeResult.data?._id ?? "");
  const productsResult = usePagedStoreProducts(
    storeId,
    { search: search || undefined, category: category ?? undefined, sort, limit: STORE_PAGE_SIZE },
    urlFilters.filters.page,
  );
  const store = storeResult.data;

  const notFound = [storeResult.error, productsResult.error].some(
    (e) => e instanceof ApiError && (e.status === 404 || e.status === 400),
  );
  const failed = !notFound && (storeResult.isError || (productsResult.isError && !productsResult.data));
  useEffect(() => {
    if (failed) toast.error(t("stores.page.loadFailed"));
  }, [failed, t]);

  if (notFound) {
    return (
      <>
        <PageHead title={t("stores.page.notFound")} noindex />
        <EmptyState
          headingLevel={1}
          title={t("stores.page.notFound")}
          message={t("stores.page.notFoundMessage")}
          icon={<StoreIcon className="h-7 w-7" aria-hidden="true" />}
        >
          <Link to="/" className={buttonClasses("primary")}>
            {t("stores.page.home")}
          </Link>
          <Link to="/AllProduct" className={buttonClasses("secondary")}>
            {t("stores.page.allProducts")}
          </Link>
        </EmptyState>
      </>
    );
  }
  if (failed) {
    const error = storeResult.error ?? productsResult.error;
    return (
      <>
        <PageHead title={store?.name ?? t("stores.page.store")} noindex />
        <ErrorState
          headingLevel={1}
          title={t("stores.page.loadError")}
          message={error?.message ?? t("stores.page.tryAgain")}
          retrying={storeResult.isFetching || productsResult.isFetching}
          onRetry={() => {
            if (storeResult.isError) void storeResult.refetch();
            if (productsResult.isError) void productsResult.refetch();
          }}
        >
          <Link to="/" className={buttonClasses("secondary")}>
            {t("stores.page.home")}
          </Link>
        </ErrorState>
      </>
    );
  }
  if (!store || !productsResult.data) {
    return (
      <>
        {store ? <StoreHead store={store} /> : <PageHead title={t("stores.page.store")} />}
        <LoadingState label={t("stores.page.loading")} />
      </>
    );
  }

  const stats = productsResult.data.pages[0]?.stats;

  return (
    <div className="bg-stone-50 pb-16">
      <StoreHead store={store} />
      <StoreHeader store={store} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-6 sm:px-6">
        {/* Her own store, while shoppers cannot see it yet (issue 30): its code only for her. */}
        {seller && store.seller_id._id === seller._id && (
          <Suspense fallback={null}>
            <OwnerListingNotice />
          </Suspense>
        )}
        {stats && <StoreStats rating={store.rating} products={stats.total} />}

        <StoreProducts storeName={store.name} productsResult={productsResult} urlFilters={urlFilters} />

        <Suspense fallback={null}>
          <StoreReviews store={store} />
        </Suspense>
      </div>
    </div>
  );
}

/** What search results and shared links show: the store's name, city, banner or logo, and its place. */
function StoreHead({ store }: { store: Store }) {
  const origin = useSiteOrigin();
  return (
    <PageHead
      title={store.name}
      description={storeDescription(store)}
      path={storePath(store)}
      image={store.banner ?? store.logo}
      structuredData={[storeBreadcrumbJsonLd(store, origin)]}
    />
  );
}
