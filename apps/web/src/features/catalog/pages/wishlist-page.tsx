import { Heart } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { useProductsById } from "../api/products-api.ts";
import { ProductCard } from "../components/product-card.tsx";
import { removeFromWishlist, useWishlistIds } from "../wishlist.ts";

const isGone = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** The hearted products, kept in this browser; the heart on each card takes one off the list. */
export default function WishlistPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("catalog.wishlist.title")} noindex />
      <WishlistScreen />
    </>
  );
}

function WishlistScreen() {
  const ids = useWishlistIds();
  const { t } = useT(messages);
  const results = useProductsById(ids);

  // A product its seller deleted cannot come back: drop it from the list instead of showing a hole.
  const goneIds = ids.filter((_, i) => isGone(results[i]?.error ?? null));
  const goneKey = goneIds.join(",");
  useEffect(() => {
    if (goneKey) removeFromWishlist(...goneKey.split(","));
  }, [goneKey]);

  const failed = results.filter((r) => r.isError && !isGone(r.error));
  const products = results.flatMap((r) => (r.data ? [r.data] : []));

  let content: ReactNode;
  if (results.some((r) => r.isPending)) {
    content = <LoadingState label={t("catalog.wishlist.loading")} />;
  } else if (failed.length > 0) {
    content = (
      <ErrorState
        message={t("catalog.wishlist.loadError")}
        onRetry={() => {
          for (const r of failed) r.refetch();
        }}
        retrying={failed.some((r) => r.isFetching)}
      />
    );
  } else if (products.length === 0) {
    content = (
      <EmptyState
        icon={<Heart className="h-7 w-7" aria-hidden="true" />}
        title={t("catalog.wishlist.emptyTitle")}
        message={t("catalog.wishlist.emptyMessage")}
      >
        <Link to="/AllProduct" className={buttonClasses("primary")}>
          {t("catalog.browseAll")}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <ul
        aria-label={t("catalog.wishlist.list")}
        className="grid grid-cols-1 gap-3 min-[340px]:grid-cols-2 sm:gap-5 md:grid-cols-3 xl:grid-cols-4"
      >
        {products.map((product) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {t("catalog.wishlist.heading")}
      </h1>
      <p className="mt-2 text-stone-600">
        {products.length > 0
          ? t("catalog.wishlist.count", { count: products.length })
          : t("catalog.wishlist.intro")}
      </p>
      <div className="mt-6">{content}</div>
    </section>
  );
}
