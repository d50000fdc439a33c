import { formatRupees } from "@marketplace/shared/money";
import type { AppliedVoucher } from "@marketplace/shared/vouchers-contracts";
import { TicketPercent, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import messages from "@/i18n/catalogs/en/vouchers.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";

interface VoucherCodeFieldProps {
  /** Each store's code, by store id, with what it takes off now. */
  applied: ReadonlyMap<string, { voucher: AppliedVoucher; discount: number }>;
  checking: boolean;
  onApply(code: string): Promise<unknown>;
  onRemove(storeId: string): void;
}

/**
 * A voucher code for the checkout (issue 31): typed, checked by the server against her lines (the
 * code names its store), then listed with what it takes off and a way to take it back. Not a form
 * of its own: it sits inside the checkout's form, so Enter applies the code instead of ordering.
 */
export function VoucherCodeField({ applied, checking, onApply, onRemove }: VoucherCodeFieldProps) {
  const { t } = useT(messages);
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    if (code.trim() === "") {
      setError(t("vouchers.checkout.empty"));
      return;
    }
    setError(null);
    try {
      await onApply(code);
      setCode("");
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <div className="mt-4 space-y-2 border-t border-stone-200 pt-4">
      <Label htmlFor={id}>{t("vouchers.checkout.label")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") void apply(event);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 uppercase"
        />
        <Button type="button" variant="secondary" loading={checking} onClick={() => void apply()}>
          {checking ? t("vouchers.checkout.applying") : t("vouchers.checkout.apply")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {applied.size > 0 && (
        <ul className="space-y-1.5">
          {[...applied].map(([storeId, { voucher, discount }]) => (
            <li
              key={storeId}
              className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
            >
              <span className="flex min-w-0 items-center gap-1.5">
                <TicketPercent className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0">
                  {t("vouchers.checkout.applied", {
                    code: voucher.code,
                    store: voucher.store.name,
                    amount: formatRupees(discount),
                  })}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onRemove(storeId)}
                aria-label={t("vouchers.checkout.removeLabel", { code: voucher.code })}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
