import { type Language, LOCALES } from "@marketplace/shared/languages";

/**
 * The app's one way to write a date: the month spelled out in the reader's language ("13 November
 * 2026", "13 نومبر 2026"), the same on every screen (product pages, reviews, order cards, timelines,
 * receipts). Shown in Pakistan's time, where the shops are, unless another zone is given: a page the
 * server renders must read the same in the browser that hydrates it, wherever either of them is.
 */
export const PAKISTAN_TIME_ZONE = "Asia/Karachi";
const DATE: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: PAKISTAN_TIME_ZONE,
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

interface FormatOptions {
  timeZone?: string;
  /** The reader's language (`useT(...).language`); English when not given. */
  language?: Language;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Building a format is slow next to using one: each kind is built once and kept. */
function formatFor(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${options.hour ? "time" : "date"}|${options.timeZone}`;
  let format = formats.get(key);
  if (!format) {
    // Urdu's 12-hour clock would print a Latin "AM"/"PM" inside the Urdu; its 24-hour clock has none.
    const clock: Intl.DateTimeFormatOptions = options.hour && language === "ur" ? { hourCycle: "h23" } : {};
    format = new Intl.DateTimeFormat(LOCALES[language], { ...options, ...clock });
    formats.set(key, format);
  }
  return format;
}

/** "13 November 2026" for an ISO date from the API. */
export function formatDate(
  iso: string,
  { timeZone = PAKISTAN_TIME_ZONE, language = "en" }: FormatOptions = {},
): string {
  return formatFor(language, { ...DATE, timeZone }).format(new Date(iso));
}

/** "13 November 2026 at 5:00 pm": where the hour matters (sale ends, orders placed, order events). */
export function formatDateTime(
  iso: string,
  { timeZone = PAKISTAN_TIME_ZONE, language = "en" }: FormatOptions = {},
): string {
  return formatFor(language, { ...DATE_TIME, timeZone }).format(new Date(iso));
}
