import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./text-rules.ts";

describe("the text rule", () => {
  it("refuses NUL, escape and delete anywhere in a text", () => {
    for (const code of [0, 7, 27, 127])
      expect(hasControlCharacters(`Phul${String.fromCharCode(code)}kari`)).toBe(true);
  });

  it("allows tabs and line breaks, Urdu and emoji", () => {
    expect(hasControlCharacters("Line one\r\nLine\ttwo")).toBe(false);
    expect(hasControlCharacters("ہنرمند خواتین 🧵")).toBe(false);
  });
});
