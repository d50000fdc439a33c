import { z } from "zod";
import { LedgerAnswer } from "./ledger-contracts.ts";
import { PaymentDetailsInput } from "./payment-details.ts";

/**
 * The marketplace's own accounts, where a seller pays what she owes Hunarmand (the commission and
 * tax on the cash she collected on delivery): entered by the operator in the console, shown on the
 * seller's Earnings page while her balance is owed to Hunarmand (issue 34, item 4). The same fields
 * and checks as a store's own accounts (IBAN check digits, wallet numbers).
 */
export const MarketplaceAccounts = z.object({
  bankName: z.string(),
  accountTitle: z.string(),
  iban: z.string(),
  jazzcash: z.string(),
  easypaisa: z.string(),
});
export type MarketplaceAccounts = z.infer<typeof MarketplaceAccounts>;

/** `PUT /api/admin/settings/accounts`: all five fields, any left empty; an account needs its title. */
export const MarketplaceAccountsInput = PaymentDetailsInput;
export type MarketplaceAccountsInput = z.input<typeof MarketplaceAccountsInput>;

/** `GET` and `PUT /api/admin/settings/accounts`. */
export const MarketplaceAccountsAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  accounts: MarketplaceAccounts,
});
export type MarketplaceAccountsAnswer = z.infer<typeof MarketplaceAccountsAnswer>;

/**
 * How a seller pays Hunarmand: its accounts (null until the operator has entered at least one) and
 * the reference she quotes, by which the team knows whose payment it is when recording it.
 */
export const PayHunarmand = z.object({
  accounts: MarketplaceAccounts.nullable(),
  reference: z.string(),
});
export type PayHunarmand = z.infer<typeof PayHunarmand>;

/** `GET /api/seller/stores/:storeId/ledger`: her statement, and how to pay what she owes. */
export const SellerLedgerAnswer = LedgerAnswer.extend({ payHunarmand: PayHunarmand });
export type SellerLedgerAnswer = z.infer<typeof SellerLedgerAnswer>;

/** "HM-" and the last 8 characters of the store's id, upper case: short enough to type in a transfer. */
export function storePaymentReference(storeId: string): string {
  return `HM-${storeId.replace(/-/g, "").slice(-8).toUpperCase()}`;
}

/** Whether any account is there to pay into. */
export function hasAnyAccount(accounts: MarketplaceAccounts): boolean {
  return (
    accounts.accountTitle !== "" &&
    (accounts.iban !== "" || accounts.jazzcash !== "" || accounts.easypaisa !== "")
  );
}
