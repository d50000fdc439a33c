/**
 * Field conventions the Pakistani couriers share: local phone numbers (03001234567) and times in
 * Pakistan Standard Time (UTC+5, no daylight saving), written with or without their offset.
 */

/** "+92 300 1234567", "923001234567" or "0300-1234567" → "03001234567"; anything else unchanged. */
export function localPakistaniPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("92")) return `0${digits.slice(2)}`;
  if (digits.length === 10 && digits.startsWith("3")) return `0${digits}`;
  return digits.length === 11 ? digits : phone.trim();
}

const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A courier's time as an instant. A stated offset is honoured; a time without one is Karachi wall
 * time; a bare date is the start of that day in Karachi. Null when it cannot be read.
 */
export function readPakistanTime(value: unknown): Date | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let text = value.trim().replace(" ", "T");
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) text = `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`;
  if (DATE_ONLY.test(text)) text = `${text}T00:00:00`;
  const offset = WITH_OFFSET.exec(text)?.[1];
  if (offset && offset !== "Z" && !offset.includes(":")) {
    text = `${text.slice(0, -2)}:${text.slice(-2)}`;
  }
  const at = new Date(offset ? text : `${text}+05:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as Karachi wall time "yyyy-mm-dd HH:MM:SS", the way the simulators write it. */
export function pakistanWallTime(at: Date): string {
  return new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}
