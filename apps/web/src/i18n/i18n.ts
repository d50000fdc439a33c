import { type I18n, setupI18n } from "@lingui/core";
import {
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from "@marketplace/shared/languages";

/**
 * The site's words (docs/decisions/0028). English messages live in each area's catalog
 * (`catalogs/en/<area>.json`), imported by the components that show them, so a page carries only its
 * own words; `useT` passes them to Lingui as each message's fallback. The Urdu catalogs are one chunk,
 * loaded into Lingui before anything renders in Urdu.
 */
export function createI18n(language: Language, urdu?: Record<string, string>): I18n {
  return setupI18n({ locale: language, messages: { en: {}, ur: urdu ?? {} } });
}

let urduLoading: Promise<Record<string, string>> | undefined;
/** Urdu for code outside React (the API client's own messages), once its messages are here. */
let urduOutsideReact: I18n | undefined;
const englishOutsideReact = createI18n("en");

/** The Urdu messages, fetched once. */
export function loadUrduMessages(): Promise<Record<string, string>> {
  urduLoading ??= import("./urdu-messages.ts").then((module) => {
    urduOutsideReact = createI18n("ur", module.urduMessages);
    return module.urduMessages;
  });
  return urduLoading;
}

/**
 * One of `catalog`'s messages in the page's language (`<html lang>`), for code outside React that
 * writes words a person reads (the API client's "no connection"). A page in Urdu has loaded its
 * Urdu before it rendered; English is the fallback everywhere else (tests, the server).
 */
export function pageMessage<Catalog extends Record<string, string>>(
  catalog: Catalog,
  id: keyof Catalog & string,
  values?: Record<string, string | number>,
): string {
  const inUrdu = typeof document !== "undefined" && document.documentElement.lang === "ur";
  const i18n = (inUrdu && urduOutsideReact) || englishOutsideReact;
  return i18n._(id, values, { message: catalog[id] as string });
}

/** The English of one of `catalog`'s messages (a catalog import holds compiled messages, not text). */
export function englishMessage<Catalog extends Record<string, string>>(
  catalog: Catalog,
  id: keyof Catalog & string,
  values?: Record<string, string | number>,
): string {
  return englishOutsideReact._(id, values, { message: catalog[id] as string });
}

/** An instance ready to render `language`: Urdu's messages are fetched first when it is Urdu. */
export async function i18nFor(language: Language): Promise<I18n> {
  return createI18n(language, language === "ur" ? await loadUrduMessages() : undefined);
}

/**
 * Switches the page the visitor is on to `language` and remembers it (a cookie, so the server renders
 * her next page in it too, and local storage, which outlives a cleared cookie).
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language === "ur") i18n.load("ur", await loadUrduMessages());
  rememberLanguage(language);
  applyToDocument(language);
  i18n.activate(language);
}

export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server's renderer.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Private browsing may refuse storage; the cookie still remembers.
  }
}

/** `<html lang dir>`: screen readers pick their voice by it and the layout mirrors by it. */
export function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
