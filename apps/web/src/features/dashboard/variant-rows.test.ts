import { describe, expect, it } from "vitest";
import { combinations, emptyRow, fillImage, fillRows, newValue, rowImage, rowsFor } from "./variant-rows.ts";

const sizes = { name: "Size", values: ["S", "M", "L"] };
const colours = { name: "Colour", values: ["Red", "Blue"] };

describe("the variant table built from the options", () => {
  it("has one row per combination, the first option outermost", () => {
    expect(combinations([sizes, colours]).map((c) => Object.values(c).join("/"))).toEqual([
      "S/Red",
      "S/Blue",
      "M/Red",
      "M/Blue",
      "L/Red",
      "L/Blue",
    ]);
  });

  it("has no rows while an option has no name or no values yet", () => {
    expect(rowsFor([{ name: "", values: ["S"] }], [])).toEqual([]);
    expect(rowsFor([{ name: "Size", values: [] }], [])).toEqual([]);
    expect(rowsFor([sizes, { name: "Colour", values: [] }], []).map((r) => r.options)).toEqual([
      { Size: "S" },
      { Size: "M" },
      { Size: "L" },
    ]);
  });

  it("keeps what was typed in a row when another value is added or the option renamed", () => {
    const before = rowsFor([sizes], []).map((row) =>
      row.options.Size === "M" ? { ...row, price: "1200", quantity: "4", sku: "K-M" } : row,
    );
    const more = rowsFor([{ name: "Size", values: ["S", "M", "L", "XL"] }], before);
    expect(more).toHaveLength(4);
    expect(more[1]).toEqual({
      options: { Size: "M" },
      price: "1200",
      sale_price: "",
      quantity: "4",
      sku: "K-M",
      image: "",
    });
    expect(more[3]).toEqual(emptyRow({ Size: "XL" }));

    const renamed = rowsFor([{ name: "Sizes", values: ["S", "M", "L"] }], before);
    expect(renamed[1]).toMatchObject({ options: { Sizes: "M" }, quantity: "4" });
  });

  it("gives rows grown from a size (a colour added) that size's prices and picture, but not its stock or SKU", () => {
    const before = rowsFor([sizes], []).map((row) =>
      row.options.Size === "M"
        ? { ...row, price: "1200", sale_price: "999", quantity: "4", sku: "K-M", image: "/m.webp" }
        : row,
    );
    const grown = rowsFor([sizes, colours], before);
    expect(grown.find((r) => r.options.Size === "M" && r.options.Colour === "Blue")).toEqual({
      options: { Size: "M", Colour: "Blue" },
      price: "1200",
      sale_price: "999",
      quantity: "",
      sku: "",
      image: "/m.webp",
    });
  });

  it("drops the rows of a value taken away, and every row with the last option", () => {
    const rows = rowsFor([sizes], []);
    expect(rowsFor([{ name: "Size", values: ["S", "L"] }], rows).map((r) => r.options.Size)).toEqual([
      "S",
      "L",
    ]);
    expect(rowsFor([], rows)).toEqual([]);
  });

  it("sets every row's price or stock at once, leaving a field left blank alone", () => {
    const rows = rowsFor([sizes], []).map((row) => ({ ...row, price: "900" }));
    const filled = fillRows(rows, { price: "", quantity: "5" });
    expect(filled.map((r) => [r.price, r.quantity])).toEqual([
      ["900", "5"],
      ["900", "5"],
      ["900", "5"],
    ]);
    expect(fillRows(rows, { price: "1500" }).every((r) => r.price === "1500" && r.quantity === "")).toBe(
      true,
    );
  });

  it("takes a typed value trimmed, and refuses a blank one or one already there in any case", () => {
    expect(newValue(["S"], "  M  ")).toBe("M");
    expect(newValue(["S"], "Extra   large")).toBe("Extra large");
    expect(newValue(["S"], "   ")).toBeNull();
    expect(newValue(["S", "M"], "m")).toBeNull();
  });
});

describe("the pictures of the variant table", () => {
  it("gives every row of a colour the same picture at once, leaving the other colours alone", () => {
    const rows = rowsFor([sizes, colours], []).map((row) =>
      row.options.Colour === "Red" ? { ...row, image: "/red.webp" } : row,
    );
    const filled = fillImage(rows, "Colour", "Blue", "/blue.webp");
    expect(filled.map((r) => `${r.options.Size}/${r.options.Colour}=${r.image}`)).toEqual([
      "S/Red=/red.webp",
      "S/Blue=/blue.webp",
      "M/Red=/red.webp",
      "M/Blue=/blue.webp",
      "L/Red=/red.webp",
      "L/Blue=/blue.webp",
    ]);
  });

  it("shows a row's picture as none once that image is taken off the product", () => {
    const row = { ...emptyRow({ Colour: "Red" }), image: "/red.webp" };
    expect(rowImage(row, ["/blue.webp", "/red.webp"])).toBe("/red.webp");
    expect(rowImage(row, ["/blue.webp"])).toBe("");
  });
});
