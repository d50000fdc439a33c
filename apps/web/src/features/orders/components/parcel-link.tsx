import type { Shipment } from "@marketplace/shared/couriers-contracts";
import { ExternalLink, Truck } from "lucide-react";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";

/**
 * The order's parcel (issue 28): "Track with <courier>" opens the courier's own page for it, and the
 * seller sees the airway bill when the courier gave one. Its events are in the order's timeline.
 */
export function ParcelLink({
  shipment,
  viewer = "customer",
}: {
  shipment: Shipment;
  viewer?: "customer" | "seller";
}) {
  const { t } = useT(messages);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-200">
      <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t("orders.track.consignment", { number: shipment.consignmentNumber })}</span>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-700"
        data-testid="track-parcel"
      >
        {t("orders.track.with", { courier: shipment.courierName })}
        <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      </a>
      {viewer === "seller" && shipment.labelUrl && (
        <a
          href={shipment.labelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-indigo-700"
        >
          {t("orders.track.label")}
        </a>
      )}
    </div>
  );
}
