import { useCallback } from "react";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import type { ProductTotal } from "@/lib/product-total.ts";

/**
 * "24 products", "1 product", or "2,012+ products" once a list stopped counting, in the reader's
 * language: the product lists' (catalog, categories, stores) one way to say how many they hold.
 */
export function useProductsLabel(): (total: ProductTotal) => string {
  const { t, locale } = useT(messages);
  return useCallback(
    (total: ProductTotal) =>
      total.atLeast
        ? t("catalog.count.productsAtLeast", { count: new Intl.NumberFormat(locale).format(total.count) })
        : t("catalog.count.products", { count: total.count }),
    [t, locale],
  );
}
