import { formatRupees } from "@marketplace/shared/money";
import { type Payout, type PayoutRun, PayoutUpdateInput } from "@marketplace/shared/payouts-contracts";
import { Banknote, Download } from "lucide-react";
import { useState } from "react";
import { PayoutStatusBadge } from "@/components/payouts/payout-words.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/payouts.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDate, formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/notify.ts";
import {
  useActOnRun,
  useDownloadBankFile,
  usePayoutRuns,
  useProposeRun,
  useUpdatePayout,
} from "../api/payouts-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { PayoutPaidDialog } from "../components/payout-paid-dialog.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";

const RUN_TONE: Record<PayoutRun["status"], string> = {
  proposed: "bg-amber-50 text-amber-800",
  approved: "bg-emerald-50 text-emerald-700",
  cancelled: "bg-stone-100 text-stone-600",
};

/** A line's dialog: hold (reason), mark paid (the bank's reference) or mark failed (reason). */
type LineDialog = { kind: "hold" | "paid" | "failed"; payout: Payout } | null;
/** A run's confirmation: approve or cancel. */
type RunDialog = { kind: "approve" | "cancel"; run: PayoutRun } | null;

/**
 * The weekly payout runs for finance (issue 30, decision 0051): propose one now, review its lines and
 * hold a store, approve (which posts each payout to the ledger once) or cancel, download the bank's
 * file, then mark each transfer paid with the bank's reference or failed with a reason. Only finance
 * and the owner reach it (the console's sections and the API's roles table, decision 0043).
 */
export default function AdminPayoutsPage() {
  const { t } = useT(messages);
  const runs = usePayoutRuns();
  const propose = useProposeRun();

  let body: React.ReactNode;
  if (runs.isPending) body = <LoadingState label={t("payouts.admin.loading")} />;
  else if (runs.isError)
    body = (
      <ErrorState
        message={t("payouts.admin.loadFailed", { error: errorMessageOf(runs.error) })}
        onRetry={() => runs.refetch()}
        retrying={runs.isFetching}
      />
    );
  else if (runs.data.runs.length === 0)
    body = (
      <EmptyState
        title={t("payouts.admin.empty")}
        message={t("payouts.admin.emptyMessage")}
        icon={<Banknote className="h-7 w-7" aria-hidden="true" />}
      />
    );
  else
    body = (
      <ul className="space-y-6">
        {runs.data.runs.map((run) => (
          <li key={run._id}>
            <RunCard run={run} />
          </li>
        ))}
      </ul>
    );

  return (
    <AdminPage title={t("payouts.admin.title")} intro={t("payouts.admin.intro")}>
      <div>
        <Button
          loading={propose.isPending}
          onClick={() =>
            propose.mutate(undefined, {
              onSuccess: () => toast.success(t("payouts.admin.proposed")),
              onError: (error) =>
                toast.error(t("payouts.admin.proposeFailed"), { description: errorMessageOf(error) }),
            })
          }
        >
          {propose.isPending ? t("payouts.admin.proposing") : t("payouts.admin.propose")}
        </Button>
      </div>
      {body}
    </AdminPage>
  );
}

