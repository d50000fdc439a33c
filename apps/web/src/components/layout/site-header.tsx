import { Menu, Store, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { useScrolledPast } from "@/lib/use-scrolled-past.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

const NAV_LINKS = [
  { to: "/", label: "common.nav.home" },
  { to: "/AllProduct", label: "common.nav.allProducts" },
  { to: "/About", label: "common.nav.ourStory" },
  { to: "/Contact", label: "common.nav.contact" },
] as const;

/** Spec section 9: the header changes style once the page is scrolled more than 10 pixels. */
const SCROLL_THRESHOLD = 10;

export function SignInLink() {
  const { t } = useT(messages);
  return (
    <Link to="/customer/login" className={buttonClasses("primary", "sm")}>
      {t("common.nav.signIn")}
    </Link>
  );
}

interface SiteHeaderProps {
  /** The account area at the right: Sign In by default; the user menu once someone is signed in. */
  account?: ReactNode;
  /** The search box (or, on phones, the icon that opens it). */
  search?: ReactNode;
  /** The way to the saved products: in the header from `sm` up, in the menu on a phone. */
  wishlist?: ReactNode;
  /** The same way as a line of the phone's menu, where the header has no room for it beside the cart. */
  menuWishlist?: ReactNode;
  /** The cart's button. */
  cart?: ReactNode;
  /** The signed-in account's notifications (nothing for a visitor). */
  bell?: ReactNode;
}

export function SiteHeader({
  account = <SignInLink />,
  search,
  wishlist,
  menuWishlist,
  bell,
  cart,
}: SiteHeaderProps) {
  const { t } = useT(messages);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 print:hidden",
        scrolled || menuOpen
          ? "border-stone-200 bg-white shadow-md"
          : "border-transparent bg-canvas/80 backdrop-blur-sm",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <BrandLogo compact />

        <nav aria-label={t("common.nav.main")} className="ms-6 hidden shrink-0 items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  "rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800",
                  isActive ? "bg-brand-50 text-brand-800" : "text-stone-700",
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
          {search && <div className="flex min-w-0 flex-1 justify-end">{search}</div>}
          {wishlist && <div className="hidden sm:contents">{wishlist}</div>}
          {/* Signed in, the bell and the account menu need the room: the call to sell waits for a
              wide screen, so the search box is never squeezed to a few letters. */}
          <Link
            to="/seller/signup"
            className={cn(
              "hidden shrink-0 items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 transition-colors hover:bg-brand-50",
              bell ? "2xl:inline-flex" : "sm:inline-flex",
            )}
          >
            <Store className="h-4 w-4" aria-hidden="true" />
            {t("common.nav.sell")}
          </Link>
          <LanguageSwitch />
          {bell}
          {account}
          {cart}
          <button
            ref={menuButton}
            type="button"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t("common.nav.menu")}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={t("common.nav.mobile")}
        hidden={!menuOpen}
        className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 lg:hidden"
      >
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={() => setMenuOpenOn(null)}
                className={({ isActive }) =>
                  cn(
                    "block rounded-xl px-3 py-3 font-medium hover:bg-brand-50",
                    isActive ? "bg-brand-50 text-brand-800" : "text-stone-800",
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {menuWishlist && <li className="sm:hidden">{menuWishlist}</li>}
          <li className="sm:hidden">
            <Link
              to="/seller/signup"
              onClick={() => setMenuOpenOn(null)}
              className="flex items-center gap-2 rounded-xl px-3 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Store className="h-4 w-4" aria-hidden="true" />
              {t("common.nav.sell")}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
