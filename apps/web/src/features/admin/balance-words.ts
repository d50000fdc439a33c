import { formatRupees } from "@marketplace/shared/money";

/**
 * A store's balance as a sentence (decision on the ledger: positive means the platform owes the
 * store): who owes whom how much, so nobody has to remember what the sign means.
 */
export function balanceInWords(storeName: string, balance: number): string {
  if (balance > 0) return `Hunarmand owes ${storeName} ${formatRupees(balance)}`;
  if (balance < 0) return `${storeName} owes Hunarmand ${formatRupees(-balance)}`;
  return "Settled: nobody owes anything";
}
