import type { Executor } from "../../db/create-db.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { findStoreListing, findStoreOwner } from "./stores.repository.ts";

export const STORE_NOT_FOUND = "Store not found";
export const NOT_YOUR_STORE = "You do not have permission to manage this store.";

/**
 * The one store-ownership guard, for every seller action on a store or on what it holds (its
 * products, orders, dashboard, details): 404 for an unknown or malformed id, 403 for another
 * seller's store.
 */
export async function requireOwnStore(db: Executor, storeId: string, sellerId: string): Promise<void> {
  const owner = isUuid(storeId) ? await findStoreOwner(db, storeId) : undefined;
  if (owner === undefined) throw notFound(STORE_NOT_FOUND);
  if (owner !== sellerId) throw forbidden(NOT_YOUR_STORE);
}

/**
 * A read of a store's things by anyone: 404 for an unknown or malformed id, like `requireOwnStore`,
 * and for a suspended seller's store unless its owner is reading (decision 0019). Answers whether
 * the reader is the owner, whose view holds her hidden listings too.
 */
export async function requireVisibleStore(
  db: Executor,
  storeId: string,
  readerId: string | undefined,
): Promise<{ ownerView: boolean }> {
  const store = isUuid(storeId) ? await findStoreListing(db, storeId) : undefined;
  const ownerView = store !== undefined && readerId === store.sellerId;
  if (!store || !(store.listed || ownerView)) throw notFound(STORE_NOT_FOUND);
  return { ownerView };
}
