import type { AdminCustomer } from "@marketplace/shared/cod-confirmation";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { codSettings } from "./cod-settings.ts";
import * as repo from "./refusals.repository.ts";

/** Whether a buyer with `refusals` may still choose Cash on Delivery under the operator's `limit`. */
export const codAllowed = (refusals: number, limit: number) => limit === 0 || refusals < limit;

/** The signed-in buyer's Cash-on-Delivery standing, for the checkout to offer it or say why not. */
export async function codAvailability(db: Executor, customerId: string, now = new Date()) {
  const { codRefusalLimit: limit } = await codSettings(db);
  const refusals = await repo.countRefusals(db, customerId, now);
  return { available: codAllowed(refusals, limit), refusals, limit };
}

/** 400 naming the reason when the buyer's refusals have reached the operator's limit (decision 0034). */
export async function assertCodAllowed(db: Executor, customerId: string, now: Date): Promise<void> {
  const { available, refusals } = await codAvailability(db, customerId, now);
  if (available) return;
  const message = `Cash on Delivery is not available for your account: ${refusals} of your parcels were refused at the door in the last 180 days. Please choose Bank Transfer or Mobile Wallet where the store offers them.`;
  throw badRequest(message, [{ field: "paymentMethod", message }]);
}

const CUSTOMER_NOT_FOUND = "Customer not found.";

export async function adminCustomer(
  db: Executor,
  customerId: string,
  now = new Date(),
): Promise<AdminCustomer> {
  const customer = isUuid(customerId) ? await repo.findCustomer(db, customerId) : undefined;
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const counts = (await repo.findBuyerCounts(db, [customer.id], now)).get(customer.id);
  const { codRefusalLimit } = await codSettings(db);
  const refusals = counts?.refusals ?? 0;
  return {
    _id: customer.id,
    name: customer.name,
    email: customer.email,
    createdAt: customer.createdAt.toISOString(),
    refusals,
    refusalsClearedAt: customer.refusalsClearedAt?.toISOString() ?? null,
    delivered: counts?.delivered ?? 0,
    codAvailable: codAllowed(refusals, codRefusalLimit),
  };
}

/** An operator clears a buyer's refusal count, with a reason; audited with the count it cleared. */
export async function clearRefusalsByAdmin(
  db: Database,
  adminId: string,
  customerId: string,
  reason: string,
): Promise<AdminCustomer> {
  if (!isUuid(customerId)) throw notFound(CUSTOMER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const now = new Date();
    const cleared = await repo.countRefusals(tx, customerId, now);
    if (!(await repo.clearRefusals(tx, customerId, now))) throw notFound(CUSTOMER_NOT_FOUND);
    await insertAudit(tx, {
      adminId,
      action: "customer.refusals",
      targetKind: "customer",
      targetId: customerId,
      reason,
      details: { cleared },
    });
    return adminCustomer(tx, customerId, now);
  });
}
