import type { ReportReason } from "@marketplace/shared/reports-contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { productReports, products, sellers } from "../src/db/schema/index.ts";

/** Rows for the moderation tests (decision 0019), written straight to the database. */
export async function setSellerStatus(
  app: FastifyInstance,
  sellerId: string,
  status: "pending" | "verified" | "suspended",
  reason: string | null = null,
) {
  await app.db.update(sellers).set({ status, statusReason: reason }).where(eq(sellers.id, sellerId));
}

export async function setHidden(
  app: FastifyInstance,
  productId: string,
  hidden: boolean,
  reason: string | null,
) {
  await app.db.update(products).set({ hidden, hiddenReason: reason }).where(eq(products.id, productId));
}

export async function createReport(
  app: FastifyInstance,
  productId: string,
  customerId: string,
  reason: ReportReason = "counterfeit",
) {
  const [row] = await app.db
    .insert(productReports)
    .values({ productId, customerId, reason, details: "Looks fake." })
    .returning();
  if (!row) throw new Error("no report");
  return row;
}
