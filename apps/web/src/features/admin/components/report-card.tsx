import type { AdminReport } from "@marketplace/shared/admin-contracts";
import type { ReportReason } from "@marketplace/shared/reports-contracts";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { productPath } from "@/lib/app-paths.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { type AdminKey, useAdminT } from "../admin-words.ts";

/** Why a shopper reported the listing, in the operator's words (the API sends the reason's value). */
const REASON_KEYS: Readonly<Record<ReportReason, AdminKey>> = {
  counterfeit: "admin.report.reason.counterfeit",
  prohibited: "admin.report.reason.prohibited",
  offensive: "admin.report.reason.offensive",
  "wrong-category": "admin.report.reason.wrongCategory",
  other: "admin.report.reason.other",
};

interface ReportCardProps {
  report: AdminReport;
  /** Dismissing this report is on its way. */
  dismissing: boolean;
  onHide(): void;
  onDismiss(): void;
}

/** One report: the listing (opened in a new tab, to look at it as a shopper does), why, and by whom. */
export function ReportCard({ report, dismissing, onHide, onDismiss }: ReportCardProps) {
  const { t, language } = useAdminT();
  const { product } = report;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-stone-900">
            <a
              href={productPath(product._id)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-brand-800 hover:underline"
            >
              <bdi>{product.name}</bdi>
              <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="sr-only"> {t("admin.common.opensInNewTab")}</span>
            </a>
          </h2>
          <p className="text-sm text-stone-600">{t("admin.report.soldBy", { store: product.store.name })}</p>
        </div>
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800">
          {t(REASON_KEYS[report.reason])}
        </span>
      </div>
      {report.details && (
        // A shopper writes in her own language: the paragraph takes its direction from her words.
        <p dir="auto" className="text-sm break-words whitespace-pre-line text-stone-800">
          {report.details}
        </p>
      )}
      <p className="text-sm text-stone-600">
        {t("admin.report.reportedBy", {
          name: report.reporter.name,
          email: report.reporter.email,
          date: formatDateTime(report.createdAt, { language }),
        })}
      </p>
      {product.hidden && (
        <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {product.hiddenReason
            ? t("admin.report.hiddenWithReason", { reason: product.hiddenReason })
            : t("admin.report.hidden")}
        </p>
      )}
      {report.status === "open" && (
        <div className="flex flex-wrap gap-2">
          {!product.hidden && (
            <Button size="sm" variant="destructive" disabled={dismissing} onClick={onHide}>
              {t("admin.hide.confirm")}
            </Button>
          )}
          <Button size="sm" variant="secondary" loading={dismissing} onClick={onDismiss}>
            {dismissing ? t("admin.report.dismissing") : t("admin.report.dismiss")}
          </Button>
        </div>
      )}
    </Card>
  );
}
