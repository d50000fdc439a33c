import { describe, expect, it } from "vitest";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "./money.ts";

describe("money", () => {
  it("shows rupees with thousands separators and paisa only when there are some", () => {
    expect(formatRupees(1500)).toBe("Rs 1,500");
    expect(formatRupees(1499.5)).toBe("Rs 1,499.50");
    expect(formatRupees(1250000)).toBe("Rs 1,250,000");
    expect(formatRupees(0)).toBe("Rs 0");
  });

  it("keeps paisa and whole rupees apart when formatting one after the other", () => {
    expect(formatRupees(0.5)).toBe("Rs 0.50");
    expect(formatRupees(2000)).toBe("Rs 2,000");
    expect(formatRupees(12.3)).toBe("Rs 12.30");
    expect(formatRupees(999999.99)).toBe("Rs 999,999.99");
    expect(formatRupees(7)).toBe("Rs 7");
  });

  it("converts between rupees and paisa without drift", () => {
    expect(rupeesToPaisa(19.99)).toBe(1999);
    expect(paisaToRupees(1999)).toBe(19.99);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
  });
});
