import "@testing-library/jest-dom/vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_URL_FILTERS,
  readUrlFilters,
  SEARCH_DELAY_MS,
  useUrlFilters,
  writeUrlFilters,
} from "./use-url-filters.ts";

const parse = (query: string) => readUrlFilters(new URLSearchParams(query));

describe("catalog filters in the URL", () => {
  it("reads an empty URL as the defaults", () => {
    expect(parse("")).toEqual(DEFAULT_URL_FILTERS);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "q=shawl&category=home-decor&minPrice=500&maxPrice=2500.5&onSale=1&inStock=true&sort=price-low&view=list" +
          "&city=Karachi%20City&minRating=4&size=M&size=m&size=L&colour=Red&exact=1",
      ),
    ).toEqual({
      search: "shawl",
      category: "Home Decor",
      minPrice: 500,
      maxPrice: 2500.5,
      city: "karachi",
      minRating: 4,
      sizes: ["M", "L"],
      colours: ["Red"],
      exact: true,
      onSale: true,
      inStock: true,
      sort: "price-low",
      page: 1,
      view: "list",
    });
  });

  it("accepts a category by its name in any case", () => {
    expect(parse("category=Bags%20%26%20Purses").category).toBe("Bags & Purses");
    expect(parse("category=bags%20%26%20purses").category).toBe("Bags & Purses");
  });

  it("ignores malformed values instead of failing", () => {
    expect(
      parse(
        "category=cars&minPrice=abc&maxPrice=-5&onSale=yes&sort=cheapest&view=table&minRating=9&size=%20",
      ),
    ).toEqual(DEFAULT_URL_FILTERS);
  });

  it("writes only what differs from the defaults, and reads back the same filters", () => {
    expect(writeUrlFilters(DEFAULT_URL_FILTERS).toString()).toBe("");
    const filters = { ...DEFAULT_URL_FILTERS, category: "Home Decor" as const, onSale: true, maxPrice: 3000 };
    const params = writeUrlFilters(filters);
    expect(params.toString()).toBe("category=home-decor&maxPrice=3000&onSale=1");
    expect(readUrlFilters(params)).toEqual(filters);
  });

  it("cuts a very long search to the API's 100 characters", () => {
    expect(parse(`q=${"a".repeat(150)}`).search).toHaveLength(100);
  });
});

describe("page number in the URL", () => {
  it("reads whole numbers from 1 and falls back to 1", () => {
    expect(readUrlFilters(new URLSearchParams("page=3")).page).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=2.5", "page=two"]) {
      expect(readUrlFilters(new URLSearchParams(bad)).page).toBe(1);
    }
  });
});

function SearchBox() {
  const { searchText, setSearchText } = useUrlFilters();
  return (
    <input aria-label="Search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
  );
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter([{ path: "/products", element: <SearchBox /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const seen: string[] = [];
  router.subscribe((state) => seen.push(state.location.search));
  render(<RouterProvider router={router} />);
  return { router, seen };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 100));

describe("a search box kept in the URL", () => {
  it("applies the text once typing pauses, in place of the current history entry", async () => {
    const { router, seen } = renderAt(["/products?sort=name"]);
    await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "shawl");
    await waitFor(() => expect(router.state.location.search).toBe("?q=shawl&sort=name"));
    expect(seen).toEqual(["?q=shawl&sort=name"]);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the search Back returns to, and does not bring the typed one back", async () => {
    const { router } = renderAt(["/products", "/products?q=shawl"]);
    const box = screen.getByRole("textbox", { name: "Search" });
    expect(box).toHaveValue("shawl");
    await act(() => router.navigate(-1));
    expect(box).toHaveValue("");
    await act(pause);
    expect(router.state.location.search).toBe("");
  });
});
