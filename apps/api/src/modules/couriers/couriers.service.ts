import type {
  AdminCourier,
  AdminCourierInput,
  AdminCourierUpdate,
  Courier,
} from "@marketplace/shared/couriers-contracts";
import { AdminCourierInput as AdminCourierInputSchema } from "@marketplace/shared/couriers-contracts";
import { BOOKING_COURIER_CODES } from "@marketplace/shared/shipment-statuses";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import * as repo from "./couriers.repository.ts";

const publicCourier = (row: repo.CourierRow): Courier => ({
  code: row.code,
  name: row.name,
  trackingUrlTemplate: row.trackingUrlTemplate,
  booking: row.booking,
});

/** The operator's view: whether credentials are set, never their values. */
const adminCourier = (row: repo.CourierRow): AdminCourier => ({
  _id: row.id,
  ...publicCourier(row),
  active: row.active,
  apiBaseUrl: row.apiBaseUrl,
  credentialsSet: Object.keys(row.credentials).length > 0,
});

/** What changed, for the audit row: credentials only as "changed", never their values. */
function auditedChanges(before: repo.CourierRow, changes: repo.CourierChanges) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of ["name", "trackingUrlTemplate", "active", "apiBaseUrl"] as const) {
    if (changes[key] === undefined || changes[key] === before[key]) continue;
    from[key] = before[key];
    to[key] = changes[key];
  }
  if (changes.credentials !== undefined) {
    from.credentialsSet = Object.keys(before.credentials).length > 0;
    to.credentialsSet = Object.keys(changes.credentials).length > 0;
  }
  return { from, to };
}

export async function listActiveCouriers(db: Executor): Promise<Courier[]> {
  return (await repo.findCouriers(db, true)).map(publicCourier);
}

export async function listAllCouriers(db: Executor): Promise<AdminCourier[]> {
  return (await repo.findCouriers(db, false)).map(adminCourier);
}

/**
 * Booking goes through an adapter of the courier's merchant API, so only couriers the marketplace
 * has one for can be booking couriers (issue 28); any other is added for typed numbers.
 */
function refuseBookingWithoutAdapter(code: string) {
  if ((BOOKING_COURIER_CODES as readonly string[]).includes(code)) return;
  const message = `The marketplace cannot book with "${code}" yet: only PostEx and Leopards can be booking couriers.`;
  throw badRequest(message, [{ field: "booking", message }]);
}

export async function addCourier(
  db: Database,
  adminId: string,
  input: AdminCourierInput,
): Promise<AdminCourier> {
  const parsed = AdminCourierInputSchema.parse(input);
  if (parsed.booking) refuseBookingWithoutAdapter(parsed.code);
  return db.transaction(async (tx) => {
    const row = await repo.insertCourier(tx, {
      code: parsed.code,
      name: parsed.name,
      trackingUrlTemplate: parsed.trackingUrlTemplate,
      booking: parsed.booking,
      active: parsed.active,
      apiBaseUrl: parsed.apiBaseUrl ?? null,
      credentials: parsed.credentials ?? {},
    });
    if (!row) throw conflict(`There is already a courier with the code "${parsed.code}".`);
    await insertAudit(tx, {
      adminId,
      action: "courier.create",
      targetKind: "courier",
      targetId: row.id,
      reason: null,
      details: {
        code: row.code,
        name: row.name,
        booking: row.booking,
        credentialsSet: adminCourier(row).credentialsSet,
      },
    });
    return adminCourier(row);
  });
}

export async function changeCourier(
  db: Database,
  adminId: string,
  code: string,
  changes: AdminCourierUpdate,
): Promise<AdminCourier> {
  return db.transaction(async (tx) => {
    const before = await repo.findCourierForUpdate(tx, code);
    if (!before) throw notFound("Courier not found.");
    const after = await repo.updateCourier(tx, before.id, changes as repo.CourierChanges);
    await insertAudit(tx, {
      adminId,
      action: "courier.update",
      targetKind: "courier",
      targetId: before.id,
      reason: null,
      details: { code, ...auditedChanges(before, changes as repo.CourierChanges) },
    });
    return adminCourier(after);
  });
}
