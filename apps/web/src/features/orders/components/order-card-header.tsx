import type { ReactNode } from "react";
import type { Order } from "../api/orders-api.ts";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge.tsx";

/** The top of an order card: what names the order on the left, its order and payment status on the right. */
export function OrderCardHeader({ order, children }: { order: Order; children: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-100 p-4 sm:p-5">
      <div>{children}</div>
      <div className="flex flex-wrap gap-2">
        <OrderStatusBadge status={order.orderStatus} />
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
    </header>
  );
}
