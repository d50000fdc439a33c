import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";

interface MarkReturnedDialogProps {
  orderNumber: string;
  busy: boolean;
  onCancel(): void;
  /** `refused`: the buyer refused the parcel at the door, which counts against her Cash on Delivery. */
  onConfirm(refused: boolean): void;
}

/**
 * Asks the seller, before a shipped order is marked Returned, whether the buyer refused it at the
 * door (issue 27): a refusal counts against the buyer's Cash on Delivery, so it is said on purpose.
 */
export function MarkReturnedDialog({ orderNumber, busy, onCancel, onConfirm }: MarkReturnedDialogProps) {
  const { t } = useT(messages);
  const [refused, setRefused] = useState(false);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t("orders.returned.title", { number: orderNumber })}
      description={t("orders.returned.description")}
      confirmLabel={t("orders.returned.confirm")}
      busyLabel={t("orders.returned.busy")}
      busy={busy}
      onConfirm={() => onConfirm(refused)}
    >
      <label className="flex items-start gap-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-800 ring-1 ring-stone-200">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-rose-700"
          checked={refused}
          onChange={(event) => setRefused(event.target.checked)}
        />
        <span>
          <span className="font-medium">{t("orders.returned.refused")}</span>
          <span className="mt-0.5 block text-stone-600">{t("orders.returned.refusedHint")}</span>
        </span>
      </label>
    </ConfirmDialog>
  );
}
