import { formatRupees } from "@marketplace/shared/money";
import messages from "@/i18n/catalogs/en/payments.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import type { Order } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";

/** Her orders of one payment, whatever became of it: each store's, its total and where it stands. */
export function PaymentOrdersList({ orders }: { orders: Order[] }) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <section aria-labelledby="payment-orders" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="payment-orders" className="text-lg font-semibold text-stone-900">
        {t("payments.result.ordersHeading")}
      </h2>
      <ul className="mt-2 divide-y divide-stone-100">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="font-medium text-stone-900">
              {t("payments.result.order", { number: orderNumber(order._id), store: order.store.name })}
            </span>
            <span className="text-stone-700">
              {formatRupees(order.totalPrice)} · {labels.orderStatus(order.orderStatus)} ·{" "}
              {labels.paymentMethod(order.paymentMethod)} · {labels.paymentStatus(order.paymentStatus)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
