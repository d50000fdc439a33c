/**
 * The order number customers and sellers see, and the reference a buyer quotes when she pays by bank
 * transfer or wallet: the last 8 characters of the order's id, upper case.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}
