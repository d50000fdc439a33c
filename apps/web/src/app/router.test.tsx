import { screen, waitFor, within } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { PAGE_PATHS, pageNamed } from "@/lib/page-paths.ts";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProductList } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { allRoutes as routes } from "./all-routes.tsx";
import { BACK_OFFICE_ADDRESS, routes as shopperRoutes } from "./router.tsx";

// The product pages list an empty catalog; the other pages ask the server nothing without a session.
beforeEach(() => {
  server.use(answer("GET /api/products", aProductList([])));
});

async function pageHeading() {
  return screen.findByRole("heading", { level: 1 });
}

function patternsIn(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...patternsIn(route.children ?? [])]);
}

describe("the route table", () => {
  it("are the router's patterns, each once, and nothing else but the catch-all", () => {
    const routed = patternsIn(routes).filter((pattern) => pattern !== "*");
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual(Object.values(PAGE_PATHS).sort());
    for (const pattern of routed) expect(pageNamed(pattern)).toBeDefined();
  });

  it("starts a browser with the shopper's pages; every other page is at an address that discovers it", () => {
    const first = new Set(patternsIn(shopperRoutes));
    const later = patternsIn(routes).filter((pattern) => !first.has(pattern));
    expect(later).toContain(PAGE_PATHS.dashboard);
    expect(later).toContain(PAGE_PATHS.adminOverview);
    for (const pattern of later) expect(pattern.replace(/:\w+/g, "x")).toMatch(BACK_OFFICE_ADDRESS);
    // A shopper's page is never held back (the old store links share /dashboard and stay).
    for (const name of ["home", "product", "store", "checkout", "myOrders", "oldStoreLink"] as const) {
      expect(first).toContain(PAGE_PATHS[name]);
    }
  });

  it.each([
    ["/AllProduct", "Discover Amazing Products"],
    ["/allproduct", "Discover Amazing Products"],
    ["/AllProducts", "Discover Amazing Products"],
    ["/MYORDERS/abc", "My Orders"],
    // Without a seller session the store setup screen says so.
    ["/seller/CreateStore", "Session Expired"],
    ["/AddProduct", "Add Product"],
    ["/addproduct/store-1", "Add Product"],
    ["/termsofservice", "Terms of Service"],
    ["/ABOUT", "Our Story"],
    ["/Wishlist", "Your Wishlist"],
  ])("opens %s as the page headed %s", async (path, heading) => {
    renderApp(path);
    expect(await pageHeading()).toHaveProperty("textContent", heading);
  });

  it("names a category page after the category in its link", async () => {
    renderApp(`/products/category/${encodeURIComponent("Food & Homemade Items")}`);
    expect((await pageHeading()).textContent).toBe("Food & Homemade Items");
  });

  it("shows a friendly not-found page with ways back for an unknown path", async () => {
    renderApp("/no/such/page");
    expect((await pageHeading()).textContent).toBe("Page not found");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(main.getByRole("link", { name: "All Products" }).getAttribute("href")).toBe("/AllProduct");
  });

  it("sets the browser tab's title for each page", async () => {
    renderApp("/PrivacyPolicy");
    await pageHeading();
    await waitFor(() => expect(document.title).toBe("Privacy Policy · Hunarmand"));
  });

  it("finds the seller's page and the console when a shopper's page links there", async () => {
    const { router } = renderApp("/About");
    expect((await pageHeading()).textContent).toBe("Our Story");
    const headingBecomes = (text: string) =>
      waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(text));
    await router.navigate("/dashboard");
    await headingBecomes("Seller Dashboard");
    await router.navigate("/no/such/page");
    await headingBecomes("Page not found");
  });

  it("shows the seller dashboard inside the real layout, asking a signed-out visitor to sign in", async () => {
    renderApp("/dashboard");
    expect((await pageHeading()).textContent).toBe("Seller Dashboard");
    expect(screen.getByText("Please sign in as a seller")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("offers both sign-in screens at /login", async () => {
    renderApp("/login");
    await pageHeading();
    const main = screen.getByRole("main");
    const hrefs = Array.from(main.querySelectorAll("a"), (a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/customer/login", "/seller/login"]));
  });
});
