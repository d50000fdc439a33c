import { describe, expect, it } from "vitest";
import { aProduct, aStore } from "@/test/fixtures.ts";
import {
  categoryDescription,
  clipOnWord,
  productDescription,
  storeDescription,
} from "./page-descriptions.ts";

describe("page descriptions", () => {
  it("name a product's price in rupees and its store, then the start of its description", () => {
    const product = aProduct({ name: "Ajrak Shawl", price: 3200, description: "Block-printed\n\nby hand." });
    expect(productDescription(product)).toBe(
      "Ajrak Shawl, Rs 3,200 from Fatima's Phulkari House. Block-printed by hand.",
    );
  });

  it("cut a long description on a word, at most 160 characters with the ellipsis", () => {
    const description = `${"Hand-stitched ".repeat(20)}end.`;
    const text = productDescription(aProduct({ description }));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/ Hand-stitched…$/);
    expect(clipOnWord("a".repeat(200))).toBe(`${"a".repeat(159)}…`);
  });

  it("name a store's city, or none when it gave none", () => {
    expect(storeDescription(aStore({ location: "Thatta, Sindh", description: "Rilli quilts." }))).toBe(
      "Fatima's Phulkari House, handmade in Thatta, Sindh, on Hunarmand. Rilli quilts.",
    );
    expect(storeDescription(aStore({ location: " ", description: "Rilli quilts." }))).toBe(
      "Fatima's Phulkari House, a women-run store, on Hunarmand. Rilli quilts.",
    );
  });

  it("say what a category holds", () => {
    expect(categoryDescription("Home Decor")).toBe(
      "Handmade Home Decor from women-run stores across Pakistan, on Hunarmand.",
    );
  });
});
