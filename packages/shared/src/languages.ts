/**
 * The languages the site is written in (decision 0028), and how a request's language is chosen: the
 * visitor's own choice (a cookie the language switch sets) first, then what the browser asks for in
 * `Accept-Language`, then English. The web app and the API decide it the same way.
 */
export const LANGUAGES = ["en", "ur"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie (and local storage key) that remembers the visitor's choice, for a year. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the switch calls each language, in that language, so a reader finds her own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ur: "اردو" };

/** The locale `Intl` formats dates and numbers with: Pakistani conventions, Latin digits in both. */
export const LOCALES: Record<Language, string> = { en: "en-PK", ur: "ur-PK" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ur" ? "rtl" : "ltr";
}

/** The language named by a `Cookie` header's `lang=`, if it is one of ours. */
export function languageFromCookie(cookieHeader: string | undefined | null): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.split("=", 2).map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The first of our languages in an `Accept-Language` header, by its quality values ("ur-PK,ur;q=0.9,
 * en;q=0.8" → ur), or undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}

/** A request's language: the remembered choice, else the browser's wish, else English. */
export function requestLanguage(headers: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    languageFromCookie(headers.cookie) ??
    languageFromAcceptLanguage(headers.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
