import type { LedgerEntry } from "@marketplace/shared/ledger-contracts";
import { orderNumber } from "@marketplace/shared/order-number";
import { pakistanDateTime } from "../../lib/pakistan-days.ts";

const HEADER = ["Date", "Kind", "Order", "Note", "Amount (Rs)", "Balance after (Rs)"];

/**
 * A text cell a spreadsheet must show as text: one starting with = + - @ (or a tab or carriage
 * return) would run as a formula when opened (CSV injection), so it gets a leading apostrophe.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The statement as CSV (RFC 4180: CRLF lines, quoted cells where needed), oldest entry first. */
export function ledgerCsv(entries: LedgerEntry[]): string {
  const rows = entries.map((e) => [
    pakistanDateTime(new Date(e.createdAt)),
    textCell(e.kind),
    e.orderId ? orderNumber(e.orderId) : "",
    textCell(e.note),
    // Numbers the server wrote: a minus sign here is a negative amount, not a formula.
    e.amount.toFixed(2),
    e.balanceAfter.toFixed(2),
  ]);
  return [HEADER, ...rows]
    .map((cells) => cells.join(","))
    .join("\r\n")
    .concat("\r\n");
}
