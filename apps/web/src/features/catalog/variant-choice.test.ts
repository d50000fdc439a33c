import { describe, expect, it } from "vitest";
import {
  choose,
  chosenVariant,
  imageForSelection,
  initialSelection,
  lowestPrice,
  missingOptions,
  unitsWith,
} from "./variant-choice.ts";

const variant = (id: string, options: Record<string, string>, quantity: number) => ({
  _id: id,
  options,
  quantity,
});

const kurta = {
  options: [{ name: "Size", values: ["S", "M", "L"] }],
  variants: [variant("s", { Size: "S" }, 4), variant("m", { Size: "M" }, 2), variant("l", { Size: "L" }, 0)],
};

const dupatta = {
  options: [
    { name: "Size", values: ["S", "M"] },
    { name: "Colour", values: ["Red", "Blue"] },
  ],
  variants: [
    variant("sr", { Size: "S", Colour: "Red" }, 3),
    variant("sb", { Size: "S", Colour: "Blue" }, 0),
    variant("mr", { Size: "M", Colour: "Red" }, 0),
    variant("mb", { Size: "M", Colour: "Blue" }, 5),
  ],
};

describe("choosing a variant on the product page", () => {
  it("names the variant only once every option has a value, and says what is left to choose", () => {
    expect(chosenVariant(dupatta, {})).toBeNull();
    expect(missingOptions(dupatta, {})).toEqual(["Size", "Colour"]);
    expect(chosenVariant(dupatta, { Size: "M" })).toBeNull();
    expect(missingOptions(dupatta, { Size: "M" })).toEqual(["Colour"]);
    expect(chosenVariant(dupatta, { Size: "M", Colour: "Blue" })?._id).toBe("mb");
    expect(missingOptions(dupatta, { Size: "M", Colour: "Blue" })).toEqual([]);
  });

  it("counts a size sold out when none of it is left, so its button is shown but cannot be pressed", () => {
    expect(unitsWith(kurta, {}, "Size", "M")).toBe(2);
    expect(unitsWith(kurta, {}, "Size", "L")).toBe(0);
  });

  it("counts a colour with the size already chosen, and every size while none is", () => {
    expect(unitsWith(dupatta, {}, "Colour", "Red")).toBe(3);
    expect(unitsWith(dupatta, { Size: "M" }, "Colour", "Red")).toBe(0);
    expect(unitsWith(dupatta, { Size: "M" }, "Colour", "Blue")).toBe(5);
    // The option's own pick does not count against its other values.
    expect(unitsWith(dupatta, { Size: "M" }, "Size", "S")).toBe(3);
  });

  it("lets go of a pick that has no stock with the new one, and keeps one that has", () => {
    expect(choose(dupatta, { Colour: "Red" }, "Size", "M")).toEqual({ Size: "M" });
    expect(choose(dupatta, { Colour: "Blue" }, "Size", "M")).toEqual({ Size: "M", Colour: "Blue" });
    expect(choose(kurta, { Size: "S" }, "Size", "M")).toEqual({ Size: "M" });
  });

  it("starts from the variant the address names, else picks the options that have one value", () => {
    expect(initialSelection(dupatta, "mb")).toEqual({ Size: "M", Colour: "Blue" });
    expect(initialSelection(dupatta, "gone")).toEqual({});
    const oneColour = { ...dupatta, options: [dupatta.options[0]!, { name: "Colour", values: ["Red"] }] };
    expect(initialSelection(oneColour, null)).toEqual({ Colour: "Red" });
  });

  it("treats a product without options as having nothing to choose", () => {
    const plain = { options: [], variants: [] };
    expect(missingOptions(plain, {})).toEqual([]);
    expect(chosenVariant(plain, {})).toBeNull();
  });
});

describe("the price shown before a size is chosen", () => {
  const priced = (prices: Array<[number, number | null]>, saleEndingDate: string | null = null) => ({
    saleEndingDate,
    options: [{ name: "Size", values: prices.map((_, i) => `S${i}`) }],
    variants: prices.map(([price, sale_price], i) => ({
      ...variant(`v${i}`, { Size: `S${i}` }, 1),
      price,
      sale_price,
    })),
  });
  const NOW = new Date("2026-01-01T00:00:00Z");

  it("is the lowest a buyer would pay, a sale counted, when the sizes cost differently", () => {
    expect(
      lowestPrice(
        priced([
          [3000, null],
          [3400, null],
        ]),
        NOW,
      ),
    ).toBe(3000);
    expect(
      lowestPrice(
        priced([
          [3000, null],
          [3400, 2800],
        ]),
        NOW,
      ),
    ).toBe(2800);
    expect(
      lowestPrice(
        priced(
          [
            [3000, null],
            [3400, 2800],
          ],
          "2025-12-01T00:00:00Z",
        ),
        NOW,
      ),
    ).toBe(3000);
  });

  it("is none when every size costs the same, so the product's own price shows", () => {
    expect(
      lowestPrice(
        priced([
          [3000, null],
          [3000, null],
        ]),
        NOW,
      ),
    ).toBeNull();
    expect(lowestPrice({ saleEndingDate: null, options: [], variants: [] }, NOW)).toBeNull();
  });
});

describe("the picture a choice shows", () => {
  const withPictures = {
    ...dupatta,
    variants: dupatta.variants.map((v) => ({
      ...v,
      image: v.options.Colour === "Red" ? "red.webp" : v._id === "sb" ? "blue.webp" : null,
    })),
  };

  it("is the one picture the matching variants name, with only the colour picked too", () => {
    expect(imageForSelection(withPictures, { Colour: "Red" })).toBe("red.webp");
    expect(imageForSelection(withPictures, { Size: "M", Colour: "Red" })).toBe("red.webp");
    // M/Blue names none, S/Blue names blue: the variants that name one agree.
    expect(imageForSelection(withPictures, { Colour: "Blue" })).toBe("blue.webp");
    expect(imageForSelection(withPictures, { Size: "M", Colour: "Blue" })).toBeNull();
  });

  it("is none before a pick, when the picks name different pictures, or without variants", () => {
    expect(imageForSelection(withPictures, {})).toBeNull();
    expect(imageForSelection(withPictures, { Size: "S" })).toBeNull();
    expect(imageForSelection(dupatta, { Colour: "Red" })).toBeNull();
    expect(imageForSelection({ options: [], variants: [] }, { Colour: "Red" })).toBeNull();
  });
});
