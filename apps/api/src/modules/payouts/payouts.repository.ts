import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  ledgerEntries,
  payoutRuns,
  payouts,
  sellerKyc,
  sellers,
  storeBalances,
  stores,
} from "../../db/schema/index.ts";

/**
 * What a payout run may pay each store (decision 0051), from its ledger entries alone: every entry
 * not tied to an order (payouts, settlements, failed payouts put back) counts at once; an order's
 * entries count when written before the cutoff, and those written after count only as far as they
 * take money away (a refund, a return, the commission and tax of a Cash-on-Delivery order whose cash
 * she holds), never as far as they add. Answers paisa per store id; stores without entries are absent.
 */
export async function eligiblePaisa(db: Executor, cutoff: Date, storeIds?: string[]) {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  const e = ledgerEntries;
  const groups = db
    .select({
      storeId: e.storeId,
      part: sql<string>`case when ${e.orderId} is null then sum(${e.amountPaisa})
        else sum(case when ${e.createdAt} <= ${at} then ${e.amountPaisa} else 0 end)
          + least(sum(case when ${e.createdAt} > ${at} then ${e.amountPaisa} else 0 end), 0) end`.as("part"),
    })
    .from(e)
    .where(storeIds ? inArray(e.storeId, storeIds) : undefined)
    .groupBy(e.storeId, e.orderId, sql`case when ${e.orderId} is null then ${e.id} end`)
    .as("groups");
  const rows = await db
    .select({ storeId: groups.storeId, paisa: sql<string>`sum(${groups.part})` })
    .from(groups)
    .groupBy(groups.storeId);
  return new Map(rows.map((row) => [row.storeId, Number(row.paisa)]));
}

/** Stores whose seller is approved, with the account she is paid into and the balance now. */
export async function payableStores(db: Executor) {
  return db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      sellerId: sellers.id,
      balancePaisa: storeBalances.balancePaisa,
      accountType: sellerKyc.accountType,
      bankName: sellerKyc.bankName,
      iban: sellerKyc.iban,
      walletNumber: sellerKyc.walletNumber,
      accountTitle: sellerKyc.accountTitle,
    })
    .from(stores)
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .innerJoin(sellerKyc, eq(sellerKyc.sellerId, sellers.id))
    .innerJoin(storeBalances, eq(storeBalances.storeId, stores.id))
    .where(and(eq(sellers.kycStatus, "approved"), sql`${storeBalances.balancePaisa} > 0`))
    .orderBy(asc(stores.id));
}

export async function lockRun(db: Executor, id: string) {
  const [row] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id)).for("update");
  return row;
}

const lineColumns = {
  id: payouts.id,
  runId: payouts.runId,
  storeId: payouts.storeId,
  storeName: stores.name,
  sellerId: sellers.id,
  sellerName: sellers.name,
  sellerKycStatus: sellers.kycStatus,
  amountPaisa: payouts.amountPaisa,
  status: payouts.status,
  accountType: payouts.accountType,
  bankName: payouts.bankName,
  iban: payouts.iban,
  walletNumber: payouts.walletNumber,
  accountTitle: payouts.accountTitle,
  reference: payouts.reference,
  bankReference: payouts.bankReference,
  reason: payouts.reason,
  paidAt: payouts.paidAt,
  createdAt: payoutRuns.createdAt,
};
export type PayoutLine = Awaited<ReturnType<typeof runLines>>[number];

/** Payout lines with their run, store and seller joined in, as every read of lines wants them. */
const joinedLines = (db: Executor) =>
  db
    .select(lineColumns)
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .innerJoin(stores, eq(stores.id, payouts.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId));

/** The lines of some runs, each run's in store order. */
export async function runLines(db: Executor, runIds: string[]) {
  if (runIds.length === 0) return [];
  return joinedLines(db).where(inArray(payouts.runId, runIds)).orderBy(asc(stores.name), asc(payouts.id));
}

export async function findLine(db: Executor, id: string) {
  const [row] = await joinedLines(db).where(eq(payouts.id, id));
  return row;
}

/** A seller's payouts of runs that were approved, newest first. */
export async function sellerLines(db: Executor, sellerId: string) {
  return joinedLines(db)
    .where(and(eq(sellers.id, sellerId), eq(payoutRuns.status, "approved")))
    .orderBy(desc(payoutRuns.createdAt), asc(stores.name))
    .limit(200);
}

export async function recentRuns(db: Executor, limit: number) {
  return db.select().from(payoutRuns).orderBy(desc(payoutRuns.createdAt)).limit(limit);
}

export async function findRun(db: Executor, id: string) {
  const [row] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id));
  return row;
}

/** The payout entry a line posted (not a reversal of it). */
export async function findPayoutEntry(db: Executor, payoutId: string) {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.payoutId, payoutId), sql`${ledgerEntries.reversesId} is null`));
  return row;
}
