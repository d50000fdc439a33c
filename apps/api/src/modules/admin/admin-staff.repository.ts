import type { StaffRole } from "@marketplace/shared/admin-contracts";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { admins } from "../../db/schema/index.ts";

const member = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  role: admins.role,
  createdAt: admins.createdAt,
};

export type StaffRow = { id: string; name: string; email: string; role: StaffRole; createdAt: Date };

/** Every admin, oldest first: the staff is a handful of people, so the list is not paged. */
export function listStaff(db: Executor): Promise<StaffRow[]> {
  return db.select(member).from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
}

export async function findStaffForUpdate(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select(member).from(admins).where(eq(admins.id, id)).for("update");
  return row;
}

/**
 * Locks the owners' rows and returns their ids. Two owners demoting each other at once then take
 * turns, and the second sees the first's change, so the last owner is never demoted by a race.
 */
export async function lockOwners(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: admins.id }).from(admins).where(eq(admins.role, "owner")).for("update");
  return rows.map((row) => row.id);
}

export async function setRole(db: Executor, id: string, role: StaffRole): Promise<StaffRow | undefined> {
  const [row] = await db.update(admins).set({ role }).where(eq(admins.id, id)).returning(member);
  return row;
}
