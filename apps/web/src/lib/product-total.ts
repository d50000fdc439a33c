import type { Pagination } from "@marketplace/shared/products-contracts";
import { useCallback } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { type CommonT, englishCommon } from "./common-words.ts";

/**
 * How many products a list holds, from its last page's pagination. Lists stop counting about a
 * thousand products past the page shown (decision 0024), so a long list's total is "at least".
 */
export interface ProductTotal {
  count: number;
  atLeast: boolean;
}

const NONE: ProductTotal = { count: 0, atLeast: false };

export function productTotal(pagination: Pagination | undefined): ProductTotal {
  return pagination ? { count: pagination.total_products, atLeast: pagination.total_is_lower_bound } : NONE;
}

let latinNumbers: Intl.NumberFormat | undefined;
/** Built on first use: at the top level it would cost the page's code evaluation (money.ts). */
function numbers(): Intl.NumberFormat {
  latinNumbers ??= new Intl.NumberFormat("en-PK");
  return latinNumbers;
}

/**
 * "24 products", "1 product", or "2,012+ products" when the list stopped counting; in the visitor's
 * language with the page's `t` (`useT` of the common catalog). Counts keep Latin digits in Urdu too.
 * The product lists' (catalog, categories, stores) one way to say how many they hold.
 */
export function productsLabel(total: ProductTotal, t: CommonT = englishCommon): string {
  const shown = numbers().format(total.count);
  return total.atLeast
    ? t("common.products.atLeast", { shown })
    : t("common.products.count", { count: total.count, shown });
}

/** What is left to load after `shown` products: a number, or "1,000+" past the count. */
export function remainingLabel(total: ProductTotal, shown: number): string {
  const left = Math.max(0, total.count - shown);
  return `${numbers().format(left)}${total.atLeast ? "+" : ""}`;
}

/** `productsLabel` in the reader's language. */
export function useProductsLabel(): (total: ProductTotal) => string {
  const { t } = useT(messages);
  return useCallback((total: ProductTotal) => productsLabel(total, t), [t]);
}
