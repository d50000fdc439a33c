import { Wallet } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { cn } from "@/lib/cn.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { useStoreBalances } from "../api/money-api.ts";
import { balanceInWords } from "../balance-words.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { MarketplaceAccountsCard } from "../components/marketplace-accounts-card.tsx";
import { SettlementForm, type SettlementFormHandle } from "../components/settlement-form.tsx";

export default function AdminBalancesPage() {
  const { t } = useAdminT();
  const balances = useStoreBalances();
  const settlement = useRef<SettlementFormHandle>(null);
  const data = balances.data;
  return (
    <AdminPage title={t("admin.sections.balances")} intro={t("admin.balances.intro")}>
      {balances.isError ? (
        <ErrorState
          message={t("admin.balances.loadError", { error: errorMessageOf(balances.error) })}
          onRetry={() => balances.refetch()}
          retrying={balances.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.balances.loading")} />
      ) : data.balances.length === 0 ? (
        <EmptyState
          title={t("admin.balances.emptyTitle")}
          message={t("admin.balances.emptyMessage")}
          icon={<Wallet className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="min-w-0">
            <CardTitle>{t("admin.balances.storesTitle")}</CardTitle>
            <ul className="mt-3 divide-y divide-stone-200">
              {data.balances.map((row) => (
                <li
                  key={row.storeId}
                  aria-label={row.storeName}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-stone-900">
                      <bdi>{row.storeName}</bdi>
                    </p>
                    <p className="text-sm text-stone-600">{row.sellerName}</p>
                    <p
                      className={cn(
                        "text-sm font-medium",
                        row.balance > 0
                          ? "text-brand-800"
                          : row.balance < 0
                            ? "text-amber-800"
                            : "text-stone-600",
                      )}
                    >
                      {balanceInWords(t, row.storeName, row.balance)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/admin/balances/${row.storeId}`}
                      aria-label={t("admin.balances.statementOf", { store: row.storeName })}
                      className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 hover:underline"
                    >
                      {t("admin.balances.statement")}
                    </Link>
                    {row.balance !== 0 && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t("admin.balances.settleStore", { store: row.storeName })}
                        onClick={() => settlement.current?.settle(row)}
                      >
                        {t("admin.balances.settle")}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <SettlementForm ref={settlement} balances={data.balances} />
        </div>
      )}
      <MarketplaceAccountsCard />
    </AdminPage>
  );
}
