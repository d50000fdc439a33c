import { useEffect } from "react";
import { useLocation } from "react-router";
import { useCart } from "@/lib/cart-provider.tsx";
import { lazyPart, OnceOpened } from "@/lib/lazy-part.tsx";
import { toast } from "@/lib/notify.ts";

const { Part: CartDrawerPanel, preload: preloadCartDrawer } = lazyPart(() =>
  import("./cart-drawer-panel.tsx").then((module) => module.CartDrawerPanel),
);

/**
 * The cart drawer of every page. A closed drawer shows nothing, so its code is not part of a page's
 * first load: it arrives when the browser is first idle, or when the cart is opened before that.
 */
export function CartDrawer() {
  const { isOpen, close } = useCart();

  // Any change of page (the browser's Back button, a product link in a line) closes the drawer.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change only, by design
  useEffect(() => close(), [pathname, close]);

  // An "Added to cart" toast would sit over the drawer's title on a phone; the drawer says it all.
  useEffect(() => {
    if (isOpen) toast.dismiss();
  }, [isOpen]);

  return (
    <OnceOpened open={isOpen} preload={preloadCartDrawer}>
      <CartDrawerPanel />
    </OnceOpened>
  );
}
