import { describe, expect, it } from "vitest";
import { isSettlement, signedRupees } from "./ledger-amounts.ts";

describe("signedRupees", () => {
  it("writes the sign in front of the rupees", () => {
    expect(signedRupees(4200)).toBe("+Rs 4,200");
    expect(signedRupees(-480.5)).toBe("−Rs 480.50");
    expect(signedRupees(0)).toBe("Rs 0");
  });
});

describe("isSettlement", () => {
  it("counts payouts and remittances only", () => {
    expect(isSettlement({ kind: "payout" })).toBe(true);
    expect(isSettlement({ kind: "remittance" })).toBe(true);
    expect(isSettlement({ kind: "sale" })).toBe(false);
  });
});
