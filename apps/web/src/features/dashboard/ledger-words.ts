import type { LedgerEntry, LedgerEntryKind } from "@marketplace/shared/ledger-contracts";
import { formatRupees } from "@marketplace/shared/money";

/** What each kind of entry is called on her statement; the server's note says which order and marks a reversal. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerEntryKind, string>> = {
  sale: "Sale",
  "collected-by-seller": "Cash you collected",
  commission: "Commission",
  tax: "Tax",
  payout: "Payout from Hunarmand",
  remittance: "Your remittance",
};

/** Money changing hands between her and Hunarmand, as opposed to what an order adds up to. */
export function isSettlement(entry: Pick<LedgerEntry, "kind">): boolean {
  return entry.kind === "payout" || entry.kind === "remittance";
}

/** Below half a paisa a balance is nothing owed either way. */
const HALF_PAISA = 0.005;

export type BalanceSide = "owed-to-her" | "owed-by-her" | "settled";

/** Her balance said in words: positive means Hunarmand owes her. */
export function balanceInWords(balance: number): { side: BalanceSide; words: string } {
  if (balance >= HALF_PAISA)
    return { side: "owed-to-her", words: `Hunarmand owes you ${formatRupees(balance)}` };
  if (balance <= -HALF_PAISA) {
    return { side: "owed-by-her", words: `You owe Hunarmand ${formatRupees(-balance)}` };
  }
  return { side: "settled", words: "You're all settled" };
}

/** An amount with its sign spelled out: "+Rs 4,200", "−Rs 480". */
export function signedRupees(amount: number): string {
  if (Math.abs(amount) < HALF_PAISA) return formatRupees(0);
  return `${amount > 0 ? "+" : "−"}${formatRupees(Math.abs(amount))}`;
}
