import { useRef } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { SiteFooter } from "@/components/layout/site-footer.tsx";
import { SiteHeader } from "@/components/layout/site-header.tsx";
import { SkipToContent } from "@/components/layout/skip-to-content.tsx";
import { HeaderAccount } from "@/features/auth/components/header-account.tsx";
import { CartButton } from "@/features/cart/components/cart-button.tsx";
import { CartDrawer } from "@/features/cart/components/cart-drawer.tsx";
import { SearchCombobox } from "@/features/catalog/components/search-combobox.tsx";
import { SiteSearch } from "@/features/catalog/components/site-search.tsx";
import { WishlistLink } from "@/features/catalog/components/wishlist-link.tsx";
import { HeaderBell } from "@/features/notifications/components/header-bell.tsx";
import { HydrateSeparately } from "@/lib/hydrate-separately.tsx";
import { type LayoutSlots, LayoutSlotsContext } from "@/lib/layout-slots.tsx";
import { usePageHeadingFocus } from "./use-page-heading-focus.ts";

/** What the frame lends its pages (see lib/layout-slots.tsx); one object, so no page re-renders for it. */
const SLOTS: LayoutSlots = { SearchBox: SearchCombobox };

/**
 * Every page: header (with the cart's button), the page itself, footer, and the cart's drawer.
 * New navigations start at the top; Back restores. After a move to another page the focus goes to
 * its heading.
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  usePageHeadingFocus(main);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToContent />
      <SiteHeader
        account={<HeaderAccount />}
        search={<SiteSearch />}
        wishlist={<WishlistLink />}
        menuWishlist={<WishlistLink inMenu />}
        bell={<HeaderBell />}
        cart={<CartButton />}
      />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* No Suspense here: React Router loads a page's code before it renders the page. */}
        <LayoutSlotsContext.Provider value={SLOTS}>
          <Outlet />
        </LayoutSlotsContext.Provider>
      </main>
      <HydrateSeparately>
        <SiteFooter />
      </HydrateSeparately>
      <CartDrawer />
      <ScrollRestoration />
    </div>
  );
}
