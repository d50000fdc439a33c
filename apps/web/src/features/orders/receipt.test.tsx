import { I18nProvider } from "@lingui/react";
import type { Order } from "@marketplace/shared/orders-contracts";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import messages from "@/i18n/catalogs/en/orders.json";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { anOrder, anOrderItem } from "@/test/fixtures.ts";
import { buildReceiptText, type ReceiptWords, receiptFileName } from "./receipt.ts";

/** The receipt's words as a component in that language gets them. */
function wordsIn(language: "en" | "ur"): ReceiptWords {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={createI18n(language, language === "ur" ? urduMessages : undefined)}>
      {children}
    </I18nProvider>
  );
  const { result } = renderHook(
    () => ({ ...useT(messages), labels: useLabels(), variantWords: useVariantWords() }),
    { wrapper },
  );
  return result.current;
}
const english = wordsIn("en");

function order(overrides: Partial<Order> = {}): Order {
  return anOrder({
    products: [
      anOrderItem("i1", "Phulkari Dupatta", { price: 4500, quantity: 2 }),
      anOrderItem("i2", "Embroidered Cushion Cover", { price: 1299.5, productId: "p2" }),
    ],
    shippingAddress: { ...anOrder().shippingAddress, addressLine: "House 12, Street 4, Gulberg III" },
    itemsPrice: 10299.5,
    taxPrice: 514.98,
    totalPrice: 10814.48,
    ...overrides,
  });
}

describe("the downloadable receipt", () => {
  it("is named after the order id", () => {
    expect(receiptFileName("abc-123")).toBe("receipt-abc-123.txt");
  });

  it("lists every item with its quantity, unit price and line total in rupees", () => {
    const text = buildReceiptText(order(), english, { timeZone: "Asia/Karachi" });
    expect(text).toContain("Phulkari Dupatta");
    expect(text).toMatch(/2 x Rs 4,500 +Rs 9,000/);
    expect(text).toContain("Embroidered Cushion Cover");
    expect(text).toMatch(/1 x Rs 1,299\.50 +Rs 1,299\.50/);
    expect(text).not.toContain("$");
  });

  it("names the size and colour bought under the item, the option names in the reader's language", () => {
    const kurta = {
      ...anOrderItem("i3", "Chikankari Kurta", { price: 3200 }),
      variant: { _id: "v-m", options: { Size: "M", Colour: "White" } },
    };
    const text = buildReceiptText(order({ products: [kurta] }), english, { timeZone: "Asia/Karachi" });
    expect(text).toMatch(/Chikankari Kurta\n {2}Size: M, Colour: White\n {2}1 x Rs 3,200/);
    const urdu = buildReceiptText(order({ products: [kurta] }), wordsIn("ur"), { timeZone: "Asia/Karachi" });
    expect(urdu).toContain("سائز: M، رنگ: White");
  });

  it("holds the server's totals, the order number, store, address, payment method and date", () => {
    const text = buildReceiptText(order(), english, { timeZone: "Asia/Karachi" });
    expect(text).toMatch(/Items total +Rs 10,299\.50/);
    expect(text).toMatch(/Shipping +Free/);
    expect(text).toMatch(/Tax \(5%\) +Rs 514\.98/);
    expect(text).toMatch(/Total +Rs 10,814\.48/);
    expect(text).toContain("Order number: 3E4F5A6B");
    expect(text).toContain("Store: Fatima's Phulkari House");
    expect(text).toContain(
      "Ayesha Khan\nHouse 12, Street 4, Gulberg III\nLahore 54000\nPakistan\nPhone: 03001234567",
    );
    expect(text).toContain("Payment method: Cash on Delivery");
    // 07:30 UTC is 12:30 in Karachi.
    expect(text).toMatch(/Date: 1 June 2025.*12:30/);
  });

  it("shows a shipping fee when one was charged, and notes only when there are some", () => {
    const plain = buildReceiptText(order({ shippingPrice: 50 }), english, { timeZone: "UTC" });
    expect(plain).toMatch(/Shipping +Rs 50/);
    expect(plain).not.toContain("Notes:");
    expect(buildReceiptText(order({ notes: "Call before delivery" }), english)).toContain(
      "Notes: Call before delivery",
    );
  });

  it("tells a bank transfer buyer whom to pay and which reference to quote, and a cash buyer nothing of it", () => {
    const text = buildReceiptText(
      order({
        paymentMethod: "Bank Transfer",
        paymentInstructions: {
          method: "Bank Transfer",
          accountTitle: "Fatima Bibi",
          bankName: "Standard Chartered",
          iban: "PK36SCBL0000001123456702",
          jazzcash: null,
          easypaisa: null,
          amount: 10814.48,
          reference: "3E4F5A6B",
        },
      }),
      english,
      { timeZone: "Asia/Karachi" },
    );
    expect(text).toContain("How to pay (Bank Transfer)");
    expect(text).toMatch(/ {2}Account title +Fatima Bibi/);
    expect(text).toMatch(/ {2}IBAN +PK36SCBL0000001123456702/);
    expect(text).toMatch(/ {2}Amount +Rs 10,814\.48/);
    expect(text).toMatch(/ {2}Reference +3E4F5A6B/);
    expect(buildReceiptText(order(), english, { timeZone: "Asia/Karachi" })).not.toContain("How to pay");
  });

  it("is written in Urdu for a reader who reads Urdu, with the amounts still in rupees", () => {
    const text = buildReceiptText(order({ orderStatus: "Shipped" }), wordsIn("ur"), {
      timeZone: "Asia/Karachi",
    });
    expect(text).toContain("ہنرمند - آرڈر کی رسید");
    expect(text).toContain("آرڈر نمبر: \u20683E4F5A6B\u2069");
    expect(text).toContain("حالت: روانہ");
    expect(text).toMatch(/چیزوں کا کل +Rs 10,299\.50/);
    expect(text).toContain("جون");
    expect(text).toContain("پاکستان");
    expect(text).not.toMatch(/\borders\.[a-z]/);
    expect(text).not.toContain("Payment method");
  });
});
