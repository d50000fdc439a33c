import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import messages from "@/i18n/catalogs/en/checkout.json";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { useT } from "@/i18n/use-t.ts";
import { aCartLine, aProduct } from "@/test/fixtures.ts";
import { checkLines, lineChangeNotes, offeredPaymentMethods } from "./checkout-lines.ts";

const NOW = new Date("2025-06-10T12:00:00Z");
const english = renderHook(() => useT(messages)).result.current.t;
const inUrdu = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={createI18n("ur", urduMessages)}>{children}</I18nProvider>
);

describe("checking the checkout's lines against the server", () => {
  it("names a sale that ended with the price she saw and the price she now pays", () => {
    const inCart = aCartLine(1, { price: 4700, sale_price: 3999, saleEndingDate: null });
    const seen = new Map([["p1", inCart.product]]);
    const fresh = new Map([["p1", aProduct({ price: 4700, sale_price: null })]]);
    const [checked] = checkLines([inCart], seen, fresh, NOW);
    expect(checked?.line.product.sale_price).toBeNull();
    expect(lineChangeNotes(checked as NonNullable<typeof checked>, english, NOW)).toEqual([
      "Price went from Rs 3,999 to Rs 4,700",
    ]);
    const urdu = renderHook(() => useT(messages), { wrapper: inUrdu }).result.current.t;
    expect(lineChangeNotes(checked as NonNullable<typeof checked>, urdu, NOW)).toEqual([
      "قیمت Rs 3,999 سے Rs 4,700 ہو گئی",
    ]);
  });

  it("says nothing about a line that did not change, and marks gone and sold-out lines", () => {
    const fresh = new Map([
      ["p1", aProduct()],
      ["p2", aProduct({ _id: "p2", quantity: 0 })],
    ]);
    const lines = [aCartLine(1), aCartLine(1, { _id: "p2" }), aCartLine(1, { _id: "p3" })];
    const checked = checkLines(lines, new Map(), fresh, NOW);
    expect(checked.map((c) => lineChangeNotes(c, english, NOW))).toEqual([
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
            verified: false,
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

describe("checking lines for a size (issue 18)", () => {
  const sizes = (mQuantity: number, mPrice = 3200) => [
    {
      _id: "v-s",
      options: { Size: "S" },
      price: 3000,
      sale_price: null,
      quantity: 5,
      sku: null,
      image: null,
    },
    {
      _id: "v-m",
      options: { Size: "M" },
      price: mPrice,
      sale_price: null,
      quantity: mQuantity,
      sku: null,
      image: null,
    },
  ];
  const kurta = (variants = sizes(3)) =>
    aProduct({ _id: "p1", price: 3000, options: [{ name: "Size", values: ["S", "M"] }], variants });
  const sizeM = () => ({
    ...aCartLine(2, { price: 3200, quantity: 3 }),
    variant: { _id: "v-m", options: { Size: "M" } },
  });

  it("checks a size's line against that size: its price, and how many of it are left", () => {
    const line = sizeM();
    const seen = new Map([["p1:v-m", line.product]]);
    const [checked] = checkLines([line], seen, new Map([["p1", kurta(sizes(1, 3500))]]), NOW);
    expect(checked?.change).toEqual({ unavailable: null, priceWas: 3200, onlyLeft: 1 });
    expect(checked?.line).toMatchObject({ quantity: 1, variant: line.variant, product: { price: 3500 } });
  });

  it("marks a size sold out, and a size the seller took away as no longer available", () => {
    const soldOut = checkLines([sizeM()], new Map(), new Map([["p1", kurta(sizes(0))]]), NOW);
    expect(soldOut[0]?.change.unavailable).toBe("sold-out");
    const gone = checkLines([sizeM()], new Map(), new Map([["p1", kurta(sizes(3).slice(0, 1))]]), NOW);
    expect(gone[0]?.change.unavailable).toBe("removed");
  });

  it("asks for a size on a line saved before the product had sizes", () => {
    const [checked] = checkLines([aCartLine(1)], new Map(), new Map([["p1", kurta()]]), NOW);
    expect(checked?.change.unavailable).toBe("choose-options");
    expect(lineChangeNotes(checked as NonNullable<typeof checked>, english, NOW)).toEqual([
      "Choose a size or colour on the product's page",
    ]);
  });
});
