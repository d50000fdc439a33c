import { isLowStock, isSaleActive } from "@marketplace/shared/pricing";
import {
  ArrowLeft,
  CalendarClock,
  PackageSearch,
  ShoppingBag,
  ShoppingCart,
  Store as StoreIcon,
} from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Breadcrumb } from "@/components/ui/breadcrumb.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { StarRating } from "@/components/ui/star-rating.tsx";
import { toCartProduct } from "@/features/cart/cart-lines.ts";
import { useCart } from "@/features/cart/cart-provider.tsx";
import { CheckoutView } from "@/features/orders/components/checkout-view.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { categoryPath, storePath } from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { formatDate, formatDateTime } from "@/lib/format-date.ts";
import { usePageTitle } from "@/lib/use-page-title.ts";
import { type Product, useProduct } from "../api/products-api.ts";
import { ProductGallery } from "../components/product-gallery.tsx";
import { DiscountBadge, ProductPrice } from "../components/product-price.tsx";
import { ProductReviews } from "../components/product-reviews.tsx";
import { clampQuantity, QuantityStepper } from "../components/quantity-stepper.tsx";
import { WishlistButton } from "../components/wishlist-button.tsx";

export default function ProductPage() {
  const { productId = "" } = useParams();
  const query = useProduct(productId);
  // The API answers 404 for unknown and malformed ids alike; never show a stand-in product.
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(query.data?.name ?? (notFound ? "Product Not Found" : "Product Details"));

  if (query.isPending) return <LoadingState label="Loading product..." />;
  if (notFound) return <ProductNotFound />;
  if (query.isError) {
    return (
      <ErrorState
        headingLevel={1}
        message="We couldn't load this product. Please try again."
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  // Keyed so the quantity and Buy Now view start afresh on another product.
  return <ProductDetails key={query.data._id} product={query.data} />;
}

function ProductNotFound() {
  const navigate = useNavigate();
  // React Router numbers its history entries; 0 means this page was opened directly.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <EmptyState
      headingLevel={1}
      icon={<PackageSearch className="h-7 w-7" aria-hidden="true" />}
      title="Product Not Found"
      message="This product does not exist or has been removed by its seller."
    >
      <Button onClick={() => (canGoBack ? navigate(-1) : navigate("/"))}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Go Back
      </Button>
      <Link
        to="/AllProduct"
        className="inline-flex h-11 items-center px-3 font-semibold text-brand-700 hover:underline"
      >
        Browse all products
      </Link>
    </EmptyState>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { add, open } = useCart();
  const [quantity, setQuantity] = useState(1);
  // Buy Now's checkout lives in the address (?buy=<quantity>), so the login it may ask for, a
  // reload or the browser's Back button all land where the buyer expects.
  const [params, setParams] = useSearchParams();
  const buyQuantity = Number(params.get("buy"));
  const inStock = product.quantity > 0;
  const buying = inStock && Number.isInteger(buyQuantity) && buyQuantity >= 1;
  const saleEnds = isSaleActive(product) && product.saleEndingDate ? product.saleEndingDate : null;

  const switchView = (toCheckout: boolean) => {
    if (toCheckout) setParams({ buy: String(clampQuantity(quantity, product.quantity)) });
    else setParams({}, { replace: true });
    window.scrollTo({ top: 0 });
  };

  if (buying) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8">
        <CheckoutView
          lines={[
            { product: toCartProduct(product), quantity: clampQuantity(buyQuantity, product.quantity) },
          ]}
          source="buy-now"
          onBack={() => switchView(false)}
          backLabel="Back to Product"
        />
      </section>
    );
  }

  const addToCart = () => {
    add(product, clampQuantity(quantity, product.quantity));
    toast.success("Added to cart", {
      description: `${quantity} × ${product.name}`,
      action: { label: "View cart", onClick: open },
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Breadcrumb
        trail={[{ label: product.category, to: categoryPath(product.category) }]}
        current={product.name}
      />

      <div className="mt-5 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery
          name={product.name}
          images={product.images}
          thumbnails={product.thumbnails}
          overlay={
            <WishlistButton
              productId={product._id}
              productName={product.name}
              className="absolute top-4 right-4 h-11 w-11"
            />
          }
        />

        <div className="flex flex-col gap-5">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Link
                to={storePath(product.store_id)}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 hover:bg-brand-100"
              >
                <StoreIcon className="h-4 w-4" aria-hidden="true" />
                {product.store_id.name || "Hunarmand store"}
              </Link>
              <Link
                to={categoryPath(product.category)}
                className="rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-700 hover:bg-stone-200"
              >
                {product.category}
              </Link>
            </div>
            <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{product.name}</h1>
            <a href="#reviews-heading" className="inline-block hover:underline">
              <StarRating rating={product.rating} reviewCount={product.reviewCount} size="md" />
            </a>
          </div>

          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              <ProductPrice product={product} size="lg" />
              <DiscountBadge product={product} className="text-sm" />
            </div>
            {saleEnds && (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700">
                <CalendarClock className="h-4 w-4" aria-hidden="true" />
                Sale ends {formatDateTime(saleEnds)}
              </p>
            )}
          </div>

          <StockStatus quantity={product.quantity} />

          <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80">
            <QuantityStepper
              value={clampQuantity(quantity, product.quantity)}
              max={product.quantity}
              onChange={setQuantity}
              disabled={!inStock}
            />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                variant="secondary"
                size="lg"
                className="flex-1"
                onClick={addToCart}
                disabled={!inStock}
              >
                <ShoppingCart className="h-5 w-5" aria-hidden="true" />
                Add to Cart
              </Button>
              <Button size="lg" className="flex-1" onClick={() => switchView(true)} disabled={!inStock}>
                <ShoppingBag className="h-5 w-5" aria-hidden="true" />
                Buy Now
              </Button>
            </div>
            {!inStock && (
              <p className="text-sm text-stone-600">This product is sold out for now. Check back soon.</p>
            )}
          </div>

          <section aria-labelledby="description-heading" className="space-y-2">
            <h2 id="description-heading" className="text-lg font-semibold text-stone-900">
              Description
            </h2>
            <p className="whitespace-pre-line text-stone-700">{product.description}</p>
          </section>

          <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-stone-100/70 p-4 text-sm">
            <div>
              <dt className="text-stone-600">Added on</dt>
              <dd className="font-medium text-stone-800">
                <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Last updated</dt>
              <dd className="font-medium text-stone-800">
                <time dateTime={product.updatedAt}>{formatDate(product.updatedAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="mt-12">
        <ProductReviews productId={product._id} />
      </div>
    </div>
  );
}

function StockStatus({ quantity }: { quantity: number }) {
  const [label, tone] =
    quantity <= 0
      ? ["Out of stock", "bg-red-50 text-red-700 ring-red-200"]
      : isLowStock(quantity)
        ? [`Only ${quantity} left`, "bg-accent-50 text-accent-700 ring-accent-200"]
        : ["In stock", "bg-emerald-50 text-emerald-700 ring-emerald-200"];
  return (
    <p
      className={cn(
        "inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1",
        tone,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "h-2 w-2 rounded-full",
          quantity <= 0 ? "bg-red-500" : isLowStock(quantity) ? "bg-accent-500" : "bg-emerald-500",
        )}
      />
      {label}
    </p>
  );
}
