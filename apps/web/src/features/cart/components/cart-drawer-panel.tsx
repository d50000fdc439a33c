import { formatRupees } from "@marketplace/shared/money";
import { ArrowRight, ShoppingCart } from "lucide-react";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Sheet } from "@/components/ui/sheet.tsx";
import messages from "@/i18n/catalogs/en/cart.json";
import { useT } from "@/i18n/use-t.ts";
import { lineKey } from "@/lib/cart-lines.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { CART_BUTTON_ID } from "./cart-button.tsx";
import { CartLineItem } from "./cart-line-item.tsx";

/**
 * The cart sliding in from the right (spec section 2). The app's Sheet, so focus stays inside and
 * Escape, the close button or a click outside closes it. Its code (with Radix's dialog) is fetched
 * when the cart is first opened or the browser is idle: see `CartDrawer`.
 */
export function CartDrawerPanel() {
  const { lines, count, total, isOpen, close, open, setQuantity, remove } = useCart();
  const navigate = useNavigate();
  const { t } = useT(messages);
  const title = useRef<HTMLHeadingElement>(null);

  // A removed line takes the focused button with it; keep focus inside the drawer, at its top.
  const afterLineGone = () => requestAnimationFrame(() => title.current?.focus());

  const changeQuantity = (key: string, quantity: number) => {
    setQuantity(key, quantity);
    if (quantity <= 0) afterLineGone();
  };
  const removeLine = (key: string) => {
    remove(key);
    afterLineGone();
  };
  const checkout = () => {
    close();
    navigate("/checkout");
  };

  return (
    <Sheet
      open={isOpen}
      onOpenChange={(next) => (next ? open() : close())}
      side="right"
      title={t("cart.drawer.title")}
      titleRef={title}
      description={t("cart.drawer.description", { count })}
      closeLabel={t("cart.drawer.close")}
      // Back to the button that opened it, else (that button is gone) to the header's cart button.
      fallbackFocus={() => document.getElementById(CART_BUTTON_ID)}
    >
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingCart className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="text-lg font-semibold text-stone-900">{t("cart.drawer.emptyTitle")}</p>
          <p className="text-stone-600">{t("cart.drawer.emptyMessage")}</p>
          <Link to="/AllProduct" onClick={close} className={buttonClasses("primary", "md", "mt-2")}>
            {t("cart.drawer.startShopping")}
          </Link>
        </div>
      ) : (
        <>
          <ul
            aria-label={t("cart.drawer.linesLabel")}
            className="flex-1 divide-y divide-stone-200 overflow-y-auto px-5"
          >
            {lines.map((line) => (
              <CartLineItem
                key={lineKey(line)}
                line={line}
                onQuantityChange={(quantity) => changeQuantity(lineKey(line), quantity)}
                onRemove={() => removeLine(lineKey(line))}
                onNavigate={close}
              />
            ))}
          </ul>
          <div className="border-t border-stone-200 bg-canvas px-5 pt-4 pb-5">
            <div className="flex items-baseline justify-between">
              <span className="font-semibold text-stone-900">{t("cart.drawer.total")}</span>
              <span className="text-xl font-bold text-brand-800" data-testid="cart-total">
                {formatRupees(total)}
              </span>
            </div>
            <p className="mt-1 text-sm text-stone-500">{t("cart.drawer.shippingNote")}</p>
            <Button size="lg" className="mt-4 w-full" onClick={checkout}>
              {t("cart.drawer.checkout")}
              <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
            </Button>
            <Button variant="ghost" className="mt-2 w-full" onClick={close}>
              {t("cart.drawer.continueShopping")}
            </Button>
          </div>
        </>
      )}
    </Sheet>
  );
}
