import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@marketplace/shared/admin-contracts";
import { ScrollText } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { Label } from "@/components/ui/label.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { Select } from "@/components/ui/select.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { useAdminT } from "../admin-words.ts";
import { useAuditLog } from "../api/audit-api.ts";
import {
  AUDIT_ACTION_KEYS,
  auditActionLabel,
  auditChangeLines,
  auditDetailParts,
  auditTargetLabel,
} from "../audit-labels.ts";
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

/** Where the console shows more of a target; a kind without a page of its own has none. */
function targetHref(entry: AuditEntry): string | undefined {
  if (entry.targetKind === "customer") return `/admin/customers/${entry.targetId}`;
  if (entry.targetKind === "store") return `/admin/balances/${entry.targetId}`;
  return undefined;
}

/** A target's kind and name (linked where the console has its page), or its short id if unnamed. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminT();
  const { targetKind, targetName, targetId } = entry;
  const shortId = targetId.slice(-8).toUpperCase();
  if (targetKind === "settings") return <span>{auditTargetLabel(t, targetKind)}</span>;
  const href = targetHref(entry);
  const kind =
    targetKind === "return" && targetName
      ? t("admin.audit.target.returnOfOrder")
      : auditTargetLabel(t, targetKind);
  return (
    <>
      <span>{kind}</span>{" "}
      {targetName === null ? (
        <span className="font-mono text-xs text-stone-600">{shortId}</span>
      ) : href ? (
        <Link to={href} className="font-semibold break-words text-brand-800 hover:underline">
          <bdi>{targetName}</bdi>
        </Link>
      ) : (
        <bdi className="font-semibold break-words text-stone-900">{targetName}</bdi>
      )}
    </>
  );
}

/** One entry: a row of five columns on a wide screen, stacked on a phone (no sideways scrolling). */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, language } = useAdminT();
  const changes = auditChangeLines(entry, t);
  const details = auditDetailParts(entry, t);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[11rem_10rem_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)] md:gap-4">
      <p className="text-stone-600">{formatDateTime(entry.createdAt, { language })}</p>
      <p className="min-w-0 text-stone-900">
        <span className="sr-only">{t("admin.audit.by")} </span>
        <bdi className="break-words">{entry.admin.name}</bdi>
        <span className="block text-xs break-all text-stone-600" dir="ltr">
          {entry.admin.email}
        </span>
      </p>
      <p className="font-semibold text-stone-900">{auditActionLabel(t, entry.action)}</p>
      <div className="min-w-0 text-stone-700">
        <p>
          <AuditTarget entry={entry} />
        </p>
        {changes.map((line) => (
          <p key={line} className="text-stone-900">
            {line}
          </p>
        ))}
        {details.length > 0 && <p className="text-xs text-stone-600">{details.join(" · ")}</p>}
      </div>
      <p className="break-words text-stone-700">
        <span className="font-medium md:sr-only">{t("admin.audit.reason")} </span>
        {entry.reason ? <bdi>{entry.reason}</bdi> : t("admin.audit.noReason")}
      </p>
    </li>
  );
}
