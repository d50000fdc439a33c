import { EyeOff } from "lucide-react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

/**
 * An operator took the listing down (decision 0019): only its seller sees this, on her product list
 * and its edit page, with the operator's reason (issue 34, item 14).
 */
export function HiddenListingNotice({ reason }: { reason: string | null }) {
  const { t } = useT(messages);
  return (
    <div className="rounded-xl bg-red-50 p-2.5 text-sm text-red-900 ring-1 ring-red-200">
      <p className="inline-flex items-center gap-1.5 font-semibold">
        <EyeOff className="h-4 w-4" aria-hidden="true" /> {t("dashboard.products.hiddenTitle")}
      </p>
      <p className="break-words">
        {reason ? t("dashboard.products.hiddenReason", { reason }) : t("dashboard.products.hiddenNoReason")}
      </p>
    </div>
  );
}
