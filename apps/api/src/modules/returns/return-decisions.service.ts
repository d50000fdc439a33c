import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { STOCK_RELEASING_STATUSES } from "@marketplace/shared/order-statuses";
import { providerOfMethod } from "@marketplace/shared/payment-providers";
import type { RefundMethod } from "@marketplace/shared/returns-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, conflict, HttpError } from "../../lib/http-error.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { sumOrderRefunds } from "../ledger/ledger.repository.ts";
import { postRefund } from "../ledger/ledger.service.ts";
import { findOrderForUpdate, returnStock, returnVariantStock } from "../orders/orders.repository.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import { type ProviderRefundVerdict, ProviderUnreachable } from "../payments/providers/payment-provider.ts";
import {
  findOpenProviderRefund,
  insertProviderRefund,
  newRefundReference,
  providerRefundRoute,
  settleProviderRefund,
} from "./provider-refunds.ts";
import type { StepDone } from "./return-requests.service.ts";
import { lockReturn, lockSellersReturn, moveReturn } from "./return-steps.ts";
import * as repo from "./returns.repository.ts";

type Decision = "accept" | "decline";
const decided = (decision: Decision) => (decision === "accept" ? "accepted" : "declined");

/** The store's owner accepts or declines a new return. */
export async function sellerDecides(
  db: Database,
  sellerId: string,
  returnId: string,
  decision: Decision,
  note: string,
) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockSellersReturn(tx, sellerId, returnId);
    if (row.status !== "requested") throw conflict("Only a new return can be accepted or declined.");
    const stepId = await moveReturn(tx, row, decided(decision), { role: "seller", id: sellerId }, note);
    return { returnId: row.id, stepId };
  });
}

/** The operator decides an escalated return; her decision is final and audited. */
export async function operatorDecides(
  db: Database,
  adminId: string,
  returnId: string,
  decision: Decision,
  note: string,
) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockReturn(tx, returnId);
    if (row.status !== "escalated")
      throw conflict("Only an escalated return can be decided by the Hunarmand team.");
    const to = decided(decision);
    const stepId = await moveReturn(tx, row, to, { role: "admin", id: adminId }, note);
    await insertAudit(tx, {
      adminId,
      action: "return.decide",
      targetKind: "return",
      targetId: row.id,
      reason: note || null,
      details: { from: row.status, to, orderId: row.orderId },
    });
    return { returnId: row.id, stepId };
  });
}

/**
 * The seller has the parcel back: the returned units go back on sale (their variant's stock, or the
 * product's), in product order like a checkout takes them, so the two cannot deadlock.
 */
export async function markReceived(db: Database, sellerId: string, returnId: string) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockSellersReturn(tx, sellerId, returnId);
    if (row.status !== "accepted") throw conflict("Only an accepted return can be marked received.");
    const lines = (await repo.findReturnLines(tx, [row.id]))
      .filter((l): l is typeof l & { productId: string } => l.productId !== null)
      .sort(
        (x, y) =>
          x.productId.localeCompare(y.productId) || (x.variantId ?? "").localeCompare(y.variantId ?? ""),
      );
    // An order already Cancelled or Returned gave all its units back when it moved.
    const order = await findOrderForUpdate(tx, row.orderId);
    const stockAlreadyBack = order !== undefined && STOCK_RELEASING_STATUSES.includes(order.orderStatus);
    for (const line of stockAlreadyBack ? [] : lines) {
      if (line.variantId) await returnVariantStock(tx, line.productId, line.variantId, line.quantity);
      else if (line.variantOptions === null) await returnStock(tx, line.productId, line.quantity);
    }
    return {
      returnId: row.id,
      stepId: await moveReturn(tx, row, "received", { role: "seller", id: sellerId }, ""),
    };
  });
}

export interface RefundRecord {
  amount: number;
  method: RefundMethod;
  reference: string;
}

/**
 * Records money sent back to the buyer for a received return (partial refunds allowed, never more
 * than was paid for its lines): the store's owner for an order she was paid for, the Hunarmand team
 * for one paid online to the marketplace (decision 0053), with the provider's refund reference. Locks
 * the return, then its order, then (in the ledger) the store's balance: two refunds of one return
 * take turns and never pass what was paid for its lines, and a status change of the order waits, so
 * the ledger posts the refund exactly when the order counts.
 */
export async function recordRefund(db: Database, sellerId: string, returnId: string, refund: RefundRecord) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockSellersReturn(tx, sellerId, returnId);
    return refundLocked(tx, row, refund, { role: "seller", id: sellerId });
  });
}

/** The team's refund: the reference is left out when the provider's refund API sends the money. */
export interface MarketplaceRefund {
  amount: number;
  method: RefundMethod;
  reference?: string | undefined;
}

/**
 * `POST /api/admin/returns/:id/refund`: the team's refund of an order paid online (audited, decision
 * 0053). With a reference typed, it records a refund made in the provider's portal (and closes a
 * call of the refund API whose answer never came). Without one, the provider's refund API sends the
 * money when it has one for how the buyer paid (JazzCash wallet, with the merchant's MPIN): the call
 * is stored before it is made and at most one per return may wait for its answer, so a retry never
 * refunds twice; a refusal changes nothing; only the provider's "refunded" records the refund.
 */
