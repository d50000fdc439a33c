import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

/**
 * The Hunarmand mark and name, linking home. `tone` suits light or dark backgrounds; `compact`
 * shows the mark alone on narrow phones (the name stays for screen readers), leaving the header
 * room for its buttons.
 */
export function BrandLogo({
  tone = "light",
  compact = false,
  className,
}: {
  tone?: "light" | "dark";
  compact?: boolean;
  className?: string;
}) {
  const { t } = useT(messages);
  return (
    <Link to="/" className={cn("flex shrink-0 items-center gap-2", className)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="h-9 w-9">
        <rect width="64" height="64" rx="14" fill={tone === "light" ? "#8f2552" : "#fbbf24"} />
        <path d="M32 9 43 32 32 55 21 32Z" fill={tone === "light" ? "#fbbf24" : "#5c1a39"} />
        <path d="M32 20 37.5 32 32 44 26.5 32Z" fill={tone === "light" ? "#8f2552" : "#fbbf24"} />
      </svg>
      <span
        className={cn(
          "font-display text-xl font-bold tracking-tight",
          tone === "light" ? "text-brand-800" : "text-white",
          compact && "max-[479px]:sr-only",
        )}
      >
        {t("common.site.name")}
      </span>
    </Link>
  );
}
