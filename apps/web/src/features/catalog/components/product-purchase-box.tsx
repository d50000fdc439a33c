import { ShoppingBag, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { DeliveryNote } from "@/components/delivery-note.tsx";
import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import variantMessages from "@/i18n/catalogs/en/variants.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { toast } from "@/lib/notify.ts";
import type { Product } from "../api/products-api.ts";
import { clampQuantity, QuantityStepper } from "./quantity-stepper.tsx";

type Variant = NonNullable<Product["variants"]>[number];

/**
 * How many, Add to Cart and Buy Now; all disabled, with a word why, when the product is sold out, or
 * (for a product with sizes) until a full choice is made.
 */
export function ProductPurchaseBox({
  product,
  variant,
  missing,
  onBuyNow,
}: {
  product: Product;
  /** The variant chosen, once every option has a value. */
  variant: Variant | null;
  /** The options still to choose, in the reader's words ("Size and Colour"), or "" when none. */
  missing: string;
  onBuyNow: (quantity: number) => void;
}) {
  const { add, open } = useCart();
  const { t } = useT(messages);
  const choiceWords = useT(variantMessages);
  const variantWords = useVariantWords();
  const [quantity, setQuantity] = useState(1);
  const stock = variant ? variant.quantity : product.quantity;
  const inStock = stock > 0;
  const ready = inStock && !missing;
  const chosen = clampQuantity(quantity, stock);

  const addToCart = () => {
    if (variant) add(product, chosen, { _id: variant._id, options: variant.options });
    else add(product, chosen);
    const what = variant ? `${product.name} (${variantWords.variant(variant.options)})` : product.name;
    toast.success(t("catalog.card.added"), {
      description: `${chosen} × ${what}`,
      action: { label: t("catalog.card.viewCart"), onClick: open },
    });
  };

  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80">
      <QuantityStepper value={chosen} max={stock} onChange={setQuantity} disabled={!ready} />
      {/* A grid on phones, not a column of flex items: there `fill` (flex-1) would squash the
          buttons to their text's height; side by side from sm up, sharing the row. */}
      <div className="grid gap-3 sm:flex sm:flex-row">
        <Button variant="secondary" size="lg" fill onClick={addToCart} disabled={!ready}>
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          {t("catalog.purchase.addToCart")}
        </Button>
        <Button size="lg" fill onClick={() => onBuyNow(chosen)} disabled={!ready}>
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
          {t("catalog.purchase.buyNow")}
        </Button>
      </div>
      {missing ? (
        <p className="text-sm font-medium text-stone-700" role="status">
          {choiceWords.t("variants.choose", { options: missing })}
        </p>
      ) : (
        !inStock && (
          <p className="text-sm text-stone-600">
            {variant ? choiceWords.t("variants.soldOutChoice") : t("catalog.purchase.soldOut")}
          </p>
        )
      )}
      <DeliveryNote />
    </div>
  );
}
