import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { suggestEmail } from "@/lib/email-typos.ts";

/**
 * A form field's hint for an e-mail address with a likely slip ("hina@gmial.com"): "Did you mean
 * hina@gmail.com?", which fills the address in when pressed. Nothing when the address looks right.
 */
export function useEmailTypoHint(email: string | undefined, accept: (email: string) => void): ReactNode {
  const { t } = useT(messages);
  const suggestion = email ? suggestEmail(email) : null;
  if (!suggestion) return undefined;
  return (
    <button
      type="button"
      className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      onClick={() => accept(suggestion)}
    >
      {t("common.emailTypo.suggest", { email: suggestion })}
    </button>
  );
}
