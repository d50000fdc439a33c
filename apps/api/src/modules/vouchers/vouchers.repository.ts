import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { orderDiscounts, products, stores, vouchers } from "../../db/schema/index.ts";

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;
export type NewOrderDiscount = typeof orderDiscounts.$inferInsert;

export async function insertVoucher(db: Executor, row: NewVoucher) {
  const [created] = await db.insert(vouchers).values(row).onConflictDoNothing().returning();
  return created;
}

export const findStoreVouchers = (db: Executor, storeId: string) =>
  db.select().from(vouchers).where(eq(vouchers.storeId, storeId)).orderBy(desc(vouchers.createdAt));

/** A voucher with its store's owner, locked for a change (two edits of one code wait for each other). */
export async function lockVoucherWithOwner(db: Executor, id: string) {
  const [row] = await db
    .select({ voucher: vouchers, sellerId: stores.sellerId })
    .from(vouchers)
    .innerJoin(stores, eq(stores.id, vouchers.storeId))
    .where(eq(vouchers.id, id))
    .for("update", { of: vouchers });
  return row;
}

export async function updateVoucher(db: Executor, id: string, patch: Partial<NewVoucher>) {
  const [row] = await db.update(vouchers).set(patch).where(eq(vouchers.id, id)).returning();
  return row;
}

/** How many of `ids` are products of the store (a code may only name its own store's). */
export async function countStoreProducts(db: Executor, storeId: string, ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  return row?.n ?? 0;
}

/** The vouchers with any of `codes` among the checkout's stores, with their stores' names. */
export async function findVouchersByCode(db: Executor, storeIds: string[], codes: string[]) {
  if (storeIds.length === 0 || codes.length === 0) return [];
  return db
    .select({ voucher: vouchers, storeName: stores.name })
    .from(vouchers)
    .innerJoin(stores, eq(stores.id, vouchers.storeId))
    .where(and(inArray(vouchers.storeId, storeIds), inArray(vouchers.code, codes)))
    .orderBy(asc(vouchers.id));
}

/**
 * One more use of a code and the discount it gave, only while it has uses left. The row lock this
 * takes lines up every checkout using the code until its transaction ends, so of many buyers racing
 * for the last use exactly one gets it; the others find no row to raise.
 */
export async function claimVoucherUse(db: Executor, id: string, amountPaisa: number) {
  const [row] = await db
    .update(vouchers)
    .set({
      uses: sql`${vouchers.uses} + 1`,
      discountGivenPaisa: sql`${vouchers.discountGivenPaisa} + ${amountPaisa}`,
    })
    .where(and(eq(vouchers.id, id), or(isNull(vouchers.usageLimit), lt(vouchers.uses, vouchers.usageLimit))))
    .returning({ id: vouchers.id });
  return row !== undefined;
}

/** Orders this buyer has placed with the code. */
export async function countCustomerUses(db: Executor, voucherId: string, customerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orderDiscounts)
    .where(and(eq(orderDiscounts.voucherId, voucherId), eq(orderDiscounts.customerId, customerId)));
  return row?.n ?? 0;
}

export async function insertOrderDiscounts(db: Executor, rows: NewOrderDiscount[]) {
  if (rows.length === 0) return [];
  return db.insert(orderDiscounts).values(rows).returning();
}
