import "@testing-library/jest-dom/vitest";
import type { HelpedStore } from "@marketplace/shared/store-helpers-contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aSeller, aSellerProfile, aStoreProductList } from "@/test/fixtures.ts";
import { aKycAnswer } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const TOKEN = "k3Jd9sQ0vX1mZ7pL4tR8wY2nB6cF5gH0aE1iO9uA";
const STORE_ID = "0190b5a2-0000-7000-8000-0000000000aa";
const sana = aSeller({ _id: "sana", name: "Sana Bibi", email: "sana@example.pk" });
const helped = (role: HelpedStore["role"]): HelpedStore => ({
  _id: STORE_ID,
  name: "Kiran Crafts",
  slug: "kiran-crafts",
  logo: null,
  ownerName: "Kiran Bibi",
  role,
});

/** A helper with no store of her own: her dashboard is the stores she helps. */
function serveHelper(stores: HelpedStore[]) {
  server.use(
    answer("GET /api/seller/profile", aSellerProfile("pending", null, sana)),
    answer("GET /api/seller/kyc", aKycAnswer()),
    answer("GET /api/stores/seller/my-stores", { success: true, count: 0, stores: [] }),
    answer("GET /api/seller/helped-stores", { success: true, stores }),
    answer(
      "GET /api/products/store/:storeId",
      aStoreProductList([aProduct({ _id: "p1", name: "Clay Diya" })], {}, { products_per_page: 100 }),
    ),
  );
}

describe("AcceptHelperPage", () => {
  beforeEach(() => serveHelper([]));

  it("asks her to sign in or make a seller account, and brings her back to the link", async () => {
    renderApp(`/helpers/accept?token=${TOKEN}`);
    expect(await screen.findByText("Sign in to accept")).toBeInTheDocument();
    const back = encodeURIComponent(`/helpers/accept?token=${TOKEN}`);
    // The header has its own "Sign in" (to the chooser); hers is the one that comes back here.
    const signIns = screen.getAllByRole("link", { name: "Sign in" }).map((link) => link.getAttribute("href"));
    expect(signIns).toContain(`/seller/login?from=${back}`);
    expect(screen.getByRole("link", { name: "Make a seller account" })).toHaveAttribute(
      "href",
      `/seller/signup?from=${back}`,
    );
  });

  it("says a link without its token is incomplete", async () => {
    signInSeller(sana, []);
    renderApp("/helpers/accept");
    expect(await screen.findByText("This link is incomplete")).toBeInTheDocument();
  });

  it("accepts with her account and opens the store with only what the orders role allows", async () => {
    signInSeller(sana, []);
    server.use(
      on("POST /api/seller/helpers/accept", () => {
        serveHelper([helped("orders")]);
        return { success: true as const, message: "You now help Kiran Crafts.", store: helped("orders") };
      }),
    );
    renderApp(`/helpers/accept?token=${TOKEN}`);
    expect(await screen.findByText("You are signed in as Sana Bibi (sana@example.pk).")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Accept the invitation" }));

    const actions = await screen.findByRole("navigation", { name: "What you can do here" });
    expect(await sent("POST /api/seller/helpers/accept")[0]?.json()).toEqual({ token: TOKEN });
    expect(screen.getByText("Kiran Bibi's store")).toBeInTheDocument();
    expect(screen.getByText("You help with orders")).toBeInTheDocument();
    expect(within(actions).getByRole("link", { name: "Orders" })).toHaveAttribute(
      "href",
      `/orders/${STORE_ID}`,
    );
    expect(within(actions).getByRole("link", { name: "Messages" })).toBeInTheDocument();
    expect(within(actions).queryByRole("link", { name: "Add a product" })).not.toBeInTheDocument();
    // No takings, no store settings, no verification notice of her own: those are the owner's.
    expect(screen.queryByRole("region", { name: "Store figures" })).not.toBeInTheDocument();
    expect(sent("GET /api/stores/:id/dashboard")).toHaveLength(0);
    expect(screen.queryByText(/waiting for verification/)).not.toBeInTheDocument();
  });

  it("shows a catalog helper the products to edit, without Delete", async () => {
    signInSeller(sana, []);
    serveHelper([helped("catalog")]);
    renderApp("/dashboard");
    const actions = await screen.findByRole("navigation", { name: "What you can do here" });
    expect(within(actions).getByRole("link", { name: "Add a product" })).toHaveAttribute(
      "href",
      `/addproduct/${STORE_ID}`,
    );
    expect(within(actions).queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();
    const diya = await screen.findByRole("article", { name: "Clay Diya" });
    expect(within(diya).getByRole("link", { name: /Edit Clay Diya/ })).toBeInTheDocument();
    expect(within(diya).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("shows why the server refused, with a way to use another account", async () => {
    signInSeller(sana, []);
    const message =
      "This invitation was sent to another e-mail address or mobile number. Sign in with the seller account it was sent to.";
    server.use(on("POST /api/seller/helpers/accept", () => refusal(403, message)));
    renderApp(`/helpers/accept?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Use another account" })).toBeInTheDocument();
  });
});
