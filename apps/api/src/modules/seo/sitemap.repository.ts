import { and, asc, gte, max, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/create-db.ts";
import { products, stores } from "../../db/schema/index.ts";
import { productIsListed, storeIsListed } from "../catalog/public-listing.ts";

/** One chunk of a sitemap: its first id (where its keyset read starts) and its newest change. */
export interface ChunkBounds {
  firstId: string;
  lastmod: Date;
}

/** One page of the sitemap: `key` is what its address names (a product's id, a store's slug). */
export interface SitemapRow {
  id: string;
  key: string;
  updatedAt: Date;
}

interface Listing {
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  updatedAt: PgColumn;
  listed: SQL;
}

/** What the public may see (decision 0019), each paged by its primary key. */
const LISTINGS = {
  products: {
    table: products,
    id: products.id,
    key: products.id,
    updatedAt: products.updatedAt,
    listed: productIsListed,
  },
  stores: {
    table: stores,
    id: stores.id,
    key: stores.slug,
    updatedAt: stores.updatedAt,
    listed: storeIsListed,
  },
} satisfies Record<string, Listing>;

export type ListingKind = keyof typeof LISTINGS;

/** The drivers answer a timestamp read through raw SQL as a Date or as text. */
const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Cuts the listed rows, in id order, into chunks of `chunkSize`: each chunk's first id and newest
 * change, in one pass over the listed rows. A chunk is then read by keyset from its first id, so
 * reading the last chunk of 100k products never walks past the ones before it (as OFFSET would).
 */
export async function chunkBounds(
  db: Executor,
  kind: ListingKind,
  chunkSize: number,
): Promise<ChunkBounds[]> {
  const listing: Listing = LISTINGS[kind];
  const numbered = db
    .select({
      id: sql<string>`${listing.id}::text`.as("id"),
      updatedAt: sql<Date>`${listing.updatedAt}`.as("updated_at"),
      chunk: sql<number>`(row_number() over (order by ${listing.id}) - 1) / ${chunkSize}`.as("chunk"),
    })
    .from(listing.table)
    .where(listing.listed)
    .as("numbered");
  const rows = await db
    .select({
      // Canonical UUID text sorts as the UUIDs do.
      firstId: sql<string>`min(${numbered.id})`,
      lastmod: sql<Date | string>`max(${numbered.updatedAt})`,
    })
    .from(numbered)
    .groupBy(numbered.chunk)
    .orderBy(numbered.chunk);
  return rows.map((r) => ({ firstId: r.firstId, lastmod: toDate(r.lastmod) }));
}

/** Up to `limit` listed rows from `firstId` on, in id order: one chunk. */
export async function rowsFrom(
  db: Executor,
  kind: ListingKind,
  firstId: string,
  limit: number,
): Promise<SitemapRow[]> {
  const listing: Listing = LISTINGS[kind];
  const rows = await db
    .select({
      id: sql<string>`${listing.id}`,
      key: sql<string>`${listing.key}`,
      updatedAt: sql<Date | string>`${listing.updatedAt}`,
    })
    .from(listing.table)
    .where(and(listing.listed, gte(listing.id, firstId)))
    .orderBy(asc(listing.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, key: r.key, updatedAt: toDate(r.updatedAt) }));
}

/** When the newest listed product of each category changed (a category with none is absent). */
export async function categoryLastmods(db: Executor): Promise<Map<string, Date>> {
  const rows = await db
    .select({ category: products.category, lastmod: max(products.updatedAt) })
    .from(products)
    .where(productIsListed)
    .groupBy(products.category);
  return new Map(rows.flatMap((r) => (r.lastmod ? [[r.category, toDate(r.lastmod)] as const] : [])));
}
