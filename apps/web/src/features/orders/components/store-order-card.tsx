import {
  ORDER_STATUS_MOVES,
  type OrderStatus,
  type PaymentStatus,
  paymentMoves,
} from "@marketplace/shared/order-statuses";
import { Mail, MapPin, Truck, User } from "lucide-react";
import { useId, useState } from "react";
import { Card } from "@/components/ui/card.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { type Order, useUpdateOrderStatus, useUpdatePaymentStatus } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";
import { CancellationNote } from "./cancellation-note.tsx";
import { MarkReturnedDialog } from "./mark-returned-dialog.tsx";
import { OrderCardHeader } from "./order-card-header.tsx";
import { OrderItems } from "./order-items.tsx";
import { OrderSidePanel } from "./order-side-panel.tsx";
import { ParcelLink } from "./parcel-link.tsx";
import { ShipWithCourierDialog } from "./ship-with-courier-dialog.tsx";
import { OrderStatusBadge } from "./status-badge.tsx";

function failureDescription(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** One order of the seller's store, with its status and payment dropdowns. */
export function StoreOrderCard({ order, storeId }: { order: Order; storeId: string }) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  const statusMutation = useUpdateOrderStatus(storeId);
  const paymentMutation = useUpdatePaymentStatus(storeId);
  const owner = useSession().stores.some((store) => store._id === storeId);
  const [askTracking, setAskTracking] = useState(false);
  const [askReturned, setAskReturned] = useState(false);
  const number = orderNumber(order._id);
  const statusId = useId();
  const paymentId = useId();
  // Only the moves the server allows (packages/shared); Cancelled and Returned have none.
  // A COD order waiting for its buyer may be prepared or cancelled, not sent (decision 0034).
  const awaiting =
    order.confirmation === "awaiting" && !["Cancelled", "Returned"].includes(order.orderStatus);
  const nextStatuses = (ORDER_STATUS_MOVES[order.orderStatus] ?? []).filter(
    (status) => !awaiting || (status !== "Shipped" && status !== "Delivered"),
  );

  const changeStatus = (orderStatus: OrderStatus, trackingNumber?: string, refused = false) => {
    statusMutation.mutate(
      { orderId: order._id, orderStatus, trackingNumber, ...(refused ? { returnReason: "refused" } : {}) },
      {
        onSuccess: (answer) => {
          setAskReturned(false);
          toast.success(t("orders.store.statusUpdated"), { description: answer.message });
        },
        onError: (error) =>
          toast.error(t("orders.store.statusFailed"), {
            description: failureDescription(error, t("orders.store.statusError")),
          }),
      },
    );
  };

  const changePayment = (paymentStatus: PaymentStatus) => {
    paymentMutation.mutate(
      { orderId: order._id, paymentStatus },
      {
        onSuccess: (answer) =>
          toast.success(t("orders.store.paymentUpdated"), { description: answer.message }),
        onError: (error) =>
          toast.error(t("orders.store.paymentFailed"), {
            description: failureDescription(error, t("orders.store.paymentError")),
          }),
      },
    );
  };

  const address = order.shippingAddress;
  return (
    <Card padding="none">
      <OrderCardHeader order={order}>
        <h2 className="font-semibold text-stone-900">{t("orders.card.heading", { number })}</h2>
        <p className="text-sm text-stone-500">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, { language })}</time>
        </p>
      </OrderCardHeader>

      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="space-y-4">
          <CancellationNote order={order} viewer="seller" />
          {awaiting && (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              {t("orders.store.awaitingConfirmation")}
            </p>
          )}
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="space-y-1">
              <h3 className="font-semibold text-stone-800">{t("orders.store.customer")}</h3>
              <p className="flex items-center gap-1.5 text-stone-700">
                <User className="h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
                {order.customer?.name ?? address.fullName}
              </p>
              {order.buyerHistory && (
                <p className="text-stone-600">
                  {t("orders.store.buyerHistory", {
                    refusals: order.buyerHistory.refusals,
                    delivered: order.buyerHistory.delivered,
                  })}
                </p>
              )}
              {order.customer?.email && (
                <p className="flex min-w-0 items-center gap-1.5 text-stone-700">
                  <Mail className="h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
                  <a href={`mailto:${order.customer.email}`} dir="auto" className="truncate hover:underline">
                    {order.customer.email}
                  </a>
                </p>
              )}
            </div>
            <div className="space-y-1">
              <h3 className="font-semibold text-stone-800">{t("orders.store.shipTo")}</h3>
              <address className="flex gap-1.5 text-stone-700 not-italic">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
                <span>
                  {address.fullName}
                  <br />
                  {address.addressLine}
                  <br />
                  {address.city} {address.postalCode}, {labels.country(address.country)}
                  <br />
                  {address.phone}
                </span>
              </address>
            </div>
          </div>
          {order.notes && (
            <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">
              <span className="font-medium">{t("orders.store.notes")}</span> {order.notes}
            </p>
          )}
          {order.shipment ? (
            <ParcelLink shipment={order.shipment} viewer="seller" />
          ) : (
            order.trackingNumber && (
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <Truck className="h-4 w-4 text-stone-400" aria-hidden="true" />
                {t("orders.card.trackingNumber")} <strong>{order.trackingNumber}</strong>
              </p>
            )
          )}
          <OrderItems items={order.products} />
        </div>

        <OrderSidePanel order={order} viewer="seller">
          <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-1">
            {nextStatuses.length > 0 ? (
              <StatusSelect
                id={statusId}
                label={t("orders.store.orderStatus")}
                value={order.orderStatus}
                options={[order.orderStatus, ...nextStatuses]}
                labelOf={labels.orderStatus}
                busy={statusMutation.isPending}
                onChange={(value) => {
                  if (value === "Shipped") setAskTracking(true);
                  // Only a shipped parcel can be refused at the door: ask before it counts against her.
                  else if (value === "Returned" && order.orderStatus === "Shipped") setAskReturned(true);
                  else changeStatus(value);
                }}
              />
            ) : (
              <FinalStatus status={order.orderStatus} />
            )}
            {/* Marking a payment moves the store's money: its owner's, not a helper's (decision 0054). */}
            {!owner && (
              <p className="text-sm text-stone-600">
                <span className="font-medium text-stone-800">{t("orders.store.paymentStatus")}</span>{" "}
                {labels.paymentStatus(order.paymentStatus)}
              </p>
            )}
            {owner && (
              <StatusSelect
                id={paymentId}
                label={t("orders.store.paymentStatus")}
                value={order.paymentStatus}
                options={[order.paymentStatus, ...paymentMoves(order.orderStatus, order.paymentStatus)]}
                labelOf={labels.paymentStatus}
                busy={paymentMutation.isPending}
                onChange={changePayment}
              />
            )}
          </div>
        </OrderSidePanel>
      </div>

      {askReturned && (
        <MarkReturnedDialog
          orderNumber={number}
          busy={statusMutation.isPending}
          onCancel={() => setAskReturned(false)}
          onConfirm={(refused) => changeStatus("Returned", undefined, refused)}
        />
      )}
      {askTracking && (
        <ShipWithCourierDialog
          orderId={order._id}
          orderNumber={number}
          storeId={storeId}
          onCancel={() => setAskTracking(false)}
          onShipped={(message) => {
            setAskTracking(false);
            toast.success(t("orders.store.statusUpdated"), { description: message });
          }}
          onOtherCourier={(trackingNumber) => {
            setAskTracking(false);
            changeStatus("Shipped", trackingNumber);
          }}
        />
      )}
    </Card>
  );
}

