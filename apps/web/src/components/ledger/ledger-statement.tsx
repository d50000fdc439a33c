import type { LedgerEntry } from "@marketplace/shared/ledger-contracts";
import { orderNumber } from "@marketplace/shared/order-number";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/format-date.ts";
import { type LedgerKindLabels, signedRupees } from "./ledger-amounts.ts";

/*
 * One table for every screen: from the `sm` width up it is a table; on a phone each row stacks into
 * a card and each cell shows its column's name before its value (the header row is then only read
 * by screen readers).
 */
const CELL = "flex justify-between gap-4 px-3 py-1 sm:table-cell sm:px-3 sm:py-2.5";
const LABELLED =
  "before:font-medium before:text-stone-500 before:content-[attr(data-label)] sm:before:content-none";

/*
 * Amounts and order numbers sit in <bdi>: on a right-to-left page "−Rs 480" would otherwise read
 * "Rs 480−" and "#ABCD1234" lose its "#" to the far end (issue 34, item 11).
 */

/** A store's statement: every entry in the chosen dates with the balance after it, named for its reader. */
export function LedgerStatement({ entries, labels }: { entries: LedgerEntry[]; labels: LedgerKindLabels }) {
  const { t, language } = useT(messages);
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{t("common.ledger.caption")}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-stone-200 text-start text-stone-600">
          <th scope="col" className="px-3 py-2 font-medium">
            {t("common.ledger.date")}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t("common.ledger.what")}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t("common.ledger.order")}
          </th>
          <th scope="col" className="px-3 py-2 text-end font-medium">
            {t("common.ledger.amount")}
          </th>
          <th scope="col" className="px-3 py-2 text-end font-medium">
            {t("common.ledger.balanceAfter")}
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
        {entries.map((entry) => {
          return (
            <tr
              key={entry._id}
              className="block rounded-xl py-2 ring-1 ring-stone-200 sm:table-row sm:rounded-none sm:border-b sm:border-stone-100 sm:py-0 sm:ring-0"
            >
              <td data-label={t("common.ledger.date")} className={cn(CELL, LABELLED, "whitespace-nowrap")}>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, { language })}</time>
              </td>
              <td data-label={t("common.ledger.what")} className={cn(CELL, LABELLED)}>
                <span className="text-end sm:text-start">
                  <span className="font-medium text-stone-900">{labels[entry.kind]}</span>
                  {entry.note && (
                    <span className="block text-xs break-words text-stone-600">{entry.note}</span>
                  )}
                </span>
              </td>
              <td data-label={t("common.ledger.order")} className={cn(CELL, LABELLED, "font-mono")}>
                {entry.orderId ? <bdi>#{orderNumber(entry.orderId)}</bdi> : "—"}
              </td>
              <td
                data-label={t("common.ledger.amount")}
                className={cn(
                  CELL,
                  LABELLED,
                  "font-semibold whitespace-nowrap sm:text-end",
                  entry.amount < 0 ? "text-red-800" : "text-emerald-800",
                )}
              >
                <bdi>{signedRupees(entry.amount)}</bdi>
              </td>
              <td
                data-label={t("common.ledger.balanceAfter")}
                className={cn(CELL, LABELLED, "whitespace-nowrap sm:text-end")}
              >
                <bdi>{signedRupees(entry.balanceAfter)}</bdi>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
