import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOwnStore, aSeller, aStoreDashboard, aStoreProductList } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const STORE_ID = "0190b5a2-0000-7000-8000-0000000000aa";
const store = anOwnStore({
  _id: STORE_ID,
  name: "Kiran Crafts",
  slug: "kiran-crafts",
  category: "Local Crafts",
  description: "Hand-painted clay pots and diyas from Multan.",
  contactInfo: { phone: "03001112222", email: "kiran@example.pk" },
  location: "Multan",
  seller_id: { _id: "seller-1", name: "Kiran Bibi", email: "kiran@example.pk" },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const dashboard = aStoreDashboard(
  {
    totalProducts: 4,
    onSale: 1,
    averageRating: 4.6,
    reviewCount: 9,
    revenue: 12500,
    orders: 3,
    pendingOrders: 1,
    views: 57,
  },
  { daily: [{ date: "2026-01-02", orders: 1, revenue: 12500 }] },
);

let dashboardFails = true;
function serve() {
  server.use(
    answer("GET /api/stores/seller/my-stores", { success: true, count: 1, stores: [store] }),
    on("GET /api/stores/:id/dashboard", ({ params }) =>
      dashboardFails || params.id !== STORE_ID ? refusal(404, "Store not found.") : dashboard,
    ),
    on("GET /api/products/store/:storeId", ({ params }) =>
      params.storeId === STORE_ID
        ? aStoreProductList([], {}, { products_per_page: 100 })
        : refusal(404, "Store not found."),
    ),
  );
}

describe("DashboardPage", () => {
  beforeEach(() => {
    dashboardFails = true;
    serve();
    signInSeller(
      aSeller({ _id: "seller-1", name: "Kiran Bibi", email: "kiran@example.pk", phone: "", verified: true }),
      [store],
    );
  });

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

    const [call] = sent("GET /api/stores/:id/dashboard");
    expect(call?.headers.get("Authorization")).toBe("Bearer seller-token");
  });
});
