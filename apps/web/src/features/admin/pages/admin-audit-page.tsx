import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@marketplace/shared/admin-contracts";
import { ScrollText } from "lucide-react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { Label } from "@/components/ui/label.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { Select } from "@/components/ui/select.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { useAdminT } from "../admin-words.ts";
import { useAuditLog } from "../api/audit-api.ts";
import { AUDIT_ACTION_KEYS, auditActionLabel, auditDetailParts, auditTargetLabel } from "../audit-labels.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { Pager } from "../components/pager.tsx";
import { listHref, readPage } from "../list-address.ts";

const ALL = "all";

export default function AdminAuditPage() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const action = AUDIT_ACTIONS.find((choice) => choice === params.get("action"));
  const page = readPage(params);
  const audit = useAuditLog({ action, page });
  const data = audit.data;

  return (
    <AdminPage title={t("admin.sections.audit")} intro={t("admin.audit.intro")}>
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="audit-action">{t("admin.audit.action")}</Label>
        <Select<AuditAction | typeof ALL>
          id="audit-action"
          choices={[ALL, ...AUDIT_ACTIONS]}
          labelOf={(choice) => t(choice === ALL ? "admin.audit.allActions" : AUDIT_ACTION_KEYS[choice])}
          value={action ?? ALL}
          onValueChange={(choice) =>
            navigate(
              listHref(pathname, params, { action: choice === ALL || choice === "" ? undefined : choice }),
            )
          }
        />
      </div>
      {audit.isError ? (
        <ErrorState
          message={t("admin.audit.loadError", { error: errorMessageOf(audit.error) })}
          onRetry={() => audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.audit.loading")} />
      ) : data.entries.length === 0 ? (
        <EmptyState
          title={t("admin.audit.emptyTitle")}
          message={t(action ? "admin.audit.emptyFiltered" : "admin.audit.empty")}
          icon={<ScrollText className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <>
          <ol className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80">
            {data.entries.map((entry) => (
              <AuditRow key={entry._id} entry={entry} />
            ))}
          </ol>
          <Pager
            page={data.pagination.current_page}
            totalPages={data.pagination.total_pages}
            label={t("admin.audit.pagesLabel")}
            hrefFor={(target) => listHref(pathname, params, { page: target })}
          />
        </>
      )}
    </AdminPage>
  );
}

/** One entry: a row of five columns on a wide screen, stacked on a phone (no sideways scrolling). */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, language } = useAdminT();
  const details = auditDetailParts(entry, t);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[11rem_8rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-4">
      <p className="text-stone-600">{formatDateTime(entry.createdAt, { language })}</p>
      <p className="text-stone-900">
        <span className="sr-only">{t("admin.audit.by")} </span>
        <bdi>{entry.admin.name}</bdi>
      </p>
      <p className="font-semibold text-stone-900">{auditActionLabel(t, entry.action)}</p>
      <p className="text-stone-700">
        <span className="capitalize">{auditTargetLabel(t, entry.targetKind)}</span>{" "}
        <span className="font-mono text-xs text-stone-600">{entry.targetId.slice(-8).toUpperCase()}</span>
        {details.length > 0 && <span className="block text-xs text-stone-600">{details.join(" · ")}</span>}
      </p>
      <p className="break-words text-stone-700">
        <span className="font-medium md:sr-only">{t("admin.audit.reason")} </span>
        {entry.reason ? <bdi>{entry.reason}</bdi> : t("admin.audit.noReason")}
      </p>
    </li>
  );
}
