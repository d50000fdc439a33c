import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  apiFiltersFrom,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  PRICE_RANGE_MESSAGE,
  pageFromSearchParams,
  parsePriceInput,
  priceRangeError,
  searchParamsFromFilters,
} from "./catalog-filters.ts";

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe("catalog filters in the URL", () => {
  it("reads an empty URL as the defaults", () => {
    expect(parse("")).toEqual(DEFAULT_FILTERS);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "q=shawl&category=home-decor&minPrice=500&maxPrice=2500.5&onSale=1&inStock=true&sort=price-low&view=list",
      ),
    ).toEqual({
      search: "shawl",
      category: "Home Decor",
      minPrice: 500,
      maxPrice: 2500.5,
      onSale: true,
      inStock: true,
      sort: "price-low",
      view: "list",
    });
  });

  it("accepts a category by its name in any case", () => {
    expect(parse("category=Bags%20%26%20Purses").category).toBe("Bags & Purses");
    expect(parse("category=bags%20%26%20purses").category).toBe("Bags & Purses");
  });

  it("ignores malformed values instead of failing", () => {
    expect(parse("category=cars&minPrice=abc&maxPrice=-5&onSale=yes&sort=cheapest&view=table")).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it("writes only what differs from the defaults, and reads back the same filters", () => {
    expect(searchParamsFromFilters(DEFAULT_FILTERS).toString()).toBe("");
    const filters = { ...DEFAULT_FILTERS, category: "Home Decor" as const, onSale: true, maxPrice: 3000 };
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe("category=home-decor&maxPrice=3000&onSale=1");
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it("cuts a very long search to the API's 100 characters", () => {
    expect(parse(`q=${"a".repeat(150)}`).search).toHaveLength(100);
  });
});

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
    expect(parsePriceInput("-1")).toEqual({ error: "A price cannot be negative." });
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

describe("page number in the URL", () => {
  it("reads whole numbers from 1 and falls back to 1", () => {
    expect(pageFromSearchParams(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=2.5", "page=two"]) {
      expect(pageFromSearchParams(new URLSearchParams(bad))).toBe(1);
    }
  });
});
