import { useCallback } from "react";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import type { ProductTotal } from "@/lib/product-total.ts";

/**
 * How many products a list's pages (the API's pagination) hold, as words: here, beside the product
 * queries, so the store page reaches it through the catalog's api/ as it does those queries (it
 * belongs with `productsLabel` in lib/product-total.ts, which does not yet know the language).
 *
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
