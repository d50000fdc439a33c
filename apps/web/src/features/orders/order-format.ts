// The rule lives in shared now (the server quotes it as the payment reference); re-exported so the
// screens keep importing their formats from one place.
export { orderNumber } from "@marketplace/shared/order-number";

const dateTimeFormat = new Intl.DateTimeFormat("en-PK", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dateFormat = new Intl.DateTimeFormat("en-PK", { day: "numeric", month: "short", year: "numeric" });

/** "5 Mar 2026, 3:04 pm" style, in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
