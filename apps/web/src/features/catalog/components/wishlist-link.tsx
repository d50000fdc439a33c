import { Heart } from "lucide-react";
import { NavLink } from "react-router";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { useWishlistIds } from "../wishlist.ts";

/**
 * The header's way to the saved products, with how many there are; `inMenu`, a line of the phone's
 * menu, where the header's room goes to the cart.
 */
export function WishlistLink({ inMenu = false }: { inMenu?: boolean }) {
  const count = useWishlistIds().length;
  const { t, locale } = useT(messages);
  if (inMenu) {
    return (
      <NavLink
        to="/wishlist"
        className={({ isActive }) =>
          cn(
            "flex items-center gap-2 rounded-xl px-3 py-3 font-medium hover:bg-brand-50",
            isActive ? "bg-brand-50 text-brand-800" : "text-stone-800",
          )
        }
      >
        <Heart className={cn("h-4 w-4", count > 0 && "fill-brand-600 text-brand-600")} aria-hidden="true" />
        {t("catalog.wishlist.link", { count })}
      </NavLink>
    );
  }
  return (
    <NavLink
      to="/wishlist"
      aria-label={t("catalog.wishlist.link", { count })}
      className={({ isActive }) =>
        cn(
          "relative grid h-10 w-10 shrink-0 place-items-center rounded-full transition-colors hover:bg-brand-50 hover:text-brand-800",
          isActive ? "bg-brand-50 text-brand-800" : "text-stone-700",
        )
      }
    >
      <Heart className={cn("h-5 w-5", count > 0 && "fill-brand-600 text-brand-600")} aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? `${(99).toLocaleString(locale)}+` : count.toLocaleString(locale)}
        </span>
      )}
    </NavLink>
  );
}
