import type { PayoutAccount } from "@marketplace/shared/kyc-contracts";
import type { PayoutStatus } from "@marketplace/shared/payouts-contracts";
import messages from "@/i18n/catalogs/en/payouts.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

/** What a payout's status reads as, for the seller's Earnings page and the console's payout runs. */
const STATUS_KEYS = {
  proposed: "payouts.status.proposed",
  held: "payouts.status.held",
  sent: "payouts.status.sent",
  paid: "payouts.status.paid",
  failed: "payouts.status.failed",
} as const satisfies Record<PayoutStatus, keyof typeof messages>;

const STATUS_TONE: Record<PayoutStatus, string> = {
  proposed: "bg-stone-100 text-stone-700",
  held: "bg-amber-50 text-amber-800",
  sent: "bg-sky-50 text-sky-800",
  paid: "bg-emerald-50 text-emerald-700",
  failed: "bg-red-50 text-red-800",
};

/** A payout's status as a small badge (issue 30). */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useT(messages);
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONE[status])}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}

/**
 * The account a payout goes to, its number's last four digits only ("Meezan Bank ••••6702",
 * "JazzCash ••••4567"), in the reader's language.
 */
export function usePayoutAccountLabel() {
  const { t } = useT(messages);
  return (account: Pick<PayoutAccount, "type" | "bankName" | "iban" | "number">): string =>
    account.type === "bank"
      ? t("payouts.account.bank", { bank: account.bankName, last4: account.iban.slice(-4) })
      : t(account.type === "jazzcash" ? "payouts.account.jazzcash" : "payouts.account.easypaisa", {
          last4: account.number.slice(-4),
        });
}
