import type { LedgerEntry } from "@marketplace/shared/ledger-contracts";
import { formatRupees } from "@marketplace/shared/money";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { formatDate } from "@/lib/format-date.ts";
import { useLedgerKindLabels } from "../ledger-words.ts";

/** The money that changed hands: payouts she received and remittances she sent, in the chosen dates. */
export function SettlementList({ settlements }: { settlements: LedgerEntry[] }) {
  const { t, language } = useT(messages);
  const kindLabels = useLedgerKindLabels();
  if (settlements.length === 0) {
    return <p className="text-sm text-stone-600">{t("dashboard.ledger.noSettlements")}</p>;
  }
  return (
    <ul className="divide-y divide-stone-100">
      {settlements.map((entry) => {
        const received = entry.kind === "payout";
        const Icon = received ? ArrowDownLeft : ArrowUpRight;
        return (
          <li key={entry._id} className="flex items-start gap-3 py-3">
            <span
              aria-hidden="true"
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800"
            >
              <Icon className="h-4 w-4 rtl:-scale-x-100" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{kindLabels[entry.kind]}</p>
              <p className="text-sm text-stone-600">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, { language })}</time>
                {entry.note && <span className="break-words"> · {entry.note}</span>}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-stone-900">
              {t(received ? "dashboard.ledger.received" : "dashboard.ledger.sent", {
                amount: formatRupees(Math.abs(entry.amount)),
              })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
