import type { Language } from "@marketplace/shared/languages";
import type {
  AdminLedgerAnswer,
  LedgerAnswer,
  LedgerEntry,
  LedgerQuery,
} from "@marketplace/shared/ledger-contracts";
import type { SellerLedgerAnswer } from "@marketplace/shared/marketplace-accounts";
import { paisaToRupees } from "@marketplace/shared/money";
import { orderNumber } from "@marketplace/shared/order-number";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@marketplace/shared/order-statuses";
import { translateMessage } from "@marketplace/shared/server-messages";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { endOfPakistanDay, startOfPakistanDay } from "../../lib/pakistan-days.ts";
import { isUuid } from "../../lib/uuid.ts";
import { requireOwnStore, STORE_NOT_FOUND } from "../stores/store-ownership.ts";
import { basisPointsToPercent, commissionPaisa } from "./commission-settings.ts";
import * as courierCash from "./courier-cash.repository.ts";
import * as repo from "./ledger.repository.ts";
import { payHunarmand } from "./marketplace-accounts.ts";
import { type RefundedOrder, refundEntries } from "./refund-entries.ts";

/** What the ledger reads of an order: its money, its rate, where it stands and whether it counts now. */
export interface LedgerOrder {
  id: string;
  storeId: string;
  paymentMethod: PaymentMethod;
  itemsPaisa: number;
  /** What discounts took off the items (issue 31): commission is on what the buyer paid for them. */
  discountPaisa: number;
  /** The marketplace's part of the discount (a campaign it funds), which it owes the store. */
  marketplaceDiscountPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
  commissionBasisPoints: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  inLedger: boolean;
}

/** An order is in its store's ledger exactly while it is Delivered and Paid (decision 0020). */
export const countsInLedger = (order: Pick<LedgerOrder, "orderStatus" | "paymentStatus">) =>
  order.orderStatus === "Delivered" && order.paymentStatus === "Paid";

export { commissionPaisa };

const percent = (basisPoints: number) => `${basisPointsToPercent(basisPoints)}%`;

/** Writes entries one after another, each adding to the store's running balance. */
export async function postEntries(tx: Executor, entries: repo.NewEntry[]): Promise<repo.LedgerEntryRow[]> {
  const written: repo.LedgerEntryRow[] = [];
  for (const entry of entries) {
    const balanceAfterPaisa = await repo.addToBalance(tx, entry.storeId, entry.amountPaisa);
    written.push(await repo.insertEntry(tx, { ...entry, balanceAfterPaisa }));
  }
  return written;
}

/**
 * Who took the buyer's cash at the door, the one rule that tells a Cash-on-Delivery order's entries
 * apart (decision 0042): the courier that booked the parcel for the marketplace (it owes the cash to
 * the marketplace, which owes the store), else the seller (she holds it). Null: paid before delivery.
 */
export type CashCollector = { by: "seller" } | { by: "courier"; code: string; name: string };

export async function cashCollector(
  tx: Executor,
  order: Pick<LedgerOrder, "id" | "paymentMethod">,
): Promise<CashCollector | null> {
  if (order.paymentMethod !== "Cash on Delivery") return null;
  const courier = await courierCash.findBookingCourier(tx, order.id);
  return courier ? { by: "courier", ...courier } : { by: "seller" };
}

function orderEntries(order: LedgerOrder, collector: CashCollector | null): repo.NewEntry[] {
  const number = orderNumber(order.id);
  const base = { storeId: order.storeId, orderId: order.id };
  const entries: repo.NewEntry[] = [
    {
      ...base,
      kind: "sale",
      amountPaisa: order.totalPaisa,
      note:
        collector?.by === "courier"
          ? `Order ${number} delivered, its cash collected by ${collector.name} for the marketplace`
          : `Order ${number} delivered and paid`,
    },
  ];
  if (collector?.by === "seller") {
    entries.push({
      ...base,
      kind: "collected-by-seller",
      amountPaisa: -order.totalPaisa,
      note: `Order ${number}: cash collected by the seller on delivery`,
    });
  }
  entries.push(
    {
      ...base,
      kind: "commission",
      amountPaisa: -commissionPaisa(order.itemsPaisa - order.discountPaisa, order.commissionBasisPoints),
      note: `Order ${number}: commission at ${percent(order.commissionBasisPoints)} of the items`,
    },
    {
      ...base,
      kind: "tax",
      amountPaisa: -order.taxPaisa,
      note: `Order ${number}: sales tax, filed by the marketplace`,
    },
    {
      ...base,
      kind: "campaign-funding",
      amountPaisa: order.marketplaceDiscountPaisa,
      note: `Order ${number}: the marketplace's part of the campaign discount`,
    },
  );
  // A 0% commission (or an order without tax) is not worth a line on the statement.
  return entries.filter((e) => e.amountPaisa !== 0);
}

/** Why an order stopped counting, for its reversals' notes. */
function whyReversed(order: LedgerOrder): string {
  return order.orderStatus !== "Delivered"
    ? `order ${order.orderStatus.toLowerCase()}`
    : `payment marked ${order.paymentStatus.toLowerCase()}`;
}

