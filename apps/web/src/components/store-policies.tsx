import {
  DELIVERY_DAYS,
  type DeliveryEstimate,
  deliveryEstimate,
  storeCity,
} from "@marketplace/shared/delivery-estimate";
import { CalendarClock, RotateCcw } from "lucide-react";
import { DeliveryNote } from "@/components/delivery-note.tsx";
import messages from "@/i18n/catalogs/en/shopfront.json";
import { useT } from "@/i18n/use-t.ts";

/** "1–2" kept in its own order inside an Urdu sentence, where it would otherwise read "2–1". */
const days = ({ min, max }: { min: number; max: number }) => `\u2068${min}–${max}\u2069`;

/**
 * A store's delivery and returns, as a shopper reads them before buying (issue 34, items 7 and 8):
 * how many days delivery takes to her city when it is known (else within the maker's city and to
 * others), said to be an estimate (`shared/delivery-estimate.ts`, the one rule); what delivery
 * costs (`DeliveryNote`); and the marketplace's return window that every store's orders follow.
 */
export function StorePolicies({
  store,
  buyerCity = "",
  withCost = true,
  className,
}: {
  store: { location: string; returnWindowDays: number };
  /** Where her last order went, when she is signed in and has ordered before. */
  buyerCity?: string;
  /** False where the page already says what delivery costs (the product page's purchase box). */
  withCost?: boolean;
  className?: string;
}) {
  const { t } = useT(messages);
  const city = storeCity(store.location);
  return (
    <section aria-labelledby="store-policies-heading" className={className}>
      <h2 id="store-policies-heading" className="text-lg font-semibold text-stone-900">
        {t("shopfront.policies.heading")}
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {deliveryLine(t, city, buyerCity, deliveryEstimate(store.location, buyerCity))}{" "}
            <span className="text-stone-600">{t("shopfront.delivery.estimate")}</span>
          </span>
        </li>
        {withCost && (
          <li>
            <DeliveryNote />
          </li>
        )}
        <li className="flex items-start gap-2">
          <RotateCcw className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {t("shopfront.returns.window", { days: store.returnWindowDays })}{" "}
            <span className="text-stone-600">{t("shopfront.returns.how")}</span>
          </span>
        </li>
      </ul>
    </section>
  );
}

function deliveryLine(
  t: ReturnType<typeof useT<typeof messages>>["t"],
  city: string,
  buyerCity: string,
  estimate: DeliveryEstimate,
): string {
  const name = (text: string) => `\u2068${text}\u2069`;
  if (buyerCity.trim())
    return t("shopfront.delivery.toCity", { city: name(buyerCity.trim()), days: days(estimate) });
  if (city) {
    return t("shopfront.delivery.withinCity", {
      city: name(city),
      near: days(DELIVERY_DAYS.sameCity),
      far: days(DELIVERY_DAYS.otherCity),
    });
  }
  return t("shopfront.delivery.anywhere", { days: days(DELIVERY_DAYS.otherCity) });
}
