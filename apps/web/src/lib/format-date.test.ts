import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date.ts";

describe("the app's dates", () => {
  it("write the day, the month in full and the year", () => {
    expect(formatDate("2026-11-13T10:00:00Z", { timeZone: "UTC" })).toBe("13 November 2026");
  });

  it("add the hour and minute when the time matters", () => {
    expect(formatDateTime("2026-03-05T15:04:00Z", { timeZone: "UTC" })).toBe("5 March 2026 at 3:04 pm");
  });

  it("read the moment in the time zone asked for", () => {
    // 21:30 UTC on the 1st is already the 2nd in Karachi.
    expect(formatDate("2025-06-01T21:30:00Z", { timeZone: "Asia/Karachi" })).toBe("2 June 2025");
    expect(formatDateTime("2025-06-01T07:30:00Z", { timeZone: "Asia/Karachi" })).toBe(
      "1 June 2025 at 12:30 pm",
    );
  });

  it("write Urdu month names, and the hour without a Latin AM/PM, for a reader of Urdu", () => {
    expect(formatDate("2026-11-13T10:00:00Z", { timeZone: "UTC", language: "ur" })).toBe("13 نومبر، 2026");
    const moment = formatDateTime("2026-03-05T15:04:00Z", { timeZone: "UTC", language: "ur" });
    expect(moment).toContain("5 مارچ، 2026");
    expect(moment).toContain("15:04");
    expect(moment).not.toMatch(/AM|PM/i);
  });
});
