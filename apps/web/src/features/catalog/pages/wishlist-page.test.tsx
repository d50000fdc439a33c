import type { Product } from "@marketplace/shared/products-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { on, refusal } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aStore, productStoreOf } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const rilliCrafts = productStoreOf(
  aStore({
    name: "Sindhi Rilli Crafts",
    slug: "sindhi-rilli-crafts",
    category: "Home Decor",
    description: "",
    acceptedPaymentMethods: ["Cash on Delivery"],
  }),
);

const product = (id: string, name: string) =>
  aProduct({
    _id: id,
    name,
    description: "",
    price: 1200,
    category: "Home Decor",
    quantity: 5,
    store_id: rilliCrafts,
  });

/** The product API: `known` products exist, anything else is 404; `down` answers 503 for all. */
function serve(known: Product[], down = false) {
  server.use(
    on("GET /api/products/:id", ({ params }) => {
      if (down) return refusal(503, "Unavailable");
      const found = known.find((p) => p._id === params.id);
      return found ? { success: true, product: found } : refusal(404, "Not found");
    }),
  );
}

const save = (ids: string[]) => localStorage.setItem("wishlist", JSON.stringify(ids));
const header = () => within(screen.getByRole("banner"));

describe("the wishlist page", () => {
  it("shows an empty wishlist with a way to All Products", async () => {
    serve([]);
    renderApp("/wishlist");
    expect(await screen.findByRole("heading", { name: "No saved items yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all products" }).getAttribute("href")).toBe(
      "/AllProduct",
    );
    expect(header().getByRole("link", { name: "Wishlist, 0 items" }).getAttribute("href")).toBe("/wishlist");
  });

  it("lists the hearted products, and the heart takes one off the list and the header's count", async () => {
    serve([product("p1", "Rilli Bedspread"), product("p2", "Clay Diya Set")]);
    save(["p1", "p2"]);
    const user = userEvent.setup();
    renderApp("/wishlist");
    const list = await screen.findByRole("list", { name: "Saved products" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(header().getByRole("link", { name: "Wishlist, 2 items" })).toBeTruthy();

    await user.click(within(list).getByRole("button", { name: "Remove Rilli Bedspread from your wishlist" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(1));
    expect(within(list).getByRole("heading", { name: "Clay Diya Set" })).toBeTruthy();
    expect(header().getByRole("link", { name: "Wishlist, 1 item" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "")).toEqual(["p2"]);
  });

  it("quietly drops products that no longer exist", async () => {
    serve([product("p1", "Rilli Bedspread")]);
    save(["gone", "p1"]);
    renderApp("/wishlist");
    const list = await screen.findByRole("list", { name: "Saved products" });
    expect(within(list).getAllByRole("article")).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(localStorage.getItem("wishlist") ?? "")).toEqual(["p1"]));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so and offers to try again when the products cannot be loaded", async () => {
    serve([], true);
    save(["p1"]);
    renderApp("/wishlist");
    const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
    expect(alert.textContent).toContain("We couldn't load your saved items.");
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "")).toEqual(["p1"]);
  });
});
