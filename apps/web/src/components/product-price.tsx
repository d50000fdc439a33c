import { productCampaignOff } from "@marketplace/shared/campaign-pricing";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { discountPercent, isSaleActive } from "@marketplace/shared/pricing";
import type { Product } from "@marketplace/shared/products-contracts";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

type Priced = Pick<Product, "price" | "sale_price" | "saleEndingDate"> & Partial<Pick<Product, "campaign">>;

/**
 * The price, or the sale price with the regular one struck through while a sale is active; in a
 * running campaign (issue 31), the campaign's price with the one before it struck through, and the
 * campaign's name.
 */
export function ProductPrice({ product, size = "md" }: { product: Priced; size?: "md" | "lg" }) {
  const { t, language } = useT(messages);
  const onSale = isSaleActive(product);
  const unit = onSale ? (product.sale_price as number) : product.price;
  const campaign = product.campaign;
  const now = campaign
    ? paisaToRupees(rupeesToPaisa(unit) - productCampaignOff(campaign, rupeesToPaisa(unit)))
    : unit;
  const was = now < unit ? unit : onSale ? product.price : null;
  const big = size === "lg" ? "text-3xl" : "text-lg";
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={cn("font-bold text-brand-800", big)}>{formatRupees(now)}</span>
      {was !== null && (
        <span className="text-sm text-stone-500 line-through">
          <span className="sr-only">{t("catalog.price.was")} </span>
          {formatRupees(was)}
        </span>
      )}
      {campaign && now < unit && (
        <span className="basis-full text-xs font-semibold text-accent-700">{campaign.name[language]}</span>
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
