import { describe, expect, it } from "vitest";
import { canMoveOrder, ORDER_STATUSES } from "./order-statuses.ts";

describe("order status moves", () => {
  it("goes forward with skips, cancels before delivery, returns after shipping", () => {
    expect(canMoveOrder("Pending", "Delivered")).toBe(true);
    expect(canMoveOrder("Shipped", "Cancelled")).toBe(true);
    expect(canMoveOrder("Delivered", "Returned")).toBe(true);
    expect(canMoveOrder("Processing", "Returned")).toBe(false);
  });

  it("never goes back, and Cancelled and Returned are final", () => {
    expect(canMoveOrder("Delivered", "Pending")).toBe(false);
    expect(canMoveOrder("Shipped", "Processing")).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder("Cancelled", to)).toBe(false);
      expect(canMoveOrder("Returned", to)).toBe(false);
    }
  });
});
