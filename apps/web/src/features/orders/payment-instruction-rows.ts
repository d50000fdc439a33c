import { formatRupees } from "@marketplace/shared/money";
import type { PaymentInstructions } from "@marketplace/shared/payment-instructions";

/** The instructions as label and value pairs, for the order screens and the receipt alike. */
export function paymentInstructionRows(instructions: PaymentInstructions): Array<[string, string]> {
  const rows: Array<[string, string]> = [["Account title", instructions.accountTitle]];
  if (instructions.bankName) rows.push(["Bank", instructions.bankName]);
  if (instructions.iban) rows.push(["IBAN", instructions.iban]);
  if (instructions.jazzcash) rows.push(["JazzCash", instructions.jazzcash]);
  if (instructions.easypaisa) rows.push(["Easypaisa", instructions.easypaisa]);
  rows.push(["Amount", formatRupees(instructions.amount)]);
  rows.push(["Reference", instructions.reference]);
  return rows;
}

/** One sentence saying what to do with them. */
export function paymentInstructionLead(instructions: PaymentInstructions): string {
  const how = instructions.method === "Bank Transfer" ? "by bank transfer" : "by mobile wallet";
  return `Please send ${formatRupees(instructions.amount)} ${how} to the store's account below, with the order number ${instructions.reference} as the reference. The store marks the order paid once the money arrives.`;
}
