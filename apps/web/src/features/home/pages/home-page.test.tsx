import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartProvider } from "@/features/cart/cart-provider.tsx";
import type { Product } from "@/features/catalog/api/products-api.ts";
import HomePage from "./home-page.tsx";

function product(id: string, name: string, price: number, sale_price: number | null): Product {
  return {
    _id: id,
    id,
    name,
    description: "",
    price,
    sale_price,
    saleEndingDate: null,
    category: "Home Decor",
    images: [],
    image: [],
    thumbnails: [],
    quantity: 5,
    rating: 0,
    reviewCount: 0,
    store_id: {
      _id: "s1",
      name: "Sindhi Rilli Crafts",
      slug: "sindhi-rilli-crafts",
      category: "Home Decor",
      description: "",
      acceptedPaymentMethods: ["Cash on Delivery"],
    },
    createdAt: "2025-01-01T00:00:00Z",
    updatedAt: "2025-01-01T00:00:00Z",
  };
}

const page = (products: Product[]) => ({
  success: true,
  products,
  pagination: { current_page: 1, total_pages: 1, total_products: products.length, products_per_page: 20 },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The server as the home page meets it; `stores` decides how the stores call answers. */
function serve(stores: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/products?") && url.includes("onSale=true")) {
      return json(page([product("d1", "Rilli Bedspread", 7500, 6400)]));
    }
    if (url.startsWith("/api/products?")) {
      return json(
        page([product("p1", "Clay Diya Set", 600, null), product("p2", "Ajrak Shawl", 3200, null)]),
      );
    }
    if (url.startsWith("/api/stores")) return stores();
    return json({ success: false, message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <HomePage /> }], { initialEntries: ["/"] });
  render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const sectionNamed = (name: string) => screen.getByRole("region", { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the home page", () => {
  it("keeps working when the stores cannot be loaded, and loads them on Try Again", async () => {
    let storesUp = false;
    serve(() =>
      storesUp
        ? json({
            success: true,
            stores: [
              {
                _id: "s1",
                id: "s1",
                name: "Sindhi Rilli Crafts",
                slug: "sindhi-rilli-crafts",
                category: "Home Decor",
                description: "Rilli quilts from Thatta.",
                logo: null,
                banner: null,
                location: "Thatta, Sindh",
              },
            ],
          })
        : json({ success: false, message: "Server error" }, 500),
    );
    const user = renderHome();

    const deals = sectionNamed("Hot Deals");
    expect(await within(deals).findByText("Rilli Bedspread")).toBeTruthy();
    expect(within(deals).getByText(/-15%/)).toBeTruthy();
    expect(within(deals).getByText("Rs 6,400")).toBeTruthy();

    const featured = sectionNamed("Featured Products");
    expect(await within(featured).findByText("Ajrak Shawl")).toBeTruthy();
    expect(
      within(featured)
        .getByRole("link", { name: /view all products/i })
        .getAttribute("href"),
    ).toBe("/AllProduct");

    const stores = sectionNamed("Featured Stores");
    expect(await within(stores).findByText(/We couldn't load the featured stores/)).toBeTruthy();
    storesUp = true;
    await user.click(within(stores).getByRole("button", { name: "Try Again" }));
    const viewStore = await within(stores).findByRole("link", { name: /view store/i });
    expect(viewStore.getAttribute("href")).toBe("/store/sindhi-rilli-crafts");
    expect(within(stores).queryByText(/4\.5/)).toBeNull();
  });

  it("says so when there are no stores yet", async () => {
    serve(() => json({ success: true, stores: [] }));
    renderHome();
    expect(
      await within(sectionNamed("Featured Stores")).findByText(/No stores have opened yet/),
    ).toBeTruthy();
  });

  it("shows 6 of the 12 categories until Show More, and 6 again after Show Less", async () => {
    serve(() => json({ success: true, stores: [] }));
    const user = renderHome();
    const categories = sectionNamed("Shop by Category");
    expect(within(categories).getAllByRole("link")).toHaveLength(6);
    const toggle = within(categories).getByRole("button", { name: "Show More" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(within(categories).getAllByRole("link")).toHaveLength(12);
    expect(within(categories).getByRole("link", { name: "Beauty & Care" }).getAttribute("href")).toBe(
      "/products/category/Beauty%20%26%20Care",
    );
    await user.click(within(categories).getByRole("button", { name: "Show Less" }));
    expect(within(categories).getAllByRole("link")).toHaveLength(6);
  });

  it("moves the slideshow with its arrows and dots and pauses it from its button", async () => {
    serve(() => json({ success: true, stores: [] }));
    const user = renderHome();
    const slideshow = screen.getByRole("region", { name: "Highlights" });
    const current = () => within(slideshow).getByRole("heading", { level: 2, hidden: false }).textContent;
    expect(current()).toBe("Empower Creators");
    await user.click(within(slideshow).getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("Promote Local Industry");
    await user.click(within(slideshow).getByRole("button", { name: "Previous slide" }));
    await user.click(within(slideshow).getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("Shop with Purpose");
    const dot = within(slideshow).getByRole("button", { name: "Show slide 1: Empower Creators" });
    await user.click(dot);
    expect(current()).toBe("Empower Creators");
    expect(dot.getAttribute("aria-current")).toBe("true");
    await user.click(within(slideshow).getByRole("button", { name: "Pause slideshow" }));
    expect(within(slideshow).getByRole("button", { name: "Play slideshow" })).toBeTruthy();
  });
});
