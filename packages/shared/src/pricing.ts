import type { Paisa } from "./money.ts";

/** Spec section 9 and ARCHITECTURE "Orders, stock and money rules". */
export const SHIPPING_FEE_PAISA: Paisa = 50_00;
export const FREE_SHIPPING_ABOVE_PAISA: Paisa = 1000_00;
export const TAX_RATE = 0.05;
export const LOW_STOCK_BELOW = 5;

export interface SaleTerms {
  price: number;
  sale_price: number | null | undefined;
  saleEndingDate?: string | Date | null;
}

/** A sale is active when its price is set, below the regular price, and not yet ended. */
export function isSaleActive(terms: SaleTerms, now: Date = new Date()): boolean {
  const { price, sale_price, saleEndingDate } = terms;
  if (sale_price === null || sale_price === undefined || !(sale_price < price)) return false;
  if (!saleEndingDate) return true;
  return new Date(saleEndingDate).getTime() > now.getTime();
}

/** What one unit costs right now: the sale price while the sale is active, else the price. */
export function unitPrice(terms: SaleTerms, now: Date = new Date()): number {
  return isSaleActive(terms, now) ? (terms.sale_price as number) : terms.price;
}

/** round((price - sale) / price * 100), or null when there is no active sale. */
export function discountPercent(terms: SaleTerms, now: Date = new Date()): number | null {
  if (!isSaleActive(terms, now) || terms.price <= 0) return null;
  return Math.round(((terms.price - (terms.sale_price as number)) / terms.price) * 100);
}

/** One order's totals in paisa, as the server sums them (the JSON contract's `OrderTotals` carries rupees). */
export interface OrderTotalsInPaisa {
  itemsPaisa: Paisa;
  /** What vouchers took off the items (issue 31); 0 without one. */
  discountPaisa: Paisa;
  shippingPaisa: Paisa;
  taxPaisa: Paisa;
  totalPaisa: Paisa;
}

/**
 * Totals of one order (one store) from its lines in paisa, less a discount on the items (at most the
 * items). Shipping follows its rule on the items before the discount, so a voucher never costs her
 * the free shipping she had; tax is on what she pays for the goods (decision 0048).
 */
export function orderTotals(
  lines: ReadonlyArray<{ unitPaisa: Paisa; quantity: number }>,
  discountPaisa: Paisa = 0,
): OrderTotalsInPaisa {
  const itemsPaisa = lines.reduce((sum, line) => sum + line.unitPaisa * line.quantity, 0);
  const discount = Math.max(0, Math.min(discountPaisa, itemsPaisa));
  const shippingPaisa = itemsPaisa > FREE_SHIPPING_ABOVE_PAISA || itemsPaisa === 0 ? 0 : SHIPPING_FEE_PAISA;
  const taxPaisa = Math.round((itemsPaisa - discount) * TAX_RATE);
  return {
    itemsPaisa,
    discountPaisa: discount,
    shippingPaisa,
    taxPaisa,
    totalPaisa: itemsPaisa - discount + shippingPaisa + taxPaisa,
  };
}

export function isLowStock(quantity: number): boolean {
  return quantity > 0 && quantity < LOW_STOCK_BELOW;
}

/**
 * The most one order (one store's part of a checkout) may total: Rs 20,000,000. Order sums are
 * stored as 32-bit paisa; anything larger is refused by name rather than failing in the database.
 */
export const MAX_ORDER_TOTAL_PAISA: Paisa = 2_000_000_000;