export async function recordMarketplaceRefund(
  db: Database,
  providers: PaymentProviders,
  adminId: string,
  returnId: string,
  refund: MarketplaceRefund,
) {
  const typed = refund.reference?.trim() ?? "";
  if (typed) return teamRefund(db, adminId, returnId, { ...refund, reference: typed }, null);
  const amountPaisa = rupeesToPaisa(refund.amount);
  const actor = { role: "admin", id: adminId } as const;
  // 1. The call, stored before it is made (the return locked: two clicks take turns).
  const call = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnId);
    const order = await checkRefund(tx, row, amountPaisa, actor);
    const route = await providerRefundRoute(tx, providers, order.id);
    if (!route) throw badRequest("Enter the reference of the refund you made in the provider's portal.");
    if (await findOpenProviderRefund(tx, row.id)) throw conflict(REFUND_OUTCOME_UNKNOWN);
    const attempt = await insertProviderRefund(tx, {
      reference: newRefundReference(),
      returnId: row.id,
      paymentId: route.paymentId,
      amountPaisa,
    });
    return { route, attempt };
  });
  // 2. The provider, outside any transaction.
  let verdict: ProviderRefundVerdict;
  try {
    verdict = await call.route.refund({ reference: call.route.paymentReference, amountPaisa });
  } catch (error) {
    if (!(error instanceof ProviderUnreachable)) throw error;
    verdict = { kind: "unknown", code: null, message: error.message };
  }
  // 3. Its answer: a refusal frees the return; an unclear answer keeps the call open.
  if (verdict.kind === "unknown") {
    throw new HttpError(502, REFUND_OUTCOME_UNKNOWN);
  }
  if (verdict.kind === "refused") {
    const { message } = verdict;
    await db.transaction((tx) =>
      settleProviderRefund(tx, call.attempt.id, {
        status: "refused",
        providerCode: verdict.code,
        providerMessage: message,
      }),
    );
    throw new HttpError(502, `JazzCash refused the refund (${message}): nothing was refunded.`);
  }
  const recorded = { amount: refund.amount, method: "JazzCash" as const, reference: call.attempt.reference };
  return teamRefund(db, adminId, returnId, recorded, {
    attemptId: call.attempt.id,
    code: verdict.code,
    message: verdict.message,
  });
}

const REFUND_OUTCOME_UNKNOWN =
  "JazzCash has not said whether this return's refund went through: check it in JazzCash's portal, then record it here with its reference.";

/** Records the team's refund (audited); with `call`, the provider refunded it through that call. */
function teamRefund(
  db: Database,
  adminId: string,
  returnId: string,
  refund: RefundRecord,
  call: { attemptId: string; code: string; message: string | null } | null,
) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockReturn(tx, returnId);
    const open = call ? undefined : await findOpenProviderRefund(tx, row.id);
    const done = await refundLocked(tx, row, refund, { role: "admin", id: adminId });
    if (call) {
      await settleProviderRefund(tx, call.attemptId, {
        status: "refunded",
        providerCode: call.code,
        providerMessage: call.message,
      });
    } else if (open) {
      // Recorded by hand from the portal: the call whose answer never came is settled by it.
      await settleProviderRefund(tx, open.id, { status: "closed" });
    }
    await insertAudit(tx, {
      adminId,
      action: "return.refund",
      targetKind: "return",
      targetId: row.id,
      reason: refund.reference,
      details: {
        amount: refund.amount,
        method: refund.method,
        orderId: row.orderId,
        through: call ? "provider-api" : "by-hand",
      },
    });
    return done;
  });
}

async function refundLocked(
  tx: Executor,
  row: repo.ReturnRow,
  refund: RefundRecord,
  actor: { role: "seller" | "admin"; id: string },
): Promise<StepDone> {
  const amountPaisa = rupeesToPaisa(refund.amount);
  const order = await checkRefund(tx, row, amountPaisa, actor);
  const before = await sumOrderRefunds(tx, order.id);
  await repo.insertRefund(tx, {
    returnId: row.id,
    orderId: order.id,
    amountPaisa,
    method: refund.method,
    reference: refund.reference,
    actorRole: actor.role,
    actorId: actor.id,
  });
  await postRefund(tx, order, before, amountPaisa);
  // The step keeps the reference typed; the amount and method are on the refund itself.
  const stepId = await moveReturn(
    tx,
    row,
    "refunded",
    actor,
    refund.reference,
    row.refundedPaisa + amountPaisa,
  );
  return { returnId: row.id, stepId };
}

/** Whether this refund may be made, by whom and of how much; locks and answers the return's order. */
async function checkRefund(
  tx: Executor,
  row: repo.ReturnRow,
  amountPaisa: number,
  actor: { role: "seller" | "admin"; id: string },
) {
  if (row.status !== "received" && row.status !== "refunded") {
    throw conflict("Only a received return can be refunded.");
  }
  const order = await findOrderForUpdate(tx, row.orderId);
  if (!order) throw new Error("a return's order is gone");
  // Whose money it is decides who sends it back (decision 0053).
  const online = providerOfMethod(order.paymentMethod) !== null;
  if (online && actor.role === "seller") {
    throw conflict(
      `This order was paid online with ${order.paymentMethod} to Hunarmand, so the Hunarmand team refunds it.`,
    );
  }
  if (!online && actor.role === "admin") {
    throw conflict("This order was not paid online: its seller refunds it from the money she was paid.");
  }
  const left = row.refundablePaisa - row.refundedPaisa;
  if (amountPaisa > left) {
    throw conflict(
      `The refund would be more than was paid for these items: at most ${formatRupees(paisaToRupees(left))} is left to refund.`,
    );
  }
  return order;
}
