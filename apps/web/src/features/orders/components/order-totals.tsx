import { formatRupees } from "@marketplace/shared/money";
import type { Order } from "../api/orders-api.ts";

/** The server's totals of one order. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-2 text-stone-600">
        <dt>Items</dt>
        <dd>{formatRupees(order.itemsPrice)}</dd>
      </div>
      <div className="flex justify-between gap-2 text-stone-600">
        <dt>Shipping</dt>
        <dd>{order.shippingPrice === 0 ? "Free" : formatRupees(order.shippingPrice)}</dd>
      </div>
      <div className="flex justify-between gap-2 text-stone-600">
        <dt>Tax (5%)</dt>
        <dd>{formatRupees(order.taxPrice)}</dd>
      </div>
      <div className="flex justify-between gap-2 pt-1 font-semibold text-stone-900">
        <dt>Total</dt>
        <dd className="text-brand-800">{formatRupees(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}
