import { ShieldOff } from "lucide-react";
import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { useAdminT } from "../admin-words.ts";
import { useAdminSession } from "../session/admin-session.tsx";

/**
 * What a member of staff sees at a console address her role does not use (decision 0043), typed or
 * followed from an old link: a plain answer and the way to her overview, never a page of 403s.
 */
export function NotForYourRole() {
  const { t } = useAdminT();
  const { admin } = useAdminSession();
  const title = t("admin.role.notForYou");
  return (
    <>
      <PageHead title={t("admin.page.documentTitle", { title })} noindex />
      <EmptyState
        headingLevel={1}
        title={title}
        message={t("admin.role.notForYouMessage", { role: t(`admin.role.${admin?.role ?? "owner"}`) })}
        icon={<ShieldOff className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to="/admin" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("admin.role.toOverview")}
        </Link>
      </EmptyState>
    </>
  );
}
