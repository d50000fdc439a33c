import { ArrowLeft, ReceiptText, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { RANGE_BACKWARDS } from "@/components/ledger/ledger-amounts.ts";
import { LedgerDateFilter } from "@/components/ledger/ledger-date-filter.tsx";
import { LedgerStatement } from "@/components/ledger/ledger-statement.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { ApiError } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useUrlDateRange } from "@/lib/use-url-filters.ts";
import { useStoreStatement } from "../api/money-api.ts";
import { balanceInWords, STATEMENT_KIND_LABELS } from "../balance-words.ts";
import { AdminPage } from "../components/admin-page.tsx";

const BACK_TO_BALANCES = (
  <Link
    to="/admin/balances"
    className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to balances
  </Link>
);

/** One store's statement for the operator: whose it is, its balance in words, its entries by dates. */
export default function AdminStatementPage() {
  const { storeId = "" } = useParams();
  const { range, update } = useUrlDateRange();
  const backwards = Boolean(range.from && range.to && range.from > range.to);
  const statement = useStoreStatement(storeId, range, !backwards);
  const data = statement.data;
  const filtered = Boolean(range.from || range.to);
  const missing = statement.error instanceof ApiError && statement.error.status === 404;

  if (missing) {
    return (
      <AdminPage title="Store not found" intro="No store has this address." back={BACK_TO_BALANCES}>
        <EmptyState
          title="We couldn't find this store"
          message="The link may be mistyped. Go back to the balances and pick the store from the list."
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
        message={`We couldn't load the statement. ${errorMessageOf(statement.error)}`}
        onRetry={() => statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  } else if (!data) {
    body = <LoadingState label="Loading the statement..." />;
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
          {balanceInWords(data.store.name, data.balance)}
        </p>
        <Card className="space-y-3 p-4 sm:p-5">
          <CardTitle>Statement</CardTitle>
          {data.entries.length === 0 ? (
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
            <LedgerStatement entries={data.entries} labels={STATEMENT_KIND_LABELS} />
          )}
        </Card>
      </>
    );
  }

  return (
    <AdminPage
      title={data ? `${data.store.name} statement` : "Store statement"}
      intro={
        data
          ? `Seller: ${data.store.sellerName}. Every entry, oldest first, with the balance after it.`
          : "Every entry, oldest first, with the balance after it."
      }
      back={BACK_TO_BALANCES}
    >
      <LedgerDateFilter range={range} onChange={update} error={backwards ? RANGE_BACKWARDS : undefined} />
      {body}
    </AdminPage>
  );
}
