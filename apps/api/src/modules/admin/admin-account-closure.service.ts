import type { Database } from "../../db/create-db.ts";
import { notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type ClosedAccount, closeAccount } from "../account/account-closure.service.ts";
import { insertAudit } from "./admin.repository.ts";

/**
 * An operator closes a customer's or seller's account on her request (issue 36, decision 0041):
 * the same closure and refusals as her own, without her password, and the audit row is written in
 * the closure's transaction, so no account is ever closed by an admin unaudited. The row keeps the
 * id and the operator's reason, never her name or e-mail (those are what closure erases).
 */
export async function closeAccountOnRequest(
  db: Database,
  adminId: string,
  who: ClosedAccount,
  reason: string,
): Promise<void> {
  if (!isUuid(who.id)) throw notFound(who.role === "customer" ? "Customer not found." : "Seller not found.");
  await closeAccount(db, who, null, {
    alsoInTransaction: (tx) =>
      insertAudit(tx, {
        adminId,
        action: "account.close",
        targetKind: who.role,
        targetId: who.id,
        reason,
        details: {},
      }),
  });
}
