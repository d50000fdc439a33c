/**
 * What a return may refund, in paisa (decision 0035): the returned units' price and their share of
 * the order's tax. Shipping is not refunded: the parcel did travel. Shares are rounded on the running
 * total of units held by the order's returns, so the returns of one order never add up to a paisa
 * more than the order's tax, however many there are.
 */
export interface OrderMoney {
  itemsPaisa: number;
  taxPaisa: number;
}

/** The order's tax on `itemsPaisa` of its items, rounded to the paisa. */
export const taxShare = (order: OrderMoney, itemsPaisa: number) =>
  order.itemsPaisa === 0 ? 0 : Math.round((order.taxPaisa * itemsPaisa) / order.itemsPaisa);

/** One line's worth as shown on the return: its units' price and their own share of the tax. */
export const lineRefundablePaisa = (order: OrderMoney, unitPricePaisa: number, quantity: number) =>
  unitPricePaisa * quantity + taxShare(order, unitPricePaisa * quantity);

/**
 * The most a new return can refund: its units' price plus the tax share they add on top of the
 * units other returns of the order already hold (`heldItemsPaisa`).
 */
export function returnRefundablePaisa(order: OrderMoney, heldItemsPaisa: number, itemsPaisa: number): number {
  return itemsPaisa + taxShare(order, heldItemsPaisa + itemsPaisa) - taxShare(order, heldItemsPaisa);
}
