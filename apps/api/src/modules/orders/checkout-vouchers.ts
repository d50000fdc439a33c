import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import {
  applyVoucher,
  type DiscountLine,
  normalizeVoucherCode,
  type VoucherRefusal,
  voucherTimeRefusal,
} from "@marketplace/shared/voucher-pricing";
import type { Executor } from "../../db/create-db.ts";
import { HttpError } from "../../lib/http-error.ts";
import { ruleOf } from "../vouchers/voucher-json.ts";
import * as vouchers from "../vouchers/vouchers.repository.ts";

/** A code that applies to one store's lines: the voucher, what it takes off, and each line's part. */
export interface AppliedCode {
  voucher: vouchers.VoucherRow;
  storeName: string;
  amountPaisa: number;
  perLine: number[];
}

interface StoreLinesForVoucher {
  storeId: string;
  /** A line's unit price, less what a campaign takes off it: a code applies to what is left. */
  storeLines: ReadonlyArray<DiscountLine & { campaignUnitPaisa?: number }>;
}

/**
 * Why a code does not apply, said in the buyer's words (the API translates it for a reader of
 * Urdu). A use the code or she no longer has is 409, like stock; anything else is 400.
 */
export function voucherRefused(
  reason: VoucherRefusal,
  code: string,
  more: { store?: string; minSpendPaisa?: number } = {},
): HttpError {
  const messages: Record<VoucherRefusal, string> = {
    not_found: `No store in your cart has the code ${code}.`,
    not_started: `The code ${code} has not started yet.`,
    expired: `The code ${code} has ended.`,
    paused: `The code ${code} is paused by its store.`,
    minimum_not_met: `The code ${code} needs at least ${formatRupees(paisaToRupees(more.minSpendPaisa ?? 0))} from ${more.store ?? ""}.`,
    used_up: `The code ${code} has been used up.`,
    already_used: `You have already used the code ${code}.`,
    not_for_these_products: `The code ${code} is not for the items in your cart.`,
    one_per_store: `Only one code per store: ${more.store ?? ""} already has a code.`,
  };
  const message = messages[reason];
  const status = reason === "used_up" || reason === "already_used" ? 409 : 400;
  return new HttpError(status, message, [{ field: "voucherCodes", message }], {
    body: { reason, code },
  });
}

/**
 * What the codes take off each store's lines, checked against everything but the uses they have
 * left (those are taken with the order, `claimVoucherCodes`). Each code must belong to a store of
 * the checkout, and a store takes one code.
 */
export async function priceVoucherCodes(
  db: Executor,
  customerId: string,
  codes: readonly string[],
  stores: readonly StoreLinesForVoucher[],
  now: Date,
): Promise<Map<string, AppliedCode>> {
  const wanted = [...new Set(codes.map(normalizeVoucherCode).filter((c) => c.length > 0))];
  const applied = new Map<string, AppliedCode>();
  if (wanted.length === 0) return applied;
  const found = await vouchers.findVouchersByCode(
    db,
    stores.map((s) => s.storeId),
    wanted,
  );
  for (const code of wanted) {
    const matches = found.filter((f) => f.voucher.code === code);
    if (matches.length === 0) throw voucherRefused("not_found", code);
    for (const { voucher, storeName } of matches) {
      if (applied.has(voucher.storeId)) throw voucherRefused("one_per_store", code, { store: storeName });
      const late = voucherTimeRefusal(voucher, now);
      if (late) throw voucherRefused(late, code);
      if (voucher.usageLimit !== null && voucher.uses >= voucher.usageLimit)
        throw voucherRefused("used_up", code);
      if (
        voucher.perCustomerLimit !== null &&
        (await vouchers.countCustomerUses(db, voucher.id, customerId)) >= voucher.perCustomerLimit
      ) {
        throw voucherRefused("already_used", code);
      }
      const lines = (stores.find((s) => s.storeId === voucher.storeId)?.storeLines ?? []).map((l) => ({
        productId: l.productId,
        unitPaisa: l.unitPaisa - (l.campaignUnitPaisa ?? 0),
        quantity: l.quantity,
      }));
      const outcome = applyVoucher(ruleOf(voucher), lines);
      if (!outcome.ok) {
        throw voucherRefused(outcome.reason, code, {
          store: storeName,
          minSpendPaisa: voucher.minSpendPaisa ?? 0,
        });
      }
      applied.set(voucher.storeId, {
        voucher,
        storeName,
        amountPaisa: outcome.amountPaisa,
        perLine: outcome.perLine,
      });
    }
  }
  return applied;
}

/**
 * Takes one use of each applied code for this order, in the order of their ids (so two checkouts
 * with the same codes lock them in one order). The row lock of the first update holds until the
 * transaction ends, so her own earlier uses are counted after any checkout of hers ahead of this one
 * has committed: the per-buyer limit holds under concurrency too.
 */
export async function claimVoucherCodes(db: Executor, customerId: string, applied: Iterable<AppliedCode>) {
  const inIdOrder = [...applied].sort((a, b) => a.voucher.id.localeCompare(b.voucher.id));
  for (const { voucher, amountPaisa } of inIdOrder) {
    if (!(await vouchers.claimVoucherUse(db, voucher.id, amountPaisa)))
      throw voucherRefused("used_up", voucher.code);
    if (
      voucher.perCustomerLimit !== null &&
      (await vouchers.countCustomerUses(db, voucher.id, customerId)) >= voucher.perCustomerLimit
    ) {
      throw voucherRefused("already_used", voucher.code);
    }
  }
}
