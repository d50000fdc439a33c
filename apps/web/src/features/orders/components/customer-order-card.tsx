import { Store as StoreIcon, Truck } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { storePath } from "@/lib/app-paths.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import type { Order } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";
import { CancellationNote } from "./cancellation-note.tsx";
import { CustomerOrderActions } from "./customer-order-actions.tsx";
import { OrderCardHeader } from "./order-card-header.tsx";
import { OrderItems } from "./order-items.tsx";
import { OrderSidePanel } from "./order-side-panel.tsx";
import { ParcelLink } from "./parcel-link.tsx";
import { PaymentInstructionsPanel } from "./payment-instructions-panel.tsx";
import { ReviewForm } from "./review-form.tsx";

/** One of the customer's orders: items, store, totals, status, tracking, timeline and reviews. */
export function CustomerOrderCard({ order, userId }: { order: Order; userId: string }) {
  const { t, language } = useT(messages);
  const delivered = order.orderStatus === "Delivered";
  return (
    <Card padding="none">
      <OrderCardHeader order={order}>
        <h2 id={`order-${order._id}`} className="font-semibold text-stone-900">
          {t("orders.card.heading", { number: orderNumber(order._id) })}
        </h2>
        <p className="text-sm text-stone-500">
          <time dateTime={order.createdAt}>
            {t("orders.card.placed", { date: formatDateTime(order.createdAt, { language }) })}
          </time>
        </p>
        <Link
          to={storePath(order.store)}
          className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <StoreIcon className="h-4 w-4" aria-hidden="true" />
          {order.store.name}
        </Link>
      </OrderCardHeader>

      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-4">
          <CancellationNote order={order} viewer="customer" />
          {order.shipment ? (
            <ParcelLink shipment={order.shipment} />
          ) : (
            order.trackingNumber && (
              <p className="flex items-center gap-2 rounded-xl bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-200">
                <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  {t("orders.card.trackingNumber")}{" "}
                  <strong data-testid="tracking-number">{order.trackingNumber}</strong>
                </span>
              </p>
            )
          )}
          <UnpaidOrderInstructions order={order} />
          <OrderItems
            items={order.products}
            renderExtra={
              delivered ? (item) => <ReviewForm orderId={order._id} item={item} userId={userId} /> : undefined
            }
          />
        </div>
        <OrderSidePanel order={order} viewer="customer">
          <CustomerOrderActions order={order} userId={userId} />
        </OrderSidePanel>
      </div>
    </Card>
  );
}

/** A bank or wallet order still waiting for her money shows where to send it. */
function UnpaidOrderInstructions({ order }: { order: Order }) {
  const open = order.paymentStatus === "Pending" && !["Cancelled", "Returned"].includes(order.orderStatus);
  if (!open || !order.paymentInstructions) return null;
  return <PaymentInstructionsPanel instructions={order.paymentInstructions} />;
}
