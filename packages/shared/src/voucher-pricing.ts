import type { Paisa } from "./money.ts";

/**
 * A store's voucher as pricing needs it (issue 31, decision 0048): a percentage of the lines it
 * covers, up to a cap, or a fixed amount; a minimum spend on the store's lines; and optionally only
 * some products. The server and the cart price with these same functions, so the total she sees is
 * the total she is charged (`expectedTotal` still guards it).
 */
export interface VoucherRule {
  type: "percent" | "fixed";
  /** Whole percent (1–100) for "percent"; paisa for "fixed". */
  value: number;
  maxDiscountPaisa: Paisa | null;
  minSpendPaisa: Paisa | null;
  /** Only these products; null for all of the store's. */
  productIds: readonly string[] | null;
}

export interface DiscountLine {
  productId: string;
  unitPaisa: Paisa;
  quantity: number;
}

/** Why a code does not apply to a cart, as the buyer is told. */
export type VoucherRefusal =
  | "not_found"
  | "not_started"
  | "expired"
  | "paused"
  | "minimum_not_met"
  | "used_up"
  | "already_used"
  | "not_for_these_products"
  | "one_per_store";

export type VoucherOutcome =
  | {
      ok: true;
      amountPaisa: Paisa /** Each line's part, in the lines' order; sums to the amount. */;
      perLine: Paisa[];
    }
  | { ok: false; reason: "minimum_not_met" | "not_for_these_products" };

/**
 * Splits `amount` over `weights` in proportion, in whole paisa, summing exactly to `amount`: each
 * gets the floor of its share and the paisa left go to the largest remainders (ties to the first).
 * Never gives a part more than its weight when `amount` is at most the weights' sum.
 */
export function splitExactly(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = (parts[i] as number) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * What a voucher takes off one store's lines. The minimum spend counts all the store's lines; the
 * discount comes only off the lines it covers and never exceeds them, so no line and no order goes
 * below zero. Shipping and tax are not touched here (`orderTotals` applies their own rules).
 */
export function applyVoucher(rule: VoucherRule, lines: readonly DiscountLine[]): VoucherOutcome {
  const spend = lines.reduce((sum, l) => sum + l.unitPaisa * l.quantity, 0);
  if (rule.minSpendPaisa !== null && spend < rule.minSpendPaisa)
    return { ok: false, reason: "minimum_not_met" };
  const covered = (l: DiscountLine) => rule.productIds === null || rule.productIds.includes(l.productId);
  const weights = lines.map((l) => (covered(l) ? l.unitPaisa * l.quantity : 0));
  const coveredPaisa = weights.reduce((sum, w) => sum + w, 0);
  if (coveredPaisa === 0) return { ok: false, reason: "not_for_these_products" };
  let amount = rule.type === "percent" ? Math.floor((coveredPaisa * rule.value) / 100) : rule.value;
  if (rule.maxDiscountPaisa !== null) amount = Math.min(amount, rule.maxDiscountPaisa);
  amount = Math.max(0, Math.min(amount, coveredPaisa));
  return { ok: true, amountPaisa: amount, perLine: splitExactly(amount, weights) };
}

export interface VoucherWindow {
  status: "active" | "paused" | "ended";
  startsAt: Date | string | null;
  endsAt: Date | string | null;
}

/** Whether a code can be used at `now`: null when it can, else why not. */
export function voucherTimeRefusal(
  voucher: VoucherWindow,
  now: Date = new Date(),
): "not_started" | "expired" | "paused" | null {
  if (voucher.status === "ended") return "expired";
  if (voucher.status === "paused") return "paused";
  if (voucher.startsAt && new Date(voucher.startsAt).getTime() > now.getTime()) return "not_started";
  if (voucher.endsAt && new Date(voucher.endsAt).getTime() <= now.getTime()) return "expired";
  return null;
}

/** A code as it is kept and matched: trimmed and in capitals ("eid10 " is "EID10"). */
export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();
