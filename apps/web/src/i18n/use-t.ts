import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type Language, LOCALES } from "@marketplace/shared/languages";
import { useContext, useMemo } from "react";
import { createI18n } from "./i18n.ts";

/** Values a message's placeholders take: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number>;

/**
 * The words of one area of the site in the visitor's language (docs/decisions/0028):
 *
 *   import messages from "@/i18n/catalogs/en/cart.json";
 *   const { t } = useT(messages);
 *   t("cart.empty.title");                  // "Your cart is empty" / "آپ کی ٹوکری خالی ہے"
 *   t("cart.items", { count: 3 });          // plurals through Intl.PluralRules
 *
 * Keys are checked against the English catalog by the type system; an Urdu message that is missing
 * falls back to the English one (and the catalog test fails). `language` and `locale` are for
 * formatting dates and numbers (`formatDate(value, language)`).
 */
export function useT<Catalog extends Record<string, string>>(catalog: Catalog) {
  const i18n = useI18n();
  const language = i18n.locale as Language;
  return useMemo(() => {
    const t = (id: keyof Catalog & string, values?: MessageValues): string =>
      // The English catalog holds compiled messages (scripts/compile-catalogs.ts), which Lingui takes
      // as the message to use when the active language has none of its own.
      i18n._(id, values, { message: catalog[id] as string });
    return { t, language, locale: LOCALES[language] };
  }, [i18n, catalog, language]);
}

/** The visitor's language, for components that format but have no words of their own. */
export function useLanguage(): Language {
  return useI18n().locale as Language;
}

/** English for a component rendered on its own (a unit test); the app always provides one. */
const english = createI18n("en");

/** The app's Lingui instance. Its context value changes when the language does, re-rendering readers. */
export function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? english;
}
