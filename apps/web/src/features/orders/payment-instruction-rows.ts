import { formatRupees } from "@marketplace/shared/money";
import type { PaymentInstructions } from "@marketplace/shared/payment-instructions";
import type messages from "@/i18n/catalogs/en/orders.json";
import type { useT } from "@/i18n/use-t.ts";

/** The orders catalog's `t`, for helpers that word what they return. */
export type OrdersT = ReturnType<typeof useT<typeof messages>>["t"];

/** The instructions as label and value pairs, for the order screens and the receipt alike. */
export function paymentInstructionRows(
  instructions: PaymentInstructions,
  t: OrdersT,
): Array<[string, string]> {
  const rows: Array<[string, string]> = [[t("orders.pay.accountTitle"), instructions.accountTitle]];
  if (instructions.bankName) rows.push([t("orders.pay.bank"), instructions.bankName]);
  if (instructions.iban) rows.push([t("orders.pay.iban"), instructions.iban]);
  if (instructions.jazzcash) rows.push([t("orders.pay.jazzcash"), instructions.jazzcash]);
  if (instructions.easypaisa) rows.push([t("orders.pay.easypaisa"), instructions.easypaisa]);
  rows.push([t("orders.pay.amount"), formatRupees(instructions.amount)]);
  rows.push([t("orders.pay.reference"), instructions.reference]);
  return rows;
}

/** One sentence saying what to do with them. */
export function paymentInstructionLead(instructions: PaymentInstructions, t: OrdersT): string {
  const values = { amount: formatRupees(instructions.amount), reference: instructions.reference };
  return instructions.method === "Bank Transfer"
    ? t("orders.pay.bankLead", values)
    : t("orders.pay.walletLead", values);
}
