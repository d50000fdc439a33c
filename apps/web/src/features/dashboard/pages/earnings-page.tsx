import { ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { isSettlement } from "@/components/ledger/ledger-amounts.ts";
import { LedgerDateFilter } from "@/components/ledger/ledger-date-filter.tsx";
import { LedgerStatement } from "@/components/ledger/ledger-statement.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useUrlDateRange } from "@/lib/use-url-filters.ts";
import { useMyStores } from "../api/dashboard-api.ts";
import { useDownloadLedger, useStoreLedger } from "../api/earnings-api.ts";
import { EarningsBalance } from "../components/earnings-balance.tsx";
import { PayoutList } from "../components/payout-list.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { SettlementList } from "../components/settlement-list.tsx";
import { StorePageLayout } from "../components/store-page-layout.tsx";
import { useLedgerKindLabels } from "../ledger-words.ts";

/** One store's money with Hunarmand: the balance in words, the statement by dates, the settlements. */
export default function EarningsPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("dashboard.earnings.title")} noindex />
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
  const { t } = useT(messages);
  const kindLabels = useLedgerKindLabels();

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("dashboard.earnings.title")} />;

  const storeName = myStores.data?.find((store) => store._id === storeId)?.name;
  const filtered = Boolean(range.from || range.to);

  let body: ReactNode;
  if (backwards) {
    body = null;
  } else if (ledger.isPending) {
    body = <LoadingState label={t("dashboard.earnings.loading")} />;
  } else if (ledger.isError) {
    body = (
      <ErrorState
        title={t("dashboard.earnings.loadFailed")}
        message={errorMessageOf(ledger.error)}
        onRetry={() => ledger.refetch()}
        retrying={ledger.isFetching}
      />
    );
  } else {
    const { balance, entries, payHunarmand } = ledger.data;
    body = (
      <>
        <EarningsBalance balance={balance} pay={payHunarmand} />
        <Card padding="none" className="space-y-3 p-4 sm:p-5">
          <CardTitle>{t("dashboard.earnings.statement")}</CardTitle>
          {entries.length === 0 ? (
            <EmptyState
              title={t(filtered ? "dashboard.earnings.nothingInDates" : "dashboard.earnings.noEntries")}
              message={t(filtered ? "dashboard.earnings.tryOtherDates" : "dashboard.earnings.addedWhenPaid")}
              icon={<ReceiptText className="h-7 w-7" aria-hidden="true" />}
            />
          ) : (
            <LedgerStatement entries={entries} labels={kindLabels} />
          )}
        </Card>
        <Card padding="none" className="space-y-2 p-4 sm:p-5">
          <CardTitle>{t("dashboard.earnings.settlements")}</CardTitle>
          <SettlementList settlements={entries.filter(isSettlement)} />
        </Card>
      </>
    );
  }

  return (
    <StorePageLayout
      storeId={storeId}
      backLabel={t("dashboard.earnings.back")}
      title={t("dashboard.earnings.title")}
      storeName={storeName}
      wide
    >
      <PayoutList storeId={storeId} />
      <LedgerDateFilter
        range={range}
        onChange={update}
        error={backwards ? t("dashboard.earnings.rangeBackwards") : undefined}
        download={{
          pending: download.isPending,
          start: () =>
            download.mutate(range, {
              onError: (error) =>
                toast.error(t("dashboard.earnings.downloadFailed"), { description: errorMessageOf(error) }),
            }),
        }}
      />
      {body}
    </StorePageLayout>
  );
}
