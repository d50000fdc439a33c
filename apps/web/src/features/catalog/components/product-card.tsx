import { isLowStock } from "@marketplace/shared/pricing";
import { ShoppingCart, Store as StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { DiscountBadge, ProductPrice } from "@/components/product-price.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { ProductImage } from "@/components/ui/product-image.tsx";
import { StarRating } from "@/components/ui/star-rating.tsx";
import { VerifiedMark } from "@/components/verified-mark.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { productPath, storePath } from "@/lib/app-paths.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/notify.ts";
import type { Product } from "../api/products-api.ts";
import { WishlistButton } from "./wishlist-button.tsx";

type CardLayout = "grid" | "list";

interface ProductCardProps {
  product: Product;
  layout?: CardLayout;
  /** The first cards of a page, above the fold: their images are its LCP, fetched first; the rest lazily. */
  priority?: boolean;
}

/**
 * How wide a card's picture shows, for `sizes`: two columns on a phone, three from `md`, four in the
 * 80rem page from `xl` (a little over, where a filters column takes room, is harmless). A list row's
 * picture is `w-32 sm:w-48`.
 */
const IMAGE_SIZES: Record<CardLayout, string> = {
  grid: "(min-width: 1280px) 320px, (min-width: 768px) 33vw, 50vw",
  list: "(min-width: 640px) 192px, 128px",
};

// On a phone a grid card's picture is 4:3, so two rows of cards fit one screen (issue 34, item 6).
const IMAGE_BOX: Record<CardLayout, string> = {
  grid: "aspect-[4/3] w-full sm:aspect-square",
  list: "aspect-square w-32 sm:w-48",
};

/**
 * A product in a list: thumbnail, name, category, real rating, price, badges and one action, add to
 * cart (or choose a size); the picture and the name open the product (decision 0046).
 */
export function ProductCard({ product, layout = "grid", priority = false }: ProductCardProps) {
  const { add, open } = useCart();
  const { t } = useT(messages);
  const labels = useLabels();
  const outOfStock = product.quantity <= 0;
  const href = productPath(product._id);

  const addToCart = () => {
    add(product, 1);
    toast.success(t("catalog.card.added"), {
      description: product.name,
      action: { label: t("catalog.card.viewCart"), onClick: open },
    });
  };

  return (
    <article
      className={cn(
        "group render-when-visible relative flex h-full w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80 transition hover:shadow-md",
        layout === "grid" ? "flex-col [--rendered-height:22rem]" : "flex-row [--rendered-height:10rem]",
      )}
    >
      <div className={cn("relative shrink-0 overflow-hidden bg-stone-100", IMAGE_BOX[layout])}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage
            src={product.images[0]}
            thumbnail={product.thumbnails[0]}
            sizes={IMAGE_SIZES[layout]}
            alt=""
            priority={priority}
            className="transition duration-300 group-hover:scale-105"
          />
        </Link>
        <div className="absolute top-2 start-2 flex flex-col items-start gap-1">
          <DiscountBadge product={product} />
          {isLowStock(product.quantity) && (
            <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-stone-900">
              {t("catalog.card.lowStock")}
            </span>
          )}
        </div>
        <WishlistButton productId={product._id} productName={product.name} className="absolute top-2 end-2" />
        {outOfStock && (
          <div className="absolute inset-x-0 bottom-0 bg-stone-900/75 py-1.5 text-center text-sm font-semibold text-white">
            {t("catalog.card.outOfStock")}
          </div>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4">
        <Link
          to={storePath(product.store_id)}
          className="inline-flex w-fit max-w-full items-center gap-1 truncate rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100"
        >
          <StoreIcon className="h-3 w-3 shrink-0" aria-hidden="true" />
          <span dir="auto" className="truncate">
            {product.store_id.name || t("catalog.card.storeFallback")}
          </span>
          {product.store_id.verified && <VerifiedMark label={t("catalog.verified.label")} />}
        </Link>
        <h3
          dir="auto"
          className="line-clamp-2 text-sm font-semibold wrap-anywhere text-stone-900 sm:text-base"
        >
          <Link to={href} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <p className="hidden text-xs text-stone-500 sm:block">{labels.category(product.category)}</p>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        {layout === "list" && (
          <p dir="auto" className="line-clamp-2 text-sm text-stone-600">
            {product.description}
          </p>
        )}
        <div className="mt-auto pt-1 sm:pt-2">
          <ProductPrice product={product} />
        </div>
        {/* Two cards side by side on a 360 px phone leave each about 140 px: the cart icon makes way
            for the words there (the card is a size container for that). */}
        <div className={cn("@container flex flex-wrap gap-2 pt-1", layout === "list" && "sm:max-w-md")}>
          {/* A product with sizes is added from its page, once she has chosen one. (The check is
              written out here: variant-choice.ts would come along with it to every page of cards.) */}
          {product.variants?.length && !outOfStock ? (
            <Link
              to={href}
              // Its words are longer than Add to Cart's: on a narrow card they take two lines.
              className={buttonClasses("primary", "sm", "px-3 text-center", {
                fill: true,
                wrap: true,
                padding: "none",
              })}
            >
              {t("catalog.card.chooseOptions")}
            </Link>
          ) : (
            <Button size="sm" fill padding="none" className="px-3" onClick={addToCart} disabled={outOfStock}>
              <ShoppingCart className="hidden h-4 w-4 @[9rem]:block" aria-hidden="true" />
              {outOfStock ? t("catalog.card.soldOut") : t("catalog.card.addToCart")}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A grey card in the shape of `ProductCard` (same picture box, padding and rows of text and buttons),
 * shown while products load so the cards take the place it held instead of pushing the page down.
 */
export function ProductCardSkeleton({ layout = "grid" }: { layout?: CardLayout }) {
  const bar = "animate-pulse bg-stone-200";
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex h-full w-full overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/80",
        layout === "grid" ? "flex-col" : "flex-row",
      )}
    >
      <div className={cn("shrink-0 animate-pulse bg-stone-200", IMAGE_BOX[layout])} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4">
        <div className={cn(bar, "h-5 w-2/3 rounded-full")} />
        <div className="flex h-10 flex-col justify-center gap-2 sm:h-12">
          <div className={cn(bar, "h-4 w-11/12 rounded")} />
          <div className={cn(bar, "h-4 w-1/2 rounded")} />
        </div>
        <div className={cn(bar, "hidden h-4 w-1/3 rounded sm:block")} />
        <div className={cn(bar, "h-4 w-1/2 rounded")} />
        <div className="mt-auto pt-1 sm:pt-2">
          <div className={cn(bar, "h-7 w-20 rounded")} />
        </div>
        {/* The card's one action. */}
        <div className="flex pt-1">
          <div className="h-9 flex-1 animate-pulse rounded-full bg-stone-100" />
        </div>
      </div>
    </div>
  );
}
