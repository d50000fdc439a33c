import type { Pagination } from "@marketplace/shared/products-contracts";

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

const numbers = new Intl.NumberFormat("en-PK");

/** "24 products", "1 product", or "2,012+ products" when the list stopped counting. */
export function productsLabel(total: ProductTotal): string {
  const count = `${numbers.format(total.count)}${total.atLeast ? "+" : ""}`;
  return `${count} ${total.count === 1 && !total.atLeast ? "product" : "products"}`;
}

/** What is left to load after `shown` products: a number, or "1,000+" past the count. */
export function remainingLabel(total: ProductTotal, shown: number): string {
  const left = Math.max(0, total.count - shown);
  return `${numbers.format(left)}${total.atLeast ? "+" : ""}`;
}
