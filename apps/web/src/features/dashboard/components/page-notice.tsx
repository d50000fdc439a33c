import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

interface PageNoticeProps {
  /** The page's own heading, kept so the seller still sees where they are. */
  pageTitle?: string;
  title: string;
  message: string;
  icon?: ReactNode;
}

/** A seller screen that cannot be shown ('Store Not Found', 'Authentication Required'), with the way back. */
export function PageNotice({ pageTitle, title, message, icon }: PageNoticeProps) {
  const { t } = useT(messages);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
      {pageTitle && <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{pageTitle}</h1>}
      <EmptyState title={title} message={message} icon={icon}>
        <Link to="/dashboard" className={buttonClasses("primary")}>
          {t("dashboard.back")}
        </Link>
      </EmptyState>
    </div>
  );
}
