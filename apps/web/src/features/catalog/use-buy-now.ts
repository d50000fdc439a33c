import { useState } from "react";
import { useSearchParams } from "react-router";
import { clampQuantity } from "./components/quantity-stepper.tsx";

/**
 * Buy Now's checkout for one product. It lives in the address (?buy=<quantity>), so the login it may
 * ask for, a reload or the browser's Back button all land where the buyer expects. An address asking
 * to buy a sold-out product shows the product instead; but once the checkout is open it stays until
 * the buyer leaves it, so buying the last unit (which sells the product out) keeps the "Order
 * placed!" dialog on screen. For a product with sizes the address also names the variant
 * (?buy=1&variant=<id>), and `stock` is that variant's.
 */
export function useBuyNow(stock: number) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("buy"));
  const wanted = Number.isInteger(asked) && asked >= 1;

  const [open, setOpen] = useState(wanted && stock > 0);
  // Follows the address while rendering (not in an effect), so no frame shows the wrong view.
  if (wanted && stock > 0 && !open) setOpen(true);
  if (!wanted && open) setOpen(false);

  return {
    buying: wanted && open,
    /** How many to buy, within what is in stock (at least one, even after the last is sold). */
    quantity: clampQuantity(asked, stock),
    /** The variant the address names, if any. */
    variantId: params.get("variant"),
    start: (quantity: number, variantId?: string) => {
      const buy = String(clampQuantity(quantity, stock));
      setParams(variantId ? { buy, variant: variantId } : { buy });
      window.scrollTo({ top: 0 });
    },
    leave: () => {
      setParams({}, { replace: true });
      window.scrollTo({ top: 0 });
    },
  };
}
