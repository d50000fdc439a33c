import { formatRupees } from "@marketplace/shared/money";
import type { LedgerKindLabels } from "@/components/ledger/ledger-amounts.ts";

/** What each kind of entry is called on a store's statement, read by the operator. */
export const STATEMENT_KIND_LABELS: LedgerKindLabels = {
  sale: "Sale",
  "collected-by-seller": "Cash the seller collected",
  commission: "Commission",
  tax: "Tax",
  payout: "Payout to the store",
  remittance: "Remittance from the store",
};

/**
 * A store's balance as a sentence (decision on the ledger: positive means the platform owes the
 * store): who owes whom how much, so nobody has to remember what the sign means.
 */
export function balanceInWords(storeName: string, balance: number): string {
  if (balance > 0) return `Hunarmand owes ${storeName} ${formatRupees(balance)}`;
  if (balance < 0) return `${storeName} owes Hunarmand ${formatRupees(-balance)}`;
  return "Settled: nobody owes anything";
}
