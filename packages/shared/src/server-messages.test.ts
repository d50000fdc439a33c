import { describe, expect, it } from "vitest";
import { fileTooLargeMessage } from "./products-contracts.ts";
import {
  placeholdersOf,
  translateMessage,
  URDU_MESSAGES,
  URDU_WORDS,
  urduMessage,
  WORD_PLACEHOLDERS,
} from "./server-messages.ts";

const URDU_SCRIPT = /[\u0600-\u06FF]/;

describe("the Urdu catalog of server messages", () => {
  it.each([
    ["messages", URDU_MESSAGES],
    ["words", URDU_WORDS],
  ])("keeps every placeholder of the English in the Urdu (%s)", (_, catalog) => {
    for (const [english, urdu] of Object.entries(catalog)) {
      expect(placeholdersOf(urdu).sort(), english).toEqual(placeholdersOf(english).sort());
    }
  });

  it("writes every message in Urdu script", () => {
    for (const [english, urdu] of Object.entries(URDU_MESSAGES)) {
      expect(urdu, english).toMatch(URDU_SCRIPT);
    }
  });

  it("sets every order number apart from the right-to-left sentence around it", () => {
    // A Latin order number ("SHIP0003.") would otherwise take the sentence's punctuation with it.
    const withNumber = Object.entries(URDU_MESSAGES).filter(([english]) => /order \{number\}/i.test(english));
    expect(withNumber.length).toBeGreaterThan(30);
    for (const [english, urdu] of withNumber) {
      expect(urdu.replaceAll("\u2068{number}\u2069", ""), english).not.toContain("{number}");
    }
  });
});

describe("translateMessage", () => {
  it("gives the English exactly as written unless Urdu is asked for", () => {
    expect(translateMessage("Product not found", "en")).toBe("Product not found");
    expect(translateMessage("Product not found")).toBe("Product not found");
    expect(translateMessage("Product not found", "ur")).toBe("پروڈکٹ نہیں ملی");
  });

  it("keeps a message it does not know in English", () => {
    expect(translateMessage("A sentence nobody wrote.", "ur")).toBe("A sentence nobody wrote.");
  });

  it("fills a pattern's placeholders with the message's own values", () => {
    expect(translateMessage("Image 3 is no longer available. Please upload it again.", "ur")).toBe(
      "تصویر 3 اب دستیاب نہیں۔ براہِ کرم اسے دوبارہ اپ لوڈ کریں۔",
    );
    expect(translateMessage('Only 2 left of "Blue {shawl}". Please lower the quantity.', "ur")).toBe(
      '"\u2068Blue {shawl}\u2069" کے صرف \u20682\u2069 باقی ہیں۔ براہِ کرم تعداد کم کریں۔',
    );
    expect(translateMessage(fileTooLargeMessage("image 2"), "ur")).toContain("image 2");
  });

  it("writes a statement's settlement line in Urdu, its reference as typed (issue 34, item 13)", () => {
    expect(translateMessage("Remittance from the store by Bank Transfer, reference TRX-991", "ur")).toBe(
      "دکان کی طرف سے بینک ٹرانسفر کے ذریعے جمع کرائی گئی رقم، حوالہ \u2068TRX-991\u2069",
    );
    expect(translateMessage("Payout to the store by Cash, reference Paid at the office", "ur")).toBe(
      "دکان کو نقد کے ذریعے ادائیگی، حوالہ \u2068Paid at the office\u2069",
    );
    expect(translateMessage("Order 1A2B3C4D: commission at 10% of the items", "ur")).toBe(
      "آرڈر \u20681A2B3C4D\u2069: اشیاء پر \u206810%\u2069 کمیشن",
    );
  });

  it("prefers an exact message to a pattern that would also match it", () => {
    expect(translateMessage("Email is required", "ur")).toBe("ای میل ضروری ہے");
    expect(translateMessage("City is required.", "ur")).toBe("شہر ضروری ہے۔");
  });

  it("translates the code's own words inside a message, never user content", () => {
    expect(translateMessage("A Delivered order cannot go back to Shipped.", "ur")).toBe(
      "پہنچ گیا آرڈر واپس روانہ نہیں ہو سکتا۔",
    );
    expect(
      translateMessage(
        "Pending Crafts does not accept Bank Transfer; choose Cash on Delivery or Mobile Wallet.",
        "ur",
      ),
    ).toBe("Pending Crafts بینک ٹرانسفر قبول نہیں کرتا؛ کیش آن ڈیلیوری یا موبائل والیٹ چنیں۔");
    expect(
      translateMessage(
        "Too many failed sign-in attempts from your address. Please wait 15 minutes and try again.",
        "ur",
      ),
    ).toBe(
      "آپ کے پتے سے سائن اِن کی بہت زیادہ ناکام کوششیں ہوئی ہیں۔ براہِ کرم 15 منٹ انتظار کریں اور دوبارہ کوشش کریں۔",
    );
  });

  it("names word placeholders that the catalog uses", () => {
    const used = new Set(Object.keys(URDU_MESSAGES).flatMap(placeholdersOf));
    for (const name of WORD_PLACEHOLDERS) expect(used, name).toContain(name);
  });

  it("knows zod's own English for checks without a message", () => {
    expect(urduMessage("Too big: expected string to have <=60 characters")).toBeDefined();
    expect(urduMessage("Invalid input: expected string, received undefined")).toBeDefined();
  });
});
