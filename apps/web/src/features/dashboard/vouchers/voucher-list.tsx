import { formatRupees } from "@marketplace/shared/money";
import type { Voucher, VoucherStatus } from "@marketplace/shared/vouchers-contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import messages from "@/i18n/catalogs/en/vouchers.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/notify.ts";
import { useUpdateVoucher } from "../api/vouchers-api.ts";

type T = ReturnType<typeof useT<typeof messages>>;

/** "10% off, up to Rs 300 · on Rs 1,000 or more · until 30 November 2026 at 11:59 pm". */
export function voucherTerms(voucher: Voucher, { t, language }: Pick<T, "t" | "language">): string {
  const parts = [
    voucher.type === "fixed"
      ? t("vouchers.terms.fixed", { amount: formatRupees(voucher.value) })
      : voucher.maxDiscount === null
        ? t("vouchers.terms.percent", { value: voucher.value })
        : t("vouchers.terms.percentCapped", { value: voucher.value, cap: formatRupees(voucher.maxDiscount) }),
  ];
  if (voucher.minSpend) parts.push(t("vouchers.terms.minSpend", { amount: formatRupees(voucher.minSpend) }));
  if (voucher.productIds) parts.push(t("vouchers.terms.someProducts", { count: voucher.productIds.length }));
  if (voucher.startsAt)
    parts.push(t("vouchers.terms.from", { date: formatDateTime(voucher.startsAt, { language }) }));
  if (voucher.endsAt)
    parts.push(t("vouchers.terms.until", { date: formatDateTime(voucher.endsAt, { language }) }));
  if (voucher.perCustomerLimit) parts.push(t("vouchers.perBuyer", { count: voucher.perCustomerLimit }));
  return parts.join(" · ");
}

const STATUS_STYLE: Record<VoucherStatus, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  paused: "bg-amber-50 text-amber-900 ring-amber-200",
  ended: "bg-stone-100 text-stone-700 ring-stone-200",
};

/** Her codes, each with its terms, uses and the discount given, and the way to pause, resume or end it. */
export function VoucherList({ storeId, vouchers }: { storeId: string; vouchers: Voucher[] }) {
  const words = useT(messages);
  const { t } = words;
  const update = useUpdateVoucher(storeId);
  const [ending, setEnding] = useState<Voucher | null>(null);

  const change = (voucher: Voucher, status: VoucherStatus) =>
    update.mutateAsync({ id: voucher._id, body: { status } }).catch((error) => {
      toast.error(t("vouchers.changeFailed"), { description: errorMessageOf(error) });
    });

  return (
    <>
      <ul aria-label={t("vouchers.list.title")} className="divide-y divide-stone-200">
        {vouchers.map((voucher) => {
          const busy = update.isPending && update.variables?.id === voucher._id;
          return (
            <li
              key={voucher._id}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span dir="ltr" className="font-mono text-lg font-bold tracking-wide text-stone-900">
                    {voucher.code}
                  </span>
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
                      STATUS_STYLE[voucher.status],
                    )}
                  >
                    {t(`vouchers.status.${voucher.status}`)}
                  </span>
                </p>
                <p className="text-sm text-stone-700">{voucherTerms(voucher, words)}</p>
                <p className="text-sm text-stone-600">
                  {voucher.usageLimit === null
                    ? t("vouchers.uses", { count: voucher.uses })
                    : t("vouchers.usesOfLimit", { count: voucher.uses, limit: voucher.usageLimit })}
                  {" · "}
                  {t("vouchers.given", { amount: formatRupees(voucher.discountGiven) })}
                </p>
              </div>
              {voucher.status !== "ended" && (
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busy}
                    onClick={() => change(voucher, voucher.status === "active" ? "paused" : "active")}
                    aria-label={`${t(voucher.status === "active" ? "vouchers.pause" : "vouchers.resume")} ${voucher.code}`}
                  >
                    {t(voucher.status === "active" ? "vouchers.pause" : "vouchers.resume")}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEnding(voucher)}
                    aria-label={`${t("vouchers.end")} ${voucher.code}`}
                  >
                    {t("vouchers.end")}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {ending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setEnding(null)}
          title={t("vouchers.endTitle", { code: ending.code })}
          description={t("vouchers.endDescription")}
          confirmLabel={t("vouchers.end")}
          busyLabel={t("vouchers.ending")}
          busy={update.isPending}
          onConfirm={async () => {
            await change(ending, "ended");
            setEnding(null);
          }}
        />
      )}
    </>
  );
}
