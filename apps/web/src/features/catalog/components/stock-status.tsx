import { isLowStock } from "@marketplace/shared/pricing";
import { cn } from "@/lib/cn.ts";

/** In stock, only a few left, or out of stock, as a coloured pill. */
export function StockStatus({ quantity }: { quantity: number }) {
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
