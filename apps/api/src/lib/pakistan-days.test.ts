import { describe, expect, it } from "vitest";
import { endOfPakistanDay, lastPakistanDays, pakistanDay, startOfPakistanDay } from "./pakistan-days.ts";

describe("Pakistan days (UTC+5)", () => {
  it("puts 19:00 UTC on the next Pakistan day", () => {
    expect(pakistanDay(new Date("2026-01-10T18:59:59Z"))).toBe("2026-01-10");
    expect(pakistanDay(new Date("2026-01-10T19:00:00Z"))).toBe("2026-01-11");
  });

  it("starts and ends a day at Pakistan midnight, and refuses a day the calendar lacks", () => {
    expect(startOfPakistanDay("2026-01-11")?.toISOString()).toBe("2026-01-10T19:00:00.000Z");
    expect(endOfPakistanDay("2026-01-11")?.toISOString()).toBe("2026-01-11T19:00:00.000Z");
    expect(startOfPakistanDay("2026-02-30")).toBeUndefined();
    expect(startOfPakistanDay("2026-13-01")).toBeUndefined();
    expect(startOfPakistanDay("2028-02-29")?.toISOString()).toBe("2028-02-28T19:00:00.000Z");
  });

  it("lists the last days oldest first, today's included", () => {
    expect(lastPakistanDays(3, new Date("2026-03-01T20:00:00Z"))).toEqual([
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});
