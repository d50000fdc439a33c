/**
 * What a return may refund, in paisa (decision 0035): what the returned units cost the buyer (their
 * price less their part of any voucher, decision 0048) and their share of the order's tax. Shipping is not refunded: the parcel did travel. Shares are rounded on the running
 * total of units held by the order's returns, so the returns of one order never add up to a paisa
 * more than the order's tax, however many there are.
 */
export interface OrderMoney {
  itemsPaisa: number;
  discountPaisa: number;
  taxPaisa: number;
}

/** An order line as a return reads it: its price, its units and its part of the order's discounts. */
export interface LineMoney {
  unitPricePaisa: number;
  quantity: number;
  discountPaisa: number;
}

/** The order's tax on `paidPaisa` of what was paid for its items, rounded to the paisa. */
export const taxShare = (order: OrderMoney, paidPaisa: number) => {
  const goodsPaid = order.itemsPaisa - order.discountPaisa;
  return goodsPaid === 0 ? 0 : Math.round((order.taxPaisa * paidPaisa) / goodsPaid);
};

/**
 * What `units` of a line cost the buyer: their price less their part of the line's discount,
 * rounded on the units counted from the line's first, so all its units add up to exactly the line.
 */
export const linePaidPaisa = (line: LineMoney, units: number) =>
  line.unitPricePaisa * units - Math.round((line.discountPaisa * units) / line.quantity);

/** One line's worth as shown on the return: what its units cost and their own share of the tax. */
export const lineRefundablePaisa = (order: OrderMoney, line: LineMoney, quantity: number) =>
  linePaidPaisa(line, quantity) + taxShare(order, linePaidPaisa(line, quantity));

/**
 * The most a new return can refund: what its units cost plus the tax share they add on top of what
 * the units other returns of the order already hold cost (`heldItemsPaisa`).
 */
export function returnRefundablePaisa(order: OrderMoney, heldItemsPaisa: number, itemsPaisa: number): number {
  return itemsPaisa + taxShare(order, heldItemsPaisa + itemsPaisa) - taxShare(order, heldItemsPaisa);
}
