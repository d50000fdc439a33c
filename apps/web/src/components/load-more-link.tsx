import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { pageSearch, readUrlFilters } from "@/lib/use-url-filters.ts";

interface LoadMoreLinkProps {
  /** The page after the last one shown. */
  nextPage: number;
  /** How many are left, as the list can tell ("36", or "1,000+"). */
  remaining: string;
  loading: boolean;
  /** A new list is on its way (filters changed): more of the old one makes no sense. */
  disabled?: boolean;
  onLoadMore: () => void;
  variant?: "primary" | "secondary";
}

/**
 * "Load More" under a product list: a link to the next page, so it works without JavaScript (and
 * crawlers follow it); with JavaScript the next page is added under the list instead.
 */
export function LoadMoreLink({
  nextPage,
  remaining,
  loading,
  disabled,
  onLoadMore,
  variant = "primary",
}: LoadMoreLinkProps) {
  const { t } = useT(messages);
  const [params] = useSearchParams();
  return (
    <Link
      to={{ search: pageSearch(readUrlFilters(params), nextPage) }}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        if (!loading && !disabled) onLoadMore();
      }}
      aria-disabled={disabled || undefined}
      // The count makes the label longer than a phone is wide: let it wrap rather than overflow.
      className={buttonClasses(
        variant,
        "lg",
        cn("max-w-full", disabled && "pointer-events-none opacity-60"),
        { wrap: true },
      )}
    >
      {loading && <Spinner size="sm" />}
      {loading ? t("common.loadMore.loading") : t("common.loadMore.label", { remaining })}
    </Link>
  );
}
