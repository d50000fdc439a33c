import { describe, expect, it } from "vitest";
import { balanceInWords } from "./ledger-words.ts";

describe("balanceInWords", () => {
  it("says Hunarmand owes her a positive balance", () => {
    expect(balanceInWords(3520)).toEqual({ side: "owed-to-her", words: "Hunarmand owes you Rs 3,520" });
  });

  it("says she owes Hunarmand a negative balance, without a minus sign", () => {
    expect(balanceInWords(-680)).toEqual({ side: "owed-by-her", words: "You owe Hunarmand Rs 680" });
  });

  it("says she is settled at zero and below half a paisa either way", () => {
    expect(balanceInWords(0).words).toBe("You're all settled");
    expect(balanceInWords(-0.001).words).toBe("You're all settled");
  });
});
