import {
  ADMIN_CUSTOMERS_PER_PAGE,
  type AdminCustomerListQuery,
  type AdminCustomerRow,
} from "@marketplace/shared/cod-confirmation";
import type { Executor } from "../../db/create-db.ts";
import { findBuyerCounts } from "../orders/refusals.repository.ts";
import * as repo from "./admin-customers.repository.ts";

/**
 * The console's customer search (issue 27): the operator finds a buyer by name or e-mail to see her
 * refusals and clear them. Refusals count as checkout counts them (decision 0034).
 */
export async function listCustomers(db: Executor, query: AdminCustomerListQuery, now = new Date()) {
  const { rows, total } = await repo.listCustomers(db, { search: query.q || undefined, page: query.page });
  const ids = rows.map((r) => r.id);
  const [history, orders] = await Promise.all([findBuyerCounts(db, ids, now), repo.countOrders(db, ids)]);
  const customers: AdminCustomerRow[] = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    refusals: history.get(r.id)?.refusals ?? 0,
    orders: orders.get(r.id) ?? 0,
  }));
  return {
    customers,
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(total / ADMIN_CUSTOMERS_PER_PAGE),
      total_customers: total,
      per_page: ADMIN_CUSTOMERS_PER_PAGE,
    },
  };
}
