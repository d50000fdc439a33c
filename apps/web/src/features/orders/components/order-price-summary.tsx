import { formatRupees } from "@marketplace/shared/money";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import type { Order } from "../api/orders-api.ts";

/** The server's totals of one order. */
export function OrderPriceSummary({ order }: { order: Order }) {
  const { t } = useT(messages);
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-2 text-stone-600">
        <dt>{t("orders.totals.items")}</dt>
        <dd>{formatRupees(order.itemsPrice)}</dd>
      </div>
      {order.discountPrice > 0 && (
        <div className="flex justify-between gap-2 font-medium text-emerald-800">
          <dt>
            {t("orders.totals.discount", {
              code: order.discounts.map((d) => d.code ?? d.campaign ?? "").join(", "),
            })}
          </dt>
          <dd dir="ltr" className="whitespace-nowrap">
            − {formatRupees(order.discountPrice)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-2 text-stone-600">
        <dt>{t("orders.totals.shipping")}</dt>
        <dd>{order.shippingPrice === 0 ? t("orders.totals.free") : formatRupees(order.shippingPrice)}</dd>
      </div>
      <div className="flex justify-between gap-2 text-stone-600">
        <dt>{t("orders.totals.tax")}</dt>
        <dd>{formatRupees(order.taxPrice)}</dd>
      </div>
      <div className="flex justify-between gap-2 pt-1 font-semibold text-stone-900">
        <dt>{t("orders.totals.total")}</dt>
        <dd className="text-brand-800">{formatRupees(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}
