import { describe, expect, it } from "vitest";
import { discountPercent, isLowStock, isSaleActive, orderTotals, unitPrice } from "./pricing.ts";

const now = new Date("2026-06-01T12:00:00Z");

describe("unit price", () => {
  it("is the sale price while a sale is active, else the price", () => {
    expect(unitPrice({ price: 1000, sale_price: 800 }, now)).toBe(800);
    expect(unitPrice({ price: 1000, sale_price: null }, now)).toBe(1000);
    expect(unitPrice({ price: 1000, sale_price: 1200 }, now)).toBe(1000);
    expect(unitPrice({ price: 1000, sale_price: 800, saleEndingDate: "2026-05-31T00:00:00Z" }, now)).toBe(
      1000,
    );
    expect(unitPrice({ price: 1000, sale_price: 800, saleEndingDate: "2026-06-02T00:00:00Z" }, now)).toBe(
      800,
    );
  });

  it("treats a sale price of 0 as a real, active sale", () => {
    expect(isSaleActive({ price: 500, sale_price: 0 }, now)).toBe(true);
  });
});

describe("discount badge", () => {
  it("rounds (price - sale) / price * 100 and shows nothing without an active sale", () => {
    expect(discountPercent({ price: 1500, sale_price: 1199 }, now)).toBe(20);
    expect(discountPercent({ price: 1500, sale_price: null }, now)).toBeNull();
  });
});

describe("order totals in paisa", () => {
  it("charges Rs 50 shipping up to and including Rs 1000 of items, 5% tax, and sums them", () => {
    expect(orderTotals([{ unitPaisa: 500_00, quantity: 2 }])).toEqual({
      itemsPaisa: 1000_00,
      discountPaisa: 0,
      shippingPaisa: 50_00,
      taxPaisa: 50_00,
      totalPaisa: 1100_00,
    });
  });

  it("ships free once items exceed Rs 1000 and rounds tax to the paisa", () => {
    expect(orderTotals([{ unitPaisa: 1000_01, quantity: 1 }])).toEqual({
      itemsPaisa: 1000_01,
      discountPaisa: 0,
      shippingPaisa: 0,
      taxPaisa: 50_00,
      totalPaisa: 1050_01,
    });
  });
});

describe("low stock", () => {
  it("flags 1 to 4 left, not sold out or plenty", () => {
    expect([0, 1, 4, 5].map(isLowStock)).toEqual([false, true, true, false]);
  });
});
