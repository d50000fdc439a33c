import { describe, expect, it } from "vitest";
import { aCartLine, aStore, productStoreOf } from "@/test/fixtures.ts";
import { summarizeCheckout } from "./checkout-summary.ts";

const NOW = new Date("2025-06-01T12:00:00Z");

const noor = productStoreOf(
  aStore({ _id: "s2", name: "Noor Crochet Corner", category: "Crochet & Knitting" }),
);

describe("the checkout summary", () => {
  it("charges Rs 50 shipping and 5% tax on a small single-store order", () => {
    const summary = summarizeCheckout([aCartLine(2)], NOW);
    expect(summary.stores).toHaveLength(1);
    expect(summary.stores[0]?.totals).toEqual({ items: 800, discount: 0, shipping: 50, tax: 40, total: 890 });
    expect(summary.grand).toEqual(summary.stores[0]?.totals);
  });

  it("ships free only when the items total is above Rs 1000, not at exactly 1000", () => {
    expect(summarizeCheckout([aCartLine(1, { price: 1000 })], NOW).grand.shipping).toBe(50);
    expect(summarizeCheckout([aCartLine(1, { price: 1000.5 })], NOW).grand.shipping).toBe(0);
  });

  it("prices a line at the sale price while the sale lasts and at the price once it has ended", () => {
    const onSale = aCartLine(3, { price: 500, sale_price: 350, saleEndingDate: "2025-06-02T00:00:00Z" });
    const summary = summarizeCheckout([onSale], NOW);
    expect(summary.stores[0]?.lines[0]).toMatchObject({ unitPrice: 350, lineTotal: 1050 });
    const ended = summarizeCheckout([onSale], new Date("2025-06-03T00:00:00Z"));
    expect(ended.stores[0]?.lines[0]).toMatchObject({ unitPrice: 500, lineTotal: 1500 });
  });

  it("groups lines per store, in first-seen order, each with its own shipping and tax", () => {
    const summary = summarizeCheckout(
      [
        aCartLine(1, { _id: "a", price: 1200 }),
        aCartLine(1, { _id: "b", price: 300, store_id: noor }),
        aCartLine(2, { _id: "c", price: 100 }),
      ],
      NOW,
    );
    expect(summary.stores.map((s) => s.store.name)).toEqual([
      "Fatima's Phulkari House",
      "Noor Crochet Corner",
    ]);
    expect(summary.stores[0]?.lines.map((l) => l.line.product._id)).toEqual(["a", "c"]);
    expect(summary.stores[0]?.totals).toEqual({
      items: 1400,
      discount: 0,
      shipping: 0,
      tax: 70,
      total: 1470,
    });
    expect(summary.stores[1]?.totals).toEqual({ items: 300, discount: 0, shipping: 50, tax: 15, total: 365 });
    // The grand total is the sum of the orders, not the cart priced as one order (which would ship free).
    expect(summary.grand).toEqual({ items: 1700, discount: 0, shipping: 50, tax: 85, total: 1835 });
  });

  it("keeps paisa exact when prices have them", () => {
    const summary = summarizeCheckout([aCartLine(3, { price: 99.99 })], NOW);
    expect(summary.grand).toEqual({ items: 299.97, discount: 0, shipping: 50, tax: 15, total: 364.97 });
  });

  it("takes a store's checked voucher code off that store's items only, by the server's rule", () => {
    const voucher = {
      code: "EID10",
      store: { _id: "s2", name: "Noor Crochet Corner" },
      type: "percent" as const,
      value: 10,
      maxDiscount: 20,
      minSpend: null,
      productIds: null,
      discount: 20,
    };
    const lines = [
      aCartLine(1, { _id: "a", price: 1200 }),
      aCartLine(1, { _id: "b", price: 300, store_id: noor }),
    ];
    const summary = summarizeCheckout(lines, NOW, new Map([["s2", voucher]]));
    // 10% of Rs 300 is Rs 30, capped at Rs 20; tax on the Rs 280 she pays; shipping as before.
    expect(summary.stores[1]).toMatchObject({
      code: "EID10",
      totals: { items: 300, discount: 20, shipping: 50, tax: 14, total: 344 },
    });
    expect(summary.stores[0]?.code).toBeNull();
    expect(summary.grand).toEqual({ items: 1500, discount: 20, shipping: 50, tax: 74, total: 1604 });
    // A minimum the lines no longer meet takes nothing off.
    const unmet = summarizeCheckout(lines, NOW, new Map([["s2", { ...voucher, minSpend: 500 }]]));
    expect(unmet.stores[1]).toMatchObject({ code: null, totals: { discount: 0, total: 365 } });
  });

  it("takes a running campaign off each unit, then a store's code off what is left", () => {
    const campaign = {
      slug: "eid",
      name: { en: "Eid Sale", ur: "عید سیل" },
      type: "percent" as const,
      value: 20,
      maxDiscount: null,
    };
    const voucher = {
      code: "EXTRA10",
      store: { _id: "s1", name: "Fatima's Phulkari House" },
      type: "percent" as const,
      value: 10,
      maxDiscount: null,
      minSpend: null,
      productIds: null,
      discount: 0,
    };
    const line = aCartLine(2, { _id: "a", price: 1000, campaign });
    const summary = summarizeCheckout([line], NOW, new Map([["s1", voucher]]));
    // Rs 2,000 less 20% (Rs 400) = Rs 1,600, less 10% of that (Rs 160); tax on Rs 1,440; free shipping.
    expect(summary.stores[0]).toMatchObject({
      code: "EXTRA10",
      campaignDiscount: 400,
      totals: { items: 2000, discount: 560, shipping: 0, tax: 72, total: 1512 },
    });
  });

  it("is empty for no lines", () => {
    expect(summarizeCheckout([], NOW)).toEqual({
      stores: [],
      grand: { items: 0, discount: 0, shipping: 0, tax: 0, total: 0 },
    });
  });
});
