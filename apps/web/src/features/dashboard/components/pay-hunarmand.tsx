import type { PayHunarmand as PayHunarmandInfo } from "@marketplace/shared/marketplace-accounts";
import { formatRupees } from "@marketplace/shared/money";
import { Landmark } from "lucide-react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

type Key = keyof typeof messages;

/**
 * How and where she pays Hunarmand what she owes (issue 34, item 4): the marketplace's accounts and
 * her store's reference, or, until the operator has entered accounts, that the team will collect it.
 */
export function PayHunarmand({ owed, pay }: { owed: number; pay: PayHunarmandInfo }) {
  const { t } = useT(messages);
  const values = { amount: formatRupees(owed), reference: pay.reference };
  const rows: Array<[Key, string]> = pay.accounts
    ? (
        [
          ["dashboard.payment.accountTitle", pay.accounts.accountTitle],
          ["dashboard.payment.bankName", pay.accounts.bankName],
          ["dashboard.payment.iban", pay.accounts.iban],
          ["dashboard.payment.jazzcash", pay.accounts.jazzcash],
          ["dashboard.payment.easypaisa", pay.accounts.easypaisa],
        ] as Array<[Key, string]>
      ).filter(([, value]) => value !== "")
    : [];
  return (
    <section
      aria-labelledby="pay-hunarmand-heading"
      className="mt-4 rounded-xl bg-white/70 p-4 text-sm text-stone-800 ring-1 ring-accent-300"
    >
      <h3 id="pay-hunarmand-heading" className="flex items-center gap-1.5 font-semibold text-stone-900">
        <Landmark className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t("dashboard.payHunarmand.title")}
      </h3>
      <p className="mt-1">
        {t(pay.accounts ? "dashboard.payHunarmand.lead" : "dashboard.payHunarmand.noAccounts", values)}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{t(label)}</dt>
            <dd className="font-medium break-all text-stone-900 select-all">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
        <dt className="text-stone-600">{t("dashboard.payHunarmand.amount")}</dt>
        <dd className="font-medium text-stone-900">
          <bdi>{values.amount}</bdi>
        </dd>
        <dt className="text-stone-600">{t("dashboard.payHunarmand.reference")}</dt>
        <dd className="font-medium text-stone-900 select-all" data-testid="pay-reference">
          <bdi>{pay.reference}</bdi>
        </dd>
      </dl>
    </section>
  );
}
