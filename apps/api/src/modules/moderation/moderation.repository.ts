import { ADMIN_REPORTS_PER_PAGE } from "@marketplace/shared/admin-contracts";
import type { ReportStatus } from "@marketplace/shared/reports-contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { customers, productReports, products, stores } from "../../db/schema/index.ts";
import { productIsListed } from "../catalog/public-listing.ts";

export type ReportRow = typeof productReports.$inferSelect;

/** A product the public may see (only those can be reported), or undefined. */
export async function findListedProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), productIsListed));
  return row;
}

/** Throws a unique violation when the customer already has an open report on the product. */
export async function insertReport(db: Executor, values: typeof productReports.$inferInsert) {
  const [row] = await db.insert(productReports).values(values).returning();
  if (!row) throw new Error("The report was not inserted.");
  return row;
}

/** A report as the operator's queue shows it: the product, its store and the reporter. */
const reportForQueue = {
  report: productReports,
  product: {
    id: products.id,
    name: products.name,
    hidden: products.hidden,
    hiddenReason: products.hiddenReason,
  },
  store: { id: stores.id, name: stores.name, slug: stores.slug },
  reporter: { id: customers.id, name: customers.name, email: customers.email },
};

const queue = (db: Executor) =>
  db
    .select(reportForQueue)
    .from(productReports)
    .innerJoin(products, eq(products.id, productReports.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(customers, eq(customers.id, productReports.customerId));

export type QueuedReport = Awaited<ReturnType<ReturnType<typeof queue>["execute"]>>[number];

/** Reports in one status, newest first (the status and time index), a page at a time. */
export async function listReports(db: Executor, status: ReportStatus, page: number) {
  const where = eq(productReports.status, status);
  const [rows, [total]] = await Promise.all([
    queue(db)
      .where(where)
      .orderBy(desc(productReports.createdAt), desc(productReports.id))
      .limit(ADMIN_REPORTS_PER_PAGE)
      .offset((page - 1) * ADMIN_REPORTS_PER_PAGE),
    db.select({ n: count() }).from(productReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQueuedReport(db: Executor, id: string): Promise<QueuedReport | undefined> {
  const [row] = await queue(db).where(eq(productReports.id, id));
  return row;
}

/** Locks the report for its status change, so two admins cannot both close it. */
export async function findReportForUpdate(db: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(productReports).where(eq(productReports.id, id)).for("update");
  return row;
}

/** Closes one report or every open report of a product; answers how many it closed. */
export async function closeReports(
  db: Executor,
  which: { reportId: string } | { productId: string },
  status: Exclude<ReportStatus, "open">,
  adminId: string,
): Promise<number> {
  const rows = await db
    .update(productReports)
    .set({ status, resolvedBy: adminId, resolvedAt: sql`now()` })
    .where(
      and(
        eq(productReports.status, "open"),
        "reportId" in which
          ? eq(productReports.id, which.reportId)
          : eq(productReports.productId, which.productId),
      ),
    )
    .returning({ id: productReports.id });
  return rows.length;
}

/** Locks the product for its visibility change, so two admins' changes are audited in order. */
export async function findProductForUpdate(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      hidden: products.hidden,
      hiddenReason: products.hiddenReason,
    })
    .from(products)
    .where(eq(products.id, id))
    .for("update");
  return row;
}

export async function setProductVisibility(db: Executor, id: string, hidden: boolean, reason: string | null) {
  const [row] = await db
    .update(products)
    // A moderation change is not the seller's edit: updatedAt stays as she left it.
    .set({ hidden, hiddenReason: reason, updatedAt: sql`${products.updatedAt}` })
    .where(eq(products.id, id))
    .returning({
      id: products.id,
      name: products.name,
      hidden: products.hidden,
      hiddenReason: products.hiddenReason,
    });
  return row;
}
