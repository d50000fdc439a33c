import { Heart } from "lucide-react";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { useWishlist } from "../wishlist.ts";

const SIZES = { md: "h-9 w-9", lg: "h-11 w-11" } as const;

export function WishlistButton({
  productId,
  productName,
  size = "md",
  className,
}: {
  productId: string;
  productName: string;
  /** "lg" on the product page's photo; "md" on a card. */
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [saved, toggle] = useWishlist(productId);
  const { t } = useT(messages);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={t(saved ? "catalog.wishlist.remove" : "catalog.wishlist.save", { name: productName })}
      className={cn(
        "grid place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 transition hover:scale-105",
        SIZES[size],
        className,
      )}
    >
      <Heart
        className={cn("h-5 w-5", saved ? "fill-brand-600 text-brand-600" : "text-stone-500")}
        aria-hidden="true"
      />
    </button>
  );
}
