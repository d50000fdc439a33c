import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

const STORE_ID = "0190b5a2-0000-7000-8000-0000000000aa";
const store = {
  _id: STORE_ID,
  id: STORE_ID,
  name: "Kiran Crafts",
  slug: "kiran-crafts",
  category: "Local Crafts",
  description: "Hand-painted clay pots and diyas from Multan.",
  contactInfo: { phone: "03001112222", email: "kiran@example.pk" },
  socialLinks: { facebook: "", instagram: "", twitter: "" },
  logo: null,
  banner: null,
  location: "Multan",
  seller_id: { _id: "seller-1", name: "Kiran Bibi", email: "kiran@example.pk" },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const dashboard = {
  success: true,
  stats: {
    totalProducts: 4,
    onSale: 1,
    outOfStock: 0,
    averageRating: 4.6,
    reviewCount: 9,
    revenue: 12500,
    orders: 3,
    pendingOrders: 1,
    views: 57,
  },
  daily: [{ date: "2026-01-02", orders: 1, revenue: 12500 }],
  topProducts: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let dashboardFails = true;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith("/api/stores/seller/my-stores"))
    return json(200, { success: true, count: 1, stores: [store] });
  if (url.startsWith(`/api/stores/${STORE_ID}/dashboard`)) {
    return dashboardFails ? json(404, { success: false, message: "Store not found." }) : json(200, dashboard);
  }
  if (url.startsWith(`/api/products/store/${STORE_ID}`)) {
    return json(200, {
      success: true,
      products: [],
      pagination: { current_page: 1, total_pages: 1, total_products: 0, products_per_page: 100 },
    });
  }
  return json(404, { success: false, message: `Unexpected ${url}` });
});

describe("DashboardPage", () => {
  beforeEach(() => {
    dashboardFails = true;
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("sellerToken", "seller-token");
    localStorage.setItem(
      "seller",
      JSON.stringify({
        id: "seller-1",
        _id: "seller-1",
        name: "Kiran Bibi",
        email: "kiran@example.pk",
        phone: "",
        verified: true,
      }),
    );
    localStorage.setItem(
      "stores",
      JSON.stringify([{ _id: STORE_ID, name: "Kiran Crafts", category: "Local Crafts" }]),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a failed load with Try Again, then the store's real figures", async () => {
    renderApp("/dashboard");
    expect(await screen.findByText("API Connection Issue")).toBeInTheDocument();
    expect(screen.getByText(/Store not found\./)).toBeInTheDocument();
    expect(screen.queryByText("Kiran Crafts")).not.toBeInTheDocument();

    dashboardFails = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    const figures = await screen.findByRole("region", { name: "Store figures" });
    expect(within(figures).getByText("Rs 12,500")).toBeInTheDocument();
    expect(within(figures).getByText("4.6")).toBeInTheDocument();
    expect(within(figures).getByText("from 9 reviews")).toBeInTheDocument();
    expect(within(figures).getByText("57")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Kiran Crafts" })).toBeInTheDocument();
    expect(screen.getByText("Verified seller")).toBeInTheDocument();
    expect(await screen.findByText("No products yet")).toBeInTheDocument();
    expect(sessionStorage.getItem("currentStoreId")).toBe(STORE_ID);

    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("/dashboard"));
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer seller-token");
  });
});
