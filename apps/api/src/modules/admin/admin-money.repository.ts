import { ADMIN_AUDIT_PER_PAGE, type AuditAction } from "@marketplace/shared/admin-contracts";
import { and, count, desc, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  adminAudit,
  admins,
  orders,
  productReports,
  sellers,
  settlements,
  stores,
} from "../../db/schema/index.ts";

export async function findStoreName(db: Executor, storeId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name;
}

export async function insertSettlement(db: Executor, values: typeof settlements.$inferInsert) {
  const [row] = await db.insert(settlements).values(values).returning();
  if (!row) throw new Error("settlement insert returned no row");
  return row;
}

/** A Pakistan day (UTC+5 all year) of a timestamp, computed in SQL so orders group where they lie. */
const pakistanDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;

/** Orders placed since `since` that still stand (not Cancelled or Returned), per Pakistan day. */
export async function ordersPerDay(db: Executor, since: Date) {
  const rows = await db
    .select({
      day: pakistanDay,
      orders: sql<number>`count(*)::int`,
      gmvPaisa: sql<string | number>`coalesce(sum(${orders.totalPaisa}), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), notInArray(orders.orderStatus, ["Cancelled", "Returned"])))
    .groupBy(pakistanDay);
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), gmvPaisa: Number(r.gmvPaisa) }));
}

export async function countSellersSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sellers).where(gte(sellers.createdAt, since));
  return row?.n ?? 0;
}

export async function countPendingSellers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sellers).where(eq(sellers.status, "pending"));
  return row?.n ?? 0;
}

export async function countOpenReports(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productReports).where(eq(productReports.status, "open"));
  return row?.n ?? 0;
}

/** The audit log newest first, with each admin's name and e-mail, a page at a time. */
export async function findAuditPage(db: Executor, action: AuditAction | undefined, page: number) {
  const where = action ? eq(adminAudit.action, action) : undefined;
  const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
  const rows = await db
    .select({ entry: adminAudit, adminName: admins.name, adminEmail: admins.email })
    .from(adminAudit)
    .innerJoin(admins, eq(admins.id, adminAudit.adminId))
    .where(where)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(ADMIN_AUDIT_PER_PAGE)
    .offset((page - 1) * ADMIN_AUDIT_PER_PAGE);
  return { rows, total: total?.n ?? 0 };
}
