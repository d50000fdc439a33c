/**
 * Days as people in Pakistan count them (Asia/Karachi). Pakistan keeps UTC+5 all year (no daylight
 * saving since 2009), so a fixed offset is exact and needs no time-zone database, which PGlite lacks.
 */
const OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Pakistan day holding `instant`. */
export function pakistanDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm`, the time in Pakistan at `instant`. */
export function pakistanDateTime(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The instant a Pakistan day starts, or undefined for a day the calendar lacks (2026-02-30). */
export function startOfPakistanDay(day: string): Date | undefined {
  const start = new Date(`${day}T00:00:00+05:00`);
  if (Number.isNaN(start.getTime()) || pakistanDay(start) !== day) return undefined;
  return start;
}

/** The instant the Pakistan day after `day` starts: the exclusive end of a range ending on `day`. */
export function endOfPakistanDay(day: string): Date | undefined {
  const start = startOfPakistanDay(day);
  return start && new Date(start.getTime() + DAY_MS);
}

/** The last `count` Pakistan days up to and including today's, oldest first. */
export function lastPakistanDays(count: number, now: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, i) =>
    pakistanDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
}