/**
 * Brings an order's ledger entries in line with where it stands now, inside the transaction that
 * changed it (its row is locked there, so the `inLedger` flag read with it cannot go stale and no
 * order is counted twice): the entries when it becomes Delivered and Paid, their reversals when it
 * stops being either. Answers whether the order counts now, for the caller to store.
 */
export async function syncOrderLedger(tx: Executor, order: LedgerOrder): Promise<boolean> {
  const counts = countsInLedger(order);
  if (counts === order.inLedger) return counts;
  if (counts) {
    // Refunds recorded while it did not count (decision 0035) count again with it.
    const refunded = await repo.sumOrderRefunds(tx, order.id);
    const collector = await cashCollector(tx, order);
    await postEntries(tx, [
      ...orderEntries(order, collector),
      ...(refunded > 0 ? refundEntries(order, 0, refunded) : []),
    ]);
    // The courier owes the marketplace the cash from now on; once per order, even if it counts again.
    if (collector?.by === "courier") {
      await courierCash.insertCourierCash(tx, [
        {
          courierCode: collector.code,
          orderId: order.id,
          kind: "collected",
          amountPaisa: order.totalPaisa,
          source: "delivery",
        },
      ]);
    }
    return true;
  }
  const why = whyReversed(order);
  const standing = await repo.findStandingOrderEntries(tx, order.id);
  await postEntries(
    tx,
    standing.map((entry) => ({
      storeId: entry.storeId,
      orderId: entry.orderId,
      kind: entry.kind,
      amountPaisa: -entry.amountPaisa,
      reversesId: entry.id,
      note: `Reversed (${why}): ${entry.note}`,
    })),
  );
  return false;
}

/**
 * Posts a refund's entries when its order counts in the ledger now (the caller holds the order's row
 * lock, so `inLedger` cannot change under it); an order that does not count posts nothing, and its
 * refunds join its entries if it starts counting later (`syncOrderLedger`).
 */
export async function postRefund(
  tx: Executor,
  order: RefundedOrder & { inLedger: boolean },
  beforePaisa: number,
  amountPaisa: number,
): Promise<void> {
  if (order.inLedger) await postEntries(tx, refundEntries(order, beforePaisa, amountPaisa));
}

/** An entry as answers show it; its note in `language` when the ledger wrote it (not a person). */
export const ledgerEntryJson = (row: repo.LedgerEntryRow, language: Language = "en"): LedgerEntry => ({
  _id: row.id,
  kind: row.kind,
  orderId: row.orderId,
  amount: paisaToRupees(row.amountPaisa),
  balanceAfter: paisaToRupees(row.balanceAfterPaisa),
  createdAt: row.createdAt.toISOString(),
  note: translateMessage(row.note, language),
});

function dayBound(field: "from" | "to", day: string | undefined, toInstant: (d: string) => Date | undefined) {
  if (day === undefined) return undefined;
  const instant = toInstant(day);
  if (instant) return instant;
  const message = `${day} is not a date on the calendar.`;
  throw badRequest(message, [{ field, message }]);
}

/**
 * A store's statement: its entries from `from` to `to` (Pakistan days, both included), oldest first
 * like a bank statement so each line's balance follows from the one above, and the balance now.
 */
async function readStatement(
  db: Database,
  storeId: string,
  query: LedgerQuery,
  language: Language,
): Promise<Omit<LedgerAnswer, "success">> {
  const from = dayBound("from", query.from, startOfPakistanDay);
  const before = dayBound("to", query.to, endOfPakistanDay);
  if (from && before && from >= before) {
    const message = "The start date must be on or before the end date.";
    throw badRequest(message, [{ field: "from", message }]);
  }
  const rows = await repo.findEntries(db, storeId, from, before);
  return {
    balance: paisaToRupees(await repo.findBalance(db, storeId)),
    entries: rows.map((row) => ledgerEntryJson(row, language)),
  };
}

/**
 * The owner's statement of her store. A suspended seller can still read it: what she owes or is
 * owed does not go away.
 */
export async function storeLedger(
  db: Database,
  sellerId: string,
  storeId: string,
  query: LedgerQuery,
  language: Language = "en",
): Promise<Omit<SellerLedgerAnswer, "success">> {
  await requireOwnStore(db, storeId, sellerId);
  return {
    ...(await readStatement(db, storeId, query, language)),
    payHunarmand: await payHunarmand(db, storeId),
  };
}

/** The operator's view of any store's statement (whatever its seller's status), naming the store. */
export async function storeLedgerForAdmin(
  db: Database,
  storeId: string,
  query: LedgerQuery,
  language: Language = "en",
): Promise<Omit<AdminLedgerAnswer, "success">> {
  const store = isUuid(storeId) ? await repo.findStoreAndSeller(db, storeId) : undefined;
  if (!store) throw notFound(STORE_NOT_FOUND);
  return {
    store: { _id: store.id, name: store.name, sellerName: store.sellerName },
    ...(await readStatement(db, storeId, query, language)),
  };
}
