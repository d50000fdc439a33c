import { ArrowLeft, ReceiptText, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LedgerDateFilter } from "@/components/ledger/ledger-date-filter.tsx";
import { LedgerStatement } from "@/components/ledger/ledger-statement.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useUrlDateRange } from "@/lib/use-url-filters.ts";
import { useAdminT } from "../admin-words.ts";
import { useStoreStatement } from "../api/money-api.ts";
import { balanceInWords, statementKindLabels } from "../balance-words.ts";
import { AdminPage } from "../components/admin-page.tsx";

function BackToBalances() {
  const { t } = useAdminT();
  return (
    <Link
      to="/admin/balances"
      className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t("admin.statement.back")}
    </Link>
  );
}

/** One store's statement for the operator: whose it is, its balance in words, its entries by dates. */
export default function AdminStatementPage() {
  const { t } = useAdminT();
  const { storeId = "" } = useParams();
  const { range, update } = useUrlDateRange();
  const backwards = Boolean(range.from && range.to && range.from > range.to);
  const statement = useStoreStatement(storeId, range, !backwards);
  const data = statement.data;
  const filtered = Boolean(range.from || range.to);
  const missing = statement.error instanceof ApiError && statement.error.status === 404;

  if (missing) {
    return (
      <AdminPage
        title={t("admin.statement.notFoundTitle")}
        intro={t("admin.statement.notFoundIntro")}
        back={<BackToBalances />}
      >
        <EmptyState
          title={t("admin.statement.notFoundEmptyTitle")}
          message={t("admin.statement.notFoundMessage")}
          icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
        />
      </AdminPage>
    );
  }

  let body: ReactNode;
  if (backwards) {
    body = null;
  } else if (statement.isError) {
    body = (
      <ErrorState
        message={t("admin.statement.loadError", { error: errorMessageOf(statement.error) })}
        onRetry={() => statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  } else if (!data) {
    body = <LoadingState label={t("admin.statement.loading")} />;
  } else {
    body = (
      <>
        <p
          className={cn(
            "rounded-2xl p-5 text-xl font-bold ring-1 sm:text-2xl",
            data.balance > 0
              ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
              : data.balance < 0
                ? "bg-accent-100 text-stone-900 ring-accent-300"
                : "bg-stone-50 text-stone-900 ring-stone-200",
          )}
        >
          {balanceInWords(t, data.store.name, data.balance)}
        </p>
        <Card padding="none" className="space-y-3 p-4 sm:p-5">
          <CardTitle>{t("admin.statement.cardTitle")}</CardTitle>
          {data.entries.length === 0 ? (
            <EmptyState
              title={t(filtered ? "admin.statement.emptyFilteredTitle" : "admin.statement.emptyTitle")}
              message={t(filtered ? "admin.statement.emptyFilteredMessage" : "admin.statement.emptyMessage")}
              icon={<ReceiptText className="h-7 w-7" aria-hidden="true" />}
            />
          ) : (
            <LedgerStatement entries={data.entries} labels={statementKindLabels(t)} />
          )}
        </Card>
      </>
    );
  }

  return (
    <AdminPage
      title={
        data ? t("admin.statement.title", { store: data.store.name }) : t("admin.statement.titleGeneric")
      }
      intro={
        data
          ? t("admin.statement.intro", { seller: data.store.sellerName })
          : t("admin.statement.introGeneric")
      }
      back={<BackToBalances />}
    >
      <LedgerDateFilter
        range={range}
        onChange={update}
        error={backwards ? t("admin.statement.rangeBackwards") : undefined}
      />
      {body}
    </AdminPage>
  );
}
