import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import type { Store } from "../api/stores-api.ts";

const STORE_ID = "0190f0e5-1111-7000-8000-000000000001";
const store: Store = {
  _id: STORE_ID,
  id: STORE_ID,
  name: "Noor's Crochet",
  slug: "noors-crochet",
  category: "Crochet & Knitting",
  description: "Cosy crochet blankets and toys made to order in Karachi.",
  contactInfo: { phone: "", email: "" },
  phone: "",
  email: "",
  socialLinks: { facebook: "", instagram: "", twitter: "" },
  logo: null,
  banner: null,
  location: "Karachi",
  seller_id: { _id: "s1", name: "Noor", email: "noor@example.pk" },
  acceptedPaymentMethods: ["Cash on Delivery"],
  createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-01T00:00:00Z",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The server: the store answers by id or slug, its products only by id, as the API does. */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === `/api/stores/${STORE_ID}` || url === "/api/stores/noors-crochet") {
      return json({ success: true, store });
    }
    if (url.startsWith(`/api/products/store/${STORE_ID}`)) {
      return json({
        success: true,
        message: "",
        products: [],
        pagination: { current_page: 1, total_pages: 1, total_products: 0, products_per_page: 12 },
        stats: { total: 0, inStock: 0, averagePrice: 0, averageRating: 0, onSale: 0 },
      });
    }
    return json({ success: false, message: "Store not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("a store's address", () => {
  it.each([
    ["its short address", "/store/noors-crochet"],
    ["an address with its id", `/store/${STORE_ID}`],
    ["an old dashboard link", `/dashboard/store/${STORE_ID}`],
  ])("opens the store page from %s", async (_, path) => {
    const fetchMock = serve();
    renderApp(path);
    expect((await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" })).textContent).toBe(
      "Noor's Crochet",
    );
    expect(await screen.findByText("No products yet")).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.startsWith(`/api/products/store/${STORE_ID}?`))).toBe(true);
    expect(asked.some((url) => url.startsWith("/api/products/store/noors-crochet"))).toBe(false);
  });

  it("says the store does not exist for an unknown address", async () => {
    serve();
    renderApp("/store/no-such-store");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Store Not Found");
  });

  it("tells the server who a signed-in seller is, so her own visits are not counted as views", async () => {
    const fetchMock = serve();
    localStorage.setItem("sellerToken", "noor-token");
    localStorage.setItem(
      "seller",
      JSON.stringify({ id: "s1", _id: "s1", name: "Noor", email: "noor@example.pk", phone: "" }),
    );
    renderApp("/store/noors-crochet");
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });
    const storeCall = fetchMock.mock.calls.find(([url]) => String(url) === "/api/stores/noors-crochet");
    const init = storeCall?.[1] as RequestInit | undefined;
    expect(init?.headers).toMatchObject({ Authorization: "Bearer noor-token" });
  });

  it("asks as an anonymous visitor when no seller is signed in", async () => {
    const fetchMock = serve();
    renderApp("/store/noors-crochet");
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });
    const storeCall = fetchMock.mock.calls.find(([url]) => String(url) === "/api/stores/noors-crochet");
    expect(storeCall?.[1]?.headers).not.toHaveProperty("Authorization");
  });
});
