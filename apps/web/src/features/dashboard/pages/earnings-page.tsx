import { ArrowLeft, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { isSettlement, RANGE_BACKWARDS } from "@/components/ledger/ledger-amounts.ts";
import { LedgerDateFilter } from "@/components/ledger/ledger-date-filter.tsx";
import { LedgerStatement } from "@/components/ledger/ledger-statement.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { toast } from "@/lib/notify.ts";
import { useUrlDateRange } from "@/lib/use-url-filters.ts";
import { useMyStores } from "../api/dashboard-api.ts";
import { useDownloadLedger, useStoreLedger } from "../api/earnings-api.ts";
import { EarningsBalance } from "../components/earnings-balance.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { SettlementList } from "../components/settlement-list.tsx";
import { LEDGER_KIND_LABELS } from "../ledger-words.ts";

/** One store's money with Hunarmand: the balance in words, the statement by dates, the settlements. */
export default function EarningsPage() {
  return (
    <>
      <PageHead title="Earnings" noindex />
      <EarningsScreen />
    </>
  );
}

function EarningsScreen() {
  const { storeId = "" } = useParams();
  const { seller, sellerToken } = useSession();
  const { range, update } = useUrlDateRange();
  const backwards = Boolean(range.from && range.to && range.from > range.to);
  const ledger = useStoreLedger(storeId, range, !backwards);
  const myStores = useMyStores();
  const download = useDownloadLedger(storeId);

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle="Earnings" />;

  const storeName = myStores.data?.find((store) => store._id === storeId)?.name;
  const filtered = Boolean(range.from || range.to);

  let body: ReactNode;
  if (backwards) {
    body = null;
  } else if (ledger.isPending) {
    body = <LoadingState label="Loading your statement..." />;
  } else if (ledger.isError) {
    body = (
      <ErrorState
        title="Could not load your earnings"
        message={errorMessageOf(ledger.error)}
        onRetry={() => ledger.refetch()}
        retrying={ledger.isFetching}
      />
    );
  } else {
    const { balance, entries } = ledger.data;
    body = (
      <>
        <EarningsBalance balance={balance} />
        <Card className="space-y-3 p-4 sm:p-5">
          <CardTitle>Statement</CardTitle>
          {entries.length === 0 ? (
            <EmptyState
              title={filtered ? "Nothing in these dates" : "No entries yet"}
              message={
                filtered
                  ? "Try other dates, or show all dates."
                  : "An order is added here once it is Delivered and Paid."
              }
              icon={<ReceiptText className="h-7 w-7" aria-hidden="true" />}
            />
          ) : (
            <LedgerStatement entries={entries} labels={LEDGER_KIND_LABELS} />
          )}
        </Card>
        <Card className="space-y-2 p-4 sm:p-5">
          <CardTitle>Payouts and remittances</CardTitle>
          <SettlementList settlements={entries.filter(isSettlement)} />
        </Card>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <Link
          to="/dashboard"
          state={{ storeId }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to dashboard
        </Link>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Earnings</h1>
        {storeName && <p className="text-stone-600">{storeName}</p>}
      </header>
      <LedgerDateFilter
        range={range}
        onChange={update}
        error={backwards ? RANGE_BACKWARDS : undefined}
        download={{
          pending: download.isPending,
          start: () =>
            download.mutate(range, {
              onError: (error) =>
                toast.error("Could not download your statement", { description: errorMessageOf(error) }),
            }),
        }}
      />
      {body}
    </div>
  );
}
