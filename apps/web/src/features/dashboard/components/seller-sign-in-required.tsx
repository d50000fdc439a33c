import { LockKeyhole } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { loginPathReturningTo } from "@/lib/session/return-path.ts";

/** Shown on seller screens when nobody is signed in as a seller, under the page's own heading. */
export function SellerSignInRequired({ pageTitle }: { pageTitle: string }) {
  const { pathname } = useLocation();
  const { t } = useT(messages);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{pageTitle}</h1>
      <EmptyState
        title={t("dashboard.signIn.title")}
        message={t("dashboard.signIn.message")}
        icon={<LockKeyhole className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to={loginPathReturningTo("/seller/login", pathname)} className={buttonClasses("primary")}>
          {t("dashboard.signIn.login")}
        </Link>
        <Link to="/seller/signup" className={buttonClasses("secondary")}>
          {t("dashboard.signIn.openStore")}
        </Link>
      </EmptyState>
    </div>
  );
}
