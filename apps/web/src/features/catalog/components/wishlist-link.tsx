import { Heart } from "lucide-react";
import { NavLink } from "react-router";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { useWishlistIds } from "../wishlist.ts";

/** The header's way to the saved products, with how many there are. */
export function WishlistLink() {
  const count = useWishlistIds().length;
  const { t, locale } = useT(messages);
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
