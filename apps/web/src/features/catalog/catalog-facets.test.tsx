import "@testing-library/jest-dom/vitest";
import type { ProductFacets, SearchOutcome } from "@marketplace/shared/products-contracts";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_URL_FILTERS, readUrlFilters, type UrlFilters } from "@/lib/use-url-filters.ts";
import { on, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aProductList } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { CatalogFilterPanel } from "./components/catalog-filter-panel.tsx";

/** Issue 33: the facets with their counts in the panel and the phone's sheet, and "did you mean". */

const FACETS: ProductFacets = {
  category: [
    { value: "Home Decor", label: "Home Decor", count: 2 },
    { value: "Traditional Textiles", label: "Traditional Textiles", count: 1 },
  ],
  price: [
    { value: "0-1000", label: "0-1000", count: 1 },
    { value: "1000-2500", label: "1000-2500", count: 1 },
    { value: "2500-5000", label: "2500-5000", count: 1 },
    { value: "5000-10000", label: "5000-10000", count: 0 },
    { value: "10000-", label: "10000-", count: 0 },
  ],
  size: [
    { value: "s", label: "S", count: 1 },
    { value: "m", label: "M", count: 2 },
  ],
  colour: [
    { value: "blue", label: "Blue", count: 2 },
    { value: "red", label: "Red", count: 1 },
  ],
  city: [
    { value: "lahore", label: "Lahore", count: 2 },
    { value: "karachi", label: "Karachi", count: 1 },
  ],
  rating: [
    { value: "4", label: "4", count: 2 },
    { value: "3", label: "3", count: 3 },
  ],
};

