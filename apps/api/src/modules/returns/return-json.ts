import { groupBy } from "@marketplace/shared/group-by";
import { paisaToRupees } from "@marketplace/shared/money";
import { orderNumber } from "@marketplace/shared/order-number";
import type { Return } from "@marketplace/shared/returns-contracts";
import type { Executor } from "../../db/create-db.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import * as repo from "./returns.repository.ts";

type Listed = Awaited<ReturnType<typeof repo.findReturns>>[number];

/** Returns as answers carry them: lines, steps and refunds read in one query each for the whole list. */
export async function toReturnJsonList(db: Executor, listed: Listed[], urls: ImageUrls): Promise<Return[]> {
  const ids = listed.map((l) => l.row.id);
  // One after another: inside a transaction they share one connection.
  const lines = groupBy(await repo.findReturnLines(db, ids), (l) => l.returnId);
  const steps = groupBy(await repo.findSteps(db, ids), (s) => s.returnId);
  const refunds = groupBy(await repo.findRefunds(db, ids), (r) => r.returnId);
  return listed.map(({ row, storeName, customerName, paymentMethod }) => ({
    _id: row.id,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    store: { _id: row.storeId, name: storeName },
    customer: { _id: row.customerId, name: customerName },
    paymentMethod,
    status: row.status,
    reason: row.reason,
    note: row.note,
    images: row.images.map(urls.toPublic),
    items: (lines.get(row.id) ?? []).map((line) => ({
      itemId: line.itemId,
      productName: line.productName,
      productImage: line.productImage ? urls.toPublic(line.productImage) : "",
      quantity: line.quantity,
      refundable: paisaToRupees(line.refundablePaisa),
    })),
    refundable: paisaToRupees(row.refundablePaisa),
    refunded: paisaToRupees(row.refundedPaisa),
    refunds: (refunds.get(row.id) ?? []).map((refund) => ({
      _id: refund.id,
      amount: paisaToRupees(refund.amountPaisa),
      method: refund.method,
      reference: refund.reference,
      at: refund.createdAt.toISOString(),
    })),
    steps: (steps.get(row.id) ?? []).map((step) => ({
      status: step.status,
      by: step.actorRole,
      note: step.note,
      at: step.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
