import { ADMIN_SELLERS_PER_PAGE, type SellerStatus } from "@marketplace/shared/admin-contracts";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { adminAudit, sellers, stores } from "../../db/schema/index.ts";
import { escapeLike } from "../catalog/products.repository.ts";

export type SellerRow = typeof sellers.$inferSelect;

export interface SellerListFilters {
  status?: SellerStatus;
  search?: string;
  page: number;
}

/** Sellers by status and a search over name, e-mail and phone, newest first, with their stores. */
export async function listSellers(db: Executor, filters: SellerListFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(sellers.status, filters.status));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const match = or(
      ilike(sellers.name, pattern),
      ilike(sellers.email, pattern),
      ilike(sellers.phone, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(sellers).where(where);
  const rows = await db
    .select()
    .from(sellers)
    .where(where)
    .orderBy(desc(sellers.createdAt), desc(sellers.id))
    .limit(ADMIN_SELLERS_PER_PAGE)
    .offset((filters.page - 1) * ADMIN_SELLERS_PER_PAGE);
  const owned = rows.length
    ? await db
        .select({ id: stores.id, name: stores.name, sellerId: stores.sellerId })
        .from(stores)
        .where(
          inArray(
            stores.sellerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(stores.createdAt))
    : [];
  return { rows, stores: owned, total: total?.n ?? 0 };
}

export async function storesOf(db: Executor, sellerId: string) {
  return db
    .select({ id: stores.id, name: stores.name, sellerId: stores.sellerId })
    .from(stores)
    .where(eq(stores.sellerId, sellerId))
    .orderBy(asc(stores.createdAt));
}

/** Locks the seller's row for the status change, so two admins' changes are audited in order. */
export async function findSellerForUpdate(db: Executor, id: string): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).for("update");
  return row;
}

export async function setSellerStatus(db: Executor, id: string, status: SellerStatus, reason: string | null) {
  const [row] = await db
    .update(sellers)
    .set({ status, statusReason: reason })
    .where(eq(sellers.id, id))
    .returning();
  return row;
}

export async function insertAudit(db: Executor, values: typeof adminAudit.$inferInsert) {
  const [row] = await db.insert(adminAudit).values(values).returning();
  return row;
}
