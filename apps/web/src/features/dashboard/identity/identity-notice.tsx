import { IdCard } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";
import { pagePath } from "@/lib/page-paths.ts";
import { useOwnKyc } from "../api/identity-api.ts";
import { OnlyYouCanSee } from "./identity-status.tsx";

/**
 * On her dashboard (issue 30): while her identity check is not sent or was rejected, a banner that
 * takes her to it; while shoppers cannot see her yet, that only she sees her stores. Nothing once
 * she is approved, and nothing while it loads or if it cannot be read (the page itself says so).
 */
export function IdentityNotice() {
  const { t } = useT(messages);
  const kyc = useOwnKyc().data?.kyc;
  if (!kyc) return null;
  const asks = kyc.status === "not_submitted" || kyc.status === "rejected";
  return (
    <>
      {asks && (
        <section
          aria-labelledby="identity-notice"
          className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
        >
          <IdCard className="h-6 w-6 shrink-0" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id="identity-notice" className="font-bold">
              {t(kyc.status === "rejected" ? "kyc.notice.rejectedTitle" : "kyc.notice.title")}
            </h2>
            <p className="break-words">
              {kyc.status === "rejected" && kyc.reason
                ? t("kyc.status.reason", { reason: kyc.reason })
                : t("kyc.notice.body")}
            </p>
          </div>
          <Link to={pagePath("identity")} className={buttonClasses("primary", "md")}>
            {t(kyc.status === "rejected" ? "kyc.notice.fixAction" : "kyc.notice.action")}
          </Link>
        </section>
      )}
      {!kyc.listed && <OnlyYouCanSee />}
    </>
  );
}
