import { formatRupees } from "@marketplace/shared/money";
import { isSaleActive, unitPrice } from "@marketplace/shared/pricing";
import { CalendarClock, Store as StoreIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { DiscountBadge, ProductPrice } from "@/components/product-price.tsx";
import { Breadcrumb } from "@/components/ui/breadcrumb.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { StarRating } from "@/components/ui/star-rating.tsx";
import { VerifiedBadge } from "@/components/verified-badge.tsx";
import { MessageMakerButton } from "@/features/conversations/components/message-maker-button.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import variantMessages from "@/i18n/catalogs/en/variants.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { ApiError } from "@/lib/api-client.ts";
import { categoryPath, productPath, storePath } from "@/lib/app-paths.ts";
import { snapshotFor, toCartProduct } from "@/lib/cart-lines.ts";
import { formatDate, formatDateTime } from "@/lib/format-date.ts";
import { formatList } from "@/lib/format-list.ts";
import { productDescription } from "@/lib/page-descriptions.ts";
import { useSiteOrigin } from "@/lib/site-origin.tsx";
import { productBreadcrumbJsonLd, productJsonLd } from "@/lib/structured-data.ts";
import { type Product, useProduct } from "../api/products-api.ts";
import { ProductGallery } from "../components/product-gallery.tsx";
import { ProductNotFound } from "../components/product-not-found.tsx";
import { ProductPurchaseBox } from "../components/product-purchase-box.tsx";
import { ProductReviews } from "../components/product-reviews.tsx";
import { ReportListing } from "../components/report-listing.tsx";
import { StockStatus } from "../components/stock-status.tsx";
import { VariantPicker } from "../components/variant-picker.tsx";
import { WishlistButton } from "../components/wishlist-button.tsx";
import { useBuyNow } from "../use-buy-now.ts";
import {
  chosenVariant,
  hasVariants,
  imageForSelection,
  initialSelection,
  lowestPrice,
  missingOptions,
} from "../variant-choice.ts";

/**
 * The seller card and the store's delivery and returns (issue 34, item 7): rendered on the server with
 * the page, their code fetched after the page's own, since nothing in them needs code to be read.
 */
const ProductStoreCard = lazy(() => import("../components/product-store-card.tsx"));

/** Buy Now's checkout, loaded on first use: its form library and zod are not needed to show the product. */
const CheckoutView = lazy(() =>
  import("@/features/orders/components/checkout-view.tsx").then(({ CheckoutView }) => ({
    default: CheckoutView,
  })),
);

export default function ProductPage() {
  const { productId = "" } = useParams();
  const query = useProduct(productId);
  const { t } = useT(messages);
  // The API answers 404 for unknown and malformed ids alike; never show a stand-in product.
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  if (query.isPending) {
    return (
      <>
        <PageHead title={t("catalog.product.title")} />
        <LoadingState label={t("catalog.product.loading")} />
      </>
    );
  }
  if (notFound) {
    return (
      <>
        <PageHead title={t("catalog.product.notFoundTitle")} noindex />
        <ProductNotFound />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHead title={t("catalog.product.title")} noindex />
        <ErrorState
          headingLevel={1}
          message={t("catalog.product.loadError")}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return (
    <>
      <ProductHead product={query.data} />
      {/* Keyed so the quantity and Buy Now view start afresh on another product. */}
      <ProductDetails key={query.data._id} product={query.data} />
    </>
  );
}

/** What search results and shared links show: name, price, picture, and the product's JSON-LD. */
function ProductHead({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  return (
    <PageHead
      title={product.name}
      description={productDescription(product)}
      path={productPath(product._id)}
      image={product.images[0]}
      price={unitPrice(product)}
      structuredData={[productJsonLd(product, origin), productBreadcrumbJsonLd(product, origin)]}
    />
  );
}

/** The checkout's one line for Buy Now: the product, or the variant the address names. */
function buyNowLine(product: Product, variantId: string | null, quantity: number) {
  const variant = variantId ? product.variants?.find((v) => v._id === variantId) : undefined;
  const snapshot = variant ? snapshotFor(product, variant._id) : null;
  if (variant && snapshot) {
    return { product: snapshot, quantity, variant: { _id: variant._id, options: variant.options } };
  }
  return { product: toCartProduct(product), quantity };
}

function ProductDetails({ product }: { product: Product }) {
  const [query] = useSearchParams();
  const withVariants = hasVariants(product);
  const [selection, setSelection] = useState(() => initialSelection(product, query.get("variant")));
  const variant = chosenVariant(product, selection);
  const buyNow = useBuyNow(withVariants ? (variant?.quantity ?? 0) : product.quantity);
  const { t, language, locale } = useT(messages);
  const labels = useLabels();
  const variantWords = useVariantWords();
  // Price and stock follow the size chosen; until then, the product's own.
  const priced = variant
    ? {
        price: variant.price,
        sale_price: variant.sale_price,
        saleEndingDate: product.saleEndingDate,
        campaign: product.campaign,
      }
    : product;
  const saleEnds = isSaleActive(priced) && product.saleEndingDate ? product.saleEndingDate : null;
  // Sizes at different prices: until one is chosen, the lowest of them ("From Rs 2,800").
  const from = withVariants && !variant ? lowestPrice(product) : null;
  const variantText = useT(variantMessages);
  // Nothing to choose once every size is sold out: the page says so instead.
  const missing =
    withVariants && product.quantity > 0
      ? formatList(missingOptions(product, selection).map(variantWords.optionName), locale)
      : "";

  if (buyNow.buying) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8">
        <Suspense fallback={<LoadingState label={t("catalog.product.loadingCheckout")} />}>
          <CheckoutView
            lines={[buyNowLine(product, buyNow.variantId, buyNow.quantity)]}
            source="buy-now"
            onBack={buyNow.leave}
            backLabel={t("catalog.product.backToProduct")}
          />
        </Suspense>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Breadcrumb
        trail={[{ label: labels.category(product.category), to: categoryPath(product.category) }]}
        current={product.name}
      />

      <div className="mt-5 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery
          name={product.name}
          images={product.images}
          thumbnails={product.thumbnails}
          shown={imageForSelection(product, selection)}
          overlay={
            <WishlistButton
              productId={product._id}
              productName={product.name}
              size="lg"
              className="absolute top-4 end-4"
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
                {product.store_id.name || t("catalog.card.storeFallback")}
              </Link>
              {product.store_id.verified && <VerifiedBadge />}
              <Link
                to={categoryPath(product.category)}
                className="rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-700 hover:bg-stone-200"
              >
                {labels.category(product.category)}
              </Link>
            </div>
            <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{product.name}</h1>
            <a href="#reviews-heading" className="inline-block hover:underline">
              <StarRating rating={product.rating} reviewCount={product.reviewCount} size="md" />
            </a>
          </div>

          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              {from === null ? (
                <>
                  <ProductPrice product={priced} size="lg" />
                  <DiscountBadge product={priced} big />
                </>
              ) : (
                <span className="text-3xl font-bold text-brand-800">
                  {variantText.t("variants.priceFrom", { price: formatRupees(from) })}
                </span>
              )}
            </div>
            {saleEnds && (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700">
                <CalendarClock className="h-4 w-4" aria-hidden="true" />
                {t("catalog.product.saleEnds", { date: formatDateTime(saleEnds, { language }) })}
              </p>
            )}
          </div>

          {withVariants && <VariantPicker product={product} selection={selection} onChange={setSelection} />}

          <StockStatus
            quantity={variant ? variant.quantity : product.quantity}
            choice={variant ? Object.values(variant.options).join(" / ") : undefined}
          />

          <ProductPurchaseBox
            product={product}
            variant={variant}
            missing={missing}
            onBuyNow={(quantity) => buyNow.start(quantity, variant?._id)}
          />

          <div>
            <MessageMakerButton
              storeId={product.store_id._id}
              storeName={product.store_id.name || t("catalog.card.storeFallback")}
              product={product}
            />
          </div>

          <section aria-labelledby="description-heading" className="space-y-2">
            <h2 id="description-heading" className="text-lg font-semibold text-stone-900">
              {t("catalog.product.description")}
            </h2>
            {/* The seller's words, in whichever language she wrote them: their own direction, not the page's. */}
            <p dir="auto" className="whitespace-pre-line text-stone-700">
              {product.description}
            </p>
          </section>

          <Suspense fallback={null}>
            <ProductStoreCard store={product.store_id} />
          </Suspense>

          <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-stone-100/70 p-4 text-sm">
            <div>
              <dt className="text-stone-600">{t("catalog.product.addedOn")}</dt>
              <dd className="font-medium text-stone-800">
                <time dateTime={product.createdAt}>{formatDate(product.createdAt, { language })}</time>
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{t("catalog.product.updatedOn")}</dt>
              <dd className="font-medium text-stone-800">
                <time dateTime={product.updatedAt}>{formatDate(product.updatedAt, { language })}</time>
              </dd>
            </div>
          </dl>

          <ReportListing productId={product._id} productName={product.name} />
        </div>
      </div>

      <div className="mt-12">
        <ProductReviews productId={product._id} />
      </div>
    </div>
  );
}
