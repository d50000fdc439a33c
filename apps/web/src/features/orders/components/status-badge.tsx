import type { OrderStatus, PaymentStatus } from "@marketplace/shared/order-statuses";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

const ORDER_STYLES: Record<OrderStatus, string> = {
  Pending: "bg-amber-100 text-amber-900 ring-amber-300",
  Processing: "bg-sky-100 text-sky-900 ring-sky-300",
  Shipped: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  Delivered: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  Cancelled: "bg-red-100 text-red-900 ring-red-300",
  Returned: "bg-stone-200 text-stone-800 ring-stone-300",
};

const PAYMENT_STYLES: Record<PaymentStatus, string> = {
  Pending: "bg-amber-50 text-amber-900 ring-amber-200",
  Paid: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  Failed: "bg-red-50 text-red-900 ring-red-200",
  Refunded: "bg-stone-100 text-stone-800 ring-stone-300",
};

const BASE = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** An order's status; Pending uses the warning (amber) style the spec asks for on a new order. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const labels = useLabels();
  return <span className={cn(BASE, ORDER_STYLES[status], className)}>{labels.orderStatus(status)}</span>;
}

export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <span className={cn(BASE, PAYMENT_STYLES[status], className)}>
      {t("orders.badge.payment", { status: labels.paymentStatus(status) })}
    </span>
  );
}