const pages: HTMLElement[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

/** The panel as the desktop's sidebar holds it: its choices change the filters it is given. */
function Sidebar({ start, seen }: { start: UrlFilters; seen: UrlFilters[] }) {
  const [filters, setFilters] = useState(start);
  return (
    <CatalogFilterPanel
      filters={filters}
      facets={FACETS}
      onChange={(next) => {
        seen.push(next);
        setFilters(next);
      }}
    />
  );
}

function inRouter(element: React.ReactNode, path = "/AllProduct") {
  return createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
}

describe("the filter panel's facets", () => {
  it("shows each choice with its count: categories, price bands, sizes, colours, cities and ratings", () => {
    const seen: UrlFilters[] = [];
    render(<RouterProvider router={inRouter(<Sidebar start={DEFAULT_URL_FILTERS} seen={seen} />)} />);
    expect(screen.getByRole("option", { name: "Home Decor (2)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Jewelry & Accessories (0)" })).toBeInTheDocument();
    const bands = screen.getByRole("list", { name: "Price bands" });
    expect(within(bands).getByRole("link", { name: "Under Rs 1,000 (1)" })).toHaveAttribute(
      "href",
      "/AllProduct?minPrice=0&maxPrice=1000",
    );
    expect(within(bands).getByRole("link", { name: "Rs 10,000 and up (0)" })).toHaveAttribute(
      "href",
      "/AllProduct?minPrice=10000",
    );
    const sizes = screen.getByRole("group", { name: "Size" });
    expect(within(sizes).getByRole("checkbox", { name: "M (2)" })).not.toBeChecked();
    expect(within(screen.getByRole("group", { name: "Colour" })).getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByRole("option", { name: "Lahore (2)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "4★ & up (2)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Any rating" })).toBeChecked();
  });

  it("combines choices made with the keyboard, each starting the list again at page one", async () => {
    const seen: UrlFilters[] = [];
    const start = { ...DEFAULT_URL_FILTERS, page: 3 };
    render(<RouterProvider router={inRouter(<Sidebar start={start} seen={seen} />)} />);
    const user = userEvent.setup();
    screen.getByRole("checkbox", { name: "M (2)" }).focus();
    await user.keyboard(" ");
    screen.getByRole("checkbox", { name: "Red (1)" }).focus();
    await user.keyboard(" ");
    await user.selectOptions(screen.getByRole("combobox", { name: "Store's city" }), "lahore");
    await user.click(screen.getByRole("radio", { name: "4★ & up (2)" }));
    await user.click(screen.getByRole("link", { name: "Rs 1,000 – Rs 2,500 (1)" }));
    expect(seen.at(-1)).toMatchObject({
      sizes: ["M"],
      colours: ["Red"],
      city: "lahore",
      minRating: 4,
      minPrice: 1000,
      maxPrice: 2500,
      page: 1,
    });
    expect(screen.getByRole("checkbox", { name: "M (2)" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Rs 1,000 – Rs 2,500 (1)" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // A second press takes a choice away again.
    await user.click(screen.getByRole("checkbox", { name: "M (2)" }));
    await user.click(screen.getByRole("link", { name: "Rs 1,000 – Rs 2,500 (1)" }));
    expect(seen.at(-1)).toMatchObject({ sizes: [], minPrice: null, maxPrice: null });
  });

  it("is sent without JavaScript as a GET form whose size and colour boxes read back as the filters", () => {
    const filters = { ...DEFAULT_URL_FILTERS, sizes: ["M"], city: "lahore", minRating: 4 };
    const html = renderToString(
      <RouterProvider
        router={inRouter(
          <CatalogFilterPanel filters={filters} facets={FACETS} onChange={() => {}} />,
          "/AllProduct?size=M&city=lahore&minRating=4",
        )}
      />,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    document.body.append(page);
    pages.push(page);
    const form = page.querySelector("form") as HTMLFormElement;
    const box = (name: string, value: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
    expect(box("size", "M")?.checked).toBe(true);
    (box("colour", "Blue") as HTMLInputElement).checked = true;
    (box("size", "S") as HTMLInputElement).checked = true;
    const sent = new URLSearchParams(new FormData(form) as unknown as string[][]);
    const read = readUrlFilters(sent);
    expect(read.sizes).toEqual(["S", "M"]);
    expect(read.colours).toEqual(["Blue"]);
    expect(read.city).toBe("lahore");
    expect(read.minRating).toBe(4);
  });
});

function serveCatalog(search?: Partial<SearchOutcome>, found = true) {
  server.use(
    on("GET /api/products/facets", () => ({ success: true as const, facets: FACETS })),
    on("GET /api/products", ({ request }) => {
      const query = new URL(request.url).searchParams.get("search") ?? "";
      const list = aProductList(found ? [aProduct({ _id: "p1", name: "Phulkari Dupatta" })] : []);
      return search
        ? {
            ...list,
            search: { query, correctedTo: null, nearestWords: [], nearestCategories: [], ...search },
          }
        : list;
    }),
  );
}

describe("the phone's filter sheet", () => {
  it("shows the facets and keeps the sizes and colours chosen in the address", async () => {
    serveCatalog();
    const { router } = renderApp("/AllProduct?size=M");
    await screen.findByText("Phulkari Dupatta");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Filters/ }));
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    expect(within(sheet).getByRole("checkbox", { name: "M (2)" })).toBeChecked();
    await user.click(within(sheet).getByRole("checkbox", { name: "Red (1)" }));
    await waitFor(() => expect(router.state.location.search).toBe("?size=M&colour=Red"));
    await waitFor(() =>
      expect(sentPaths()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/api\/products\?.*size=M&colour=Red/),
          expect.stringMatching(/^\/api\/products\/facets\?size=M&colour=Red/),
        ]),
      ),
    );
    expect(within(sheet).getByRole("checkbox", { name: "Red (1)" })).toBeChecked();
    // The chips above the list name them, each removable.
    await user.click(within(sheet).getByRole("button", { name: /Show/ }));
    expect(screen.getByRole("button", { name: "Remove filter Colour: Red" })).toBeInTheDocument();
  });
});

describe("did you mean", () => {
  it("says which word the search was corrected to, and offers the words as typed", async () => {
    serveCatalog({ correctedTo: "phulkari" });
    const { router } = renderApp("/AllProduct?q=phulkati");
    const note = await screen.findByTestId("did-you-mean");
    expect(note).toHaveTextContent("Showing results for \u2068phulkari\u2069. Search instead for phulkati");
    const instead = within(note).getByRole("link", { name: "phulkati" });
    expect(instead).toHaveAttribute("href", "/AllProduct?q=phulkati&exact=1");
    await userEvent.setup().click(instead);
    await waitFor(() => expect(router.state.location.search).toBe("?q=phulkati&exact=1"));
    await waitFor(() =>
      expect(sentPaths()).toEqual(
        expect.arrayContaining([expect.stringMatching(/search=phulkati&exact=true/)]),
      ),
    );
  });

  it("offers the nearest words and categories when nothing was found", async () => {
    serveCatalog(
      { nearestWords: ["phulkari", "dupatta"], nearestCategories: ["Traditional Textiles"] },
      false,
    );
    const { router } = renderApp("/AllProduct?q=zzphul");
    expect(await screen.findByRole("heading", { name: "No products match" })).toBeInTheDocument();
    expect(screen.getByText("Did you mean:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "dupatta" })).toHaveAttribute("href", "/AllProduct?q=dupatta");
    const categories = screen.getByText("Or browse these categories:").parentElement as HTMLElement;
    expect(within(categories).getByRole("link", { name: "Traditional Textiles" })).toHaveAttribute(
      "href",
      "/AllProduct?category=traditional-textiles",
    );
    await userEvent.setup().click(screen.getByRole("link", { name: "phulkari" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=phulkari"));
  });
});

describe("the facets in Urdu", () => {
  it("names every facet, count and correction in Urdu", async () => {
    serveCatalog({ correctedTo: "phulkari" });
    renderApp("/AllProduct?q=phulkati", { language: "ur" });
    // Latin words in an Urdu line are isolated, so they and their quotes keep their own direction.
    expect(await screen.findByText(/\u2068phulkari\u2069 کے نتائج دکھائے جا رہے ہیں۔/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فلٹر \u2068“phulkati”\u2069 ہٹائیں" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "phulkati" })).toHaveAttribute(
      "href",
      "/AllProduct?q=phulkati&exact=1",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: /فلٹرز/ }));
    const sheet = await screen.findByRole("dialog", { name: "فلٹرز" });
    expect(within(sheet).getByRole("group", { name: "سائز" })).toBeInTheDocument();
    expect(within(sheet).getByRole("group", { name: "رنگ" })).toBeInTheDocument();
    expect(within(sheet).getByRole("combobox", { name: "دکان کا شہر" })).toBeInTheDocument();
    expect(within(sheet).getByRole("radio", { name: "4★ اور اوپر (2)" })).toBeInTheDocument();
    expect(within(sheet).getByRole("link", { name: /Rs 1,000 سے کم/ })).toBeInTheDocument();
  });
});
