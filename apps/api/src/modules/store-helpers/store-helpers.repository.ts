import type { HelperContact } from "@marketplace/shared/store-helpers-contracts";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { sellers, storeHelpers, stores } from "../../db/schema/index.ts";

export type StoreHelperRow = typeof storeHelpers.$inferSelect;

/** The store's helpers and invitations, newest first, each helper with her name as it is now. */
export async function findStoreHelpers(db: Executor, storeId: string) {
  return db
    .select({ helper: storeHelpers, name: sellers.name })
    .from(storeHelpers)
    .leftJoin(sellers, eq(sellers.id, storeHelpers.helperId))
    .where(eq(storeHelpers.storeId, storeId))
    .orderBy(desc(storeHelpers.createdAt), desc(storeHelpers.id));
}

export async function countStoreHelpers(db: Executor, storeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storeHelpers).where(eq(storeHelpers.storeId, storeId));
  return row?.n ?? 0;
}

/** The store's row for this e-mail or number: a helper who accepted, or an invitation. */
export async function findByContact(db: Executor, storeId: string, contact: HelperContact) {
  return db
    .select()
    .from(storeHelpers)
    .where(
      and(
        eq(storeHelpers.storeId, storeId),
        eq(storeHelpers.contactKind, contact.kind),
        eq(storeHelpers.contact, contact.value),
      ),
    );
}

export async function deleteInvitation(db: Executor, id: string): Promise<void> {
  await db.delete(storeHelpers).where(and(eq(storeHelpers.id, id), isNull(storeHelpers.acceptedAt)));
}

export async function insertInvitation(db: Executor, values: typeof storeHelpers.$inferInsert) {
  const [row] = await db.insert(storeHelpers).values(values).returning();
  if (!row) throw new Error("The invitation was not inserted.");
  return row;
}

/** Deletes a helper or an invitation of the store; the row it deleted, if any. */
export async function deleteStoreHelper(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .delete(storeHelpers)
    .where(and(eq(storeHelpers.storeId, storeId), eq(storeHelpers.id, id)))
    .returning({ id: storeHelpers.id });
  return row;
}

/** An invitation by its token's hash, locked for its acceptance. */
export async function lockInvitation(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ invitation: storeHelpers, ownerId: stores.sellerId })
    .from(storeHelpers)
    .innerJoin(stores, eq(stores.id, storeHelpers.storeId))
    .where(eq(storeHelpers.tokenHash, tokenHash))
    .for("update", { of: storeHelpers });
  return row;
}

export async function isHelperOf(db: Executor, storeId: string, helperId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeHelpers.id })
    .from(storeHelpers)
    .where(and(eq(storeHelpers.storeId, storeId), eq(storeHelpers.helperId, helperId)));
  return row !== undefined;
}

export async function markAccepted(db: Executor, id: string, helperId: string): Promise<void> {
  await db.update(storeHelpers).set({ helperId, acceptedAt: new Date() }).where(eq(storeHelpers.id, id));
}

/** The stores a seller helps, with their owner's name; `storeId` narrows to one. */
export async function findHelpedStores(db: Executor, helperId: string, storeId?: string) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      logoUrl: stores.logoUrl,
      ownerName: sellers.name,
      role: storeHelpers.role,
    })
    .from(storeHelpers)
    .innerJoin(stores, eq(stores.id, storeHelpers.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(
      and(
        eq(storeHelpers.helperId, helperId),
        isNotNull(storeHelpers.acceptedAt),
        storeId ? eq(storeHelpers.storeId, storeId) : undefined,
      ),
    )
    .orderBy(stores.name);
}

/** The account an invitation may be accepted by is checked against these. */
export async function findSellerContacts(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ email: sellers.email, phone: sellers.phone, name: sellers.name, language: sellers.language })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/** The language of the seller account with this e-mail, if there is one (the invitation's mail). */
export async function findSellerLanguageByEmail(db: Executor, email: string) {
  const [row] = await db.select({ language: sellers.language }).from(sellers).where(eq(sellers.email, email));
  return row?.language;
}

export async function findStoreName(db: Executor, storeId: string) {
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name;
}
