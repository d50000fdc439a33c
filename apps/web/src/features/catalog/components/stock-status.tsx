import { isLowStock } from "@marketplace/shared/pricing";
import messages from "@/i18n/catalogs/en/catalog.json";
import variantMessages from "@/i18n/catalogs/en/variants.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

/**
 * In stock, only a few left, or out of stock, as a coloured pill. With `choice` (the size chosen, "M")
 * the few left are that size's: "Only 2 left in M".
 */
export function StockStatus({ quantity, choice }: { quantity: number; choice?: string }) {
  const { t } = useT(messages);
  const variantWords = useT(variantMessages);
  const [label, tone] =
    quantity <= 0
      ? [t("catalog.stock.out"), "bg-red-50 text-red-700 ring-red-200"]
      : isLowStock(quantity)
        ? [
            choice
              ? variantWords.t("variants.fewIn", { count: quantity, choice })
              : t("catalog.stock.few", { count: quantity }),
            "bg-accent-50 text-accent-700 ring-accent-200",
          ]
        : [t("catalog.stock.in"), "bg-emerald-50 text-emerald-700 ring-emerald-200"];
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
