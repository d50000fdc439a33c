import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { on, refusal, sent, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aSeller, aStoreDetails, aStoreProductList } from "@/test/fixtures.ts";
import { aKycAnswer, aNewSellerKyc } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const STORE_ID = "0190f0e5-1111-7000-8000-000000000001";
const store = aStoreDetails({
  _id: STORE_ID,
  name: "Noor's Crochet",
  slug: "noors-crochet",
  category: "Crochet & Knitting",
  description: "Cosy crochet blankets and toys made to order in Karachi.",
  location: "Karachi",
  seller_id: { _id: "s1", name: "Noor", email: "noor@example.pk" },
  acceptedPaymentMethods: ["Cash on Delivery"],
});

/** The server: the store answers by id or slug, its products only by id, as the API does. */
function serve() {
  server.use(
    on("GET /api/stores/:id", ({ params }) =>
      params.id === STORE_ID || params.id === "noors-crochet"
        ? { success: true, store }
        : refusal(404, "Store not found"),
    ),
    on("GET /api/products/store/:storeId", ({ params }) =>
      params.storeId === STORE_ID ? aStoreProductList([]) : refusal(404, "Store not found"),
    ),
  );
}

/** The app's requests for the store by its slug. */
const storeCalls = () =>
  sent("GET /api/stores/:id").filter(
    (request) => new URL(request.url).pathname === "/api/stores/noors-crochet",
  );

describe("a store's address", () => {
  it.each([
    ["its short address", "/store/noors-crochet"],
    ["an address with its id", `/store/${STORE_ID}`],
    ["an old dashboard link", `/dashboard/store/${STORE_ID}`],
  ])("opens the store page from %s", async (_, path) => {
    serve();
    renderApp(path);
    expect((await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" })).textContent).toBe(
      "Noor's Crochet",
    );
    expect(await screen.findByText("No products yet")).toBeTruthy();
    const asked = sentPaths();
    expect(asked.some((url) => url.startsWith(`/api/products/store/${STORE_ID}?`))).toBe(true);
    expect(asked.some((url) => url.startsWith("/api/products/store/noors-crochet"))).toBe(false);
  });

  it("says the store does not exist for an unknown address", async () => {
    serve();
    renderApp("/store/no-such-store");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Store Not Found");
  });

  it("tells the server who a signed-in seller is, so her own visits are not counted as views", async () => {
    serve();
    server.use(on("GET /api/seller/kyc", () => aKycAnswer()));
    signInSeller(aSeller({ _id: "s1", name: "Noor", email: "noor@example.pk", phone: "" }), [], "noor-token");
    renderApp("/store/noors-crochet");
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });
    const [storeCall] = storeCalls();
    expect(storeCall?.headers.get("Authorization")).toBe("Bearer noor-token");
  });

  it("tells its owner, until her identity is approved, that only she can see it (issue 30)", async () => {
    serve();
    server.use(on("GET /api/seller/kyc", () => aNewSellerKyc()));
    signInSeller(aSeller({ _id: "s1", name: "Noor", email: "noor@example.pk", phone: "" }), [], "noor-token");
    renderApp("/store/noors-crochet");
    expect(
      await screen.findByText(/Only you can see your stores and products until you are verified/),
    ).toBeTruthy();
  });

  it("says nothing of it to another seller visiting", async () => {
    serve();
    server.use(on("GET /api/seller/kyc", () => aNewSellerKyc()));
    signInSeller(aSeller({ _id: "s2", name: "Hina", email: "hina@example.pk", phone: "" }), [], "hina-token");
    renderApp("/store/noors-crochet");
    await screen.findByText("No products yet");
    expect(screen.queryByText(/Only you can see/)).toBeNull();
  });

  it("asks as an anonymous visitor when no seller is signed in", async () => {
    serve();
    renderApp("/store/noors-crochet");
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });
    const [storeCall] = storeCalls();
    expect(storeCall).toBeDefined();
    expect(storeCall?.headers.has("Authorization")).toBe(false);
  });
});
