import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { paginationPages } from "../pagination-pages.ts";

interface PaginationNavProps {
  page: number;
  totalPages: number;
  /** What the list is, for screen readers: "Products pages", "Review pages". */
  label: string;
  /** Pages as links (kept in the URL, so Back works) ... */
  hrefFor?: (page: number) => string;
  /** ... or as buttons, for lists inside a page such as reviews. */
  onSelect?: (page: number) => void;
}

const ITEM =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";
const IDLE = "bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800";
const CURRENT = "bg-brand-700 text-white";
const DISABLED = "cursor-not-allowed bg-stone-100 text-stone-400";

/** Previous, numbered pages with ellipses, Next. Nothing when everything fits on one page. */
export function PaginationNav({ page, totalPages, label, hrefFor, onSelect }: PaginationNavProps) {
  // Fewer numbered pages on a phone, so the row fits in 360 px.
  const roomy = useMediaQuery("(min-width: 640px)");
  const { t } = useT(messages);
  if (totalPages <= 1) return null;

  const control = (target: number, content: ReactNode, extra: { current?: boolean; ariaLabel?: string }) => {
    const className = cn(ITEM, extra.current ? CURRENT : IDLE);
    const common = {
      className,
      "aria-label": extra.ariaLabel,
      "aria-current": extra.current ? ("page" as const) : undefined,
    };
    if (hrefFor) {
      return (
        <Link to={hrefFor(target)} {...common}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" onClick={() => onSelect?.(target)} {...common}>
        {content}
      </button>
    );
  };

  const edge = (target: number, enabled: boolean, content: ReactNode, ariaLabel: string) =>
    enabled ? (
      control(target, content, { ariaLabel })
    ) : (
      <button type="button" disabled className={cn(ITEM, DISABLED)} aria-label={ariaLabel}>
        {content}
      </button>
    );

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
      {edge(
        page - 1,
        page > 1,
        <>
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          <span className="hidden sm:inline">{t("catalog.pagination.previous")}</span>
        </>,
        t("catalog.pagination.previousPage"),
      )}
      <ul className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        {paginationPages(page, totalPages, roomy ? 1 : 0).map((item) => (
          <li key={item}>
            {typeof item === "number" ? (
              control(item, item, {
                current: item === page,
                ariaLabel: t("catalog.pagination.page", { page: item }),
              })
            ) : (
              <span className="px-1 text-stone-500" aria-hidden="true">
                …
              </span>
            )}
          </li>
        ))}
      </ul>
      {edge(
        page + 1,
        page < totalPages,
        <>
          <span className="hidden sm:inline">{t("catalog.pagination.next")}</span>
          <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </>,
        t("catalog.pagination.nextPage"),
      )}
    </nav>
  );
}
