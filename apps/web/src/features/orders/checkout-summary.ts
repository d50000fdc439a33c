import { groupBy } from "@marketplace/shared/group-by";
import { paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { orderTotals, unitPrice } from "@marketplace/shared/pricing";
import type { CartLine } from "@/lib/cart-lines.ts";

export interface SummaryLine {
  line: CartLine;
  /** In rupees: the sale price while the sale lasts, else the price. */
  unitPrice: number;
  lineTotal: number;
}

/** Rupee totals of one order, as the server will compute them. */
export interface SummaryTotals {
  items: number;
  shipping: number;
  tax: number;
  total: number;
}

export interface StoreSummary {
  store: { _id: string; name: string };
  lines: SummaryLine[];
  totals: SummaryTotals;
}

export interface CheckoutSummary {
  /** One group per store, in the order the stores first appear in the lines: one order each. */
  stores: StoreSummary[];
  /** What the customer pays across all the orders. */
  grand: SummaryTotals;
}

function toRupees(paisa: {
  itemsPaisa: number;
  shippingPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
}) {
  return {
    items: paisaToRupees(paisa.itemsPaisa),
    shipping: paisaToRupees(paisa.shippingPaisa),
    tax: paisaToRupees(paisa.taxPaisa),
    total: paisaToRupees(paisa.totalPaisa),
  };
}

/**
 * The order summary before placing: the server makes one order per store, each with its own
 * shipping (free above Rs 1000) and tax, so the summary groups the same way and the grand total
 * is the sum of the per-store totals, not the pricing rule applied to the whole cart.
 */
export function summarizeCheckout(lines: CartLine[], now: Date = new Date()): CheckoutSummary {
  const groups = groupBy(lines, (line) => line.product.store_id._id);
  const stores = [...groups.values()].map((storeLines): StoreSummary => {
    const priced = storeLines.map((line) => {
      const unitPaisa = rupeesToPaisa(unitPrice(line.product, now));
      return { line, unitPaisa, quantity: line.quantity };
    });
    const first = storeLines[0] as CartLine;
    return {
      store: { _id: first.product.store_id._id, name: first.product.store_id.name },
      lines: priced.map(({ line, unitPaisa }) => ({
        line,
        unitPrice: paisaToRupees(unitPaisa),
        lineTotal: paisaToRupees(unitPaisa * line.quantity),
      })),
      totals: toRupees(orderTotals(priced)),
    };
  });
  const grandPaisa = stores.reduce(
    (sum, s) => ({
      itemsPaisa: sum.itemsPaisa + rupeesToPaisa(s.totals.items),
      shippingPaisa: sum.shippingPaisa + rupeesToPaisa(s.totals.shipping),
      taxPaisa: sum.taxPaisa + rupeesToPaisa(s.totals.tax),
      totalPaisa: sum.totalPaisa + rupeesToPaisa(s.totals.total),
    }),
    { itemsPaisa: 0, shippingPaisa: 0, taxPaisa: 0, totalPaisa: 0 },
  );
  return { stores, grand: toRupees(grandPaisa) };
}
