import { createHash } from "node:crypto";
import type { ProductSavedAnswer } from "@marketplace/shared/products-contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Executor } from "../../db/create-db.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { IdempotencyRecord } from "../orders/idempotency.repository.ts";

type SavedAnswer = typeof ProductSavedAnswer._output;

/** Runs inside the product's own transaction, once its rows are written. */
export type WhileSaving = (tx: Executor, productId: string) => Promise<void>;

/** The key was claimed by a send that committed first: this one's product is rolled back. */
class KeyAlreadyUsed extends Error {
  // Never sent to anyone: caught in createProductOnce, which answers the first product instead.
  constructor(readonly record: IdempotencyRecord) {
    super();
  }
}

const findKey = async (db: Executor, sellerId: string, key: string) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, sellerId), eq(idempotencyKeys.key, key)))
  )[0];

/**
 * A product sent from the phone's draft queue carries an Idempotency-Key (issue 32): a send retried
 * after a dropped connection answers with the first product instead of adding a second. Keys share
 * the checkout's table, under a "product:" prefix so a seller's keys never meet an order's.
 *
 * The key is written inside the product's own transaction (decision 0049), with its product: a
 * server that dies mid-save leaves neither, and the same send can simply be tried again. A send
 * racing another with the same key waits on the key's primary key until the first commits, then
 * rolls its own product back and answers the first one.
 */
export async function createProductOnce(
  db: Database,
  sellerId: string,
  key: string | undefined,
  body: unknown,
  create: (whileSaving?: WhileSaving) => Promise<SavedAnswer>,
  load: (productId: string) => Promise<SavedAnswer>,
): Promise<SavedAnswer> {
  if (!key) return create();
  const storedKey = `product:${key}`;
  const hash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  const answerFor = (record: IdempotencyRecord): Promise<SavedAnswer> => {
    if (record.requestHash !== hash) {
      throw new HttpError(422, "This Idempotency-Key was already used for a different product.");
    }
    const kept = record.responseBody as Partial<SavedAnswer> & { productId?: string };
    // The full answer is kept just after the commit; a server that died in between kept the id.
    if (kept.product) return Promise.resolve(kept as SavedAnswer);
    return load(kept.productId ?? "");
  };

  // Sent before and saved: answered at once, without storing its images again.
  const before = await findKey(db, sellerId, storedKey);
  if (before?.statusCode === 201) return answerFor(before);

  let answer: SavedAnswer;
  try {
    answer = await create(async (tx, productId) => {
      const responseBody = { productId };
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ customerId: sellerId, key: storedKey, requestHash: hash, statusCode: 201, responseBody })
        .onConflictDoNothing()
        .returning();
      if (claimed) return;
      // A key left unanswered by the claim-then-save of before this change: taken over with this save.
      const [takenOver] = await tx
        .update(idempotencyKeys)
        .set({ requestHash: hash, statusCode: 201, responseBody })
        .where(
          and(
            eq(idempotencyKeys.customerId, sellerId),
            eq(idempotencyKeys.key, storedKey),
            isNull(idempotencyKeys.statusCode),
          ),
        )
        .returning();
      if (takenOver) return;
      const first = await findKey(tx, sellerId, storedKey);
      if (first) throw new KeyAlreadyUsed(first);
    });
  } catch (error) {
    if (error instanceof KeyAlreadyUsed) return answerFor(error.record);
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ responseBody: answer })
    .where(and(eq(idempotencyKeys.customerId, sellerId), eq(idempotencyKeys.key, storedKey)));
  return answer;
}
