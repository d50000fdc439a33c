import { I18nProvider } from "@lingui/react";
import type { Language } from "@marketplace/shared/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { CartProvider } from "@/lib/cart-provider.tsx";
import { on, type Reply, refusal } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aProductList, aStore, productStoreOf } from "@/test/fixtures.ts";
import HomePage from "./home-page.tsx";

const rilliCrafts = aStore({
  _id: "s1",
  name: "Sindhi Rilli Crafts",
  slug: "sindhi-rilli-crafts",
  category: "Home Decor",
  description: "Rilli quilts from Thatta.",
  location: "Thatta, Sindh",
});

const product = (id: string, name: string, price: number, sale_price: number | null) =>
  aProduct({
    _id: id,
    name,
    price,
    sale_price,
    description: "",
    category: "Home Decor",
    quantity: 5,
    store_id: productStoreOf({ ...rilliCrafts, description: "" }),
  });

/** The server as the home page meets it; `stores` decides how the stores call answers. */
function serve(stores: () => Reply<"GET /api/stores">) {
  server.use(
    on("GET /api/products", ({ request }) =>
      new URL(request.url).searchParams.get("onSale") === "true"
        ? aProductList([product("d1", "Rilli Bedspread", 7500, 6400)])
        : aProductList([product("p1", "Clay Diya Set", 600, null), product("p2", "Ajrak Shawl", 3200, null)]),
    ),
    on("GET /api/stores", stores),
  );
}

function renderHome(language: Language = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <HomePage /> }], { initialEntries: ["/"] });
  const i18n = createI18n(language, language === "ur" ? urduMessages : undefined);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

const sectionNamed = (name: string) => screen.getByRole("region", { name });

const eidSale = (over: { running: boolean; productCount: number; startsAt?: string }) => ({
  _id: "c1",
  slug: "eid-sale",
  name: { en: "Eid Sale", ur: "عید سیل" },
  startsAt: over.startsAt ?? "2026-11-28T00:00:00.000Z",
  endsAt: "2026-12-04T19:00:00.000Z",
  type: "percent" as const,
  value: 20,
  maxDiscount: null,
  fundedBy: "marketplace" as const,
  marketplaceShare: 100,
  active: true,
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
  ...over,
});

describe("the home page's sale banner (issue 31)", () => {
  it("shows the running sale with products, in her language, and nothing for one coming or empty", async () => {
    serve(() => ({ success: true, stores: [rilliCrafts] }));
    server.use(
      on("GET /api/campaigns", () => ({
        campaigns: [
          eidSale({ running: true, productCount: 3 }),
          {
            ...eidSale({ running: false, productCount: 5 }),
            _id: "c2",
            slug: "azadi-sale",
            name: { en: "Azadi Sale", ur: "آزادی سیل" },
          },
        ],
      })),
    );
    renderHome("ur");
    const banner = await screen.findByRole("region", { name: "عید سیل" });
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("/campaigns/eid-sale");
    expect(banner.textContent).toContain("20٪ رعایت");
    expect(screen.queryByRole("region", { name: "آزادی سیل" })).toBeNull();
  });
});

describe("the home page", () => {
  it("keeps working when the stores cannot be loaded, and loads them on Try Again", async () => {
    let storesUp = false;
    serve(() => (storesUp ? { success: true, stores: [rilliCrafts] } : refusal(500, "Server error")));
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

  it("shows a product once: a hot deal is not featured again, and twenty are featured", async () => {
    const deal = product("d1", "Rilli Bedspread", 7500, 6400);
    const many = Array.from({ length: 23 }, (_, i) => product(`p${i}`, `Clay Diya Set ${i}`, 600, null));
    server.use(
      on("GET /api/products", ({ request }) =>
        new URL(request.url).searchParams.get("onSale") === "true"
          ? aProductList([deal])
          : aProductList([deal, ...many]),
      ),
      on("GET /api/stores", () => ({ success: true as const, stores: [rilliCrafts] })),
    );
    renderHome();
    const deals = sectionNamed("Hot Deals");
    expect(await within(deals).findByText("Rilli Bedspread")).toBeTruthy();
    const featured = sectionNamed("Featured Products");
    expect(await within(featured).findByText("Clay Diya Set 0")).toBeTruthy();
    expect(within(featured).queryByText("Rilli Bedspread")).toBeNull();
    expect(within(featured).getAllByRole("listitem")).toHaveLength(20);
    expect(within(featured).queryByText("Clay Diya Set 20")).toBeNull();
  });

  it("says so when there are no stores yet", async () => {
    serve(() => ({ success: true, stores: [] }));
    renderHome();
    expect(
      await within(sectionNamed("Featured Stores")).findByText(/No stores have opened yet/),
    ).toBeTruthy();
  });

  it("shows 6 of the 12 categories on a wide screen until Show More, and 6 again after Show Less; a phone's row holds all 12", async () => {
    serve(() => ({ success: true, stores: [] }));
    const user = renderHome();
    const categories = sectionNamed("Shop by Category");
    // jsdom applies no CSS: a category a wide screen leaves out until Show More is one its class hides from sm up.
    const onWideScreens = () =>
      within(categories)
        .getAllByRole("link")
        .filter((link) => !link.closest("li")?.className.split(" ").includes("sm:hidden"));
    expect(within(categories).getAllByRole("link")).toHaveLength(12);
    expect(onWideScreens()).toHaveLength(6);
    const toggle = within(categories).getByRole("button", { name: "Show More" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(onWideScreens()).toHaveLength(12);
    expect(within(categories).getByRole("link", { name: "Beauty & Care" }).getAttribute("href")).toBe(
      "/products/category/Beauty%20%26%20Care",
    );
    await user.click(within(categories).getByRole("button", { name: "Show Less" }));
    expect(onWideScreens()).toHaveLength(6);
  });

  it("moves the slideshow with its arrows and dots and pauses it from its button", async () => {
    serve(() => ({ success: true, stores: [] }));
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

  it("reads in Urdu: sections, slides, categories and the stores' words, the makers' own names as written", async () => {
    serve(() => ({ success: true, stores: [rilliCrafts] }));
    const user = renderHome("ur");
    const slideshow = screen.getByRole("region", { name: "نمایاں" });
    const current = () => within(slideshow).getByRole("heading", { level: 2, hidden: false }).textContent;
    expect(current()).toBe("ہنرمندوں کو مضبوط بنائیں");
    await user.click(within(slideshow).getByRole("button", { name: "اگلی سلائیڈ" }));
    expect(current()).toBe("مقامی صنعت کو فروغ دیں");
    expect(
      within(slideshow).getByRole("button", { name: "سلائیڈ 1 دکھائیں: ہنرمندوں کو مضبوط بنائیں" }),
    ).toBeTruthy();

    const categories = sectionNamed("کیٹیگری کے حساب سے خریدیں");
    expect(within(categories).getByRole("link", { name: "گھر کی سجاوٹ" }).getAttribute("href")).toBe(
      "/products/category/Home%20Decor",
    );
    expect(within(categories).getByRole("button", { name: "مزید دکھائیں" })).toBeTruthy();

    expect(await within(sectionNamed("خاص آفرز")).findByText("Rilli Bedspread")).toBeTruthy();
    const stores = sectionNamed("نمایاں اسٹورز");
    expect(
      await within(stores).findByRole("link", { name: "اسٹور دیکھیں: Sindhi Rilli Crafts" }),
    ).toBeTruthy();
    expect(within(stores).getByText("گھر کی سجاوٹ")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "بطور سیلر اپنا سفر شروع کریں" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(home|common|labels)\.[a-z]/);
  });
});