function RunCard({ run }: { run: PayoutRun }) {
  const { t, language } = useT(messages);
  const act = useActOnRun();
  const download = useDownloadBankFile();
  const [confirming, setConfirming] = useState<RunDialog>(null);
  const [lineDialog, setLineDialog] = useState<LineDialog>(null);
  const date = formatDate(run.createdAt, { language });
  const headingId = `run-${run._id}`;
  const total = formatRupees(run.total);

  const runAction = (kind: "approve" | "cancel") =>
    act.mutate(
      { runId: run._id, input: { action: kind } },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(t(kind === "approve" ? "payouts.admin.approved" : "payouts.admin.cancelled"));
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(t("payouts.admin.actionFailed"), { description: errorMessageOf(error) });
        },
      },
    );

  return (
    <Card padding="none" className="space-y-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2
              id={headingId}
              className="flex flex-wrap items-center gap-2 text-lg font-semibold text-stone-900"
            >
              {t("payouts.admin.runHeading", { date })}
              <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", RUN_TONE[run.status])}>
                {t(`payouts.admin.runStatus.${run.status}`)}
              </span>
            </h2>
            <p className="text-sm text-stone-600">
              {t(run.scheduled ? "payouts.admin.scheduled" : "payouts.admin.manual")} ·{" "}
              {t("payouts.admin.cutoff", { date: formatDateTime(run.cutoff, { language }) })}
            </p>
            <p className="font-semibold text-stone-900">
              {t(run.status === "approved" ? "payouts.admin.paidTotal" : "payouts.admin.total", {
                amount: total,
              })}{" "}
              <span className="text-sm font-normal text-stone-600">
                ({t("payouts.admin.count", { count: run.payouts.length })})
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {run.status === "proposed" && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setConfirming({ kind: "cancel", run })}>
                  {t("payouts.admin.cancel")}
                </Button>
                <Button
                  size="sm"
                  disabled={run.payouts.length === 0}
                  onClick={() => setConfirming({ kind: "approve", run })}
                >
                  {t("payouts.admin.approve")}
                </Button>
              </>
            )}
            {run.status === "approved" && (
              <Button
                size="sm"
                variant="secondary"
                loading={download.isPending}
                onClick={() =>
                  download.mutate(run._id, {
                    onError: (error) =>
                      toast.error(t("payouts.admin.downloadFailed"), { description: errorMessageOf(error) }),
                  })
                }
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {download.isPending ? t("payouts.admin.downloading") : t("payouts.admin.download")}
              </Button>
            )}
          </div>
        </header>
        {run.payouts.length === 0 ? (
          <p className="text-sm text-stone-600">{t("payouts.admin.noLines")}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t("payouts.admin.linesLabel", { date })}>
            {run.payouts.map((payout) => (
              <PayoutLine key={payout._id} run={run} payout={payout} onDialog={setLineDialog} />
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(confirming?.kind === "cancel" ? "payouts.admin.cancelTitle" : "payouts.admin.approveTitle")}
        description={
          confirming?.kind === "cancel"
            ? t("payouts.admin.cancelBody")
            : t("payouts.admin.approveBody", { amount: total })
        }
        confirmLabel={t(confirming?.kind === "cancel" ? "payouts.admin.cancel" : "payouts.admin.approve")}
        busyLabel={t(confirming?.kind === "cancel" ? "payouts.admin.cancelling" : "payouts.admin.approving")}
        dismissLabel={t("payouts.admin.keep")}
        busy={act.isPending}
        onConfirm={() => confirming && runAction(confirming.kind)}
      />
      {lineDialog && <LineDialogs dialog={lineDialog} onClose={() => setLineDialog(null)} />}
    </Card>
  );
}

function PayoutLine({
  run,
  payout,
  onDialog,
}: {
  run: PayoutRun;
  payout: Payout;
  onDialog: (dialog: LineDialog) => void;
}) {
  const { t } = useT(messages);
  const update = useUpdatePayout();
  const account = payout.account;
  return (
    <li
      aria-label={payout.storeName}
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <bdi>{payout.storeName}</bdi>
          <PayoutStatusBadge status={payout.status} />
        </p>
        <p className="text-sm text-stone-600">
          {t("payouts.admin.line.seller", { name: payout.sellerName })}
        </p>
        <p className="text-sm text-stone-600">{t("payouts.admin.line.title", { title: account.title })}</p>
        <p className="text-sm break-all text-stone-600">
          {t("payouts.admin.line.account", {
            account:
              account.type === "bank"
                ? `${account.bankName} ${account.iban}`
                : `${t(`payouts.wallet.${account.type}`)} ${account.number}`,
          })}
        </p>
        <p className="text-sm text-stone-600">
          {t("payouts.admin.line.reference", { reference: payout.reference })}
        </p>
        {payout.bankReference && (
          <p className="text-sm text-stone-600">
            {t("payouts.admin.line.bankReference", { reference: payout.bankReference })}
          </p>
        )}
        {payout.reason && (
          <p className="text-sm break-words text-stone-600">
            {t("payouts.admin.line.reason", { reason: payout.reason })}
          </p>
        )}
      </div>
      <div className="flex flex-col items-end gap-2">
        <p className="font-semibold whitespace-nowrap text-stone-900">{formatRupees(payout.amount)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          {run.status === "proposed" && payout.status === "proposed" && (
            <Button size="sm" variant="secondary" onClick={() => onDialog({ kind: "hold", payout })}>
              {t("payouts.admin.line.hold")}
            </Button>
          )}
          {run.status === "proposed" && payout.status === "held" && (
            <Button
              size="sm"
              variant="secondary"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { payoutId: payout._id, input: { status: "proposed" } },
                  {
                    onSuccess: () =>
                      toast.success(t("payouts.admin.line.released"), { description: payout.storeName }),
                    onError: (error) =>
                      toast.error(t("payouts.admin.line.changeFailed"), {
                        description: errorMessageOf(error),
                      }),
                  },
                )
              }
            >
              {t("payouts.admin.line.release")}
            </Button>
          )}
          {payout.status === "sent" && (
            <>
              <Button size="sm" variant="secondary" onClick={() => onDialog({ kind: "failed", payout })}>
                {t("payouts.admin.line.markFailed")}
              </Button>
              <Button size="sm" onClick={() => onDialog({ kind: "paid", payout })}>
                {t("payouts.admin.line.markPaid")}
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

/** The dialog a line's button opened: each sends `PUT /api/admin/payouts/:id` through the shared schema. */
function LineDialogs({ dialog, onClose }: { dialog: NonNullable<LineDialog>; onClose: () => void }) {
  const { t } = useT(messages);
  const update = useUpdatePayout();
  const { payout } = dialog;
  const store = payout.storeName;
  const amount = formatRupees(payout.amount);
  const send = (input: PayoutUpdateInput) => update.mutateAsync({ payoutId: payout._id, input });
  if (dialog.kind === "paid")
    return <PayoutPaidDialog store={store} amount={amount} onConfirm={send} onClose={onClose} />;
  const hold = dialog.kind === "hold";
  return (
    <ReasonDialog
      schema={PayoutUpdateInput}
      defaultValues={{ status: hold ? "held" : "failed", reason: "" }}
      title={t(hold ? "payouts.admin.line.holdTitle" : "payouts.admin.line.failedTitle", { store })}
      description={t(hold ? "payouts.admin.line.holdBody" : "payouts.admin.line.failedBody", { amount })}
      confirmLabel={t(hold ? "payouts.admin.line.hold" : "payouts.admin.line.markFailed")}
      busyLabel={t(hold ? "payouts.admin.line.holding" : "payouts.admin.line.saving")}
      onConfirm={async (input) => {
        await send(input);
        return {
          done: t(hold ? "payouts.admin.line.held" : "payouts.admin.line.failed"),
          description: store,
        };
      }}
      onClose={onClose}
    />
  );
}
