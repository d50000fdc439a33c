import { describe, expect, it } from "vitest";
import type { Order } from "./api/orders-api.ts";
import { buildReceiptText, receiptFileName } from "./receipt.ts";

function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4f5a6b",
    id: "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4f5a6b",
    user_id: "u1",
    customer: null,
    store_id: "s1",
    store: { _id: "s1", name: "Fatima's Phulkari House" },
    checkoutId: "c1",
    products: [
      {
        _id: "i1",
        product: { _id: "p1", name: "Phulkari Dupatta", images: [], price: 4500 },
        quantity: 2,
        price: 4500,
        store_id: { _id: "s1", name: "Fatima's Phulkari House" },
        review: null,
      },
      {
        _id: "i2",
        product: { _id: "p2", name: "Embroidered Cushion Cover", images: [], price: 1299.5 },
        quantity: 1,
        price: 1299.5,
        store_id: { _id: "s1", name: "Fatima's Phulkari House" },
        review: null,
      },
    ],
    shippingAddress: {
      fullName: "Ayesha Khan",
      addressLine: "House 12, Street 4, Gulberg III",
      city: "Lahore",
      postalCode: "54000",
      country: "Pakistan",
      phone: "03001234567",
    },
    paymentMethod: "Cash on Delivery",
    itemsPrice: 10299.5,
    shippingPrice: 0,
    taxPrice: 514.98,
    totalPrice: 10814.48,
    orderStatus: "Pending",
    paymentStatus: "Pending",
    trackingNumber: "",
    notes: "",
    createdAt: "2025-06-01T07:30:00.000Z",
    updatedAt: "2025-06-01T07:30:00.000Z",
    deliveredAt: null,
    events: [],
    ...overrides,
  };
}

describe("the downloadable receipt", () => {
  it("is named after the order id", () => {
    expect(receiptFileName("abc-123")).toBe("receipt-abc-123.txt");
  });

  it("lists every item with its quantity, unit price and line total in rupees", () => {
    const text = buildReceiptText(order(), { timeZone: "Asia/Karachi" });
    expect(text).toContain("Phulkari Dupatta");
    expect(text).toMatch(/2 x Rs 4,500 +Rs 9,000/);
    expect(text).toContain("Embroidered Cushion Cover");
    expect(text).toMatch(/1 x Rs 1,299\.50 +Rs 1,299\.50/);
    expect(text).not.toContain("$");
  });

  it("holds the server's totals, the order number, store, address, payment method and date", () => {
    const text = buildReceiptText(order(), { timeZone: "Asia/Karachi" });
    expect(text).toMatch(/Items total +Rs 10,299\.50/);
    expect(text).toMatch(/Shipping +Free/);
    expect(text).toMatch(/Tax \(5%\) +Rs 514\.98/);
    expect(text).toMatch(/Total +Rs 10,814\.48/);
    expect(text).toContain("Order number: 3E4F5A6B");
    expect(text).toContain("Store: Fatima's Phulkari House");
    expect(text).toContain(
      "Ayesha Khan\nHouse 12, Street 4, Gulberg III\nLahore 54000\nPakistan\nPhone: 03001234567",
    );
    expect(text).toContain("Payment method: Cash on Delivery");
    // 07:30 UTC is 12:30 in Karachi.
    expect(text).toMatch(/Date: 1 June 2025.*12:30/);
  });

  it("shows a shipping fee when one was charged, and notes only when there are some", () => {
    const plain = buildReceiptText(order({ shippingPrice: 50 }), { timeZone: "UTC" });
    expect(plain).toMatch(/Shipping +Rs 50/);
    expect(plain).not.toContain("Notes:");
    expect(buildReceiptText(order({ notes: "Call before delivery" }))).toContain(
      "Notes: Call before delivery",
    );
  });
});
