import "@testing-library/jest-dom/vitest";
import { within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "@/lib/cart-provider.tsx";
import { answer } from "./api-handlers.ts";
import { server } from "./api-server.ts";
import { aCartLine, aUser } from "./fixtures.ts";
import { renderOnServerThenHydrate } from "./server-render.tsx";
import { emptyHomeFor, signInCustomer } from "./sessions.ts";

const AYESHA = aUser({ _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" });

/** The app's own modules, loaded (the first time) with no browser around, as on the server. */
const loadApp = async () => ({
  routes: (await import("@/app/router.tsx")).routes,
  Providers: (await import("@/app/providers.tsx")).AppProviders,
});

/** A returning customer: signed in, two units in the cart, one product saved. */
function returningCustomer() {
  signInCustomer(AYESHA);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([aCartLine(2, { _id: "p1" })]));
  localStorage.setItem("wishlist", JSON.stringify(["p1"]));
  server.use(...emptyHomeFor(AYESHA));
}

let unmount = () => {};
afterEach(() => unmount());

describe("a server-rendered page taken over by the browser", { timeout: 15_000 }, () => {
  it.each([
    ["Our Story", "/About"],
    ["Contact", "/Contact"],
    ["Not Found", "/no-such-page"],
    ["All Products, filtered", "/AllProduct?category=home-decor&sort=price-low"],
  ])("hydrates %s without a mismatch, then shows who is signed in and what she keeps", async (_, path) => {
    returningCustomer();
    const app = await renderOnServerThenHydrate(path, loadApp);
    unmount = app.unmount;

    // The server knows nobody: its header offers Sign In and an empty cart and wishlist.
    expect(app.html).toContain("Sign In");
    expect(app.html).not.toContain("Ayesha");
    expect(app.html).toContain("Open cart, 0 items");

    const page = within(app.container);
    expect(await page.findByRole("button", { name: "Account menu for Ayesha Malik" })).toBeInTheDocument();
    expect(page.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(page.getByRole("button", { name: "Open cart, 2 items" })).toBeInTheDocument();
    expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeInTheDocument();

    expect(app.hydrationErrors).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });

  it("renders a signed-out visitor's header the same on both sides", async () => {
    server.use(answer("GET /api/site", { success: true, demo: null }));
    const app = await renderOnServerThenHydrate("/About", loadApp);
    unmount = app.unmount;
    const page = within(app.container);
    expect(page.getByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(page.getByRole("button", { name: "Open cart, 0 items" })).toBeInTheDocument();
    expect(app.hydrationErrors).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });
});
