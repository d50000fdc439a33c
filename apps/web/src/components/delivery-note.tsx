import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import { FREE_SHIPPING_ABOVE_PAISA, SHIPPING_FEE_PAISA } from "@marketplace/shared/pricing";
import { Truck } from "lucide-react";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";

/** "Rs 1,000" kept on one line: a wrap between "Rs" and the number reads as two things. */
const unbroken = (paisa: number) => formatRupees(paisaToRupees(paisa)).replace(" ", "\u00a0");

/**
 * What delivery costs, from the marketplace's one shipping rule (packages/shared/src/pricing.ts, the
 * rule checkout charges by): a flat fee per store's order, nothing once that order is above the
 * threshold. Said on the product page so the shopper is not surprised at checkout.
 */
export function DeliveryNote() {
  const { t } = useT(messages);
  return (
    <p className="flex items-start gap-2 text-sm text-stone-700">
      <Truck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        {t("catalog.purchase.delivery", {
          fee: unbroken(SHIPPING_FEE_PAISA),
          threshold: unbroken(FREE_SHIPPING_ABOVE_PAISA),
        })}
      </span>
    </p>
  );
}
