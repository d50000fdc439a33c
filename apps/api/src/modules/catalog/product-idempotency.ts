import { createHash } from "node:crypto";
import type { ProductSavedAnswer } from "@marketplace/shared/products-contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/create-db.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { conflict, HttpError } from "../../lib/http-error.ts";
import { claimIdempotencyKey, completeIdempotencyKey } from "../orders/idempotency.repository.ts";

type SavedAnswer = typeof ProductSavedAnswer._output;

/**
 * A product sent from the phone's draft queue carries an Idempotency-Key (issue 32): a send retried
 * after a dropped connection answers with the first product instead of adding a second. Keys share
 * the checkout's table, under a "product:" prefix so a seller's keys never meet an order's.
 */
export async function createProductOnce(
  db: Database,
  sellerId: string,
  key: string | undefined,
  body: unknown,
  create: () => Promise<SavedAnswer>,
): Promise<SavedAnswer> {
  if (!key) return create();
  const storedKey = `product:${key}`;
  const hash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  const existing = await claimIdempotencyKey(db, sellerId, storedKey, hash);
  if (existing) {
    if (existing.requestHash !== hash) {
      throw new HttpError(422, "This Idempotency-Key was already used for a different product.");
    }
    // Only a saved product's answer is kept; none yet means the first send is still running.
    if (existing.statusCode !== 201)
      throw conflict("This product is still being saved. Please wait a moment.");
    return existing.responseBody as SavedAnswer;
  }
  try {
    const answer = await create();
    await completeIdempotencyKey(db, sellerId, storedKey, 201, answer);
    return answer;
  } catch (error) {
    // Nothing was saved: the key is let go so the same send can be tried again.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.customerId, sellerId),
          eq(idempotencyKeys.key, storedKey),
          isNull(idempotencyKeys.statusCode),
        ),
      );
    throw error;
  }
}
