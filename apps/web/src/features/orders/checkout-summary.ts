import { productCampaignOff } from "@marketplace/shared/campaign-pricing";
import { groupBy } from "@marketplace/shared/group-by";
import { paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { orderTotals, unitPrice } from "@marketplace/shared/pricing";
import { applyVoucher, type VoucherRule } from "@marketplace/shared/voucher-pricing";
import type { AppliedVoucher } from "@marketplace/shared/vouchers-contracts";
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
  /** What a voucher code takes off the items (0 without one). */
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export interface StoreSummary {
  store: { _id: string; name: string };
  lines: SummaryLine[];
  totals: SummaryTotals;
  /** The store's voucher code while it applies to these lines. */
  code: string | null;
  /** What running campaigns take off these lines (rupees), part of `totals.discount`. */
  campaignDiscount: number;
}

export interface CheckoutSummary {
  /** One group per store, in the order the stores first appear in the lines: one order each. */
  stores: StoreSummary[];
  /** What the customer pays across all the orders. */
  grand: SummaryTotals;
}

function toRupees(paisa: {
  itemsPaisa: number;
  discountPaisa: number;
  shippingPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
}) {
  return {
    items: paisaToRupees(paisa.itemsPaisa),
    discount: paisaToRupees(paisa.discountPaisa),
    shipping: paisaToRupees(paisa.shippingPaisa),
    tax: paisaToRupees(paisa.taxPaisa),
    total: paisaToRupees(paisa.totalPaisa),
  };
}

/** A checked code's terms as the shared pricing reads them (paisa). */
const ruleOf = (voucher: AppliedVoucher): VoucherRule => ({
  type: voucher.type,
  value: voucher.type === "percent" ? voucher.value : rupeesToPaisa(voucher.value),
  maxDiscountPaisa: voucher.maxDiscount === null ? null : rupeesToPaisa(voucher.maxDiscount),
  minSpendPaisa: voucher.minSpend === null ? null : rupeesToPaisa(voucher.minSpend),
  productIds: voucher.productIds,
});

/**
 * The order summary before placing: the server makes one order per store, each with its own
 * shipping (free above Rs 1000) and tax, so the summary groups the same way and the grand total
 * is the sum of the per-store totals, not the pricing rule applied to the whole cart. A store's
 * voucher code (checked by the server, keyed by store id) is priced by the same shared rule as the
 * server's; one that no longer applies to the lines (a minimum no longer met) takes nothing off.
 */
export function summarizeCheckout(
  lines: CartLine[],
  now: Date = new Date(),
  vouchers: ReadonlyMap<string, AppliedVoucher> = new Map(),
): CheckoutSummary {
  const groups = groupBy(lines, (line) => line.product.store_id._id);
  const stores = [...groups.values()].map((storeLines): StoreSummary => {
    const priced = storeLines.map((line) => {
      const unitPaisa = rupeesToPaisa(unitPrice(line.product, now));
      // A running campaign's part of each unit (issue 31); a store's code applies to what is left.
      const campaignOff = line.product.campaign ? productCampaignOff(line.product.campaign, unitPaisa) : 0;
      return { line, unitPaisa, campaignOff, quantity: line.quantity };
    });
    const campaignPaisa = priced.reduce((sum, p) => sum + p.campaignOff * p.quantity, 0);
    const first = storeLines[0] as CartLine;
    const storeId = first.product.store_id._id;
    const voucher = vouchers.get(storeId);
    const outcome = voucher
      ? applyVoucher(
          ruleOf(voucher),
          priced.map((p) => ({
            productId: p.line.product._id,
            unitPaisa: p.unitPaisa - p.campaignOff,
            quantity: p.quantity,
          })),
        )
      : null;
    const discountPaisa = campaignPaisa + (outcome?.ok ? outcome.amountPaisa : 0);
    return {
      store: { _id: storeId, name: first.product.store_id.name },
      code: voucher && outcome?.ok ? voucher.code : null,
      campaignDiscount: paisaToRupees(campaignPaisa),
      lines: priced.map(({ line, unitPaisa }) => ({
        line,
        unitPrice: paisaToRupees(unitPaisa),
        lineTotal: paisaToRupees(unitPaisa * line.quantity),
      })),
      totals: toRupees(orderTotals(priced, discountPaisa)),
    };
  });
  const grandPaisa = stores.reduce(
    (sum, s) => ({
      itemsPaisa: sum.itemsPaisa + rupeesToPaisa(s.totals.items),
      discountPaisa: sum.discountPaisa + rupeesToPaisa(s.totals.discount),
      shippingPaisa: sum.shippingPaisa + rupeesToPaisa(s.totals.shipping),
      taxPaisa: sum.taxPaisa + rupeesToPaisa(s.totals.tax),
      totalPaisa: sum.totalPaisa + rupeesToPaisa(s.totals.total),
    }),
    { itemsPaisa: 0, discountPaisa: 0, shippingPaisa: 0, taxPaisa: 0, totalPaisa: 0 },
  );
  return { stores, grand: toRupees(grandPaisa) };
}
