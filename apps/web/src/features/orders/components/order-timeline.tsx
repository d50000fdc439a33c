import { formatDateTime } from "@/lib/format-date.ts";
import type { OrderEvent } from "../api/orders-api.ts";

function describe(event: OrderEvent): string {
  const what = event.kind === "payment" ? "Payment" : "Status";
  if (event.from === null)
    return event.kind === "payment" ? `Payment ${event.to}` : `Order placed (${event.to})`;
  return `${what}: ${event.from} → ${event.to}`;
}

/** Who made a change, said from the reader's side: "You" for their own changes. */
function actor(by: string, viewer: "customer" | "seller"): string {
  if (by === viewer) return "You";
  if (by === "seller") return "The store";
  if (by === "customer") return "The customer";
  return "Hunarmand";
}

/** Every status and payment change of an order, oldest first: what changed, who did it and when. */
export function OrderTimeline({ events, viewer }: { events: OrderEvent[]; viewer: "customer" | "seller" }) {
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
          <p className="font-medium text-stone-900">{describe(event)}</p>
          <p className="text-stone-500">
            {actor(event.by, viewer)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.trackingNumber && <p className="text-stone-600">Tracking number: {event.trackingNumber}</p>}
          {event.reason && <p className="text-stone-600">Reason: {event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
