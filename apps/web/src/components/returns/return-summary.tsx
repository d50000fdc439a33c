import { formatRupees } from "@marketplace/shared/money";
import type { Return, ReturnReason, ReturnStatus } from "@marketplace/shared/returns-contracts";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { formatDateTime } from "@/lib/format-date.ts";

type Key = keyof typeof messages;

export const RETURN_STATUS_KEYS: Readonly<Record<ReturnStatus, Key>> = {
  requested: "returns.status.requested",
  accepted: "returns.status.accepted",
  declined: "returns.status.declined",
  escalated: "returns.status.escalated",
  received: "returns.status.received",
  refunded: "returns.status.refunded",
  closed: "returns.status.closed",
};

export const RETURN_REASON_KEYS: Readonly<Record<ReturnReason, Key>> = {
  damaged: "returns.reason.damaged",
  wrong_item: "returns.reason.wrongItem",
  not_as_described: "returns.reason.notAsDescribed",
  other: "returns.reason.other",
};

const BY_KEYS: Readonly<Record<Return["steps"][number]["by"], Key>> = {
  customer: "returns.by.customer",
  seller: "returns.by.seller",
  admin: "returns.by.admin",
};

const STATUS_TONE: Readonly<Record<ReturnStatus, string>> = {
  requested: "bg-amber-50 text-amber-800",
  accepted: "bg-sky-50 text-sky-800",
  declined: "bg-red-50 text-red-800",
  escalated: "bg-violet-50 text-violet-800",
  received: "bg-sky-50 text-sky-800",
  refunded: "bg-emerald-50 text-emerald-800",
  closed: "bg-stone-100 text-stone-700",
};

/**
 * One return as all three sides read it (the buyer's progress, the seller's tab, the operator's
 * queue): the order and store, the lines, the buyer's reason, note and photos, every step with who
 * took it, and the refunds. `children` holds the reader's own actions.
 */
export function ReturnSummary({
  item,
  showCustomer,
  children,
}: {
  item: Return;
  showCustomer?: boolean;
  children?: ReactNode;
}) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  const date = (iso: string) => formatDateTime(iso, { language });
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-stone-900">
            {t("returns.summary.title", { number: item.orderNumber })}
          </h2>
          <p className="text-sm text-stone-600">
            {t("returns.summary.store", { store: item.store.name })}
            {showCustomer && <> · {t("returns.summary.customer", { name: item.customer.name })}</>}
          </p>
        </div>
        <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", STATUS_TONE[item.status])}>
          {t(RETURN_STATUS_KEYS[item.status])}
        </span>
      </div>
      <ul className="space-y-1 text-sm text-stone-800">
        {item.items.map((line) => (
          <li key={line.itemId} className="flex justify-between gap-3">
            <bdi className="min-w-0 break-words">
              {t("returns.summary.item", { name: line.productName, count: line.quantity })}
            </bdi>
            <span className="shrink-0 tabular-nums">{formatRupees(line.refundable)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700">
        {t("returns.summary.reason", { reason: t(RETURN_REASON_KEYS[item.reason]) })}
      </p>
      {item.note && (
        <p dir="auto" className="text-sm break-words whitespace-pre-line text-stone-800">
          {item.note}
        </p>
      )}
      {item.images.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-stone-700">{t("returns.summary.photos")}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {item.images.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <img
                    src={url}
                    alt={t("returns.summary.photoAlt", { position: index + 1 })}
                    className="h-16 w-16 rounded-lg object-cover ring-1 ring-stone-200"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm font-medium text-stone-800">
        {t("returns.summary.money", {
          refundable: formatRupees(item.refundable),
          refunded: formatRupees(item.refunded),
        })}
      </p>
      <div>
        <h3 className="text-sm font-medium text-stone-700">{t("returns.summary.steps")}</h3>
        <ol className="mt-1 space-y-1 border-s-2 border-stone-200 ps-3 text-sm text-stone-700">
          {item.steps.map((step, index) => (
            <li key={`${step.at}-${index}`}>
              {t("returns.summary.step", {
                status: t(RETURN_STATUS_KEYS[step.status]),
                by: t(BY_KEYS[step.by]),
                date: date(step.at),
              })}
              {step.note && (
                <span dir="auto" className="block break-words text-stone-600">
                  “{step.note}”
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
      {item.refunds.length > 0 && (
        <ul className="space-y-1 text-sm text-emerald-800">
          {item.refunds.map((refund) => (
            <li key={refund._id}>
              {t("returns.summary.refund", {
                amount: formatRupees(refund.amount),
                method: labels.settlementMethod(refund.method),
                reference: refund.reference,
                date: date(refund.at),
              })}
            </li>
          ))}
        </ul>
      )}
      {children && <div className="flex flex-wrap gap-2 pt-1">{children}</div>}
    </Card>
  );
}
