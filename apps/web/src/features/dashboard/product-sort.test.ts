import { describe, expect, it } from "vitest";
import { sortDashboardProducts } from "./product-sort.ts";

const now = new Date("2026-03-01T12:00:00Z");
const product = (
  name: string,
  price: number,
  extra: Partial<{
    sale_price: number | null;
    saleEndingDate: string | null;
    rating: number;
    reviewCount: number;
  }> = {},
) => ({
  name,
  price,
  sale_price: null,
  saleEndingDate: null,
  rating: 0,
  reviewCount: 0,
  ...extra,
});

describe("sortDashboardProducts", () => {
  const shawl = product("shawl", 3000, { rating: 4.2, reviewCount: 5 });
  const bag = product("Bag", 2500, { sale_price: 1000, rating: 4.8, reviewCount: 2 });
  const rug = product("Rug", 2000, { sale_price: 500, saleEndingDate: "2026-02-01T00:00:00Z" });
  const all = [shawl, bag, rug];

  it("sorts by name ignoring letter case", () => {
    expect(sortDashboardProducts(all, "name", now).map((p) => p.name)).toEqual(["Bag", "Rug", "shawl"]);
  });

  it("sorts by the price a buyer pays now, highest first: an active sale counts, an ended one does not", () => {
    expect(sortDashboardProducts(all, "price", now).map((p) => p.name)).toEqual(["shawl", "Rug", "Bag"]);
  });

  it("sorts by rating, highest first, unrated last", () => {
    expect(sortDashboardProducts(all, "rating", now).map((p) => p.name)).toEqual(["Bag", "shawl", "Rug"]);
  });

  it("leaves the given list untouched", () => {
    sortDashboardProducts(all, "name", now);
    expect(all.map((p) => p.name)).toEqual(["shawl", "Bag", "Rug"]);
  });
});
