import { ShoppingCart } from "lucide-react";
import { useLocation } from "react-router";
import messages from "@/i18n/catalogs/en/cart.json";
import { useT } from "@/i18n/use-t.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { showsFloatingCartButton } from "../cart-button-visibility.ts";

/** The drawer gives focus back here when whatever opened it (a toast's action) is gone. */
export const FLOATING_CART_BUTTON_ID = "floating-cart-button";

/**
 * The cart's way in from every shopping page: bottom-right, with the number of units in it. It comes
 * right after the header in the page's order, so the keyboard meets it with the header's controls
 * and not last of all; `FloatingCartRoom` keeps the page's end clear of it.
 */
export function FloatingCartButton() {
  const { count, open, isOpen } = useCart();
  const { t } = useT(messages);
  const { pathname, search } = useLocation();
  if (!showsFloatingCartButton(pathname, search)) return null;
  return (
    <button
      type="button"
      id={FLOATING_CART_BUTTON_ID}
      onClick={open}
      aria-label={t("cart.button.open", { count })}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className="fixed end-4 bottom-4 z-40 print:hidden grid h-14 w-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70 transition hover:scale-105 hover:bg-brand-800 sm:end-6 sm:bottom-6"
    >
      <ShoppingCart className="h-6 w-6" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1 -end-1 grid h-6 min-w-6 place-items-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-stone-900 ring-2 ring-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}

/**
 * Room at the very end of the page, under the footer, as tall as the button and its margin, so the
 * last lines of a page (the footer's links, an empty state's button) scroll clear of it; in the
 * footer's colour, so the footer seems to reach the bottom.
 */
export function FloatingCartRoom() {
  const { pathname, search } = useLocation();
  if (!showsFloatingCartButton(pathname, search)) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="floating-cart-room"
      className="h-20 shrink-0 bg-brand-900 sm:h-24 print:hidden"
    />
  );
}
