import { formatRupees } from "@marketplace/shared/money";
import { discountPercent, isSaleActive } from "@marketplace/shared/pricing";
import type { Product } from "@marketplace/shared/products-contracts";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

type Priced = Pick<Product, "price" | "sale_price" | "saleEndingDate">;

/** The price, or the sale price with the regular one struck through while a sale is active. */
export function ProductPrice({ product, size = "md" }: { product: Priced; size?: "md" | "lg" }) {
  const { t } = useT(messages);
  const onSale = isSaleActive(product);
  const big = size === "lg" ? "text-3xl" : "text-lg";
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className={cn("font-bold text-brand-800", big)}>
        {formatRupees(onSale ? (product.sale_price as number) : product.price)}
      </span>
      {onSale && (
        <span className="text-sm text-stone-500 line-through">
          <span className="sr-only">{t("catalog.price.was")} </span>
          {formatRupees(product.price)}
        </span>
      )}
    </span>
  );
}

/** "-25%" while a sale is active, else nothing. */
export function DiscountBadge({
  product,
  big = false,
  className,
}: {
  product: Priced;
  /** The product page's larger badge, beside its big price. */
  big?: boolean;
  className?: string;
}) {
  const { t } = useT(messages);
  const percent = discountPercent(product);
  if (percent === null) return null;
  return (
    <span
      className={cn(
        "rounded-full bg-brand-600 px-2 py-0.5 font-bold text-white",
        big ? "text-sm" : "text-xs",
        className,
      )}
    >
      {/* <bdi>: "-25%" keeps its minus in front on a right-to-left page. */}
      <bdi aria-hidden="true">-{percent}%</bdi>
      <span className="sr-only">{t("catalog.price.off", { percent })}</span>
    </span>
  );
}
