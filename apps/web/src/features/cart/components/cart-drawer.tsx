import { formatRupees } from "@marketplace/shared/money";
import * as Dialog from "@radix-ui/react-dialog";
import { ArrowRight, ShoppingCart, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { useReturnFocus } from "@/components/ui/use-return-focus.ts";
import { useCart } from "../cart-provider.tsx";
import { CartLineItem } from "./cart-line-item.tsx";
import { FLOATING_CART_BUTTON_ID } from "./floating-cart-button.tsx";

/**
 * The cart sliding in from the right (spec section 2). A Radix dialog, so focus stays inside and
 * Escape, the close button or a click outside closes it.
 */
export function CartDrawer() {
  const { lines, count, total, isOpen, close, open, setQuantity, remove } = useCart();
  const navigate = useNavigate();
  const title = useRef<HTMLHeadingElement>(null);
  // Back to the button that opened it, else (that button is gone) to the floating cart button.
  const returnFocus = useReturnFocus(() => document.getElementById(FLOATING_CART_BUTTON_ID));

  // Any change of page (the browser's Back button, a product link in a line) closes the drawer.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change only, by design
  useEffect(() => close(), [pathname, close]);

  // An "Added to cart" toast would sit over the drawer's title on a phone; the drawer says it all.
  useEffect(() => {
    if (isOpen) toast.dismiss();
  }, [isOpen]);

  // A removed line takes the focused button with it; keep focus inside the drawer, at its top.
  const afterLineGone = () => requestAnimationFrame(() => title.current?.focus());

  const changeQuantity = (productId: string, quantity: number) => {
    setQuantity(productId, quantity);
    if (quantity <= 0) afterLineGone();
  };
  const removeLine = (productId: string) => {
    remove(productId);
    afterLineGone();
  };
  const checkout = () => {
    close();
    navigate("/checkout");
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? open() : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 transition-opacity duration-300 starting:opacity-0" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl transition-transform duration-300 ease-out focus:outline-none starting:translate-x-full"
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div>
              <Dialog.Title
                ref={title}
                tabIndex={-1}
                className="text-xl font-semibold text-stone-900 focus:outline-none"
              >
                Your Cart
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-500">
                {count === 0 ? "No items yet" : `${count} ${count === 1 ? "item" : "items"}`}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close cart"
              className="grid h-10 w-10 place-items-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          {lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
              <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
                <ShoppingCart className="h-8 w-8" aria-hidden="true" />
              </span>
              <p className="text-lg font-semibold text-stone-900">Your cart is empty</p>
              <p className="text-stone-600">Find something handmade you love and add it here.</p>
              <Link to="/AllProduct" onClick={close} className={buttonClasses("primary", "md", "mt-2")}>
                Start shopping
              </Link>
            </div>
          ) : (
            <>
              <ul
                aria-label="Items in your cart"
                className="flex-1 divide-y divide-stone-200 overflow-y-auto px-5"
              >
                {lines.map((line) => (
                  <CartLineItem
                    key={line.product._id}
                    line={line}
                    onQuantityChange={(quantity) => changeQuantity(line.product._id, quantity)}
                    onRemove={() => removeLine(line.product._id)}
                    onNavigate={close}
                  />
                ))}
              </ul>
              <div className="border-t border-stone-200 bg-canvas px-5 pt-4 pb-5">
                <div className="flex items-baseline justify-between">
                  <span className="font-semibold text-stone-900">Total</span>
                  <span className="text-xl font-bold text-brand-800" data-testid="cart-total">
                    {formatRupees(total)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-stone-500">Shipping and tax are calculated at checkout.</p>
                <Button size="lg" className="mt-4 w-full" onClick={checkout}>
                  Proceed to Checkout
                  <ArrowRight className="h-5 w-5" aria-hidden="true" />
                </Button>
                <Button variant="ghost" className="mt-2 w-full" onClick={close}>
                  Continue shopping
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
