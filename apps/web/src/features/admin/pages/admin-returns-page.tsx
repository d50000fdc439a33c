import { formatRupees } from "@marketplace/shared/money";
import { REFUND_METHODS, type Return } from "@marketplace/shared/returns-contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { PackageOpen, WalletCards } from "lucide-react";
import { type ReactNode, useState } from "react";
import { NoteDialog } from "@/components/returns/note-dialog.tsx";
import { RefundDialog } from "@/components/returns/refund-dialog.tsx";
import { ReturnSummary } from "@/components/returns/return-summary.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { useLabels } from "@/i18n/use-labels.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import {
  useDecideReturn,
  useEscalatedReturns,
  useOnlineRefundsDue,
  useTeamRefund,
} from "../api/returns-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { useAdminSession } from "../session/admin-session.tsx";

/**
 * The console's Returns (issue 27, issue 29): the queue of escalated returns, both sides' words and
 * one final decision each; and the refunds to send, received returns of orders paid online whose
 * money is Hunarmand's, so the team refunds them (decision 0053).
 */
export default function AdminReturnsPage() {
  const { t } = useAdminT();
  const escalated = useEscalatedReturns();
  const refundsDue = useOnlineRefundsDue();
  return (
    <AdminPage title={t("admin.sections.returns")} intro={t("admin.returns.pageIntro")}>
      <section aria-labelledby="returns-to-decide" className="space-y-3">
        <h2 id="returns-to-decide" className="text-xl font-semibold text-stone-900">
          {t("admin.returns.decideTitle")}
        </h2>
        <p className="text-stone-600">{t("admin.returns.intro")}</p>
        <ReturnList
          returns={escalated}
          loading={t("admin.returns.loading")}
          loadError={(error) => t("admin.returns.loadError", { error })}
          empty={
            <EmptyState
              title={t("admin.returns.emptyTitle")}
              message={t("admin.returns.emptyMessage")}
              icon={<PackageOpen className="h-7 w-7" aria-hidden="true" />}
            />
          }
          actions={(item) => <Decide item={item} />}
        />
      </section>
      <section aria-labelledby="refunds-to-send" className="space-y-3">
        <h2 id="refunds-to-send" className="text-xl font-semibold text-stone-900">
          {t("admin.returns.refundsTitle")}
        </h2>
        <p className="text-stone-600">{t("admin.returns.refundsIntro")}</p>
        <ReturnList
          returns={refundsDue}
          loading={t("admin.returns.refundsLoading")}
          loadError={(error) => t("admin.returns.refundsLoadError", { error })}
          empty={
            <EmptyState
              title={t("admin.returns.refundsEmptyTitle")}
              message={t("admin.returns.refundsEmptyMessage")}
              icon={<WalletCards className="h-7 w-7" aria-hidden="true" />}
            />
          }
          actions={(item) => <TeamRefund item={item} />}
        />
      </section>
    </AdminPage>
  );
}

/** One of the page's lists, with its loading, error and empty states. */
function ReturnList({
  returns,
  loading,
  loadError,
  empty,
  actions,
}: {
  returns: UseQueryResult<Return[]>;
  loading: string;
  loadError(error: string): string;
  empty: ReactNode;
  actions(item: Return): ReactNode;
}) {
  if (returns.isError)
    return (
      <ErrorState
        message={loadError(errorMessageOf(returns.error))}
        onRetry={() => returns.refetch()}
        retrying={returns.isFetching}
      />
    );
  // Two lists share the page: each waits in its own room.
  if (!returns.data) return <LoadingState label={loading} inline />;
  if (returns.data.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {returns.data.map((item) => (
        <li key={item._id}>
          <ReturnSummary item={item} showCustomer>
            {actions(item)}
          </ReturnSummary>
        </li>
      ))}
    </ul>
  );
}

function Decide({ item }: { item: Return }) {
  const { t } = useAdminT();
  const decide = useDecideReturn();
  const [deciding, setDeciding] = useState<"accept" | "decline" | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setDeciding("accept")}>
        {t("admin.returns.accept")}
      </Button>
      <Button size="sm" variant="ghostDestructive" onClick={() => setDeciding("decline")}>
        {t("admin.returns.decline")}
      </Button>
      <NoteDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={t(deciding === "decline" ? "admin.returns.declineTitle" : "admin.returns.acceptTitle", {
          number: item.orderNumber,
        })}
        description={t("admin.returns.decideDescription")}
        confirmLabel={t(deciding === "decline" ? "admin.returns.decline" : "admin.returns.accept")}
        busyLabel={t("admin.returns.busy")}
        dismissLabel={t("admin.common.cancel")}
        onConfirm={async (note) => {
          if (!deciding) return;
          const answer = await decide.mutateAsync({ id: item._id, body: { decision: deciding, note } });
          toast.success(t("admin.returns.done"), { description: answer.message });
        }}
      />
    </>
  );
}

/**
 * The team's refund of a return of an order paid online: the seller's refund form, sent to the
 * team's route. Only the roles the API lets record it (the owner and operations, admin-roles.ts)
 * see the button; the others read the list.
 */
function TeamRefund({ item }: { item: Return }) {
  const { t } = useAdminT();
  const labels = useLabels();
  const role = useAdminSession().admin?.role ?? "owner";
  const mayRefund = role === "owner" || role === "operations";
  const refund = useTeamRefund();
  const [open, setOpen] = useState(false);
  const left = formatRupees(Math.round((item.refundable - item.refunded) * 100) / 100);
  const method = labels.paymentMethod(item.paymentMethod);
  const sentBy = REFUND_METHODS.find((m) => m === item.paymentMethod);
  // JazzCash's refund API sends it (a wallet payment, the MPIN configured), or the team in the portal.
  const byApi = item.refundThroughProvider === true;
  return (
    <>
      <p className="w-full text-sm font-medium text-stone-800">
        {t("admin.returns.paidWith", { method, amount: left })}
      </p>
      {mayRefund && (
        <Button size="sm" onClick={() => setOpen(true)}>
          {t(byApi ? "admin.returns.refundWithJazzCash" : "admin.returns.refund")}
        </Button>
      )}
      {open && (
        <RefundDialog
          item={item}
          record={(body) => refund.mutateAsync({ id: item._id, body })}
          onClose={() => setOpen(false)}
          defaultMethod={sentBy}
          description={
            byApi
              ? t("admin.returns.refundByJazzCashDescription", { amount: left })
              : t("admin.returns.refundDescription", { method, amount: left })
          }
          referenceLabel={t("admin.returns.providerReference")}
          throughProvider={byApi}
          submitLabel={byApi ? t("admin.returns.refundWithJazzCash") : undefined}
        />
      )}
    </>
  );
}
