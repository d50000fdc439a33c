import { HELPER_ROLES, helperMay, type StoreWork } from "@marketplace/shared/store-helpers-contracts";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { sellers, storeHelpers } from "../../db/schema/index.ts";
import type { Delivery, Recipient } from "./event-deliveries.ts";

/**
 * A store's helpers who are told of its work (issue 32; decisions 0052 and 0054): those whose role
 * reaches `work` (`HELPER_ROLE_WORK`: an "orders" helper is told of its orders, cancellations,
 * messages and returns; a "catalog" helper of none of them). Invitations not yet accepted tell
 * nobody, and a removed helper has no row. Nobody but the owner is told of money (payouts).
 *
 * Helpers hear on the bell and, if they turned it on, on their phone; the e-mail stays the owner's
 * (an empty address writes none), so a store's inbox traffic is not copied to every helper.
 */
export async function storeHelpersFor(db: Executor, storeId: string, work: StoreWork): Promise<Recipient[]> {
  const roles = HELPER_ROLES.filter((role) => helperMay(role, work));
  if (roles.length === 0) return [];
  const rows = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(storeHelpers)
    .innerJoin(sellers, eq(sellers.id, storeHelpers.helperId))
    .where(
      and(
        eq(storeHelpers.storeId, storeId),
        isNotNull(storeHelpers.acceptedAt),
        inArray(storeHelpers.role, roles),
      ),
    );
  return rows.map((row) => ({ role: "seller", id: row.id, email: "", name: row.name }));
}

/** The owner's delivery, and the same notice on each helper's bell whose role reaches `work`. */
export async function withStoreHelpers(
  db: Executor,
  storeId: string,
  work: StoreWork,
  owner: Delivery,
  link: string = owner.link,
): Promise<Delivery[]> {
  const helpers = await storeHelpersFor(db, storeId, work);
  return [
    owner,
    ...helpers
      .filter((helper) => helper.id !== owner.recipient.id)
      .map((recipient) => ({
        ...owner,
        recipient,
        link,
        mail: { ...owner.mail, greetingName: recipient.name, action: { ...owner.mail.action, path: link } },
      })),
  ];
}
