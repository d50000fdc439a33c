import { describe, expect, it } from "vitest";
import { NO_PAYMENT_DETAILS, PaymentDetailsInput } from "./payment-details.ts";
import { listMethods, methodsForAllStores, paymentInstructions } from "./payment-instructions.ts";

const bank = {
  bankName: "Standard Chartered",
  accountTitle: "Fatima Bibi",
  iban: "PK36SCBL0000001123456702",
};
const details = PaymentDetailsInput.parse({ ...bank, jazzcash: "0300 1234567" });
const order = { id: "0190f0e5-1111-7000-8000-0000abcd1234", totalPrice: 4935 };

describe("payment instructions", () => {
  it("tell a bank transfer buyer the account, the IBAN, the amount and the order number to quote", () => {
    expect(paymentInstructions("Bank Transfer", details, order)).toEqual({
      method: "Bank Transfer",
      ...bank,
      jazzcash: null,
      easypaisa: null,
      amount: 4935,
      reference: "ABCD1234",
    });
  });

  it("give a wallet buyer only the wallet numbers the store has", () => {
    expect(paymentInstructions("Mobile Wallet", details, order)).toMatchObject({
      bankName: null,
      iban: null,
      jazzcash: "03001234567",
      easypaisa: null,
    });
  });

  it("are absent for cash on delivery and when the store no longer has the details", () => {
    expect(paymentInstructions("Cash on Delivery", details, order)).toBeNull();
    expect(paymentInstructions("Bank Transfer", NO_PAYMENT_DETAILS, order)).toBeNull();
  });
});

describe("methods a checkout can offer", () => {
  it("are those every store accepts, never cards", () => {
    expect(
      methodsForAllStores([
        ["Cash on Delivery", "Credit Card", "Bank Transfer", "Mobile Wallet"],
        ["Cash on Delivery", "Mobile Wallet"],
      ]),
    ).toEqual(["Cash on Delivery", "Mobile Wallet"]);
    expect(listMethods(["Cash on Delivery", "Bank Transfer", "Mobile Wallet"])).toBe(
      "Cash on Delivery, Bank Transfer or Mobile Wallet",
    );
  });
});
