import { describe, expect, it } from "vitest";
import { canMoveOrder, canMovePayment, ORDER_STATUSES, PAYMENT_STATUSES } from "./order-statuses.ts";

describe("order status moves", () => {
  it("goes forward with skips, cancels before delivery, returns after shipping", () => {
    expect(canMoveOrder("Pending", "Shipped")).toBe(true);
    expect(canMoveOrder("Processing", "Delivered")).toBe(true);
    // Nobody accepted nor sent it: it is not at the buyer's door (issue 34).
    expect(canMoveOrder("Pending", "Delivered")).toBe(false);
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

describe("payment status moves", () => {
  it("never marks a Cancelled or Returned order Paid, from any payment status", () => {
    for (const from of PAYMENT_STATUSES) {
      expect(canMovePayment("Cancelled", from, "Paid")).toBe(false);
      expect(canMovePayment("Returned", from, "Paid")).toBe(false);
    }
  });

  it("refunds a final order that was paid, and marks an open one paid or failed", () => {
    expect(canMovePayment("Cancelled", "Paid", "Refunded")).toBe(true);
    expect(canMovePayment("Returned", "Paid", "Refunded")).toBe(true);
    expect(canMovePayment("Pending", "Pending", "Paid")).toBe(true);
    expect(canMovePayment("Shipped", "Pending", "Failed")).toBe(true);
    expect(canMovePayment("Delivered", "Paid", "Pending")).toBe(true);
    expect(canMovePayment("Cancelled", "Paid", "Pending")).toBe(false);
  });

  it("keeps a final order's refund final, and refunds only what was paid", () => {
    for (const to of PAYMENT_STATUSES) expect(canMovePayment("Returned", "Refunded", to)).toBe(false);
    expect(canMovePayment("Delivered", "Pending", "Refunded")).toBe(false);
    expect(canMovePayment("Delivered", "Refunded", "Paid")).toBe(true);
  });
});
