import { Heart } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { useProductsById } from "../api/products-api.ts";
import { ProductCard } from "../components/product-card.tsx";
import { removeFromWishlist, useWishlistIds } from "../wishlist.ts";

const isGone = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** The hearted products, kept in this browser; the heart on each card takes one off the list. */
export default function WishlistPage() {
  return (
    <>
      <PageHead title="Wishlist" noindex />
      <WishlistScreen />
    </>
  );
}

function WishlistScreen() {
  const ids = useWishlistIds();
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
    content = <LoadingState label="Loading your saved items..." />;
  } else if (failed.length > 0) {
    content = (
      <ErrorState
        message="We couldn't load your saved items. Please try again."
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
        title="No saved items yet"
        message="Tap the heart on any product to keep it here for later."
      >
        <Link to="/AllProduct" className={buttonClasses("primary")}>
          Browse All Products
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <ul
        aria-label="Saved products"
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
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">Your Wishlist</h1>
      <p className="mt-2 text-stone-600">
        {products.length > 0
          ? `${products.length} saved ${products.length === 1 ? "item" : "items"}, kept in this browser.`
          : "Products you heart are kept here, in this browser."}
      </p>
      <div className="mt-6">{content}</div>
    </section>
  );
}
