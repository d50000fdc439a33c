const formats = new Map<string, Intl.ListFormat>();

/**
 * Several names in one sentence, joined the reader's way: "Full Name, City" in English, with the
 * Arabic-script comma in Urdu ("پورا نام، شہر"). No "and": the lists are of things to see to.
 */
export function formatList(items: string[], locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" });
    formats.set(locale, format);
  }
  return format.format(items);
}
