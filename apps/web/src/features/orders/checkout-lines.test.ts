import { describe, expect, it } from "vitest";
import { aCartLine, aProduct } from "@/test/fixtures.ts";
import { checkLines, lineChangeNotes, offeredPaymentMethods } from "./checkout-lines.ts";

const NOW = new Date("2025-06-10T12:00:00Z");

describe("checking the checkout's lines against the server", () => {
  it("names a sale that ended with the price she saw and the price she now pays", () => {
    const inCart = aCartLine(1, { price: 4700, sale_price: 3999, saleEndingDate: null });
    const seen = new Map([["p1", inCart.product]]);
    const fresh = new Map([["p1", aProduct({ price: 4700, sale_price: null })]]);
    const [checked] = checkLines([inCart], seen, fresh, NOW);
    expect(checked?.line.product.sale_price).toBeNull();
    expect(lineChangeNotes(checked as NonNullable<typeof checked>, NOW)).toEqual([
      "Price went from Rs 3,999 to Rs 4,700",
    ]);
  });

  it("says nothing about a line that did not change, and marks gone and sold-out lines", () => {
    const fresh = new Map([
      ["p1", aProduct()],
      ["p2", aProduct({ _id: "p2", quantity: 0 })],
    ]);
    const lines = [aCartLine(1), aCartLine(1, { _id: "p2" }), aCartLine(1, { _id: "p3" })];
    const checked = checkLines(lines, new Map(), fresh, NOW);
    expect(checked.map((c) => lineChangeNotes(c, NOW))).toEqual([
      [],
      ["Out of stock"],
      ["No longer available"],
    ]);
  });

  it("offers only cash until the lines are read, then what every store accepts", () => {
    const lines = [aCartLine(1), aCartLine(1, { _id: "p2" })];
    expect(offeredPaymentMethods(null, lines)).toEqual(["Cash on Delivery"]);
    const fresh = new Map([
      ["p1", aProduct()],
      [
        "p2",
        aProduct({
          _id: "p2",
          store_id: {
            _id: "s2",
            name: "Noor Crochet Studio",
            slug: "noor-crochet-studio",
            category: "Crochet & Knitting",
            description: "",
            acceptedPaymentMethods: ["Cash on Delivery", "Mobile Wallet"],
          },
        }),
      ],
    ]);
    expect(offeredPaymentMethods(fresh, lines)).toEqual(["Cash on Delivery"]);
    expect(offeredPaymentMethods(fresh, [lines[0] as (typeof lines)[number]])).toEqual([
      "Cash on Delivery",
      "Bank Transfer",
    ]);
  });
});
