import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsAdminThroughApi } from "../console.ts";
import { type ApiSession, expect, test } from "../fixtures.ts";

/**
 * Every public screen and the signed-in screens pass axe's WCAG 2 A/AA rules with no serious or
 * critical violation, once their data has loaded. One test per page, so a slow or failing page is
 * named and timed on its own.
 */
async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `accessibility problems on ${path}`).toEqual([]);
}

async function firstProductId(request: APIRequestContext): Promise<string> {
  const { products } = await (await request.get("/api/products?limit=1")).json();
  return products[0]._id;
}

async function firstStoreId(request: APIRequestContext): Promise<string> {
  const { stores } = await (await request.get("/api/stores")).json();
  return stores[0]._id;
}

async function sellersFirstStoreId(request: APIRequestContext, seller: ApiSession): Promise<string> {
  const { stores } = await (
    await request.get("/api/stores/seller/my-stores", { headers: seller.headers })
  ).json();
  return stores[0]._id;
}

const publicPages: Array<[string, (request: APIRequestContext) => Promise<string>]> = [
  ["home", async () => "/"],
  ["all products", async () => "/AllProduct"],
  ["category", async () => `/products/category/${encodeURIComponent("Home Decor")}`],
  ["product", async (request) => `/viewproduct/${await firstProductId(request)}`],
  ["store", async (request) => `/dashboard/store/${await firstStoreId(request)}`],
  ["about", async () => "/About"],
  ["contact", async () => "/Contact"],
  ["terms of service", async () => "/TermsOfService"],
  ["privacy policy", async () => "/PrivacyPolicy"],
  ["customer login", async () => "/customer/login"],
  ["customer signup", async () => "/customer/signup"],
  ["seller login", async () => "/seller/login"],
  ["seller signup", async () => "/seller/signup"],
  ["checkout", async () => "/checkout"],
  // Issue 27: the page an order e-mail's link opens (here without a link's token: its error state).
  ["order confirmation", async () => "/confirm-order"],
  // Issue 32, part 4: where a helper's invitation opens (here without its token: its error state).
  ["helper invitation", async () => "/helpers/accept"],
  ["admin sign-in", async () => "/admin"],
  ["not found", async () => "/no-such-page"],
];

test.describe("every page is accessible", () => {
  // Each page's test stands alone, so where the stories run in shards (run-stories.ts) they are
  // shared out: together they are a quarter of the stories' time, too much for one shard to carry.
  test.describe.configure({ mode: "parallel" });
  for (const [name, pathOf] of publicPages) {
    test(`the ${name} page has no serious accessibility problems @phone`, async ({ page, request }) => {
      await expectNoSeriousViolations(page, await pathOf(request));
    });
  }

  test("a customer's orders page has no serious accessibility problems", async ({
    page,
    request,
    apiSession,
    signInAsCustomer,
  }) => {
    const customer = await apiSession("customer");
    await signInAsCustomer();
    await expectNoSeriousViolations(page, `/MyOrders/${customer.id}`);
    // Issue 27: her returns.
    await expectNoSeriousViolations(page, "/returns");
    // Issue 34, item 23: an order's receipt.
    const orders = await (
      await request.get(`/api/orders/user/${customer.id}`, { headers: customer.headers })
    ).json();
    expect(orders.data.length, "the demo customer has orders").toBeGreaterThan(0);
    await expectNoSeriousViolations(page, `/receipt/${orders.data[0]._id}`);
  });

  // Issue 34, item 22: the cart with a product on sale, whose old price is struck through.
  test("the cart with a product on sale has no serious accessibility problems @phone", async ({
    page,
    request,
  }) => {
    const { products } = await (await request.get("/api/products?limit=100")).json();
    const onSale = products.find(
      (p: { sale_price?: number; quantity: number; variants?: unknown[] }) =>
        p.sale_price && p.quantity > 0 && !p.variants?.length,
    );
    expect(onSale, "the demo catalog has a product on sale").toBeTruthy();
    await page.goto(`/viewproduct/${onSale._id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "Open cart, 1 item" }).click();
    const drawer = page.getByRole("dialog", { name: "Your Cart" });
    await expect(drawer.getByRole("listitem")).toContainText(onSale.name);
    await expect(drawer.getByText("was", { exact: true })).toBeAttached();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious, "accessibility problems in the cart").toEqual([]);
  });

  // Issue 17: the customer's messages, and one of her conversations with its product beside it.
  test("a customer's messages have no serious accessibility problems @phone", async ({
    page,
    request,
    apiSession,
    signInAsCustomer,
  }) => {
    const customer = await apiSession("customer");
    const { products } = await (await request.get("/api/products?limit=1")).json();
    const started = await request.post("/api/conversations", {
      headers: customer.headers,
      data: {
        storeId: products[0].store_id._id,
        productId: products[0]._id,
        body: "Is this available in blue?",
      },
    });
    expect(started.ok(), "she starts a conversation").toBe(true);
    const { conversation } = await started.json();
    await signInAsCustomer();
    await expectNoSeriousViolations(page, "/messages");
    await expectNoSeriousViolations(page, `/messages/${conversation._id}`);
  });

  const sellerPages: Array<[string, (storeId: string) => string]> = [
    ["dashboard", () => "/dashboard"],
    ["messages", () => "/dashboard/messages"],
    ["add product", (storeId) => `/addproduct/${storeId}`],
    ["store orders", (storeId) => `/orders/${storeId}`],
    ["returns", () => "/dashboard/returns"],
    // Issue 32, part 4: her helpers, the invitation form and what they did.
    ["helpers", (storeId) => `/dashboard/helpers/${storeId}`],
  ];
  for (const [name, pathOf] of sellerPages) {
    test(`the seller's ${name} page has no serious accessibility problems`, async ({
      page,
      request,
      apiSession,
      signInAsSeller,
    }) => {
      const storeId = await sellersFirstStoreId(request, await apiSession("seller"));
      await signInAsSeller();
      await expectNoSeriousViolations(page, pathOf(storeId));
    });
  }

  // The operator console: the admin's token is put where the console's session reads it.
  const consolePages: Array<[string, string]> = [
    ["overview", "/admin"],
    ["sellers", "/admin/sellers?status=all"],
    ["customers", "/admin/customers"],
    ["reports", "/admin/reports"],
    ["balances", "/admin/balances"],
    ["returns", "/admin/returns"],
    ["couriers", "/admin/couriers"],
    ["settings", "/admin/settings"],
    ["audit log", "/admin/audit"],
  ];
  for (const [name, path] of consolePages) {
    test(`the console's ${name} page has no serious accessibility problems @phone`, async ({
      page,
      request,
    }) => {
      await signInAsAdminThroughApi(page, request);
      await expectNoSeriousViolations(page, path);
    });
  }

  // Issue 13: a store's earnings page (balance, statement, settlements), on desktop and phone.
  test("the seller's earnings page has no serious accessibility problems @phone", async ({
    page,
    request,
    apiSession,
    signInAsSeller,
  }) => {
    const storeId = await sellersFirstStoreId(request, await apiSession("seller"));
    await signInAsSeller();
    await expectNoSeriousViolations(page, `/dashboard/earnings/${storeId}`);
  });
});
