import { ShoppingCart } from "lucide-react";
import { useLocation } from "react-router";
import messages from "@/i18n/catalogs/en/cart.json";
import { useT } from "@/i18n/use-t.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { showsCartButton } from "../cart-button-visibility.ts";

/** The drawer gives focus back here when whatever opened it (a toast's action) is gone. */
export const CART_BUTTON_ID = "cart-button";

/**
 * The cart's way in from every shopping page: in the header, with the number of units in it. It
 * floated over the page's bottom corner before, and there covered a card's Add to Cart on a phone
 * (issue 34, item 17); in the header it covers nothing, and the keyboard meets it with the header's
 * controls.
 */
export function CartButton() {
  const { count, open, isOpen } = useCart();
  const { t, locale } = useT(messages);
  const { pathname, search } = useLocation();
  if (!showsCartButton(pathname, search)) return null;
  return (
    <button
      type="button"
      id={CART_BUTTON_ID}
      onClick={open}
      aria-label={t("cart.button.open", { count })}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className="relative grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -end-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-400 px-1 text-xs font-bold text-stone-900 ring-2 ring-white"
        >
          {count > 99 ? `${(99).toLocaleString(locale)}+` : count.toLocaleString(locale)}
        </span>
      )}
    </button>
  );
}
