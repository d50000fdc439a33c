import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { balanceInWords } from "./ledger-words.ts";

const { t } = renderHook(() => useT(messages)).result.current;

describe("balanceInWords", () => {
  it("says Hunarmand owes her a positive balance", () => {
    expect(balanceInWords(3520, t)).toEqual({ side: "owed-to-her", words: "Hunarmand owes you Rs 3,520" });
  });

  it("says she owes Hunarmand a negative balance, without a minus sign", () => {
    expect(balanceInWords(-680, t)).toEqual({ side: "owed-by-her", words: "You owe Hunarmand Rs 680" });
  });

  it("says she is settled at zero and below half a paisa either way", () => {
    expect(balanceInWords(0, t).words).toBe("You're all settled");
    expect(balanceInWords(-0.001, t).words).toBe("You're all settled");
  });
});
