/**
 * The app's one way to write a date: en-PK with the month spelled out, the same on every screen
 * (product pages, reviews, order cards, timelines, receipts). Shown in Pakistan's time, where the
 * shops are, unless another zone is given: a page the server renders must read the same in the
 * browser that hydrates it, wherever either of them is.
 */
export const PAKISTAN_TIME_ZONE = "Asia/Karachi";
const DATE: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: PAKISTAN_TIME_ZONE,
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

const dateFormat = new Intl.DateTimeFormat("en-PK", DATE);
const dateTimeFormat = new Intl.DateTimeFormat("en-PK", DATE_TIME);

interface FormatOptions {
  timeZone?: string;
}

/** "13 November 2026" for an ISO date from the API. */
export function formatDate(iso: string, { timeZone }: FormatOptions = {}): string {
  const format = timeZone ? new Intl.DateTimeFormat("en-PK", { ...DATE, timeZone }) : dateFormat;
  return format.format(new Date(iso));
}

/** "13 November 2026 at 5:00 pm": where the hour matters (sale ends, orders placed, order events). */
export function formatDateTime(iso: string, { timeZone }: FormatOptions = {}): string {
  const format = timeZone ? new Intl.DateTimeFormat("en-PK", { ...DATE_TIME, timeZone }) : dateTimeFormat;
  return format.format(new Date(iso));
}
