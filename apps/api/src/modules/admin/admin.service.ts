import {
  ADMIN_SELLERS_PER_PAGE,
  type AdminSeller,
  type AdminSellerListQuery,
  type SellerStatusInput,
} from "@marketplace/shared/admin-contracts";
import type { Database } from "../../db/create-db.ts";
import { notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import * as repo from "./admin.repository.ts";

const SELLER_NOT_FOUND = "Seller not found.";

const adminSellerJson = (
  s: repo.SellerRow,
  owned: { id: string; name: string; sellerId: string }[],
): AdminSeller => ({
  _id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  status: s.status,
  statusReason: s.statusReason,
  verified: s.status === "verified",
  createdAt: s.createdAt.toISOString(),
  stores: owned.filter((st) => st.sellerId === s.id).map((st) => ({ _id: st.id, name: st.name })),
});

export async function listSellers(db: Database, query: AdminSellerListQuery) {
  const { rows, stores, total } = await repo.listSellers(db, {
    status: query.status,
    search: query.search || undefined,
    page: query.page,
  });
  return {
    sellers: rows.map((row) => adminSellerJson(row, stores)),
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(total / ADMIN_SELLERS_PER_PAGE),
      total_sellers: total,
      per_page: ADMIN_SELLERS_PER_PAGE,
    },
  };
}

/**
 * Changes a seller's status and writes the audit row in the same transaction (decision 0018): who,
 * when, from what to what, and why.
 */
export async function changeSellerStatus(
  db: Database,
  adminId: string,
  sellerId: string,
  input: SellerStatusInput,
): Promise<AdminSeller> {
  if (!isUuid(sellerId)) throw notFound(SELLER_NOT_FOUND);
  const reason = input.reason ? input.reason : null;
  return db.transaction(async (tx) => {
    const before = await repo.findSellerForUpdate(tx, sellerId);
    if (!before) throw notFound(SELLER_NOT_FOUND);
    // The seller keeps the reason only while suspended (she is shown it); the audit keeps every one.
    const after = await repo.setSellerStatus(
      tx,
      sellerId,
      input.status,
      input.status === "suspended" ? reason : null,
    );
    if (!after) throw notFound(SELLER_NOT_FOUND);
    await repo.insertAudit(tx, {
      adminId,
      action: "seller.status",
      targetKind: "seller",
      targetId: sellerId,
      reason,
      details: { from: before.status, to: after.status },
    });
    return adminSellerJson(after, await repo.storesOf(tx, sellerId));
  });
}
