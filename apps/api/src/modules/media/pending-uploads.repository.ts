import { and, asc, eq, inArray, lt, ne, or } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { orderItems, pendingUploads, productImages, products, stores } from "../../db/schema/index.ts";

export type PendingUploadRow = typeof pendingUploads.$inferSelect;

export async function insertPendingUpload(
  db: Executor,
  sellerId: string,
  image: { url: string; thumbUrl: string },
): Promise<void> {
  await db
    .insert(pendingUploads)
    .values({ sellerId, ...image })
    .onConflictDoNothing();
}

/** Puts rows back as they were (their age included), so the next sweep tries their files again. */
export async function restorePendingUploads(db: Executor, rows: PendingUploadRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(pendingUploads).values(rows).onConflictDoNothing();
}

/** Deletes the rows of these images that `ownerId` uploaded and answers their urls. */
export async function deletePendingUploads(
  db: Executor,
  ownerId: string,
  urls: string[],
): Promise<Set<string>> {
  return urlsAmong(urls, () =>
    db
      .delete(pendingUploads)
      .where(and(inArray(pendingUploads.url, urls), eq(pendingUploads.sellerId, ownerId)))
      .returning({ url: pendingUploads.url }),
  );
}

/** Which of these image urls are pending for an account other than `ownerId`. */
export async function findUploadsPendingForOthers(
  db: Executor,
  ownerId: string,
  urls: string[],
): Promise<Set<string>> {
  return urlsAmong(urls, () =>
    db
      .select({ url: pendingUploads.url })
      .from(pendingUploads)
      .where(and(inArray(pendingUploads.url, urls), ne(pendingUploads.sellerId, ownerId))),
  );
}

/** Which of these image urls a product of one of `sellerId`'s stores shows. */
export async function findImageUrlsOfSeller(
  db: Executor,
  sellerId: string,
  urls: string[],
): Promise<Set<string>> {
  return urlsAmong(urls, () =>
    db
      .select({ url: productImages.url })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(inArray(productImages.url, urls), eq(stores.sellerId, sellerId))),
  );
}

/**
 * Deletes and answers up to `limit` rows created before `cutoff`. Rows a product save holds are
 * skipped, and a save that comes after finds its row gone: the two never both win.
 */
export async function takePendingUploadsBefore(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<PendingUploadRow[]> {
  const oldest = db
    .select({ url: pendingUploads.url })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, cutoff))
    .orderBy(asc(pendingUploads.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.delete(pendingUploads).where(inArray(pendingUploads.url, oldest)).returning();
}

/** Which of these image urls a product, a store (logo, banner) or a past order item shows. */
export async function findImageUrlsInUse(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  // One after another: inside a transaction they share one connection.
  const images = await db
    .select({ url: productImages.url, thumbUrl: productImages.thumbUrl })
    .from(productImages)
    .where(or(inArray(productImages.url, urls), inArray(productImages.thumbUrl, urls)));
  const storeImages = await db
    .select({ logo: stores.logoUrl, banner: stores.bannerUrl })
    .from(stores)
    .where(or(inArray(stores.logoUrl, urls), inArray(stores.bannerUrl, urls)));
  const orderImages = await db
    .selectDistinct({ image: orderItems.productImage })
    .from(orderItems)
    .where(inArray(orderItems.productImage, urls));
  const found = [
    ...images.flatMap((r) => [r.url, r.thumbUrl]),
    ...storeImages.flatMap((r) => [r.logo, r.banner]),
    ...orderImages.map((r) => r.image),
  ];
  const wanted = new Set(urls);
  return new Set(found.filter((u): u is string => u !== null && wanted.has(u)));
}

/** The urls a query about `urls` answers, as a set; an empty list asks the database nothing. */
async function urlsAmong(urls: string[], query: () => Promise<Array<{ url: string }>>): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  return new Set((await query()).map((row) => row.url));
}
