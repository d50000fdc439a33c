import type { SettlementInput, StoreBalance } from "@marketplace/shared/ledger-contracts";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { useAdminT } from "../admin-words.ts";
import { balanceInWords } from "../balance-words.ts";
import { SETTLEMENT_DIRECTION_KEYS, SETTLEMENT_METHOD_KEYS } from "./settlement-words.ts";

interface SettlementConfirmDialogProps {
  /** The checked settlement waiting for the operator's yes. */
  settlement: SettlementInput;
  /** Its store's row on the balances list, for the name and the balance it changes (absent if gone). */
  store: StoreBalance | undefined;
  busy: boolean;
  onConfirm: () => void;
  onBackOut: () => void;
}

/**
 * What a settlement will record, read back before it is: the store, the exact amount, who paid whom,
 * how and with which reference, and the store's balance now and after (a payout lowers it, a
 * remittance raises it, as the ledger will). Money moved outside the app is hard to take back.
 */
export function SettlementConfirmDialog({
  settlement,
  store,
  busy,
  onConfirm,
  onBackOut,
}: SettlementConfirmDialogProps) {
  const { t } = useAdminT();
  const storeName = store?.storeName ?? t("admin.settlement.theStore");
  const sign = settlement.direction === "payout" ? -1 : 1;
  const after = store
    ? paisaToRupees(rupeesToPaisa(store.balance) + sign * rupeesToPaisa(settlement.amount))
    : undefined;
  const rows: [string, string][] = [
    [t("admin.settlement.store"), storeName],
    [t("admin.settlement.confirmAmount"), formatRupees(settlement.amount)],
    [t("admin.settlement.direction"), t(SETTLEMENT_DIRECTION_KEYS[settlement.direction])],
    [t("admin.settlement.method"), t(SETTLEMENT_METHOD_KEYS[settlement.method])],
    [t("admin.settlement.reference"), settlement.reference],
  ];
  if (store && after !== undefined) {
    rows.push(
      [t("admin.settlement.balanceNow"), balanceInWords(t, storeName, store.balance)],
      [t("admin.settlement.balanceAfter"), balanceInWords(t, storeName, after)],
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onBackOut()}
      title={t("admin.settlement.confirmTitle")}
      description={t("admin.settlement.confirmDescription")}
      confirmLabel={t("admin.settlement.submit")}
      busyLabel={t("admin.settlement.recording")}
      busy={busy}
      onConfirm={onConfirm}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium break-words text-stone-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}
