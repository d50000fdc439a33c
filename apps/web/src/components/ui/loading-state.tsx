import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { Spinner } from "./spinner.tsx";

interface LoadingStateProps {
  label?: string;
  /** Inside a dialog or a panel, where there is no footer to hold back: only the spinner's own room. */
  inline?: boolean;
}

/**
 * A page (or a page's main part) waiting for its data. It holds a screen's height, so the footer
 * waits below the fold instead of showing under the spinner and jumping down when the content
 * arrives (the layout shift Lighthouse counts); the spinner stays near the top, where it is seen.
 */
export function LoadingState({ label, inline = false }: LoadingStateProps) {
  const { t } = useT(messages);
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-start gap-3 px-4 py-20 text-stone-600",
        !inline && "min-h-svh",
      )}
    >
      <Spinner size="xl" className="text-brand-700" />
      <p>{label ?? t("common.loading")}</p>
    </div>
  );
}
