import { describe, expect, it } from "vitest";
import { clampQuantity } from "./quantity-stepper.tsx";

describe("clampQuantity", () => {
  it("keeps the quantity between 1 and the stock", () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
  });

  it("drops fractions and ignores what is not a number", () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it("stays at 1 when the product is out of stock", () => {
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
