import { formatRupees } from "@marketplace/shared/money";
import { isSaleActive } from "@marketplace/shared/pricing";
import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/cart.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { productPath } from "@/lib/app-paths.ts";
import { type CartLine, lineUnitPrice } from "@/lib/cart-lines.ts";

interface CartLineItemProps {
  line: CartLine;
  onQuantityChange(quantity: number): void;
  onRemove(): void;
  /** Following the product link leaves the drawer. */
  onNavigate(): void;
}

const STEP_BUTTON =
  "grid h-9 w-9 place-items-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

/** One cart line: what it is, where from, what one costs, how many, and what they cost together. */
export function CartLineItem({ line, onQuantityChange, onRemove, onNavigate }: CartLineItemProps) {
  const { t } = useT(messages);
  const variantWords = useVariantWords();
  const { product, quantity } = line;
  // Two sizes of one product are two lines: the buttons name the size too.
  const name = line.variant
    ? `${product.name} (${variantWords.variant(line.variant.options)})`
    : product.name;
  const unit = lineUnitPrice(line);
  const atStockLimit = quantity >= product.quantity;
  const onSale = isSaleActive(product);

  return (
    <li className="flex gap-3 py-4">
      <Link
        to={productPath(product._id)}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-stone-100"
      >
        <ProductImage src={product.thumbnails?.[0] ?? product.images[0]} alt="" width={80} height={80} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={productPath(product._id)}
              onClick={onNavigate}
              dir="auto"
              className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-700"
            >
              {product.name}
            </Link>
            {line.variant && (
              <p className="text-sm text-stone-700" data-testid="line-variant">
                {variantWords.variant(line.variant.options)}
              </p>
            )}
            <p dir="auto" className="truncate text-xs text-stone-500">
              {product.store_id.name}
            </p>
          </div>
          <p className="shrink-0 font-semibold text-stone-900" data-testid="line-total">
            <span className="sr-only">{t("cart.line.lineTotal")} </span>
            {formatRupees(unit * quantity)}
          </p>
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          {t("cart.line.each", { price: formatRupees(unit) })}
          {onSale && (
            <span className="ms-1.5 text-xs text-stone-500 line-through">
              <span className="sr-only">{t("cart.line.was")} </span>
              {formatRupees(product.price)}
            </span>
          )}
        </p>
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="flex items-center rounded-full ring-1 ring-stone-200">
            <button
              type="button"
              className={STEP_BUTTON}
              onClick={() => onQuantityChange(quantity - 1)}
              aria-label={
                quantity === 1 ? t("cart.line.removeOne", { name }) : t("cart.line.decrease", { name })
              }
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </button>
            <output
              aria-label={t("cart.line.quantity", { name })}
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
            >
              {quantity}
            </output>
            <button
              type="button"
              className={STEP_BUTTON}
              onClick={() => onQuantityChange(quantity + 1)}
              disabled={atStockLimit}
              aria-label={t("cart.line.increase", { name })}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t("cart.line.removeFromCart", { name })}
            className="inline-flex items-center gap-1 rounded-full px-2.5 py-1.5 text-sm font-medium text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("cart.line.remove")}
          </button>
        </div>
        {atStockLimit && (
          <p className="mt-1 text-xs text-accent-700">
            {t("cart.line.stockLimit", { count: product.quantity })}
          </p>
        )}
      </div>
    </li>
  );
}
