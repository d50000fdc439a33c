import { type CourierPhraseMeaning, courierPhraseMeaning } from "@marketplace/shared/courier-phrases";
import type { Shipment } from "@marketplace/shared/couriers-contracts";
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "@marketplace/shared/order-statuses";
import type { ShipmentStatus } from "@marketplace/shared/shipment-statuses";
import { RETURN_STATUS_KEYS } from "@/components/returns/return-summary.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import returnMessages from "@/i18n/catalogs/en/returns.json";
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

function describe(
  event: OrderEvent,
  t: OrdersT,
  labels: Labels,
  returnStatus: (value: string) => string,
): string {
  // A step of a return of some of the order's items (issue 27): where the return stands now.
  if (event.kind === "return") return t("orders.timeline.return", { status: returnStatus(event.to) });
  // A Cash-on-Delivery buyer's confirmation, or its window ending unconfirmed (decision 0034).
  if (event.kind === "confirmation")
    return t(event.to === "confirmed" ? "orders.timeline.confirmed" : "orders.timeline.expired");
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

/** A parcel's status as the reader calls it (issue 28); another is told by `courierSays`. */
const PARCEL_STATUS_KEYS: Record<ShipmentStatus, Parameters<OrdersT>[0]> = {
  booked: "orders.parcel.booked",
  picked_up: "orders.parcel.picked_up",
  in_transit: "orders.parcel.in_transit",
  out_for_delivery: "orders.parcel.out_for_delivery",
  delivered: "orders.parcel.delivered",
  returned: "orders.parcel.returned",
};

const COURIER_PHRASE_KEYS: Record<CourierPhraseMeaning, Parameters<OrdersT>[0]> = {
  refused: "orders.courierSaid.refused",
  consigneeAway: "orders.courierSaid.consigneeAway",
  attempted: "orders.courierSaid.attempted",
  underReview: "orders.courierSaid.underReview",
  waiting: "orders.courierSaid.waiting",
  returning: "orders.courierSaid.returning",
  returned: "orders.courierSaid.returned",
  missrouted: "orders.courierSaid.missrouted",
};

/**
 * What a courier wrote, in the reader's language when the marketplace knows the words; otherwise
 * quoted as the courier's own words, set apart from the sentence around them.
 */
function courierSays(words: string, t: OrdersT): string {
  const meaning = courierPhraseMeaning(words);
  return meaning ? t(COURIER_PHRASE_KEYS[meaning]) : t("orders.courierSaid.quoted", { words });
}

/** The order moved to Returned by the tracking job: its reason is the courier's (issue 28). */
const byCourier = (event: OrderEvent) =>
  event.by === "system" && event.kind === "status" && event.to === "Returned";

interface Step {
  id: string;
  at: string;
  title: string;
  by: string;
  notes: string[];
}

/**
 * Every status and payment change of an order, and its parcel's events as its courier reported them,
 * oldest first: what changed, who did it (or which courier said so) and when.
 */
export function OrderTimeline({
  events,
  viewer,
  shipment = null,
}: {
  events: OrderEvent[];
  viewer: "customer" | "seller";
  shipment?: Shipment | null;
}) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  const returnWords = useT(returnMessages).t;
  const returnStatus = (value: string) => {
    const key = RETURN_STATUS_KEYS[value as keyof typeof RETURN_STATUS_KEYS] as
      | (typeof RETURN_STATUS_KEYS)[keyof typeof RETURN_STATUS_KEYS]
      | undefined;
    return key ? returnWords(key) : value;
  };
  const steps: Step[] = [
    ...events.map((event) => ({
      id: event._id,
      at: event.at,
      title: describe(event, t, labels, returnStatus),
      by: actor(event.by, viewer, t),
      notes: [
        ...(event.trackingNumber
          ? [t("orders.timeline.trackingNumber", { number: event.trackingNumber })]
          : []),
        ...(event.reason
          ? [
              t("orders.timeline.reason", {
                reason: byCourier(event) ? courierSays(event.reason, t) : event.reason,
              }),
            ]
          : []),
      ],
    })),
    ...(shipment?.events ?? []).map((event, index) => ({
      id: `parcel-${index}`,
      at: event.at,
      title: event.status ? t(PARCEL_STATUS_KEYS[event.status]) : courierSays(event.courierWords, t),
      by: shipment?.courierName ?? "",
      notes: event.reason ? [t("orders.timeline.reason", { reason: courierSays(event.reason, t) })] : [],
    })),
  ];
  if (steps.length === 0) return null;
  const sorted = steps.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="relative space-y-3 border-s-2 border-brand-100 ps-4">
      {sorted.map((step) => (
        <li key={step.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -start-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-600 ring-2 ring-white"
          />
          <p className="font-medium text-stone-900">{step.title}</p>
          <p className="text-stone-500">
            {step.by} · <time dateTime={step.at}>{formatDateTime(step.at, { language })}</time>
          </p>
          {step.notes.map((note) => (
            <p key={note} className="text-stone-600">
              {note}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
