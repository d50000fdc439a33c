import type { ReturnActorRole, ReturnStatus } from "@marketplace/shared/returns-contracts";
import type { Executor } from "../../db/create-db.ts";
import { notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { requireOwnOrder } from "../orders/order-ownership.ts";
import { insertOrderEvent } from "../orders/orders.repository.ts";
import { requireOwnStore } from "../stores/store-ownership.ts";
import * as repo from "./returns.repository.ts";

export interface Actor {
  role: ReturnActorRole;
  id: string;
}

export const RETURN_NOT_FOUND = "Return not found.";

/** Locks a return for a change; 404 when unknown. */
export async function lockReturn(tx: Executor, returnId: string): Promise<repo.ReturnRow> {
  const row = isUuid(returnId) ? await repo.findReturnForUpdate(tx, returnId) : undefined;
  if (!row) throw notFound(RETURN_NOT_FOUND);
  return row;
}

/** Locks a return its buyer acts on; 403 for another buyer's (the one customer-ownership guard). */
export async function lockBuyersReturn(tx: Executor, customerId: string, returnId: string) {
  const row = await lockReturn(tx, returnId);
  return requireOwnOrder(row, customerId);
}

/** Locks a return its store's owner acts on; 403 for another store's. */
export async function lockSellersReturn(tx: Executor, sellerId: string, returnId: string) {
  const row = await lockReturn(tx, returnId);
  await requireOwnStore(tx, row.storeId, sellerId);
  return row;
}

/**
 * Moves a locked return to `to` and writes the step twice: on the return (its progress) and on the
 * order's timeline (an order event of kind `return`), in the caller's transaction. Answers the
 * step's id, which the notification of it is keyed by.
 */
export async function moveReturn(
  tx: Executor,
  row: repo.ReturnRow,
  to: ReturnStatus,
  actor: Actor,
  note: string,
  refundedPaisa?: number,
): Promise<string> {
  await repo.updateReturn(tx, row.id, {
    status: to,
    ...(refundedPaisa === undefined ? {} : { refundedPaisa }),
  });
  const step = await repo.insertStep(tx, {
    returnId: row.id,
    status: to,
    actorRole: actor.role,
    actorId: actor.id,
    note,
  });
  await insertOrderEvent(tx, {
    orderId: row.orderId,
    kind: "return",
    fromValue: row.status === to ? null : row.status,
    toValue: to,
    reason: note || null,
    actorRole: actor.role,
    actorId: actor.id,
  });
  return step.id;
}
