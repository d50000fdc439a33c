import type { Executor } from "../../db/create-db.ts";
import { forbidden } from "../../lib/http-error.ts";
import { findSellerStanding } from "./stores.repository.ts";

/** What a suspended seller is told when she tries to change her listings, with the admin's reason. */
export function suspendedMessage(reason: string | null): string {
  const why = reason?.trim().replace(/[.!]+$/, "");
  return why
    ? `Your seller account is suspended: ${why}. Contact Hunarmand to restore it.`
    : "Your seller account is suspended. Contact Hunarmand to restore it.";
}

/**
 * The one guard on a seller's listing changes (decision 0019): a suspended seller may not add, change
 * or delete products, upload their images, or open or change stores (403 with the reason). Reads and
 * her existing orders are not guarded here: she still runs those.
 */
export async function requireNotSuspended(db: Executor, sellerId: string): Promise<void> {
  const standing = await findSellerStanding(db, sellerId);
  if (standing?.status === "suspended") throw forbidden(suspendedMessage(standing.statusReason));
}

/** What a helper is told when the store's owner is suspended (decision 0054). */
export const suspendedStoreMessage =
  "This store's owner is suspended, so its listings cannot be changed. She can contact Hunarmand to restore it.";
