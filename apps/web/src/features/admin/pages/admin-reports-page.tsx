import { REPORT_STATUSES, type ReportStatus } from "@marketplace/shared/reports-contracts";
import { Flag } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminReports, useDismissReport } from "../api/reports-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FilterTabs } from "../components/filter-tabs.tsx";
import { HideListingDialog } from "../components/hide-listing-dialog.tsx";
import { Pager } from "../components/pager.tsx";
import { ReportCard } from "../components/report-card.tsx";
import { listHref, readChoice, readPage } from "../list-address.ts";

const TAB_LABELS: Readonly<Record<ReportStatus, string>> = {
  open: "Open",
  resolved: "Resolved",
  dismissed: "Dismissed",
};

const EMPTY: Readonly<Record<ReportStatus, string>> = {
  open: "Nothing to review: no listing has an open report.",
  resolved: "No report has been resolved by hiding a listing yet.",
  dismissed: "No report has been dismissed yet.",
};

export default function AdminReportsPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const status = readChoice(params, "status", REPORT_STATUSES, "open");
  const page = readPage(params);
  const reports = useAdminReports({ status, page });
  const dismiss = useDismissReport();
  const [hiding, setHiding] = useState<{ _id: string; name: string } | null>(null);

  const data = reports.data;
  return (
    <AdminPage
      title="Reports"
      intro="Listings shoppers reported: look at each, hide it with a reason or dismiss the report."
    >
      <FilterTabs
        label="Report status"
        choices={REPORT_STATUSES}
        current={status}
        labelOf={(choice) => TAB_LABELS[choice]}
        hrefFor={(choice) => listHref(pathname, params, { status: choice === "open" ? undefined : choice })}
      />
      {reports.isError ? (
        <ErrorState
          message={`We couldn't load the reports. ${errorMessageOf(reports.error)}`}
          onRetry={() => reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : !data ? (
        <LoadingState label="Loading reports..." />
      ) : data.reports.length === 0 ? (
        <EmptyState
          title="No reports"
          message={EMPTY[status]}
          icon={<Flag className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.reports.map((report) => (
              <li key={report._id} aria-label={`Report of ${report.product.name}`}>
                <ReportCard
                  report={report}
                  dismissing={dismiss.isPending && dismiss.variables === report._id}
                  onHide={() => setHiding(report.product)}
                  onDismiss={() =>
                    dismiss.mutate(report._id, {
                      onSuccess: () =>
                        toast.success("Report dismissed", { description: report.product.name }),
                      onError: (error) =>
                        toast.error("The report was not dismissed", { description: errorMessageOf(error) }),
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            page={data.pagination.current_page}
            totalPages={data.pagination.total_pages}
            label="Report pages"
            hrefFor={(target) => listHref(pathname, params, { page: target })}
          />
        </>
      )}
      {hiding && <HideListingDialog product={hiding} onClose={() => setHiding(null)} />}
    </AdminPage>
  );
}
