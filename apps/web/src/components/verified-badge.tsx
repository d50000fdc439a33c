import { VerifiedMark } from "@/components/verified-mark.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

/**
 * "Verified" beside a store's name (issue 34, item 5): the Hunarmand team checked its maker (decision
 * 0018). Cards show its check alone (`VerifiedMark`), named "Verified maker".
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useT(messages);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200",
        className,
      )}
    >
      <VerifiedMark />
      <span>{t("catalog.verified.badge")}</span>
    </span>
  );
}

/** What "Verified" means, said where a shopper decides (the store page and the product page). */
export function VerifiedMeaning({ className }: { className?: string }) {
  const { t } = useT(messages);
  return <p className={cn("text-xs text-stone-600", className)}>{t("catalog.verified.meaning")}</p>;
}
