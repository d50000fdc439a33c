import type { LedgerEntryKind } from "@marketplace/shared/ledger-contracts";
import { formatRupees } from "@marketplace/shared/money";
import { useMemo } from "react";
import { HALF_PAISA, type LedgerKindLabels } from "@/components/ledger/ledger-amounts.ts";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

type T = ReturnType<typeof useT<typeof messages>>["t"];

/** The catalog key of what each kind of entry is called on her statement. */
const LEDGER_KIND_KEYS = {
  sale: "dashboard.ledger.sale",
  "collected-by-seller": "dashboard.ledger.collectedBySeller",
  commission: "dashboard.ledger.commission",
  tax: "dashboard.ledger.tax",
  payout: "dashboard.ledger.payout",
  remittance: "dashboard.ledger.remittance",
  refund: "dashboard.ledger.refund",
  "refunded-by-seller": "dashboard.ledger.refundedBySeller",
  "campaign-funding": "dashboard.ledger.campaignFunding",
} as const satisfies Record<LedgerEntryKind, keyof typeof messages>;

/** What each kind of entry is called on her statement, in her language. */
export function useLedgerKindLabels(): LedgerKindLabels {
  const { t } = useT(messages);
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(LEDGER_KIND_KEYS).map(([kind, key]) => [kind, t(key)]),
      ) as LedgerKindLabels,
    [t],
  );
}

export type BalanceSide = "owed-to-her" | "owed-by-her" | "settled";

/** Her balance said in words: positive means Hunarmand owes her. */
export function balanceInWords(balance: number, t: T): { side: BalanceSide; words: string } {
  if (balance >= HALF_PAISA)
    return { side: "owed-to-her", words: t("dashboard.ledger.owedToHer", { amount: formatRupees(balance) }) };
  if (balance <= -HALF_PAISA) {
    return {
      side: "owed-by-her",
      words: t("dashboard.ledger.owedByHer", { amount: formatRupees(-balance) }),
    };
  }
  return { side: "settled", words: t("dashboard.ledger.settled") };
}
