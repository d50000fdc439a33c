import type { StaffMember, StaffRole } from "@marketplace/shared/admin-contracts";
import type { Database } from "../../db/create-db.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "./admin.repository.ts";
import * as repo from "./admin-staff.repository.ts";

const NOT_FOUND = "There is no member of staff with this id.";
export const OWN_ROLE = "You cannot change your own role. Ask another owner to do it.";
export const LAST_OWNER = "The console needs at least one owner. Make someone else an owner first.";

const memberJson = (row: repo.StaffRow): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await repo.listStaff(db)).map(memberJson);
}

/**
 * The owner gives a member of staff another role (decision 0043), audited (staff.role) in the same
 * transaction. Her own role she cannot change, and the last owner cannot be demoted: either would
 * let the console end up with nobody who can give roles back (then only the CLI could).
 * The same role again changes nothing and writes no audit row.
 */
export async function changeStaffRole(
  db: Database,
  ownerId: string,
  memberId: string,
  role: StaffRole,
): Promise<StaffMember> {
  if (!isUuid(memberId)) throw notFound(NOT_FOUND);
  if (memberId === ownerId) throw conflict(OWN_ROLE);
  return db.transaction(async (tx) => {
    const owners = await repo.lockOwners(tx);
    const before = await repo.findStaffForUpdate(tx, memberId);
    if (!before) throw notFound(NOT_FOUND);
    if (before.role === role) return memberJson(before);
    if (before.role === "owner" && owners.length <= 1) throw conflict(LAST_OWNER);
    const after = await repo.setRole(tx, memberId, role);
    if (!after) throw notFound(NOT_FOUND);
    await insertAudit(tx, {
      adminId: ownerId,
      action: "staff.role",
      targetKind: "admin",
      targetId: memberId,
      reason: null,
      details: { from: before.role, to: after.role },
    });
    return memberJson(after);
  });
}
