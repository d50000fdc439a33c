import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderTotals } from "./pricing.ts";
import {
  applyVoucher,
  type DiscountLine,
  splitExactly,
  type VoucherRule,
  voucherTimeRefusal,
} from "./voucher-pricing.ts";

const line = (productId: string, unitPaisa: number, quantity = 1): DiscountLine => ({
  productId,
  unitPaisa,
  quantity,
});
const percent = (value: number, more: Partial<VoucherRule> = {}): VoucherRule => ({
  type: "percent",
  value,
  maxDiscountPaisa: null,
  minSpendPaisa: null,
  productIds: null,
  ...more,
});

describe("a voucher on one store's lines", () => {
  it("takes 10% off Rs 1,500 of goods and splits it by line", () => {
    const outcome = applyVoucher(percent(10), [line("a", 1000_00), line("b", 250_00, 2)]);
    expect(outcome).toEqual({ ok: true, amountPaisa: 150_00, perLine: [100_00, 50_00] });
  });

  it("caps a percentage at its maximum and a fixed amount at the goods it covers", () => {
    expect(applyVoucher(percent(50, { maxDiscountPaisa: 200_00 }), [line("a", 1000_00)])).toMatchObject({
      amountPaisa: 200_00,
    });
    const fixed: VoucherRule = { ...percent(0), type: "fixed", value: 500_00 };
    expect(applyVoucher(fixed, [line("a", 300_00)])).toMatchObject({ amountPaisa: 300_00 });
  });

  it("counts the minimum on all the store's lines, and discounts only the products it names", () => {
    const rule = percent(10, { minSpendPaisa: 1000_00, productIds: ["b"] });
    expect(applyVoucher(rule, [line("a", 600_00)])).toEqual({ ok: false, reason: "minimum_not_met" });
    expect(applyVoucher(rule, [line("a", 600_00), line("c", 600_00)])).toEqual({
      ok: false,
      reason: "not_for_these_products",
    });
    expect(applyVoucher(rule, [line("a", 600_00), line("b", 500_00)])).toEqual({
      ok: true,
      amountPaisa: 50_00,
      perLine: [0, 50_00],
    });
  });

  it("says when a code is paused, ended, not started or past its end", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const open = { status: "active" as const, startsAt: null, endsAt: null };
    expect(voucherTimeRefusal(open, now)).toBeNull();
    expect(voucherTimeRefusal({ ...open, status: "paused" }, now)).toBe("paused");
    expect(voucherTimeRefusal({ ...open, status: "ended" }, now)).toBe("expired");
    expect(voucherTimeRefusal({ ...open, startsAt: "2026-11-29T00:00:00Z" }, now)).toBe("not_started");
    expect(voucherTimeRefusal({ ...open, endsAt: "2026-11-28T12:00:00Z" }, now)).toBe("expired");
  });
});

const lines = fc.array(
  fc.record({
    productId: fc.constantFrom("a", "b", "c", "d"),
    unitPaisa: fc.integer({ min: 1, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { minLength: 1, maxLength: 8 },
);
const rule: fc.Arbitrary<VoucherRule> = fc
  .record({
    type: fc.constantFrom("percent" as const, "fixed" as const),
    value: fc.integer({ min: 1, max: 100_000_000 }),
    maxDiscountPaisa: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
    minSpendPaisa: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
    productIds: fc.option(fc.subarray(["a", "b", "c", "d"]), { nil: null }),
  })
  .map((r) => (r.type === "percent" ? { ...r, value: (r.value % 100) + 1 } : r));

describe("voucher pricing, for any cart", () => {
  it("never makes a line or an order negative, and splits exactly per line", () => {
    fc.assert(
      fc.property(rule, lines, (r, ls) => {
        const outcome = applyVoucher(r, ls);
        if (!outcome.ok) return;
        expect(outcome.perLine.reduce((s, p) => s + p, 0)).toBe(outcome.amountPaisa);
        outcome.perLine.forEach((part, i) => {
          const l = ls[i] as DiscountLine;
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(l.unitPaisa * l.quantity);
          if (r.productIds && !r.productIds.includes(l.productId)) expect(part).toBe(0);
        });
        const totals = orderTotals(ls, outcome.amountPaisa);
        const plain = orderTotals(ls);
        expect(totals.itemsPaisa - totals.discountPaisa).toBeGreaterThanOrEqual(0);
        // Shipping keeps its rule; tax never goes below 5% of what she pays for the goods.
        expect(totals.shippingPaisa).toBe(plain.shippingPaisa);
        expect(totals.taxPaisa).toBe(Math.round((totals.itemsPaisa - totals.discountPaisa) * 0.05));
        expect(totals.totalPaisa).toBeLessThanOrEqual(plain.totalPaisa);
      }),
    );
  });

  it("splits any amount over any weights exactly, no part above its weight", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (w, n) => {
          const total = w.reduce((s, x) => s + x, 0);
          const amount = total === 0 ? 0 : n % (total + 1);
          const parts = splitExactly(amount, w);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(w[i] as number);
          });
        },
      ),
    );
  });
});
