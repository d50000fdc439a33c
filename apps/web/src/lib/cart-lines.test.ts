import { describe, expect, it } from "vitest";
import {
  addLine,
  type CartLine,
  type CartProduct,
  cartCount,
  cartTotal,
  lineKey,
  lineUnitPrice,
  parseStoredLines,
  refreshLines,
  removeLine,
  setLineQuantity,
  toCartProduct,
} from "@/lib/cart-lines.ts";
import { aProduct } from "@/test/fixtures.ts";

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

describe("lines for a size or colour (issue 18)", () => {
  const kurta = product({
    _id: "k",
    price: 3000,
    quantity: 7,
  });
  const withSizes = {
    ...kurta,
    variants: [
      { _id: "k-s", options: { Size: "S" }, price: 3000, sale_price: null, quantity: 5 },
      { _id: "k-m", options: { Size: "M" }, price: 3200, sale_price: 2900, quantity: 2 },
    ],
  };
  const sizeM = { _id: "k-m", options: { Size: "M" } };
  const sizeS = { _id: "k-s", options: { Size: "S" } };

  it("keeps each size on a line of its own, priced and stocked as that size", () => {
    const lines = addLine(addLine([], withSizes, 1, sizeM), withSizes, 2, sizeS);
    expect(lines.map((l) => [lineKey(l), l.quantity, l.product.price, l.product.quantity])).toEqual([
      ["k:k-m", 1, 3200, 2],
      ["k:k-s", 2, 3000, 5],
    ]);
    expect(lines[0]?.variant).toEqual(sizeM);
    expect(lineUnitPrice(lines[0] as CartLine, NOW)).toBe(2900);
    expect(lines[0]?.product).not.toHaveProperty("variants");
  });

  it("adds the same size to its line, never past that size's stock", () => {
    const lines = addLine(addLine([], withSizes, 1, sizeM), withSizes, 5, sizeM);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it("changes and removes one size's line by its key, leaving the other size alone", () => {
    const lines = addLine(addLine([], withSizes, 1, sizeM), withSizes, 1, sizeS);
    expect(setLineQuantity(lines, "k:k-s", 4).map((l) => l.quantity)).toEqual([1, 4]);
    expect(removeLine(lines, "k:k-m").map(lineKey)).toEqual(["k:k-s"]);
  });

  it("adds nothing for a size the product does not have", () => {
    expect(addLine([], withSizes, 1, { _id: "k-xl", options: { Size: "XL" } })).toEqual([]);
  });

  it("takes a size's new price and stock from the checkout's read, and keeps a line whose size is gone", () => {
    const lines = addLine([], withSizes, 2, sizeM);
    const fresh = new Map([
      [
        "k",
        {
          ...withSizes,
          variants: [{ _id: "k-m", options: { Size: "M" }, price: 3500, sale_price: null, quantity: 1 }],
        },
      ],
    ]);
    const [line] = refreshLines(lines, fresh);
    expect(line).toMatchObject({ quantity: 1, variant: sizeM, product: { price: 3500, quantity: 1 } });
    const gone = new Map([["k", { ...withSizes, variants: [] }]]);
    expect(refreshLines(lines, gone)[0]).toBe(lines[0]);
  });

  it("reads back a stored size line, and an old saved cart without sizes as before", () => {
    const lines = addLine(addLine([], withSizes, 1, sizeM), product(), 1);
    expect(parseStoredLines(JSON.stringify(lines))).toEqual(lines);
    const old = JSON.stringify([{ product: product(), quantity: 2 }]);
    expect(parseStoredLines(old)).toEqual([{ product: product(), quantity: 2 }]);
    const broken = JSON.stringify([{ product: product(), quantity: 1, variant: { options: {} } }]);
    expect(parseStoredLines(broken)).toEqual([]);
  });
});

describe("toCartProduct", () => {
  it("keeps what the cart shows and prices, and the store's id and name, nothing else", () => {
    const full = aProduct({ images: ["/uploads/p1.webp"], thumbnails: ["/uploads/p1-400.webp"] });
    const kept = toCartProduct(full);
    expect(kept).toStrictEqual({
      _id: "p1",
      name: "Phulkari Dupatta",
      price: 400,
      sale_price: null,
      saleEndingDate: null,
      images: ["/uploads/p1.webp"],
      thumbnails: ["/uploads/p1-400.webp"],
      quantity: 50,
      category: "Traditional Textiles",
      store_id: { _id: full.store_id._id, name: full.store_id.name },
    });
  });

  it("keeps the campaign it sells in while one runs, first", () => {
    const campaign = {
      slug: "eid",
      name: { en: "Eid", ur: "عید" },
      type: "percent" as const,
      value: 10,
      maxDiscount: null,
    };
    const kept = toCartProduct(product({ campaign }));
    expect(Object.keys(kept)[0]).toBe("campaign");
    expect(kept.campaign).toEqual(campaign);
  });
});
