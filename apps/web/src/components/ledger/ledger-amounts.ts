import type { LedgerEntry, LedgerEntryKind } from "@marketplace/shared/ledger-contracts";
import { formatRupees } from "@marketplace/shared/money";

/**
 * What each kind of entry is called on a statement. The seller's page and the console each write
 * their own (she reads "Cash you collected", the operator "Cash the seller collected"); the server's
 * note says which order and marks a reversal.
 */
export type LedgerKindLabels = Readonly<Record<LedgerEntryKind, string>>;

/** Money changing hands between a store and Hunarmand, as opposed to what an order adds up to. */
export function isSettlement(entry: Pick<LedgerEntry, "kind">): boolean {
  return entry.kind === "payout" || entry.kind === "remittance";
}

/** Below half a paisa an amount is nothing owed either way. */
export const HALF_PAISA = 0.005;

/** An amount with its sign spelled out: "+Rs 4,200", "−Rs 480". */
export function signedRupees(amount: number): string {
  if (Math.abs(amount) < HALF_PAISA) return formatRupees(0);
  return `${amount > 0 ? "+" : "−"}${formatRupees(Math.abs(amount))}`;
}
