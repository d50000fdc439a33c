import { describe, expect, it } from "vitest";
import { acceptedPaymentMethods, isValidIban, PaymentDetailsInput } from "./payment-details.ts";

const VALID_IBAN = "PK36SCBL0000001123456702";

describe("store payment details", () => {
  it("accepts a Pakistani IBAN written with spaces and lower case, and keeps it compact", () => {
    const parsed = PaymentDetailsInput.parse({
      bankName: "Meezan Bank",
      accountTitle: "Fatima Bibi",
      iban: "pk36 scbl 0000 0011 2345 6702",
    });
    expect(parsed.iban).toBe(VALID_IBAN);
  });

  it("refuses an IBAN whose check digits are wrong", () => {
    expect(isValidIban("PK37SCBL0000001123456702")).toBe(false);
    const parsed = PaymentDetailsInput.safeParse({
      bankName: "X",
      accountTitle: "Y",
      iban: "PK37SCBL0000001123456702",
    });
    expect(parsed.success).toBe(false);
  });

  it("normalises wallet numbers to 03 and nine digits (03001234567) and refuses landlines", () => {
    for (const written of ["+92 300 1234567", "92 300 1234567", "0300-1234567", "0300 123 4567"]) {
      const parsed = PaymentDetailsInput.parse({ accountTitle: "Fatima", jazzcash: written });
      expect(parsed.jazzcash, written).toBe("03001234567");
    }
    const landline = PaymentDetailsInput.safeParse({ accountTitle: "Fatima", easypaisa: "042-35761234" });
    expect(landline.success).toBe(false);
    expect(landline.error?.issues).toEqual([
      expect.objectContaining({
        path: ["easypaisa"],
        message: "Easypaisa number must be a mobile number like 03001234567.",
      }),
    ]);
  });

  it("needs an account title once any account is entered, and a bank name with an IBAN", () => {
    const parsed = PaymentDetailsInput.safeParse({ iban: VALID_IBAN });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["bankName", "accountTitle"]));
  });

  it("offers bank transfer and wallet only when their details are complete, cash on delivery always", () => {
    const none = PaymentDetailsInput.parse({});
    expect(acceptedPaymentMethods(none)).toEqual(["Cash on Delivery"]);
    const both = PaymentDetailsInput.parse({
      bankName: "Meezan Bank",
      accountTitle: "Fatima Bibi",
      iban: VALID_IBAN,
      easypaisa: "03001234567",
    });
    expect(acceptedPaymentMethods(both)).toEqual(["Cash on Delivery", "Bank Transfer", "Mobile Wallet"]);
  });
});