/** In place of the dropdown when an order can move no further. */
function FinalStatus({ status }: { status: OrderStatus }) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-stone-800">{t("orders.store.orderStatus")}</p>
      <OrderStatusBadge status={status} />
      <p className="text-xs text-stone-500">
        {t("orders.store.final", { status: labels.orderStatus(status) })}
      </p>
    </div>
  );
}

interface StatusSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  /** Each status's name in the reader's language; the value sent stays English. */
  labelOf(value: T): string;
  busy: boolean;
  onChange(value: T): void;
}

/** A status dropdown that reads 'Updating...' and is disabled while its change is in flight. */
function StatusSelect<T extends string>({
  id,
  label,
  value,
  options,
  labelOf,
  busy,
  onChange,
}: StatusSelectProps<T>) {
  const { t } = useT(messages);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <Select
        id={id}
        choices={options}
        labelOf={labelOf}
        // While busy the blank first option reads "Updating..." and is the one shown.
        blankLabel={busy ? t("orders.store.updating") : undefined}
        value={busy ? "" : value}
        disabled={busy}
        aria-busy={busy || undefined}
        onValueChange={(picked) => {
          if (picked && picked !== value) onChange(picked);
        }}
        box="w-full px-3 py-2 text-sm"
        className={busy ? "cursor-wait" : undefined}
      />
    </div>
  );
}
