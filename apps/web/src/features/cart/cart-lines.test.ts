import { describe, expect, it } from "vitest";
import {
  addLine,
  type CartLine,
  type CartProduct,
  cartCount,
  cartTotal,
  lineUnitPrice,
  parseStoredLines,
  refreshLines,
  removeLine,
  setLineQuantity,
} from "./cart-lines.ts";

const NOW = new Date("2025-06-01T12:00:00Z");

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    _id: "p1",
    name: "Phulkari Dupatta",
    price: 4500,
    sale_price: null,
    saleEndingDate: null,
    images: ["/uploads/p1.webp"],
    thumbnails: ["/uploads/p1-400.webp"],
    quantity: 10,
    category: "Traditional Textiles",
    store_id: { _id: "s1", name: "Fatima's Phulkari House" },
    ...overrides,
  };
}

describe("adding to the cart", () => {
  it("starts a new product at the quantity added", () => {
    const lines = addLine([], product(), 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1);
  });

  it("adds to the quantity of a product already in the cart instead of a second line", () => {
    const lines = addLine(addLine([], product(), 1), product(), 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it("never holds more than the stock", () => {
    const lines = addLine(addLine([], product({ quantity: 2 }), 2), product({ quantity: 2 }), 1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it("does not add a product that is out of stock", () => {
    expect(addLine([], product({ quantity: 0 }), 1)).toEqual([]);
  });

  it("keeps only what the cart needs of the product (the store's id and name)", () => {
    const full = {
      ...product(),
      description: "A long description",
      store_id: { _id: "s1", name: "Fatima's Phulkari House", category: "x", description: "y" },
    };
    const [line] = addLine([], full, 1);
    expect(line?.product).not.toHaveProperty("description");
    expect(line?.product.store_id).toEqual({ _id: "s1", name: "Fatima's Phulkari House" });
  });
});

describe("changing a quantity", () => {
  const start = addLine(addLine([], product(), 2), product({ _id: "p2", name: "Ajrak" }), 1);

  it("sets the quantity of one line and leaves the others alone", () => {
    const lines = setLineQuantity(start, "p1", 5);
    expect(lines.map((l) => [l.product._id, l.quantity])).toEqual([
      ["p1", 5],
      ["p2", 1],
    ]);
  });

  it("removes the line when the quantity becomes 0 or less", () => {
    expect(setLineQuantity(start, "p1", 0).map((l) => l.product._id)).toEqual(["p2"]);
    expect(setLineQuantity(start, "p2", -3).map((l) => l.product._id)).toEqual(["p1"]);
  });

  it("caps the quantity at the stock", () => {
    expect(setLineQuantity(start, "p1", 99)[0]?.quantity).toBe(10);
  });

  it("removes a line explicitly", () => {
    expect(removeLine(start, "p1").map((l) => l.product._id)).toEqual(["p2"]);
  });
});

describe("prices and totals", () => {
  const onSale = product({ _id: "sale", price: 4500, sale_price: 3800, saleEndingDate: null });
  const saleEnded = product({
    _id: "ended",
    price: 1000,
    sale_price: 500,
    saleEndingDate: "2025-05-01T00:00:00Z",
  });
  const regular = product({ _id: "regular", price: 1499.5 });

  it("charges the sale price while a sale is active, the regular price once it has ended", () => {
    expect(lineUnitPrice({ product: onSale, quantity: 1 }, NOW)).toBe(3800);
    expect(lineUnitPrice({ product: saleEnded, quantity: 1 }, NOW)).toBe(1000);
  });

  it("sums unit price times quantity to the paisa", () => {
    const lines: CartLine[] = [
      { product: onSale, quantity: 2 },
      { product: saleEnded, quantity: 1 },
      { product: regular, quantity: 3 },
    ];
    expect(cartTotal(lines, NOW)).toBe(3800 * 2 + 1000 + 4498.5);
    expect(cartCount(lines)).toBe(6);
  });

  it("an empty cart totals nothing", () => {
    expect(cartTotal([], NOW)).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});

describe("reading the stored cart", () => {
  it("reads back what was stored", () => {
    const lines = addLine([], product(), 2);
    expect(parseStoredLines(JSON.stringify(lines))).toEqual(lines);
  });

  it("drops malformed lines and survives garbage", () => {
    const good = addLine([], product(), 1);
    const stored = JSON.stringify([...good, { quantity: 2 }, { product: { _id: "x" }, quantity: 0 }, null]);
    expect(parseStoredLines(stored)).toEqual(good);
    expect(parseStoredLines("{not json")).toEqual([]);
    expect(parseStoredLines(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseStoredLines(null)).toEqual([]);
  });
});

describe("taking the products as the checkout read them", () => {
  it("takes the new price and sale, lowers a quantity above the stock, and keeps gone or sold-out lines", () => {
    const lines: CartLine[] = [
      { product: product({ sale_price: 3999 }), quantity: 3 },
      { product: product({ _id: "p2" }), quantity: 2 },
      { product: product({ _id: "p3" }), quantity: 1 },
    ];
    const fresh = new Map<string, CartProduct | null>([
      ["p1", product({ price: 4700, sale_price: null, quantity: 2 })],
      ["p2", null],
      ["p3", product({ _id: "p3", quantity: 0 })],
    ]);
    const next = refreshLines(lines, fresh);
    expect(next[0]).toEqual({ product: product({ price: 4700, quantity: 2 }), quantity: 2 });
    expect(next[1]).toBe(lines[1]);
    expect(next[2]).toEqual({ product: product({ _id: "p3", quantity: 0 }), quantity: 1 });
  });
});
