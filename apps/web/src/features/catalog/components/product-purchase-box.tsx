import { ShoppingBag, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useCart } from "@/features/cart/cart-provider.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { toast } from "@/lib/notify.ts";
import type { Product } from "../api/products-api.ts";
import { clampQuantity, QuantityStepper } from "./quantity-stepper.tsx";

/** How many, Add to Cart and Buy Now; all disabled, with a word why, when the product is sold out. */
export function ProductPurchaseBox({
  product,
  onBuyNow,
}: {
  product: Product;
  onBuyNow: (quantity: number) => void;
}) {
  const { add, open } = useCart();
  const { t } = useT(messages);
  const [quantity, setQuantity] = useState(1);
  const inStock = product.quantity > 0;
  const chosen = clampQuantity(quantity, product.quantity);

  const addToCart = () => {
    add(product, chosen);
    toast.success(t("catalog.card.added"), {
      description: `${chosen} × ${product.name}`,
      action: { label: t("catalog.card.viewCart"), onClick: open },
    });
  };

  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80">
      <QuantityStepper value={chosen} max={product.quantity} onChange={setQuantity} disabled={!inStock} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" fill onClick={addToCart} disabled={!inStock}>
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          {t("catalog.purchase.addToCart")}
        </Button>
        <Button size="lg" fill onClick={() => onBuyNow(quantity)} disabled={!inStock}>
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
          {t("catalog.purchase.buyNow")}
        </Button>
      </div>
      {!inStock && <p className="text-sm text-stone-600">{t("catalog.purchase.soldOut")}</p>}
    </div>
  );
}
