import { REPORT_STATUSES, type ReportStatus } from "@marketplace/shared/reports-contracts";
import { Flag } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { type AdminKey, useAdminT } from "../admin-words.ts";
import { useAdminReports, useDismissReport } from "../api/reports-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FilterTabs } from "../components/filter-tabs.tsx";
import { HideListingDialog } from "../components/hide-listing-dialog.tsx";
import { Pager } from "../components/pager.tsx";
import { ReportCard } from "../components/report-card.tsx";
import { listHref, readChoice, readPage } from "../list-address.ts";

const TAB_KEYS: Readonly<Record<ReportStatus, AdminKey>> = {
  open: "admin.reports.status.open",
  resolved: "admin.reports.status.resolved",
  dismissed: "admin.reports.status.dismissed",
};

const EMPTY: Readonly<Record<ReportStatus, AdminKey>> = {
  open: "admin.reports.empty.open",
  resolved: "admin.reports.empty.resolved",
  dismissed: "admin.reports.empty.dismissed",
};

export default function AdminReportsPage() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const status = readChoice(params, "status", REPORT_STATUSES, "open");
  const page = readPage(params);
  const reports = useAdminReports({ status, page });
  const dismiss = useDismissReport();
  const [hiding, setHiding] = useState<{ _id: string; name: string } | null>(null);

  const data = reports.data;
  return (
    <AdminPage title={t("admin.sections.reports")} intro={t("admin.reports.intro")}>
      <FilterTabs
        label={t("admin.reports.tabsLabel")}
        choices={REPORT_STATUSES}
        current={status}
        labelOf={(choice) => t(TAB_KEYS[choice])}
        hrefFor={(choice) => listHref(pathname, params, { status: choice === "open" ? undefined : choice })}
      />
      {reports.isError ? (
        <ErrorState
          message={t("admin.reports.loadError", { error: errorMessageOf(reports.error) })}
          onRetry={() => reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.reports.loading")} />
      ) : data.reports.length === 0 ? (
        <EmptyState
          title={t("admin.reports.emptyTitle")}
          message={t(EMPTY[status])}
          icon={<Flag className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.reports.map((report) => (
              <li key={report._id} aria-label={t("admin.reports.itemLabel", { name: report.product.name })}>
                <ReportCard
                  report={report}
                  dismissing={dismiss.isPending && dismiss.variables === report._id}
                  onHide={() => setHiding(report.product)}
                  onDismiss={() =>
                    dismiss.mutate(report._id, {
                      onSuccess: () =>
                        toast.success(t("admin.reports.dismissedToast"), {
                          description: report.product.name,
                        }),
                      onError: (error) =>
                        toast.error(t("admin.reports.dismissFailed"), { description: errorMessageOf(error) }),
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            page={data.pagination.current_page}
            totalPages={data.pagination.total_pages}
            label={t("admin.reports.pagesLabel")}
            hrefFor={(target) => listHref(pathname, params, { page: target })}
          />
        </>
      )}
      {hiding && <HideListingDialog product={hiding} onClose={() => setHiding(null)} />}
    </AdminPage>
  );
}
