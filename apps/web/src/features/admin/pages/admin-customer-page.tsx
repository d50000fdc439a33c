import { ArrowLeft, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { useAdminCustomer } from "../api/customers-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { ClearRefusalsDialog } from "../components/clear-refusals-dialog.tsx";
import { CloseAccountDialog } from "../components/close-account-dialog.tsx";
import { CustomerStanding } from "../components/customer-standing.tsx";

function BackToCustomers() {
  const { t } = useAdminT();
  return (
    <Link
      to="/admin/customers"
      className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t("admin.customer.back")}
    </Link>
  );
}

/**
 * One buyer's refusals and deliveries, clearing her refusals with a reason (decision 0034), and
 * closing her account on her request (decision 0041).
 */
export default function AdminCustomerPage() {
  const { t } = useAdminT();
  const { customerId = "" } = useParams();
  const customer = useAdminCustomer(customerId);
  const [clearing, setClearing] = useState(false);
  const [closingAccount, setClosingAccount] = useState(false);
  const back = <BackToCustomers />;

  if (customer.error instanceof ApiError && customer.error.status === 404) {
    return (
      <AdminPage
        title={t("admin.customer.notFoundTitle")}
        intro={t("admin.customer.notFoundIntro")}
        back={back}
      >
        <EmptyState
          title={t("admin.customer.notFoundTitle")}
          message={t("admin.customer.notFoundMessage")}
          icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
        />
      </AdminPage>
    );
  }
  const data = customer.data;
  return (
    <AdminPage
      title={data ? data.name : t("admin.sections.customers")}
      intro={t("admin.customer.intro")}
      back={back}
    >
      {customer.isError ? (
        <ErrorState
          message={t("admin.customer.loadError", { error: errorMessageOf(customer.error) })}
          onRetry={() => customer.refetch()}
          retrying={customer.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.customer.loading")} />
      ) : (
        <div className="max-w-2xl space-y-4">
          <CustomerStanding customer={data} onClear={() => setClearing(true)} />
          <Button variant="secondary" onClick={() => setClosingAccount(true)}>
            {t("admin.closeAccount.action")}
          </Button>
        </div>
      )}
      {clearing && data && <ClearRefusalsDialog customer={data} onClose={() => setClearing(false)} />}
      {closingAccount && data && (
        <CloseAccountDialog accountRole="customer" account={data} onClose={() => setClosingAccount(false)} />
      )}
    </AdminPage>
  );
}
