import { Menu, Store, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/AllProduct", label: "All Products" },
  { to: "/About", label: "Our Story" },
  { to: "/Contact", label: "Contact" },
];

/** The header changes style once the page is scrolled more than this many pixels (spec section 9). */
export const HEADER_SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SignInLink() {
  return (
    <Link to="/customer/login" className={buttonClasses("primary", "sm")}>
      Sign In
    </Link>
  );
}

/** The shared header; `account` is the signed-in part (Sign In when nobody is signed in). */
export function SiteHeader({ account = <SignInLink /> }: { account?: ReactNode }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the menu
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 transition-all",
        scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-stone-50/80 backdrop-blur-sm",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label="Hunarmand home">
          <span
            aria-hidden="true"
            className="grid h-9 w-9 place-items-center rounded-xl bg-brand-700 text-accent-300"
          >
            ◆
          </span>
          <span className="font-display text-xl font-bold text-brand-800">Hunarmand</span>
        </Link>

        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-full px-3 py-2 text-sm font-medium hover:bg-brand-50",
                  isActive ? "text-brand-700" : "text-stone-700",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/seller/signup"
            className="hidden items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
          >
            <Store className="h-4 w-4" aria-hidden="true" />
            Sell on Hunarmand
          </Link>
          {account}
          <button
            type="button"
            className="grid h-10 w-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-stone-200 bg-white px-4 py-3 md:hidden"
        >
          <ul className="space-y-1">
            {[...NAV_LINKS, { to: "/seller/signup", label: "Sell on Hunarmand" }].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block rounded-lg px-3 py-2.5 font-medium text-stone-800 hover:bg-brand-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
