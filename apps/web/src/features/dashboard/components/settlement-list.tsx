import type { LedgerEntry } from "@marketplace/shared/ledger-contracts";
import { formatRupees } from "@marketplace/shared/money";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { formatDate } from "@/lib/format-date.ts";
import { LEDGER_KIND_LABELS } from "../ledger-words.ts";

/** The money that changed hands: payouts she received and remittances she sent, in the chosen dates. */
export function SettlementList({ settlements }: { settlements: LedgerEntry[] }) {
  if (settlements.length === 0) {
    return <p className="text-sm text-stone-600">No payouts or remittances in these dates.</p>;
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
              <Icon className="h-4 w-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{LEDGER_KIND_LABELS[entry.kind]}</p>
              <p className="text-sm text-stone-600">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                {entry.note && <span className="break-words"> · {entry.note}</span>}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-stone-900">
              {received ? "Received " : "Sent "}
              {formatRupees(Math.abs(entry.amount))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
