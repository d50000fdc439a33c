import { formatRupees } from "@marketplace/shared/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { productPath } from "@/lib/app-paths.ts";
import type { OrderItem } from "../api/orders-api.ts";

interface OrderItemsProps {
  items: OrderItem[];
  /** Something under an item, such as its review. */
  renderExtra?: (item: OrderItem) => ReactNode;
}

/** What an order holds: picture, name (linking to the product while it exists), quantity and price. */
export function OrderItems({ items, renderExtra }: OrderItemsProps) {
  const { t } = useT(messages);
  const variantWords = useVariantWords();
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((item) => (
        <li key={item._id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex gap-3">
            <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-stone-100">
              <ProductImage src={item.product.images[0]} alt="" width={64} height={64} />
            </div>
            <div className="min-w-0 flex-1">
              <p dir="auto" className="line-clamp-2 font-medium text-stone-900">
                {item.product._id ? (
                  <Link to={productPath(item.product._id)} className="hover:text-brand-700 hover:underline">
                    {item.product.name}
                  </Link>
                ) : (
                  item.product.name
                )}
              </p>
              {item.variant && (
                <p className="text-sm text-stone-700">{variantWords.variant(item.variant.options)}</p>
              )}
              <p className="text-sm text-stone-500">
                {t("orders.card.qty", { quantity: item.quantity, price: formatRupees(item.price) })}
              </p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
              {formatRupees(item.price * item.quantity)}
            </p>
          </div>
          {renderExtra?.(item)}
        </li>
      ))}
    </ul>
  );
}
