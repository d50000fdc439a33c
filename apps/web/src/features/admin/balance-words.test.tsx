import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { useAdminT } from "./admin-words.ts";
import { balanceInWords } from "./balance-words.ts";

const english = () => renderHook(() => useAdminT()).result.current.t;

describe("a store's balance in words", () => {
  it("says the platform owes the store when the balance is positive", () => {
    expect(balanceInWords(english(), "Zari House", 3520)).toBe("Hunarmand owes Zari House Rs 3,520");
  });

  it("says the store owes the platform when it is negative, without a minus sign", () => {
    expect(balanceInWords(english(), "Zari House", -680.5)).toBe("Zari House owes Hunarmand Rs 680.50");
  });

  it("says it is settled at zero", () => {
    expect(balanceInWords(english(), "Zari House", 0)).toBe("Settled: nobody owes anything");
  });

  it("says it in Urdu, the store's name as written and kept apart from the sentence's direction", () => {
    const inUrdu = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={createI18n("ur", urduMessages)}>{children}</I18nProvider>
    );
    const { t } = renderHook(() => useAdminT(), { wrapper: inUrdu }).result.current;
    expect(balanceInWords(t, "Zari House", 3520)).toBe(
      "ہنرمند پر \u2068Zari House\u2069 کے Rs 3,520 واجب ہیں",
    );
    expect(balanceInWords(t, "Zari House", -680.5)).toBe(
      "\u2068Zari House\u2069 پر ہنرمند کے Rs 680.50 واجب ہیں",
    );
  });
});
