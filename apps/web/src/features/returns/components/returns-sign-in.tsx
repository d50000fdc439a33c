import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";

/** Shown instead of a returns screen to a visitor who is not signed in as its side. */
export function ReturnsSignIn({ as }: { as: "customer" | "seller" }) {
  const { t } = useT(messages);
  const location = useLocation();
  return (
    <EmptyState
      title={t("returns.login.title")}
      message={t(as === "customer" ? "returns.login.customer" : "returns.login.seller")}
      icon={<Lock className="h-7 w-7" aria-hidden="true" />}
    >
      <Link to={`/${as}/login`} state={{ from: location.pathname }} className={buttonClasses("primary")}>
        {t("returns.login.button")}
      </Link>
    </EmptyState>
  );
}
