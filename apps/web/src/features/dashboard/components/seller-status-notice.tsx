import { BadgeCheck, Clock, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import type { SellerStanding } from "../seller-standing.ts";

/** The badge beside her name: verified, waiting for verification, or suspended. */
export function SellerStatusBadge({ status }: { status: SellerStanding["status"] }) {
  const { t } = useT(messages);
  if (status === "verified") {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
        <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {t("dashboard.status.verified")}
      </span>
    );
  }
  if (status === "suspended") {
    return (
      <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800">
        {t("dashboard.status.suspended")}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
      {t("dashboard.status.pending")}
    </span>
  );
}

/**
 * What her status means for her, above everything else on the dashboard: nothing for a verified
 * seller, a calm note while verification is pending, and the admin's reason when she is suspended.
 */
export function SellerStatusNotice({ standing }: { standing: SellerStanding }) {
  const { t } = useT(messages);
  if (standing.status === "pending") {
    return (
      <section
        aria-label={t("dashboard.status.regionLabel")}
        className="flex gap-3 rounded-2xl bg-sky-50 p-4 text-sky-900 ring-1 ring-sky-200"
      >
        <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>{t("dashboard.status.pendingNote")}</p>
      </section>
    );
  }
  if (standing.status === "suspended") {
    return (
      <section
        aria-labelledby="suspended-heading"
        className="flex gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-2 ring-red-300 sm:p-5"
      >
        <ShieldAlert className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-2">
          <h2 id="suspended-heading" className="text-lg font-bold">
            {t("dashboard.status.suspendedTitle")}
          </h2>
          <p className="break-words">
            <span className="font-semibold">{t("dashboard.status.reasonLabel")}</span>{" "}
            {standing.reason || t("dashboard.status.noReason")}
          </p>
          <p>{t("dashboard.status.suspendedBody")}</p>
          <p>
            {t("dashboard.status.questions")}{" "}
            <Link to="/Contact" className="font-semibold underline">
              {t("dashboard.status.contact")}
            </Link>
          </p>
        </div>
      </section>
    );
  }
  return null;
}
