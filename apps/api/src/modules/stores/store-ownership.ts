import { type HelperRole, helperMay, type StoreWork } from "@marketplace/shared/store-helpers-contracts";
import type { Executor } from "../../db/create-db.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { suspendedStoreMessage } from "./seller-suspension.ts";
import { findSellerStanding, findStoreAccess, findStoreListing } from "./stores.repository.ts";

export const STORE_NOT_FOUND = "Store not found";
export const NOT_YOUR_STORE = "You do not have permission to manage this store.";

/** Who is working on a store: its owner, or a helper of hers in the role she accepted. */
export interface StoreAccess {
  storeId: string;
  ownerId: string;
  /** The signed-in seller doing the work. */
  actorId: string;
  /** Null for the owner; the helper's role otherwise (decision 0054). */
  helperRole: HelperRole | null;
}

/**
 * The one store guard, for every seller action on a store or on what it holds (its products,
 * orders, messages, dashboard, details, money): 404 for an unknown or malformed id. Then one rule
 * (decision 0054): the owner may do anything; a helper only the `work` her role allows
 * (`HELPER_ROLE_WORK` in packages/shared); anyone else, and a helper asking for what her role does
 * not allow or for the owner's own work (`"owner"`: money, identity, vouchers, store details,
 * helpers), gets 403 with one message. The helper row is read on every call, so a removed helper is
 * refused from her next request.
 */
export async function requireStoreAccess(
  db: Executor,
  storeId: string,
  sellerId: string,
  work: StoreWork | "owner",
): Promise<StoreAccess> {
  const found = isUuid(storeId) ? await findStoreAccess(db, storeId, sellerId) : undefined;
  if (found === undefined) throw notFound(STORE_NOT_FOUND);
  const access = accessFor(found, storeId, sellerId, work);
  if (!access) throw forbidden(NOT_YOUR_STORE);
  return access;
}

/** The rule itself: what `requireStoreAccess` lets through, or null for its 403. */
function accessFor(
  found: { ownerId: string; helperRole: HelperRole | null },
  storeId: string,
  sellerId: string,
  work: StoreWork | "owner",
): StoreAccess | null {
  const access = { storeId, ownerId: found.ownerId, actorId: sellerId };
  if (found.ownerId === sellerId) return { ...access, helperRole: null };
  if (work !== "owner" && found.helperRole !== null && helperMay(found.helperRole, work)) {
    return { ...access, helperRole: found.helperRole };
  }
  return null;
}

/**
 * The same rule for a guard that answers with its own message (a conversation's): the access, or
 * null when the store is unknown or the seller may not do this work on it.
 */
export async function findWorkAccess(
  db: Executor,
  storeId: string,
  sellerId: string,
  work: StoreWork,
): Promise<StoreAccess | null> {
  const found = isUuid(storeId) ? await findStoreAccess(db, storeId, sellerId) : undefined;
  return found === undefined ? null : accessFor(found, storeId, sellerId, work);
}

/** The owner's own work on her store: its money, details, vouchers and helpers. */
export async function requireOwnStore(db: Executor, storeId: string, sellerId: string): Promise<void> {
  await requireStoreAccess(db, storeId, sellerId, "owner");
}

/**
 * A helper changes the listings of a store whose owner is suspended no more than the owner may
 * (decision 0019): 403. The owner's own suspension is `requireNotSuspended`'s.
 */
export async function requireOwnerNotSuspended(db: Executor, access: StoreAccess): Promise<void> {
  if (access.helperRole === null) return;
  const standing = await findSellerStanding(db, access.ownerId);
  if (standing?.status === "suspended") throw forbidden(suspendedStoreMessage);
}

/**
 * Whether a reader sees the store as its owner does, her hidden listings too: its owner, and a
 * helper whose role edits its products.
 */
export async function seesStoreAsOwner(
  db: Executor,
  store: { id: string; sellerId: string },
  readerId: string | undefined,
): Promise<boolean> {
  if (readerId === undefined) return false;
  if (store.sellerId === readerId) return true;
  return (await findWorkAccess(db, store.id, readerId, "products")) !== null;
}

/**
 * A read of a store's things by anyone: 404 for an unknown or malformed id, like `requireStoreAccess`,
 * and for a suspended seller's store unless its owner (or a catalog helper) is reading (decision
 * 0019). Answers whether the reader sees it as its owner, with her hidden listings too.
 */
export async function requireVisibleStore(
  db: Executor,
  storeId: string,
  readerId: string | undefined,
): Promise<{ ownerView: boolean }> {
  const store = isUuid(storeId) ? await findStoreListing(db, storeId) : undefined;
  const ownerView =
    store !== undefined && (await seesStoreAsOwner(db, { id: storeId, sellerId: store.sellerId }, readerId));
  if (!store || !(store.listed || ownerView)) throw notFound(STORE_NOT_FOUND);
  return { ownerView };
}
