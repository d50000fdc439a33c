/**
 * Every Urdu catalog merged into one object. This module is only ever imported dynamically
 * (i18n.ts), so its messages are one chunk that an English page never fetches.
 */
const catalogs = import.meta.glob<Record<string, string>>("./catalogs/ur/*.json", {
  eager: true,
  import: "default",
});

export const urduMessages: Record<string, string> = Object.assign({}, ...Object.values(catalogs));
