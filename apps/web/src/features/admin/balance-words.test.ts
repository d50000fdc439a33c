import { describe, expect, it } from "vitest";
import { balanceInWords } from "./balance-words.ts";

describe("a store's balance in words", () => {
  it("says the platform owes the store when the balance is positive", () => {
    expect(balanceInWords("Zari House", 3520)).toBe("Hunarmand owes Zari House Rs 3,520");
  });

  it("says the store owes the platform when it is negative, without a minus sign", () => {
    expect(balanceInWords("Zari House", -680.5)).toBe("Zari House owes Hunarmand Rs 680.50");
  });

  it("says it is settled at zero", () => {
    expect(balanceInWords("Zari House", 0)).toBe("Settled: nobody owes anything");
  });
});
