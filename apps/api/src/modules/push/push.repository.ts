import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { notifications, pushPreferences, pushSubscriptions } from "../../db/schema/index.ts";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps this device's subscription for the seller: a new endpoint adds a row, a known one is updated
 * with its keys and taken over by her (the same phone, signed in to another account).
 */
export async function upsertSubscription(
  db: Executor,
  row: { sellerId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { sellerId: row.sellerId, p256dh: row.p256dh, auth: row.auth, updatedAt: sql`now()` },
    });
}

/** Deletes her subscription of this endpoint; another account's is left alone. Answers whether one went. */
export async function deleteOwnSubscription(
  db: Executor,
  sellerId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sellerId, sellerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The push service said the subscription is gone (404/410): its row goes, unless it changed since. */
export async function deleteGoneSubscription(db: Executor, id: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function findSubscriptionsOf(db: Executor, sellerIds: string[]) {
  if (sellerIds.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, sellerId: pushSubscriptions.sellerId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.sellerId, sellerIds));
}

export async function findSubscription(db: Executor, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function markPushed(db: Executor, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastPushedAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
}

export async function findNotification(db: Executor, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** The kinds each seller chose for her phones; a seller who never chose is absent (every kind). */
export async function findPushKinds(db: Executor, sellerIds: string[]): Promise<Map<string, string[]>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ sellerId: pushPreferences.sellerId, kinds: pushPreferences.kinds })
    .from(pushPreferences)
    .where(inArray(pushPreferences.sellerId, sellerIds));
  return new Map(rows.map((row) => [row.sellerId, row.kinds]));
}

export async function savePushKinds(db: Executor, sellerId: string, kinds: string[]): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ sellerId, kinds })
    .onConflictDoUpdate({ target: pushPreferences.sellerId, set: { kinds, updatedAt: sql`now()` } });
}
