import { WifiOff } from "lucide-react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { useOnline } from "./use-online.ts";

/**
 * The seller app's "offline" state (issue 32): on patchy mobile data the dashboard says plainly that
 * what she sees may be old and that changes wait for the connection, instead of failing silently.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useT(messages);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t("dashboard.offline.title")}</p>
        <p className="text-sm">{t("dashboard.offline.message")}</p>
      </div>
    </div>
  );
}
