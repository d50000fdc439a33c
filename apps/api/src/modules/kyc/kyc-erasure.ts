import { eq, lte } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { kycDocuments, kycErasures, sellerKyc } from "../../db/schema/index.ts";

/** How long a closed account's identity documents and details are kept (decision 0051). */
export const KYC_KEPT_AFTER_CLOSING_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Marks her documents and details for deletion 90 days from now (called when she closes her account). */
export async function scheduleKycErasure(tx: Executor, sellerId: string, now = new Date()) {
  const dueAt = new Date(now.getTime() + KYC_KEPT_AFTER_CLOSING_DAYS * DAY_MS);
  await tx.insert(kycErasures).values({ sellerId, dueAt }).onConflictDoNothing();
}

/** Deletes the photos and details whose time has come; answers how many sellers' were deleted. */
export async function eraseDueKyc(db: Executor, now = new Date()): Promise<number> {
  const due = await db.select().from(kycErasures).where(lte(kycErasures.dueAt, now));
  for (const { sellerId } of due) {
    await db.delete(kycDocuments).where(eq(kycDocuments.sellerId, sellerId));
    await db.delete(sellerKyc).where(eq(sellerKyc.sellerId, sellerId));
    await db.delete(kycErasures).where(eq(kycErasures.sellerId, sellerId));
  }
  return due.length;
}
