import type { AdminCustomer } from "@marketplace/shared/cod-confirmation";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/format-date.ts";
import { useAdminT } from "../admin-words.ts";

/** A buyer's Cash-on-Delivery standing, and the way to clear her refusals when she has any. */
export function CustomerStanding({ customer, onClear }: { customer: AdminCustomer; onClear(): void }) {
  const { t, language } = useAdminT();
  const figure = (label: string, value: number, alarm: boolean) => (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className={cn("text-2xl font-bold", alarm ? "text-red-700" : "text-stone-900")}>{value}</dd>
    </div>
  );
  return (
    <Card className="max-w-2xl space-y-4">
      <div className="min-w-0">
        <p className="text-sm break-all text-stone-600">{customer.email}</p>
        <p className="text-sm text-stone-600">
          {t("admin.customer.joined", { date: formatDate(customer.createdAt, { language }) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {figure(t("admin.customer.refusalsLabel"), customer.refusals, customer.refusals > 0)}
        {figure(t("admin.customer.deliveredLabel"), customer.delivered, false)}
      </dl>
      <p
        className={cn(
          "rounded-xl px-3 py-2 text-sm",
          customer.codAvailable ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800",
        )}
      >
        {t(customer.codAvailable ? "admin.customer.codAvailable" : "admin.customer.codUnavailable")}
      </p>
      {customer.refusalsClearedAt && (
        <p className="text-sm text-stone-600">
          {t("admin.customer.clearedAt", { date: formatDate(customer.refusalsClearedAt, { language }) })}
        </p>
      )}
      {customer.refusals > 0 ? (
        <Button variant="secondary" onClick={onClear}>
          {t("admin.customer.clear")}
        </Button>
      ) : (
        <p className="text-sm text-stone-600">{t("admin.customer.nothingToClear")}</p>
      )}
    </Card>
  );
}
