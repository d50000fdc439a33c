import { z } from "zod";
import type { PaymentMethod } from "./order-statuses.ts";

/**
 * A store's own accounts for Bank Transfer and Mobile Wallet payments. Until a payment gateway is
 * integrated, these are the only ways besides cash on delivery (decision 0009): the buyer pays the
 * store directly, quoting the order number.
 */

/** Pakistani IBAN: PK, 2 check digits, 4-letter bank code, 16 account digits (24 characters). */
const PK_IBAN = /^PK\d{2}[A-Z]{4}\d{16}$/;

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** "pk36 scbl 0000 0011 2345 6702" → "PK36SCBL0000001123456702". */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/** "+92 300 1234567", "0300-1234567" → "03001234567"; anything else comes back unchanged. */
export function normalizeMobileNumber(input: string): string {
  const digits = input.replace(/[\s-]/g, "");
  if (/^\+923\d{9}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^923\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .default("");

const walletNumber = (label: string) =>
  z
    .string({ error: `${label} number must be text.` })
    .transform(normalizeMobileNumber)
    .refine(
      (v) => v === "" || /^03\d{9}$/.test(v),
      `${label} number must be a mobile number like 03001234567.`,
    )
    .optional()
    .default("");

export const PaymentDetailsInput = z
  .object({
    bankName: text("Bank name", 100),
    accountTitle: text("Account title", 100),
    iban: z
      .string({ error: "IBAN must be text." })
      .transform(normalizeIban)
      .refine(
        (v) => v === "" || (PK_IBAN.test(v) && isValidIban(v)),
        "IBAN must be a valid Pakistani IBAN (24 characters, starting with PK).",
      )
      .optional()
      .default(""),
    jazzcash: walletNumber("JazzCash"),
    easypaisa: walletNumber("Easypaisa"),
  })
  .superRefine((d, ctx) => {
    const bankStarted = d.bankName !== "" || d.iban !== "";
    if (bankStarted && d.bankName === "") {
      ctx.addIssue({
        code: "custom",
        path: ["bankName"],
        message: "Please enter the bank name for your IBAN.",
      });
    }
    if (bankStarted && d.iban === "") {
      ctx.addIssue({
        code: "custom",
        path: ["iban"],
        message: "Please enter the IBAN for your bank account.",
      });
    }
    const anything = bankStarted || d.jazzcash !== "" || d.easypaisa !== "";
    if (anything && d.accountTitle === "") {
      ctx.addIssue({
        code: "custom",
        path: ["accountTitle"],
        message: "Please enter the account title buyers will see when they pay you.",
      });
    }
  });
export type PaymentDetailsInput = z.input<typeof PaymentDetailsInput>;
export type PaymentDetails = z.output<typeof PaymentDetailsInput>;

export const NO_PAYMENT_DETAILS: PaymentDetails = {
  bankName: "",
  accountTitle: "",
  iban: "",
  jazzcash: "",
  easypaisa: "",
};

/** Cash on delivery always; Bank Transfer and Mobile Wallet once the store has entered where to pay. */
export function acceptedPaymentMethods(details: PaymentDetails): PaymentMethod[] {
  const methods: PaymentMethod[] = ["Cash on Delivery"];
  if (details.accountTitle && details.bankName && details.iban) methods.push("Bank Transfer");
  if (details.accountTitle && (details.jazzcash || details.easypaisa)) methods.push("Mobile Wallet");
  return methods;
}
