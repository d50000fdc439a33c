import { LANGUAGE_NAMES, type Language } from "@marketplace/shared/languages";
import { useState } from "react";
import { switchLanguage } from "@/i18n/i18n.ts";
import { useI18n } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { rememberAccountLanguage } from "@/lib/session/account-language.ts";

/**
 * The one-tap switch between English and Urdu (decision 0028). It names the other language in that
 * language ("اردو" on an English page, "English" on an Urdu one), so a reader finds her own; the page
 * changes in place and the choice is remembered.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const i18n = useI18n();
  const [switching, setSwitching] = useState(false);
  const other: Language = i18n.locale === "ur" ? "en" : "ur";
  return (
    <button
      type="button"
      lang={other}
      dir="auto"
      aria-busy={switching || undefined}
      className={cn(
        "inline-flex h-10 shrink-0 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition-colors hover:bg-brand-50",
        className,
      )}
      onClick={async () => {
        setSwitching(true);
        try {
          await switchLanguage(i18n, other);
          rememberAccountLanguage(other);
        } finally {
          setSwitching(false);
        }
      }}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
