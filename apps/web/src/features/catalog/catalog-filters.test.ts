import { describe, expect, it } from "vitest";
import { DEFAULT_URL_FILTERS as DEFAULT_FILTERS } from "@/lib/use-url-filters.ts";
import {
  activeFilterCount,
  apiFiltersFrom,
  PRICE_RANGE_MESSAGE,
  parsePriceInput,
  priceRangeError,
} from "./catalog-filters.ts";

describe("price range", () => {
  it("rejects a lowest price above the highest with a clear message", () => {
    expect(priceRangeError(2000, 1000)).toBe(PRICE_RANGE_MESSAGE);
    expect(priceRangeError(1000, 1000)).toBeNull();
    expect(priceRangeError(null, 10)).toBeNull();
  });

  it("parses what a visitor types into a price box", () => {
    expect(parsePriceInput("")).toEqual({ value: null });
    expect(parsePriceInput(" 1500 ")).toEqual({ value: 1500 });
    expect(parsePriceInput("abc")).toHaveProperty("error");
    expect(parsePriceInput("-1")).toEqual({ error: "filters.price.negative" });
  });

  it("does not send a backwards range to the API", () => {
    const api = apiFiltersFrom({ ...DEFAULT_FILTERS, minPrice: 5000, maxPrice: 100 });
    expect(api.minPrice).toBeUndefined();
    expect(api.maxPrice).toBeUndefined();
  });
});

describe("API filters", () => {
  it("sends the category by name and leaves unset filters out", () => {
    expect(apiFiltersFrom({ ...DEFAULT_FILTERS, category: "Home Decor", inStock: true })).toEqual({
      search: undefined,
      category: "Home Decor",
      minPrice: undefined,
      maxPrice: undefined,
      onSale: undefined,
      inStock: true,
      sort: "newest",
    });
  });

  it("counts the filters that narrow the list", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, minPrice: 1, maxPrice: 2, onSale: true })).toBe(2);
  });
});
