const dateFormat = new Intl.DateTimeFormat("en-PK", { day: "numeric", month: "long", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-PK", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "13 November 2026" for an ISO date from the API. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "13 November 2026 at 5:00 pm": for sale end dates, where the hour matters. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
