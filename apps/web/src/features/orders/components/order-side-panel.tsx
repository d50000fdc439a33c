import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import type { Order } from "../api/orders-api.ts";
import { OrderPriceSummary } from "./order-price-summary.tsx";
import { OrderTimeline } from "./order-timeline.tsx";

interface OrderSidePanelProps {
  order: Order;
  /** Whose card this is: the timeline words each event for its reader. */
  viewer: "customer" | "seller";
  /** Shown above the totals (the seller's status dropdowns, the customer's actions). */
  children?: ReactNode;
}

/** An order card's side column: totals, payment method and the order's history, folded away. */
export function OrderSidePanel({ order, viewer, children }: OrderSidePanelProps) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <div className="space-y-4">
      {children}
      <OrderPriceSummary order={order} />
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-800">{t("orders.card.paymentMethod")}</span>{" "}
        {labels.paymentMethod(order.paymentMethod)}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          {t("orders.card.history", { count: order.events.length })}
        </summary>
        <div className="mt-3">
          <OrderTimeline events={order.events} viewer={viewer} shipment={order.shipment} />
        </div>
      </details>
    </div>
  );
}
