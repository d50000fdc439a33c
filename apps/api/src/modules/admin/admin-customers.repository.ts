import { ADMIN_CUSTOMERS_PER_PAGE } from "@marketplace/shared/cod-confirmation";
import { count, desc, ilike, inArray, or } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { customers, orders } from "../../db/schema/index.ts";
import { escapeLike } from "../catalog/products.repository.ts";

/** Customers whose name or e-mail holds `search`, newest first, a page at a time, with the total. */
export async function listCustomers(db: Executor, filters: { search?: string; page: number }) {
  const where = filters.search
    ? or(
        ilike(customers.name, `%${escapeLike(filters.search)}%`),
        ilike(customers.email, `%${escapeLike(filters.search)}%`),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(ADMIN_CUSTOMERS_PER_PAGE)
    .offset((filters.page - 1) * ADMIN_CUSTOMERS_PER_PAGE);
  return { rows, total: total?.n ?? 0 };
}

/** How many orders each of these customers placed, in any status. */
export async function countOrders(db: Executor, customerIds: string[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: orders.customerId, n: count() })
    .from(orders)
    .where(inArray(orders.customerId, customerIds))
    .groupBy(orders.customerId);
  return new Map(rows.map((r) => [r.customerId, r.n]));
}
