import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "@marketplace/shared/order-statuses";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import type { OrderEvent } from "../api/orders-api.ts";
import type { OrdersT } from "../payment-instruction-rows.ts";

type Labels = ReturnType<typeof useLabels>;

const isOrderStatus = (value: string): value is OrderStatus => ORDER_STATUSES.some((s) => s === value);
const isPaymentStatus = (value: string): value is PaymentStatus => PAYMENT_STATUSES.some((s) => s === value);

/** A status as the reader calls it; one the app does not know yet is shown as the server wrote it. */
function statusName(kind: OrderEvent["kind"], value: string, labels: Labels): string {
  if (kind === "payment") return isPaymentStatus(value) ? labels.paymentStatus(value) : value;
  return isOrderStatus(value) ? labels.orderStatus(value) : value;
}

function describe(event: OrderEvent, t: OrdersT, labels: Labels): string {
  const to = statusName(event.kind, event.to, labels);
  if (event.from === null) {
    return event.kind === "payment"
      ? t("orders.timeline.paymentSet", { status: to })
      : t("orders.timeline.placed", { status: to });
  }
  const from = statusName(event.kind, event.from, labels);
  // The arrow is part of each language's message: it points the way that language reads.
  return event.kind === "payment"
    ? t("orders.timeline.paymentChanged", { from, to })
    : t("orders.timeline.statusChanged", { from, to });
}

/** Who made a change, said from the reader's side: "You" for their own changes. */
function actor(by: string, viewer: "customer" | "seller", t: OrdersT): string {
  if (by === viewer) return t("orders.timeline.you");
  if (by === "seller") return t("orders.timeline.theStore");
  if (by === "customer") return t("orders.timeline.theCustomer");
  return t("orders.timeline.hunarmand");
}

/** Every status and payment change of an order, oldest first: what changed, who did it and when. */
export function OrderTimeline({ events, viewer }: { events: OrderEvent[]; viewer: "customer" | "seller" }) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  if (events.length === 0) return null;
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="relative space-y-3 border-s-2 border-brand-100 ps-4">
      {sorted.map((event) => (
        <li key={event._id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -start-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-600 ring-2 ring-white"
          />
          <p className="font-medium text-stone-900">{describe(event, t, labels)}</p>
          <p className="text-stone-500">
            {actor(event.by, viewer, t)} ·{" "}
            <time dateTime={event.at}>{formatDateTime(event.at, { language })}</time>
          </p>
          {event.trackingNumber && (
            <p className="text-stone-600">
              {t("orders.timeline.trackingNumber", { number: event.trackingNumber })}
            </p>
          )}
          {event.reason && (
            <p className="text-stone-600">{t("orders.timeline.reason", { reason: event.reason })}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
