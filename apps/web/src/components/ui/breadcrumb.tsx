import { Fragment } from "react";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";

interface BreadcrumbProps {
  /** The pages between Home and the current one. */
  trail?: Array<{ label: string; to: string }>;
  /** The current page's name, clamped to one line because product names can be long. */
  current: string;
}

/** The trail from Home to the current page. */
export function Breadcrumb({ trail = [], current }: BreadcrumbProps) {
  const { t } = useT(messages);
  return (
    <nav aria-label={t("common.breadcrumb.label")} className="text-sm text-stone-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {[{ label: t("common.nav.home"), to: "/" }, ...trail].map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" dir="auto" className="line-clamp-1 font-medium text-stone-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
