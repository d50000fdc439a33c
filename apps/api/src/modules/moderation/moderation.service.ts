import {
  ADMIN_REPORTS_PER_PAGE,
  type AdminReport,
  type AdminReportListQuery,
  type AuditAction,
  type ProductVisibilityAnswer,
  type ProductVisibilityInput,
  type ReportStatusInput,
} from "@marketplace/shared/admin-contracts";
import type { ReportCreatedAnswer, ReportInput } from "@marketplace/shared/reports-contracts";
import type { z } from "zod";
import type { Database } from "../../db/create-db.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import * as repo from "./moderation.repository.ts";

const PRODUCT_NOT_FOUND = "Product not found";
const REPORT_NOT_FOUND = "Report not found.";
export const ALREADY_REPORTED =
  "You have already reported this listing. Our team will review it; there is no need to report it again.";

const PRODUCT_VISIBILITY: AuditAction = "product.visibility";
const REPORT_DISMISS: AuditAction = "report.dismiss";

const adminReportJson = (row: repo.QueuedReport): AdminReport => ({
  _id: row.report.id,
  productId: row.product.id,
  product: {
    _id: row.product.id,
    name: row.product.name,
    hidden: row.product.hidden,
    hiddenReason: row.product.hiddenReason,
    store: { _id: row.store.id, name: row.store.name, slug: row.store.slug },
  },
  reason: row.report.reason,
  details: row.report.details,
  reporter: { _id: row.reporter.id, name: row.reporter.name, email: row.reporter.email },
  status: row.report.status,
  createdAt: row.report.createdAt.toISOString(),
});

/**
 * A customer reports a listing the public can see (404 for an unknown, hidden or suspended seller's
 * product). One open report per customer and product: the partial unique index answers a second 409.
 */
export async function reportProduct(
  db: Database,
  customerId: string,
  productId: string,
  input: z.output<typeof ReportInput>,
): Promise<ReportCreatedAnswer["report"]> {
  if (!isUuid(productId) || !(await repo.findListedProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  try {
    const row = await repo.insertReport(db, {
      productId,
      customerId,
      reason: input.reason,
      details: input.details,
    });
    return { _id: row.id, reason: row.reason, status: row.status };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED);
    throw error;
  }
}

export async function listReports(db: Database, query: z.output<typeof AdminReportListQuery>) {
  const { rows, total } = await repo.listReports(db, query.status, query.page);
  return {
    reports: rows.map(adminReportJson),
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(total / ADMIN_REPORTS_PER_PAGE),
      total_reports: total,
      per_page: ADMIN_REPORTS_PER_PAGE,
    },
  };
}

/** Dismisses an open report (409 for one already closed), audited in the same transaction. */
export async function dismissReport(
  db: Database,
  adminId: string,
  reportId: string,
  input: ReportStatusInput,
): Promise<AdminReport> {
  if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const report = await repo.findReportForUpdate(tx, reportId);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    if (report.status !== "open") {
      throw conflict(`This report is already ${report.status}; only an open report can be dismissed.`);
    }
    await repo.closeReports(tx, { reportId }, "dismissed", adminId);
    await insertAudit(tx, {
      adminId,
      action: REPORT_DISMISS,
      targetKind: "report",
      targetId: reportId,
      reason: input.reason || null,
      details: { productId: report.productId, from: "open", to: "dismissed" },
    });
    const row = await repo.findQueuedReport(tx, reportId);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    return adminReportJson(row);
  });
}

/**
 * Hides a product from the public (with a reason) or shows it again (decision 0019). Hiding
 * resolves the product's open reports; the change and its audit row land in one transaction.
 * `changeId` is the audit row's id when the seller has something to be told (issue 34, item 14):
 * the listing was hidden, shown again, or its reason changed; null when nothing changed for her.
 */
export async function setProductVisibility(
  db: Database,
  adminId: string,
  productId: string,
  input: ProductVisibilityInput,
): Promise<{ answer: Omit<ProductVisibilityAnswer, "success" | "message">; changeId: string | null }> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const reason = input.reason || null;
  return db.transaction(async (tx) => {
    const before = await repo.findProductForUpdate(tx, productId);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    // The product keeps the reason only while hidden (its owner is shown it); the audit keeps every one.
    const product = await repo.setProductVisibility(
      tx,
      productId,
      input.hidden,
      input.hidden ? reason : null,
    );
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const resolvedReports = input.hidden
      ? await repo.closeReports(tx, { productId }, "resolved", adminId)
      : 0;
    const audit = await insertAudit(tx, {
      adminId,
      action: PRODUCT_VISIBILITY,
      targetKind: "product",
      targetId: productId,
      reason,
      details: { hidden: input.hidden, wasHidden: before.hidden, resolvedReports },
    });
    const changed =
      before.hidden !== input.hidden || (input.hidden && before.hiddenReason !== product.hiddenReason);
    return {
      answer: {
        product: {
          _id: product.id,
          name: product.name,
          hidden: product.hidden,
          hiddenReason: product.hiddenReason,
        },
        resolvedReports,
      },
      changeId: changed && audit ? audit.id : null,
    };
  });
}
