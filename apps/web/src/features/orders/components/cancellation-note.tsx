import { Ban } from "lucide-react";
import type { Order } from "../api/orders-api.ts";

/** Who cancelled a cancelled order and why, said from the reader's side. */
export function CancellationNote({ order, viewer }: { order: Order; viewer: "customer" | "seller" }) {
  if (order.orderStatus !== "Cancelled") return null;
  const event = order.events.findLast((e) => e.kind === "status" && e.to === "Cancelled");
  if (!event) return null;
  const byCustomer = event.by === "customer";
  const who =
    viewer === "seller"
      ? byCustomer
        ? "Cancelled by the customer"
        : "Cancelled by you"
      : byCustomer
        ? "You cancelled this order"
        : "Cancelled by the store";
  return (
    <p className="flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span data-testid="cancellation-note">{event.reason ? `${who}: ${event.reason}` : `${who}.`}</span>
    </p>
  );
}
