import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";

/**
 * The first thing a keyboard reaches on every page: a link, hidden until focused, past the header to
 * the page's `<main id="main">`.
 */
export function SkipToContent() {
  const { t } = useT(messages);
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
    >
      {t("common.skipToContent")}
    </a>
  );
}
