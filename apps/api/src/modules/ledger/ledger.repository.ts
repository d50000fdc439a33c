import type { LedgerEntryKind } from "@marketplace/shared/ledger-contracts";
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  ledgerEntries,
  marketplaceSettings,
  refunds,
  sellers,
  storeBalances,
  stores,
} from "../../db/schema/index.ts";

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The commission rate new orders keep, in basis points; the migration writes row 1. */
export async function findCommissionBasisPoints(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ bp: marketplaceSettings.commissionBasisPoints })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return row?.bp;
}

/** Writes the rate (row 1 even if a reset emptied the table) and answers the rate it replaced. */
export async function saveCommissionBasisPoints(
  db: Executor,
  basisPoints: number,
): Promise<number | undefined> {
  // The row lock orders two admins' changes, so each audit row's `from` is the rate it replaced.
  const [before] = await db
    .select({ bp: marketplaceSettings.commissionBasisPoints })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1))
    .for("update");
  await db
    .insert(marketplaceSettings)
    .values({ id: 1, commissionBasisPoints: basisPoints })
    .onConflictDoUpdate({
      target: marketplaceSettings.id,
      set: { commissionBasisPoints: basisPoints, updatedAt: new Date() },
    });
  return before?.bp;
}

/**
 * Adds `deltaPaisa` to the store's running balance and answers the balance after it. The row lock
 * this takes (or the insert's, for a store's first entry) holds until the transaction ends, so two
 * writers of one store take turns and each `balance_after` is exact.
 */
export async function addToBalance(db: Executor, storeId: string, deltaPaisa: number): Promise<number> {
  const [row] = await db
    .insert(storeBalances)
    .values({ storeId, balancePaisa: deltaPaisa })
    .onConflictDoUpdate({
      target: storeBalances.storeId,
      set: {
        balancePaisa: sql`${storeBalances.balancePaisa} + ${deltaPaisa}`,
        updatedAt: new Date(),
      },
    })
    .returning({ balancePaisa: storeBalances.balancePaisa });
  if (!row) throw new Error("balance upsert returned no row");
  return row.balancePaisa;
}

/** Locks the store's balance row (making it at zero if she has none) and answers the balance. */
export async function lockBalance(db: Executor, storeId: string): Promise<number> {
  await db.insert(storeBalances).values({ storeId, balancePaisa: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ balancePaisa: storeBalances.balancePaisa })
    .from(storeBalances)
    .where(eq(storeBalances.storeId, storeId))
    .for("update");
  return row?.balancePaisa ?? 0;
}

export async function findBalance(db: Executor, storeId: string): Promise<number> {
  const [row] = await db
    .select({ balancePaisa: storeBalances.balancePaisa })
    .from(storeBalances)
    .where(eq(storeBalances.storeId, storeId));
  return row?.balancePaisa ?? 0;
}

export interface NewEntry {
  storeId: string;
  kind: LedgerEntryKind;
  amountPaisa: number;
  note: string;
  orderId?: string | null;
  settlementId?: string | null;
  /** The payout run's line it pays out or puts back (issue 30). */
  payoutId?: string | null;
  reversesId?: string | null;
}

export async function insertEntry(
  db: Executor,
  entry: NewEntry & { balanceAfterPaisa: number },
): Promise<LedgerEntryRow> {
  // The clock now, not the transaction's start (`now()`): the entry is written after its balance row
  // was locked, so times follow the order in which balances were added, and the statement (by time)
  // shows each balance following from the one above even when transactions started in another order.
  const [row] = await db
    .insert(ledgerEntries)
    .values({ ...entry, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error("ledger insert returned no row");
  return row;
}

/** The order's entries that count now: not reversals themselves, and not reversed yet. */
export async function findStandingOrderEntries(db: Executor, orderId: string): Promise<LedgerEntryRow[]> {
  const reversed = db
    .select({ id: ledgerEntries.reversesId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), isNotNull(ledgerEntries.reversesId)));
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.orderId, orderId),
        isNull(ledgerEntries.reversesId),
        // A NOT IN over a list holding NULL matches nothing; the subquery names only reversals.
        notInArray(ledgerEntries.id, reversed),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** A store's entries between two instants (either end open), oldest first, like a bank statement. */
export async function findEntries(db: Executor, storeId: string, from?: Date, before?: Date) {
  const conditions: SQL[] = [eq(ledgerEntries.storeId, storeId)];
  if (from) conditions.push(gte(ledgerEntries.createdAt, from));
  if (before) conditions.push(lt(ledgerEntries.createdAt, before));
  return db
    .select()
    .from(ledgerEntries)
    .where(and(...conditions))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** A store's name and its seller's, for the operator's statement. */
export async function findStoreAndSeller(db: Executor, storeId: string) {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, sellerName: sellers.name })
    .from(stores)
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(stores.id, storeId));
  return row;
}

/** Every store with a balance row (any ledger activity), with its seller, largest amount either way first. */
export async function findBalances(db: Executor) {
  return db
    .select({
      storeId: storeBalances.storeId,
      storeName: stores.name,
      sellerName: sellers.name,
      balancePaisa: storeBalances.balancePaisa,
    })
    .from(storeBalances)
    .innerJoin(stores, eq(stores.id, storeBalances.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .orderBy(desc(sql`abs(${storeBalances.balancePaisa})`), asc(stores.name));
}

/** Net commission entries (reversals included) written in [from, now), in paisa, negative as stored. */
export async function sumCommission(db: Executor, from: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number>`coalesce(sum(${ledgerEntries.amountPaisa}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "commission"), gte(ledgerEntries.createdAt, from)));
  return Number(row?.sum ?? 0);
}

/** Paisa refunded on an order so far (decision 0035), read inside the transaction that locked it. */
export async function sumOrderRefunds(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number>`coalesce(sum(${refunds.amountPaisa}), 0)` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return Number(row?.sum ?? 0);
}
