import { formatRupees } from "@marketplace/shared/money";
import { HALF_PAISA, type LedgerKindLabels } from "@/components/ledger/ledger-amounts.ts";

/** What each kind of entry is called on her statement. */
export const LEDGER_KIND_LABELS: LedgerKindLabels = {
  sale: "Sale",
  "collected-by-seller": "Cash you collected",
  commission: "Commission",
  tax: "Tax",
  payout: "Payout from Hunarmand",
  remittance: "Your remittance",
};

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
