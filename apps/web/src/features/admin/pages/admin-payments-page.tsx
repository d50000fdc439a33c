import { formatRupees } from "@marketplace/shared/money";
import { type AdminPayment, PROVIDER_METHODS } from "@marketplace/shared/payments-contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/payments.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { useAdminPayments } from "../api/payments-admin-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { PaymentRefundedDialog } from "../components/payment-refunded-dialog.tsx";
import { useAdminSession } from "../session/admin-session.tsx";

type Key = keyof typeof messages;

/**
 * The console's online payments (issue 29, decision 0053): JazzCash and Easypaisa attempts with
 * their references, states and history of answers and inquiries; the ones paid too late are flagged
 * for a refund, which finance marks refunded once she has sent the money back in the provider's
 * portal. Finance and the owner reach it.
 */
export default function AdminPaymentsPage() {
  const { t } = useT(messages);
  const [flagged, setFlagged] = useState(false);
  const payments = useAdminPayments(flagged);

  let body: React.ReactNode;
  if (payments.isPending) body = <LoadingState label={t("payments.admin.loading")} />;
  else if (payments.isError)
    body = (
      <ErrorState
        message={t("payments.admin.loadFailed", { error: errorMessageOf(payments.error) })}
        onRetry={() => payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  else if (payments.data.payments.length === 0) body = <EmptyState title={t("payments.admin.empty")} />;
  else
    body = (
      <ul className="space-y-3">
        {payments.data.payments.map((payment) => (
          <li key={payment._id}>
            <PaymentCard payment={payment} />
          </li>
        ))}
      </ul>
    );

  return (
    <AdminPage title={t("payments.admin.title")} intro={t("payments.admin.intro")}>
      <div className="flex gap-2">
        {[false, true].map((value) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={flagged === value}
            onClick={() => setFlagged(value)}
            className={cn(
              "rounded-full px-3 py-1 text-sm ring-1",
              flagged === value
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-stone-700 ring-stone-300",
            )}
          >
            {value ? t("payments.admin.filter.flagged") : t("payments.admin.filter.all")}
          </button>
        ))}
      </div>
      {body}
    </AdminPage>
  );
}

function PaymentCard({ payment }: { payment: AdminPayment }) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  // Marking it refunded is finance's (and the owner's), as the API's roles table says (decision 0043).
  const role = useAdminSession().admin?.role ?? "owner";
  const mayMark = role === "owner" || role === "finance";
  const [marking, setMarking] = useState(false);
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-stone-900">
          {labels.paymentMethod(PROVIDER_METHODS[payment.provider])} · {formatRupees(payment.amount)} ·{" "}
          {t(`payments.admin.status.${payment.status}` as Key)}
        </p>
        {payment.flag === "refund-due" && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-medium text-red-800">
            {t("payments.admin.flag.refundDue")}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {formatDateTime(payment.createdAt, { language })} ·{" "}
        {t("payments.admin.customer", { name: payment.customer.name })}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t("payments.admin.reference", { reference: payment.reference })}
        {payment.providerTransactionId &&
          ` · ${t("payments.admin.transaction", { id: payment.providerTransactionId })}`}{" "}
        · {t("payments.admin.orders", { numbers: payment.orderNumbers.join(", ") })}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-800">{t("payments.admin.history")}</summary>
        <ol className="mt-1 space-y-1">
          {payment.events.map((event) => (
            <li key={`${event.at}-${event.kind}`} className="text-stone-700">
              {formatDateTime(event.at, { language })} · {t(`payments.admin.event.${event.kind}` as Key)}
              {event.code && ` (${event.code})`}: <span dir="ltr">{event.note}</span>
            </li>
          ))}
        </ol>
      </details>
      {payment.flag === "refund-due" && mayMark && (
        <div className="mt-3">
          <Button size="sm" onClick={() => setMarking(true)}>
            {t("payments.admin.markRefunded")}
          </Button>
        </div>
      )}
      {marking && <PaymentRefundedDialog payment={payment} onClose={() => setMarking(false)} />}
    </Card>
  );
}
