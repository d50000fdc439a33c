import "@testing-library/jest-dom/vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_URL_FILTERS, readUrlFilters } from "@/lib/use-url-filters.ts";
import { on, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aProductList } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { renderOnServerThenHydrate } from "@/test/server-render.tsx";
import { CatalogFilterPanel } from "./components/catalog-filter-panel.tsx";
import { PaginationNav } from "./components/pagination-nav.tsx";

/** A server's HTML in the page as a browser with JavaScript off reads it (`<noscript>` content is markup). */
function asPageWithoutScripts(html: string) {
  const page = document.createElement("div");
  page.innerHTML = html;
  document.body.append(page);
  pages.push(page);
  return page;
}
const pages: HTMLElement[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

const loadApp = async () => ({
  routes: (await import("@/app/router.tsx")).routes,
  Providers: (await import("@/app/providers.tsx")).AppProviders,
});

/** `element` inside a router at `path`, rendered to HTML as the server would. */
function serverHtml(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

/** Thirty products, twelve a page, so there is a next page. */
function serveThreePages() {
  server.use(
    on("GET /api/products", ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
      const products = Array.from({ length: page < 3 ? 12 : 6 }, (_, i) =>
        aProduct({ _id: `p${page}-${i}`, name: `Product ${page}-${i}` }),
      );
      return aProductList(products, { current_page: page, total_pages: 3, total_products: 30 });
    }),
  );
}

describe("the filter panel without JavaScript", () => {
  const filters = {
    ...DEFAULT_URL_FILTERS,
    search: "shawl",
    view: "list" as const,
    category: "Home Decor" as const,
  };

  it("is a GET form whose fields, sent, read back as the filters chosen, keeping the search and layout", () => {
    const doc = asPageWithoutScripts(
      serverHtml(
        "/AllProduct?q=shawl&view=list&category=home-decor",
        <CatalogFilterPanel filters={filters} onChange={() => {}} />,
      ),
    );
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    // No action: the form sends to the page it is on.
    expect(form?.hasAttribute("action")).toBe(false);
    expect(within(doc).getByRole("button", { name: "Apply filters" })).toHaveAttribute("type", "submit");

    const field = (name: string) =>
      form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    const sort = field("sort") as HTMLSelectElement;
    sort.value = "price-low";
    (field("minPrice") as HTMLInputElement).value = "500";
    (field("maxPrice") as HTMLInputElement).value = "3000";
    (field("inStock") as HTMLInputElement).checked = true;

    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as string[][]);
    expect(readUrlFilters(sent)).toEqual({
      ...filters,
      sort: "price-low",
      minPrice: 500,
      maxPrice: 3000,
      inStock: true,
    });
  });

  it("applies each choice at once once the page runs its JavaScript, with no Apply filters button", async () => {
    const changes: unknown[] = [];
    const router = createMemoryRouter(
      [
        {
          path: "*",
          element: <CatalogFilterPanel filters={DEFAULT_URL_FILTERS} onChange={(f) => changes.push(f)} />,
        },
      ],
      { initialEntries: ["/AllProduct"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole("button", { name: "Apply filters" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("checkbox", { name: "On sale" }));
    expect(changes).toEqual([{ ...DEFAULT_URL_FILTERS, onSale: true }]);
  });
});

describe("the header's search without JavaScript", { timeout: 15_000 }, () => {
  it("is a GET form to All Products whose words go in `q`, the parameter that page reads", async () => {
    server.use(on("GET /api/site", () => ({ success: true, demo: null })));
    const app = await renderOnServerThenHydrate("/About", loadApp);
    const page = asPageWithoutScripts(app.html);
    app.unmount();
    const box = within(page).getByRole("combobox", { name: "Search Hunarmand" });
    const form = box.closest("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/AllProduct");
    expect(box).toHaveAttribute("name", "q");
    expect(readUrlFilters(new URLSearchParams("q=ajrak")).search).toBe("ajrak");
    // On a phone, before its script runs, the header's search icon leads to the catalog's own box.
    expect(within(page).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/AllProduct");
  });
});

describe("the All Products list without JavaScript", () => {
  it("keeps the filters when its own search box is sent, and starts again at page one", async () => {
    serveThreePages();
    renderApp("/AllProduct?category=home-decor&sort=price-low&page=2");
    const box = await screen.findByRole("searchbox", { name: "Search products" });
    const form = box.closest("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "get");
    expect(box).toHaveAttribute("name", "q");
    const sent = new URLSearchParams(new FormData(form) as unknown as string[][]);
    expect([...sent.keys()].sort()).toEqual(["category", "q", "sort"]);
    expect(sent.get("category")).toBe("home-decor");
  });

  it("offers Load More as a link to the next page, which with JavaScript appends it in place", async () => {
    serveThreePages();
    const { router } = renderApp("/AllProduct?sort=price-low");
    const more = await screen.findByRole("link", { name: "Load More Products (18 remaining)" });
    expect(more).toHaveAttribute("href", "/AllProduct?sort=price-low&page=2");

    await userEvent.setup().click(more);
    expect(await screen.findByText("Product 2-0")).toBeInTheDocument();
    expect(screen.getByText("Product 1-0")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?sort=price-low");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Load More Products (6 remaining)" })).toHaveAttribute(
        "href",
        "/AllProduct?sort=price-low&page=3",
      ),
    );
    // The two pages of the list (the panel's facets, for the same filters, are asked once beside them).
    expect(sentPaths().filter((path) => path.startsWith("/api/products?"))).toHaveLength(2);
  });
});

describe("numbered pages", () => {
  it("are links to each page's address", () => {
    const doc = asPageWithoutScripts(
      serverHtml(
        "/products/category/Jewelry?page=2",
        <PaginationNav
          page={2}
          totalPages={3}
          label="Products pages"
          hrefFor={(page) => `/products/category/Jewelry?page=${page}`}
        />,
      ),
    );
    const nav = within(doc).getByRole("navigation", { name: "Products pages" });
    expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/products/category/Jewelry?page=1",
    );
    expect(within(nav).getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/products/category/Jewelry?page=3",
    );
    expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/products/category/Jewelry?page=3",
    );
  });
});
