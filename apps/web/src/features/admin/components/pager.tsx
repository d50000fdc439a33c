import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { useAdminT } from "../admin-words.ts";

interface PagerProps {
  page: number;
  totalPages: number;
  /** What is paged, for screen readers ("Seller pages"). */
  label: string;
  hrefFor: (page: number) => string;
}

/** Previous, "Page 2 of 5", Next: enough for the console's lists, and it fits a 360 px phone. */
export function Pager({ page, totalPages, label, hrefFor }: PagerProps) {
  const { t } = useAdminT();
  if (totalPages <= 1) return null;
  const edge = (target: number, text: string, icon: "before" | "after") => {
    const content = (
      <>
        {icon === "before" && <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
        {text}
        {icon === "after" && <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
      </>
    );
    return target < 1 || target > totalPages ? (
      <span
        aria-disabled="true"
        className={buttonClasses("secondary", "sm", "cursor-not-allowed opacity-50")}
      >
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={buttonClasses("secondary", "sm")}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {edge(page - 1, t("admin.pager.previous"), "before")}
      <p className="text-sm text-stone-600">{t("admin.pager.position", { page, total: totalPages })}</p>
      {edge(page + 1, t("admin.pager.next"), "after")}
    </nav>
  );
}
