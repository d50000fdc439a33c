import { LOCALES } from "@marketplace/shared/languages";
import { PAKISTAN_TIME_ZONE } from "./lib/format-date.ts";

/**
 * Started by boot.ts beside the app's code, on a thread of its own. A page's first number or date
 * format is slow: the browser's JavaScript engine first works out which of the hundreds of locales
 * its copy of ICU can format, once per kind of format (60 to 140 ms on Lighthouse's 4× slowed
 * phone, for the first Intl.NumberFormat or toLocaleString alone; 70 to 100 ms for the first
 * Intl.DateTimeFormat), and every later one costs under a millisecond. Chromium keeps those lists
 * for the whole tab, so building them here, while the page's main thread waits for the app's code,
 * takes that time out of the page's own first render (prices, counts, plurals, dates).
 */
for (const locale of Object.values(LOCALES)) {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5);
  new Intl.PluralRules(locale).select(2);
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: PAKISTAN_TIME_ZONE }).format(0);
}
self.close();
