import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key inside the order's transaction. A concurrent request with the same key waits on the
 * primary key until the first commits, then finds its stored answer.
 */
export async function claimIdempotencyKey(
  db: Executor,
  customerId: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyRecord | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 1) return null;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return existing ?? null;
}

export async function completeIdempotencyKey(
  db: Executor,
  customerId: string,
  key: string,
  statusCode: number,
  responseBody: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, responseBody })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
}
