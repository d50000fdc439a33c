import {
  HELPER_ACTIONS_SHOWN,
  type HelperAction,
  type HelperActionEntry,
} from "@marketplace/shared/store-helpers-contracts";
import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { sellers, storeHelperActions } from "../../db/schema/index.ts";
import type { StoreAccess } from "../stores/store-ownership.ts";

/**
 * Keeps what a helper did for the store's owner (decision 0054), in the transaction of the change
 * itself, so an action is recorded exactly when it happened. The owner's own work is not recorded:
 * she knows what she did.
 */
export async function recordHelperAction(
  db: Executor,
  access: StoreAccess,
  action: HelperAction,
  target: { id: string | null; detail?: string },
): Promise<void> {
  if (access.helperRole === null) return;
  await db.insert(storeHelperActions).values({
    storeId: access.storeId,
    helperId: access.actorId,
    action,
    targetId: target.id,
    detail: target.detail ?? "",
  });
}

/** The store's latest helper actions, newest first, each with the helper's name as it is now. */
export async function findHelperActions(db: Executor, storeId: string): Promise<HelperActionEntry[]> {
  const rows = await db
    .select({ action: storeHelperActions, helperName: sellers.name })
    .from(storeHelperActions)
    .leftJoin(sellers, eq(sellers.id, storeHelperActions.helperId))
    .where(eq(storeHelperActions.storeId, storeId))
    .orderBy(desc(storeHelperActions.createdAt), desc(storeHelperActions.id))
    .limit(HELPER_ACTIONS_SHOWN);
  return rows.map(({ action, helperName }) => ({
    _id: action.id,
    helperName: helperName ?? "",
    action: action.action,
    targetId: action.targetId,
    detail: action.detail,
    at: action.createdAt.toISOString(),
  }));
}
