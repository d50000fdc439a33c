import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aConversation } from "@/test/conversation-fixtures.ts";
import {
  anOwnStore,
  aProduct,
  aSeller,
  aSellerProfile,
  aStoreDashboard,
  aStoreProductList,
} from "@/test/fixtures.ts";
import { aKycAnswer } from "@/test/kyc-fixtures.ts";
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

const kiran = aSeller({
  _id: "seller-1",
  name: "Kiran Bibi",
  email: "kiran@example.pk",
  phone: "",
  verified: true,
});

let dashboardFails = true;
function serve() {
  server.use(
    answer("GET /api/seller/profile", aSellerProfile("verified", null, kiran)),
    answer("GET /api/seller/kyc", aKycAnswer()),
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
    signInSeller(kiran, [store]);
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

  it("leads to her customers' messages, counting the unread ones of all her stores", async () => {
    dashboardFails = false;
    server.use(
      answer("GET /api/conversations", {
        success: true,
        conversations: [aConversation({ unread: 2 }), aConversation({ _id: "c2", unread: 1 })],
      }),
    );
    renderApp("/dashboard");
    const shortcuts = await screen.findByRole("navigation", { name: "Quick actions" });
    const messages = within(shortcuts).getByRole("link", { name: /Messages/ });
    expect(messages).toHaveAttribute("href", "/dashboard/messages");
    expect(await within(messages).findByText("3 unread messages")).toBeInTheDocument();
  });

  it("tells a pending seller that verification is waiting and that she can sell meanwhile", async () => {
    dashboardFails = false;
    server.use(answer("GET /api/seller/profile", aSellerProfile("pending", null, kiran)));
    renderApp("/dashboard");
    expect(
      await screen.findByText(
        "Your seller account is waiting for verification by Hunarmand. Your store is open and you can sell meanwhile.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Verification pending")).toBeInTheDocument();
    expect(screen.queryByText("Verified seller")).not.toBeInTheDocument();
    const actions = await screen.findByRole("navigation", { name: "Quick actions" });
    expect(within(actions).getByRole("link", { name: /Add product/ })).toBeInTheDocument();
  });

  it("shows a suspended seller the admin's reason and closes adding and editing, but keeps her orders", async () => {
    dashboardFails = false;
    server.use(
      answer("GET /api/seller/profile", aSellerProfile("suspended", "Selling counterfeit shawls.", kiran)),
      answer(
        "GET /api/products/store/:storeId",
        aStoreProductList([aProduct({ _id: "p1", name: "Clay Diya" })], {}, { products_per_page: 100 }),
      ),
    );
    renderApp("/dashboard");
    const banner = await screen.findByRole("region", { name: "Your seller account is suspended" });
    expect(within(banner).getByText("Selling counterfeit shawls.")).toBeInTheDocument();
    expect(within(banner).getByText(/You can still run the orders you already have/)).toBeInTheDocument();
    expect(screen.getByText("Suspended")).toBeInTheDocument();

    const actions = await screen.findByRole("navigation", { name: "Quick actions" });
    expect(within(actions).queryByRole("link", { name: /Add product/ })).not.toBeInTheDocument();
    expect(within(actions).queryByRole("link", { name: /Store settings/ })).not.toBeInTheDocument();
    expect(within(actions).getAllByText("Not available while your account is suspended")).toHaveLength(2);
    expect(within(actions).getByRole("link", { name: /Orders/ })).toHaveAttribute(
      "href",
      `/orders/${STORE_ID}`,
    );
    expect(within(actions).getByRole("link", { name: /Earnings/ })).toBeInTheDocument();

    const diya = await screen.findByRole("article", { name: "Clay Diya" });
    expect(within(diya).getByRole("link", { name: "View Clay Diya" })).toBeInTheDocument();
    expect(within(diya).queryByRole("link", { name: "Edit Clay Diya" })).not.toBeInTheDocument();
    expect(within(diya).queryByRole("button", { name: "Delete Clay Diya" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create another store" })).not.toBeInTheDocument();
  });

  it("marks a product the admin hid, with the reason, in her product list", async () => {
    dashboardFails = false;
    server.use(
      answer(
        "GET /api/products/store/:storeId",
        aStoreProductList(
          [
            aProduct({ _id: "p1", name: "Clay Diya" }),
            aProduct({ _id: "p2", name: "Branded Shawl", hidden: true, hiddenReason: "Looks counterfeit." }),
          ],
          {},
          { products_per_page: 100 },
        ),
      ),
    );
    renderApp("/dashboard");
    const shawl = await screen.findByRole("article", { name: "Branded Shawl" });
    expect(within(shawl).getByText("Hidden by Hunarmand")).toBeInTheDocument();
    expect(within(shawl).getByText(/Reason: Looks counterfeit\./)).toBeInTheDocument();
    expect(within(shawl).getByRole("link", { name: "Edit Branded Shawl" })).toBeInTheDocument();
    const diya = screen.getByRole("article", { name: "Clay Diya" });
    expect(within(diya).queryByText("Hidden by Hunarmand")).not.toBeInTheDocument();
    // Read as the store's owner: the public list leaves hidden products out (issue 34, item 14).
    const read = sent("GET /api/products/store/:storeId")[0];
    expect(read?.headers.get("Authorization")).toBe("Bearer seller-token");
  });

  it("shows a seller who reads Urdu her whole dashboard in Urdu, with prices in Rs", async () => {
    dashboardFails = false;
    server.use(
      answer(
        "GET /api/products/store/:storeId",
        aStoreProductList(
          [aProduct({ _id: "p1", name: "Clay Diya", category: "Home Decor", quantity: 2 })],
          {},
          { products_per_page: 100 },
        ),
      ),
    );
    renderApp("/dashboard", { language: "ur" });
    expect(await screen.findByRole("heading", { name: /خوش آمدید، Kiran Bibi/ })).toBeInTheDocument();
    expect(screen.getByText("تصدیق شدہ سیلر")).toBeInTheDocument();

    const figures = await screen.findByRole("region", { name: "دکان کے اعداد و شمار" });
    expect(within(figures).getByText("Rs 12,500")).toBeInTheDocument();
    expect(within(figures).getByText("9 ریویوز سے")).toBeInTheDocument();
    expect(
      within(figures).getByText("ڈیلیور یا ادا شدہ آرڈرز سے؛ کل 3 آرڈرز، 1 زیرِ التوا"),
    ).toBeInTheDocument();
    // The footer names the categories too; this is the store's own.
    expect(within(screen.getByRole("main")).getByText("مقامی دستکاری")).toBeInTheDocument();

    const actions = screen.getByRole("navigation", { name: "فوری کام" });
    expect(within(actions).getByRole("link", { name: /پروڈکٹ شامل کریں/ })).toBeInTheDocument();
    expect(within(actions).getByRole("link", { name: /آرڈرز/ })).toHaveAttribute(
      "href",
      `/orders/${STORE_ID}`,
    );
    expect(screen.getByText("1 آرڈر آئے، Rs 12,500 کمائے (ڈیلیور یا ادا شدہ)")).toBeInTheDocument();

    const diya = await screen.findByRole("article", { name: "Clay Diya" });
    expect(within(diya).getByText("گھر کی سجاوٹ")).toBeInTheDocument();
    expect(within(diya).getByText("اسٹاک کم: 2")).toBeInTheDocument();
    expect(within(diya).getByRole("link", { name: "Clay Diya میں تبدیلی کریں" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "آپ کی پروڈکٹس (1)" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bdashboard\.[a-z]/);
  });
});
