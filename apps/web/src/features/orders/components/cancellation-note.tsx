import { Ban } from "lucide-react";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import type { Order } from "../api/orders-api.ts";

/** Who cancelled a cancelled order and why, said from the reader's side. */
export function CancellationNote({ order, viewer }: { order: Order; viewer: "customer" | "seller" }) {
  const { t } = useT(messages);
  if (order.orderStatus !== "Cancelled") return null;
  const event = order.events.findLast((e) => e.kind === "status" && e.to === "Cancelled");
  if (!event) return null;
  const byCustomer = event.by === "customer";
  const who = t(
    viewer === "seller"
      ? byCustomer
        ? "orders.cancelled.byCustomerToSeller"
        : "orders.cancelled.bySellerToSeller"
      : byCustomer
        ? "orders.cancelled.byCustomerToCustomer"
        : "orders.cancelled.bySellerToCustomer",
  );
  return (
    <p className="flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span data-testid="cancellation-note">
        {event.reason
          ? t("orders.cancelled.withReason", { who, reason: event.reason })
          : t("orders.cancelled.withoutReason", { who })}
      </span>
    </p>
  );
}
