import { EyeOff } from "lucide-react";
import { useOwnKyc } from "@/features/dashboard/api/own-kyc-api.ts";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";

/**
 * On her own store's page, while shoppers cannot see it yet (issue 30, decision 0051): her identity
 * check is not approved and the operator keeps sellers private until then. Fetched only when the
 * store's owner is the one looking, so shoppers load none of it.
 */
export function OwnerListingNotice() {
  const { t } = useT(messages);
  const kyc = useOwnKyc().data?.kyc;
  if (!kyc || kyc.listed) return null;
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-stone-100 p-3 text-sm text-stone-800 ring-1 ring-stone-200">
      <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t("kyc.listed.hidden")}</span>
    </p>
  );
}
