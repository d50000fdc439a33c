import type { SellerStatus } from "@marketplace/shared/admin-contracts";
import type { Category } from "@marketplace/shared/categories";
import type { HelperRole } from "@marketplace/shared/store-helpers-contracts";
import { and, desc, eq, ilike, isNotNull, like, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { sellers, storeHelpers, stores, storeViews } from "../../db/schema/index.ts";
import { storeIsListed } from "../catalog/public-listing.ts";

export type StoreRow = typeof stores.$inferSelect;
export interface SellerRef {
  id: string;
  name: string;
  email: string;
  /** The Hunarmand team checked her (decision 0018): shoppers see "Verified" (issue 34, item 5). */
  verified: boolean;
}

const VERIFIED: SellerStatus = "verified";
const withSeller = {
  store: stores,
  seller: {
    id: sellers.id,
    name: sellers.name,
    email: sellers.email,
    verified: sql<boolean>`(${sellers.status} = ${VERIFIED})`,
  },
};
/** One store with its seller, and whether the public may see it (decision 0019). */
const oneStore = { ...withSeller, listed: sql<boolean>`${storeIsListed}` };

/** Stores by category, name or owner; `listedOnly` leaves out suspended sellers' (every public list). */
export async function findStores(
  db: Executor,
  filters: { category?: Category; search?: string; sellerId?: string; listedOnly: boolean },
) {
  const conditions: Array<SQL | undefined> = [
    filters.listedOnly ? storeIsListed : undefined,
    filters.category ? eq(stores.category, filters.category) : undefined,
    filters.sellerId ? eq(stores.sellerId, filters.sellerId) : undefined,
    filters.search
      ? ilike(stores.name, `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
  ];
  return db
    .select(withSeller)
    .from(stores)
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(and(...conditions))
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(500);
}

export async function findStoreById(db: Executor, id: string) {
  const [row] = await db
    .select(oneStore)
    .from(stores)
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(stores.id, id));
  return row;
}

export async function findStoreBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select(oneStore)
    .from(stores)
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(stores.slug, slug));
  return row;
}

/** The slugs of other stores that are `base` or `base-<anything>` (slugs hold no LIKE wildcards). */
export async function findSlugsStartingWith(
  db: Executor,
  base: string,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ slug: stores.slug })
    .from(stores)
    .where(
      and(
        or(eq(stores.slug, base), like(stores.slug, `${base}-%`)),
        exceptId ? sql`${stores.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.map((r) => r.slug);
}

/** Store names are citext: "Noor Crochet" and "noor crochet" are the same name. */
export async function isNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.name, name), exceptId ? sql`${stores.id} <> ${exceptId}` : undefined));
  return !!row;
}

/** Throws a unique violation when another store took the name or the slug first. */
export async function insertStore(db: Executor, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  if (!row) throw new Error("The store was not inserted.");
  return row;
}

export async function updateStore(db: Executor, id: string, patch: Partial<typeof stores.$inferInsert>) {
  await db.update(stores).set(patch).where(eq(stores.id, id));
}

/** The store's owner and whether the public may see it, or undefined when there is no such store. */
export async function findStoreListing(db: Executor, storeId: string) {
  const [row] = await db
    .select({ sellerId: stores.sellerId, listed: sql<boolean>`${storeIsListed}` })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/** A seller's status and the admin's reason for it (decision 0018). */
export async function findSellerStanding(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ status: sellers.status, statusReason: sellers.statusReason })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/**
 * The seller who owns the store and, when `sellerId` is one of its helpers who accepted, her role
 * (decision 0054): one primary-key lookup per guarded request, never cached, so a removed helper is
 * refused from her next request. Undefined when there is no such store.
 */
export async function findStoreAccess(
  db: Executor,
  storeId: string,
  sellerId: string,
): Promise<{ ownerId: string; helperRole: HelperRole | null } | undefined> {
  const [row] = await db
    .select({ ownerId: stores.sellerId, helperRole: storeHelpers.role })
    .from(stores)
    .leftJoin(
      storeHelpers,
      and(
        eq(storeHelpers.storeId, stores.id),
        eq(storeHelpers.helperId, sellerId),
        isNotNull(storeHelpers.acceptedAt),
      ),
    )
    .where(eq(stores.id, storeId));
  return row;
}

/** Counts a visitor once per store per day. */
export async function recordView(
  db: Executor,
  storeId: string,
  visitorHash: string,
  day: string,
): Promise<void> {
  const inserted = await db
    .insert(storeViews)
    .values({ storeId, visitorHash, day })
    .onConflictDoNothing()
    .returning({ storeId: storeViews.storeId });
  if (inserted.length === 1) {
    await db
      .update(stores)
      // A view is not an edit: updatedAt (otherwise bumped on every update) stays as it was.
      .set({ viewCount: sql`${stores.viewCount} + 1`, updatedAt: sql`${stores.updatedAt}` })
      .where(eq(stores.id, storeId));
  }
}
