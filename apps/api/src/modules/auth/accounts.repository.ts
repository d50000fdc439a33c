import type { AuditAction, StaffRole } from "@marketplace/shared/admin-contracts";
import type { AccountRole, SignInRole } from "@marketplace/shared/auth-contracts";
import type { Language } from "@marketplace/shared/languages";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { adminAudit, admins, customers, passwordResets, sellers } from "../../db/schema/index.ts";

export type CustomerRow = typeof customers.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

const tableOf = (role: SignInRole) =>
  role === "customer" ? customers : role === "seller" ? sellers : admins;

/** E-mail columns are citext, so this lookup ignores letter case. */
export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findSellerByEmail(db: Executor, email: string): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.email, email));
  return row;
}

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email));
  return row;
}

export async function findAdminById(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

/** An admin's staff role now (decision 0043), or undefined when she no longer exists. */
export async function findStaffRole(db: Executor, id: string): Promise<StaffRole | undefined> {
  const [row] = await db.select({ role: admins.role }).from(admins).where(eq(admins.id, id));
  return row?.role;
}

/** Gives the admin with this e-mail a new role; her row as it is now, or undefined when there is none. */
export async function updateStaffRole(db: Executor, email: string, role: StaffRole) {
  const [row] = await db.update(admins).set({ role }).where(eq(admins.email, email)).returning();
  return row;
}

export async function insertAdmin(db: Executor, values: typeof admins.$inferInsert) {
  const [row] = await db.insert(admins).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findSellerById(db: Executor, id: string): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

/** Inserts unless the e-mail is taken (the unique index decides, so two racing signups cannot both win). */
export async function insertCustomer(db: Executor, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertSeller(db: Executor, values: typeof sellers.$inferInsert) {
  const [row] = await db.insert(sellers).values(values).onConflictDoNothing().returning();
  return row;
}

/** The account's current token version (decision 0013), or undefined when it no longer exists. */
export async function findTokenVersion(
  db: Executor,
  role: SignInRole,
  id: string,
): Promise<number | undefined> {
  const table = tableOf(role);
  const [row] = await db.select({ tokenVersion: table.tokenVersion }).from(table).where(eq(table.id, id));
  return row?.tokenVersion;
}

/** A new password ends every token issued with the old one. */
export async function updatePasswordHash(db: Executor, role: SignInRole, id: string, passwordHash: string) {
  const table = tableOf(role);
  await db
    .update(table)
    .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, id));
}

/** "Sign out everywhere": every token of the account issued so far stops working. */
export async function raiseTokenVersion(db: Executor, role: SignInRole, id: string): Promise<boolean> {
  const table = tableOf(role);
  const rows = await db
    .update(table)
    .set({ tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function insertPasswordReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

/** A valid, unused, unexpired reset, read without using it (checked before any password is hashed). */
export async function findOpenPasswordReset(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row;
}

/** Marks a valid, unused, unexpired reset as used and returns it; one use only, even when raced. */
export async function consumePasswordReset(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** A new reset link makes the older unused ones of the same account useless. */
export async function retireOpenResets(db: Executor, role: AccountRole, accountId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`coalesce(${passwordResets.usedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(passwordResets.role, role),
        eq(passwordResets.accountId, accountId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/** Whether any customer, seller or admin exists, i.e. whether a token could have been issued. */
export async function anyAccountExists(db: Executor): Promise<boolean> {
  for (const table of [customers, sellers, admins]) {
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (row) return true;
  }
  return false;
}

/** An admin's own session events go into the audit log beside her actions (decision 0037). */
export async function insertAdminSessionAudit(
  db: Executor,
  adminId: string,
  action: Extract<AuditAction, `admin.${string}`>,
  address: string,
) {
  await db.insert(adminAudit).values({
    adminId,
    action,
    targetKind: "admin",
    targetId: adminId,
    details: { address },
  });
}

/** The language her e-mails are written in (issue 34, item 10). */
export async function setAccountLanguage(
  db: Executor,
  role: "customer" | "seller",
  id: string,
  language: Language,
): Promise<boolean> {
  const table = role === "customer" ? customers : sellers;
  const rows = await db.update(table).set({ language }).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** The language of each account an event tells, by role and id; English for anyone else (an admin). */
export async function accountLanguages(
  db: Executor,
  accounts: ReadonlyArray<{ role: string; id: string }>,
): Promise<Map<string, Language>> {
  const ids = (role: string) => [...new Set(accounts.filter((a) => a.role === role).map((a) => a.id))];
  const found = new Map<string, Language>();
  const customerIds = ids("customer");
  if (customerIds.length > 0) {
    for (const row of await db
      .select({ id: customers.id, language: customers.language })
      .from(customers)
      .where(inArray(customers.id, customerIds)))
      found.set(`customer:${row.id}`, row.language);
  }
  const sellerIds = ids("seller");
  if (sellerIds.length > 0) {
    for (const row of await db
      .select({ id: sellers.id, language: sellers.language })
      .from(sellers)
      .where(inArray(sellers.id, sellerIds)))
      found.set(`seller:${row.id}`, row.language);
  }
  return found;
}
