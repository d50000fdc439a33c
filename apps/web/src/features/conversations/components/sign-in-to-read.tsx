import { LockKeyhole } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { loginPathReturningTo } from "@/lib/session/return-path.ts";
import type { AccountRole } from "@/lib/session/signed-in-account.ts";

/** Shown instead of an inbox or a thread to someone not signed in as its role; she comes back after. */
export function SignInToRead({ role }: { role: AccountRole }) {
  const { pathname } = useLocation();
  const { t } = useT(messages);
  return (
    <EmptyState
      title={t(
        role === "customer" ? "conversations.signIn.customerTitle" : "conversations.signIn.sellerTitle",
      )}
      message={t("conversations.signIn.message")}
      icon={<LockKeyhole className="h-7 w-7" aria-hidden="true" />}
    >
      <Link to={loginPathReturningTo(`/${role}/login`, pathname)} className={buttonClasses("primary")}>
        {t("conversations.signIn.button")}
      </Link>
    </EmptyState>
  );
}
