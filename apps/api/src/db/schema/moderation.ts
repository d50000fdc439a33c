import { REPORT_REASONS, REPORT_STATUSES } from "@marketplace/shared/reports-contracts";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { admins, customers } from "./accounts.ts";
import { products } from "./catalog.ts";
import { belongsTo, idColumn, oneOf } from "./columns.ts";

/**
 * A customer's report of a listing (decision 0019). One open report per customer and product (the
 * partial unique index answers a second with 409); hiding the product resolves its open reports, an
 * admin may dismiss one.
 */
export const productReports = pgTable(
  "product_reports",
  {
    id: idColumn(),
    productId: belongsTo("product_id", () => products.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => admins.id),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("product_reports_reason_known", t.reason, REPORT_REASONS),
    oneOf("product_reports_status_known", t.status, REPORT_STATUSES),
    uniqueIndex("product_reports_one_open_idx")
      .on(t.productId, t.customerId)
      .where(sql`${t.status} = 'open'`),
    index("product_reports_status_created_idx").on(t.status, t.createdAt),
  ],
);
