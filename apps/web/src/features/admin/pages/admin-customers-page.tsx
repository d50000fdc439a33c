import { useLocation, useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { useAdminCustomers } from "../api/customers-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { CustomerRow } from "../components/customer-row.tsx";
import { ListSearch } from "../components/list-search.tsx";
import { Pager } from "../components/pager.tsx";
import { listHref, readPage } from "../list-address.ts";

/** The operator finds a buyer by name or e-mail, to open her Cash-on-Delivery standing (issue 27). */
export default function AdminCustomersPage() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const search = (params.get("q") ?? "").trim();
  const page = readPage(params);
  const customers = useAdminCustomers({ q: search || undefined, page });
  const data = customers.data;

  return (
    <AdminPage title={t("admin.sections.customers")} intro={t("admin.customers.intro")}>
      <div className="max-w-xl">
        <ListSearch
          param="q"
          label={t("admin.customers.searchLabel")}
          placeholder={t("admin.customers.searchPlaceholder")}
          submitLabel={t("admin.customers.search")}
        />
      </div>
      {customers.isError ? (
        <ErrorState
          message={t("admin.customers.loadError", { error: errorMessageOf(customers.error) })}
          onRetry={() => customers.refetch()}
          retrying={customers.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.customers.loading")} />
      ) : data.customers.length === 0 ? (
        <EmptyState
          title={t("admin.customers.emptyTitle")}
          message={search ? t("admin.customers.noMatch", { search }) : t("admin.customers.empty")}
        />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t("admin.customers.count", { count: data.pagination.total_customers })}
          </p>
          <ul className="grid gap-3 md:grid-cols-2">
            {data.customers.map((customer) => (
              <li key={customer._id}>
                <CustomerRow customer={customer} />
              </li>
            ))}
          </ul>
          <Pager
            page={data.pagination.current_page}
            totalPages={data.pagination.total_pages}
            label={t("admin.customers.pagesLabel")}
            hrefFor={(target) => listHref(pathname, params, { page: target })}
          />
        </>
      )}
    </AdminPage>
  );
}
