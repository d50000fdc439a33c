import { formatRupees } from "@marketplace/shared/money";
import type { LedgerKindLabels } from "@/components/ledger/ledger-amounts.ts";
import type { AdminT } from "./admin-words.ts";

/** What each kind of entry is called on a store's statement, read by the operator. */
export function statementKindLabels(t: AdminT): LedgerKindLabels {
  return {
    sale: t("admin.statementKind.sale"),
    "collected-by-seller": t("admin.statementKind.collectedBySeller"),
    commission: t("admin.statementKind.commission"),
    tax: t("admin.statementKind.tax"),
    payout: t("admin.statementKind.payout"),
    remittance: t("admin.statementKind.remittance"),
    refund: t("admin.statementKind.refund"),
    "refunded-by-seller": t("admin.statementKind.refundedBySeller"),
    "campaign-funding": t("admin.statementKind.campaignFunding"),
  };
}

/**
 * A store's balance as a sentence (decision on the ledger: positive means the platform owes the
 * store): who owes whom how much, so nobody has to remember what the sign means.
 */
export function balanceInWords(t: AdminT, storeName: string, balance: number): string {
  if (balance > 0)
    return t("admin.balance.platformOwes", { store: storeName, amount: formatRupees(balance) });
  if (balance < 0) return t("admin.balance.storeOwes", { store: storeName, amount: formatRupees(-balance) });
  return t("admin.balance.settled");
}
