import { orderNumber } from "@marketplace/shared/order-number";
import { providerOfMethod } from "@marketplace/shared/payment-providers";
import { commissionPaisa } from "./commission-settings.ts";
import type { NewEntry } from "./ledger.repository.ts";
import type { LedgerOrder } from "./ledger.service.ts";

export type RefundedOrder = Pick<
  LedgerOrder,
  | "id"
  | "paymentMethod"
  | "storeId"
  | "itemsPaisa"
  | "discountPaisa"
  | "marketplaceDiscountPaisa"
  | "taxPaisa"
  | "commissionBasisPoints"
>;

/**
 * The tax inside a running total of refunds: refunds cover what was paid for the items (after any
 * discount) and tax in the order's proportion.
 */
const taxIn = (order: RefundedOrder, refundedPaisa: number) => {
  const paid = order.itemsPaisa - order.discountPaisa + order.taxPaisa;
  return paid === 0 ? 0 : Math.round((order.taxPaisa * refundedPaisa) / paid);
};

/**
 * The marketplace's campaign funding inside a running total of refunds: a refunded unit's discount
 * is no longer the marketplace's to pay, in the same proportion as the money refunded.
 */
const fundingIn = (order: RefundedOrder, refundedPaisa: number) => {
  const paid = order.itemsPaisa - order.discountPaisa + order.taxPaisa;
  return paid === 0 ? 0 : Math.round((order.marketplaceDiscountPaisa * refundedPaisa) / paid);
};

/** The commission on the items inside a running total of refunds. */
const commissionIn = (order: RefundedOrder, refundedPaisa: number) =>
  commissionPaisa(refundedPaisa - taxIn(order, refundedPaisa), order.commissionBasisPoints);

/**
 * The entries of a refund of `amountPaisa` after `beforePaisa` was already refunded on the order
 * (decision 0035): the refunded sale (−), the same paid back by the seller from the money she holds
 * (+), and the commission and tax on it returned to her (+). Commission and tax are the difference
 * of the running totals' shares, so several partial refunds return exactly what one refund of their
 * sum would, and never more than the order was charged.
 */
export function refundEntries(order: RefundedOrder, beforePaisa: number, amountPaisa: number): NewEntry[] {
  const after = beforePaisa + amountPaisa;
  const number = orderNumber(order.id);
  const base = { storeId: order.storeId, orderId: order.id };
  const entries: NewEntry[] = [
    { ...base, kind: "refund", amountPaisa: -amountPaisa, note: `Order ${number}: refund to the buyer` },
    // Paid online, the money is the marketplace's (decision 0053): it refunds the buyer, so the store
    // is owed that much less; otherwise the seller paid it back from the money she holds.
    ...(providerOfMethod(order.paymentMethod)
      ? []
      : [
          {
            ...base,
            kind: "refunded-by-seller" as const,
            amountPaisa,
            note: `Order ${number}: refund paid by the seller`,
          },
        ]),
    {
      ...base,
      kind: "commission",
      amountPaisa: commissionIn(order, after) - commissionIn(order, beforePaisa),
      note: `Order ${number}: commission returned on the refund`,
    },
    {
      ...base,
      kind: "tax",
      amountPaisa: taxIn(order, after) - taxIn(order, beforePaisa),
      note: `Order ${number}: sales tax returned on the refund`,
    },
    {
      ...base,
      kind: "campaign-funding",
      amountPaisa: -(fundingIn(order, after) - fundingIn(order, beforePaisa)),
      note: `Order ${number}: the marketplace's campaign funding taken back on the refund`,
    },
  ];
  return entries.filter((e) => e.amountPaisa !== 0);
}
