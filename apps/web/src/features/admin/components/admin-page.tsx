import type { ReactNode } from "react";
import { PageHead } from "@/components/layout/page-head.tsx";
import { useAdminT } from "../admin-words.ts";

/**
 * A console page: its title (the page's one h1, also the tab's title), a line on what it is for, and
 * its body; a page below a section names the way back above its title.
 */
export function AdminPage({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro: ReactNode;
  back?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHead title={t("admin.page.documentTitle", { title })} noindex />
      <header>
        {back}
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-stone-600">{intro}</p>
      </header>
      {children}
    </div>
  );
}
