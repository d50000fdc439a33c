import { ONLINE_PAYMENT_METHODS } from "@marketplace/shared/order-statuses";
import { RETURN_STATUSES, type ReturnStatus } from "@marketplace/shared/returns-contracts";
import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { NoteDialog } from "@/components/returns/note-dialog.tsx";
import { RefundDialog } from "@/components/returns/refund-dialog.tsx";
import { RETURN_STATUS_KEYS, ReturnSummary } from "@/components/returns/return-summary.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { pagePath } from "@/lib/page-paths.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import {
  type Return,
  useMarkReceived,
  useRecordRefund,
  useSellerDecision,
  useSellerReturns,
} from "../api/returns-api.ts";
import { ReturnsSignIn } from "../components/returns-sign-in.tsx";

/** The seller's Returns tab (issue 27): every return of her stores, by status, with the next step on each. */
export default function SellerReturnsPage() {
  const { seller } = useSession();
  const { t } = useT(messages);
  // `returnId`: one return, where a push or the bell for it opens (issue 32).
  const { returnId } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("status");
  const status = RETURN_STATUSES.find((s) => s === wanted);
  const returns = useSellerReturns(!!seller, status);
  const tabs: Array<ReturnStatus | undefined> = [
    undefined,
    "requested",
    "accepted",
    "escalated",
    "received",
    "refunded",
  ];
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHead title={t("returns.seller.title")} noindex />
      <h1 className="font-display text-3xl font-bold text-brand-800">{t("returns.seller.title")}</h1>
      <p className="mt-2 mb-4 text-stone-700">{t("returns.seller.intro")}</p>
      {!seller ? (
        <ReturnsSignIn as="seller" />
      ) : (
        <>
          <nav aria-label={t("returns.seller.tabs")} className="mb-4 flex flex-wrap gap-2">
            {tabs.map((tab) => (
              <button
                key={tab ?? "all"}
                type="button"
                aria-current={!returnId && tab === status ? "page" : undefined}
                onClick={() =>
                  returnId
                    ? navigate({ pathname: pagePath("sellerReturns"), search: tab ? `?status=${tab}` : "" })
                    : setParams(tab ? { status: tab } : {})
                }
                className={cn(
                  "min-h-11 rounded-full px-4 text-sm font-medium ring-1 ring-stone-300 focus-visible:ring-2 focus-visible:ring-brand-600",
                  !returnId && tab === status
                    ? "bg-brand-700 text-white"
                    : "bg-white text-stone-800 hover:bg-stone-50",
                )}
              >
                {tab ? t(RETURN_STATUS_KEYS[tab]) : t("returns.seller.all")}
              </button>
            ))}
          </nav>
          {returns.isError ? (
            <ErrorState
              message={t("returns.seller.loadError", { error: errorMessageOf(returns.error) })}
              onRetry={() => returns.refetch()}
              retrying={returns.isFetching}
            />
          ) : !returns.data ? (
            <LoadingState label={t("returns.seller.loading")} />
          ) : returnId ? (
            <OneReturn returns={returns.data} returnId={returnId} />
          ) : returns.data.length === 0 ? (
            <EmptyState
              title={t("returns.seller.emptyTitle")}
              message={t("returns.seller.emptyMessage")}
              icon={<PackageOpen className="h-7 w-7" aria-hidden="true" />}
            />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {returns.data.map((item) => (
                <li key={item._id}>
                  <ReturnSummary item={item} showCustomer>
                    <SellerActions item={item} />
                  </ReturnSummary>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** One return of her stores, as a push or the bell names it, with the way to all of them. */
function OneReturn({ returns, returnId }: { returns: Return[]; returnId: string }) {
  const { t } = useT(messages);
  const item = returns.find((r) => r._id === returnId);
  const all = (
    <Link to={pagePath("sellerReturns")} className={buttonClasses("secondary")}>
      {t("returns.seller.showAll")}
    </Link>
  );
  if (!item) {
    return (
      <EmptyState
        title={t("returns.seller.missingTitle")}
        message={t("returns.seller.missingMessage")}
        icon={<PackageOpen className="h-7 w-7" aria-hidden="true" />}
      >
        {all}
      </EmptyState>
    );
  }
  return (
    <>
      <ReturnSummary item={item} showCustomer>
        <SellerActions item={item} />
      </ReturnSummary>
      <div className="mt-6">{all}</div>
    </>
  );
}

function SellerActions({ item }: { item: Return }) {
  const { t } = useT(messages);
  const decide = useSellerDecision();
  const received = useMarkReceived();
  const recordRefund = useRecordRefund();
  const [deciding, setDeciding] = useState<"accept" | "decline" | null>(null);
  const [refunding, setRefunding] = useState(false);
  const failed = (error: unknown) => toast.error(t("returns.failed"), { description: errorMessageOf(error) });
  return (
    <>
      {item.status === "requested" && (
        <>
          <Button size="sm" onClick={() => setDeciding("accept")}>
            {t("returns.seller.accept")}
          </Button>
          <Button size="sm" variant="ghostDestructive" onClick={() => setDeciding("decline")}>
            {t("returns.seller.decline")}
          </Button>
        </>
      )}
      {item.status === "accepted" && (
        <Button
          size="sm"
          loading={received.isPending}
          onClick={() =>
            received.mutate(item._id, {
              onSuccess: (answer) => toast.success(t("returns.done"), { description: answer.message }),
              onError: failed,
            })
          }
        >
          {received.isPending ? t("returns.seller.receivedBusy") : t("returns.seller.received")}
        </Button>
      )}
      {(item.status === "received" || item.status === "refunded") &&
        item.refunded < item.refundable &&
        // The money of an order paid online is Hunarmand's, so its team refunds it (decision 0053).
        (ONLINE_PAYMENT_METHODS.includes(item.paymentMethod) ? (
          <p className="text-sm font-medium text-stone-700">{t("returns.seller.paidOnline")}</p>
        ) : (
          <Button size="sm" onClick={() => setRefunding(true)}>
            {t("returns.seller.refund")}
          </Button>
        ))}
      <NoteDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={t(deciding === "decline" ? "returns.seller.declineTitle" : "returns.seller.acceptTitle", {
          number: item.orderNumber,
        })}
        description={t("returns.seller.decideDescription")}
        confirmLabel={t(deciding === "decline" ? "returns.seller.decline" : "returns.seller.accept")}
        busyLabel={t("returns.seller.busy")}
        dismissLabel={t("returns.seller.cancel")}
        onConfirm={async (note) => {
          if (!deciding) return;
          const answer = await decide.mutateAsync({ id: item._id, body: { decision: deciding, note } });
          toast.success(t("returns.done"), { description: answer.message });
        }}
      />
      {refunding && (
        <RefundDialog
          item={item}
          // The seller's form always asks the reference (RefundInput).
          record={(body) =>
            recordRefund.mutateAsync({ id: item._id, body: { ...body, reference: body.reference ?? "" } })
          }
          onClose={() => setRefunding(false)}
        />
      )}
    </>
  );
}
