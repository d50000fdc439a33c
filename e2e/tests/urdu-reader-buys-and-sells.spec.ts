import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LAHORE_ADDRESS } from "../buyers.ts";
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_SELLER, expect, imageFile, test } from "../fixtures.ts";
import { ur } from "../urdu.ts";

/**
 * Issue 16: a person who reads only Urdu buys and sells on a phone. Every word the stories look for
 * is read from the site's Urdu catalogs (`ur(key)`), so they fail if a screen shows English or a key.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's label as the form writes it, a required mark or hint after it allowed. */
const label = (key: string) => new RegExp(`^${escapeRegExp(ur(key))}`);

const AREAS = "common|home|catalog|stores|cart|checkout|orders|auth|account|dashboard|admin|info|labels";

async function expectUrduPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const text = (await page.locator("body").textContent()) ?? "";
  expect(text, "no message key is shown instead of words").not.toMatch(
    new RegExp(`\\b(${AREAS})\\.[a-z][A-Za-z]*\\.[a-zA-Z]`),
  );
}

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `accessibility problems on ${what} in Urdu`).toEqual([]);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe("a reader of Urdu", () => {
  test("switches the site to Urdu in one tap, browses, fills her cart and orders, on a phone @phone-only", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "اردو" }).click();
    await expectUrduPage(page);
    await expect(page.getByRole("button", { name: "English" })).toBeVisible();
    await expectNoSeriousViolations(page, "the home page");

    // The choice is remembered: the server renders her next page in Urdu.
    await page.goto("/customer/login");
    await expectUrduPage(page);
    await page.getByLabel(label("auth.fields.email")).fill(DEMO_CUSTOMER);
    await page.getByRole("textbox", { name: label("auth.fields.password") }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: ur("auth.login.submit"), exact: true }).click();
    await expect(page).not.toHaveURL(/\/customer\/login/);

    await page.getByRole("button", { name: ur("common.nav.menu"), exact: true }).click();
    await page
      .getByRole("navigation", { name: ur("common.nav.mobile") })
      .getByRole("link", { name: ur("common.nav.allProducts") })
      .click();
    await expect(page).toHaveURL(/\/AllProduct/);
    await expectUrduPage(page);
    const addToCart = ur("catalog.card.addToCart");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: addToCart }) })
      .first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
    await card.getByRole("button", { name: addToCart }).click();

    await page.getByRole("button", { name: ur("cart.button.open", { count: 1 }) }).click();
    const drawer = page.getByRole("dialog", { name: ur("cart.drawer.title") });
    await expect(drawer).toContainText(name);
    // The drawer opens from the left in Urdu and lies wholly on the screen.
    const width = page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
      })
      .toBe(true);
    await drawer.getByRole("button", { name: ur("cart.drawer.checkout") }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectUrduPage(page);

    await expect(page.getByRole("heading", { name: ur("checkout.summary.title") })).toBeVisible();
    await page.getByLabel(label("checkout.address.addressLine")).fill("مکان 12، گلی 4، گلبرگ III");
    await page.getByLabel(label("checkout.address.city")).fill("لاہور");
    await page.getByLabel(label("checkout.address.postalCode")).fill("54000");
    await page.getByLabel(label("checkout.address.phone")).fill("03001234567");
    await page.getByRole("radio", { name: ur("labels.paymentMethod.cash-on-delivery") }).check();
    await expectNoSeriousViolations(page, "the checkout");
    await page.getByRole("button", { name: ur("checkout.summary.placeOrder") }).click();
    const placed = page.getByRole("dialog", { name: ur("checkout.success.title", { count: 1 }) });
    await expect(placed).toBeVisible();
    await expect(placed).toContainText(ur("checkout.success.thanks"));

    // Back to English restores every word.
    await page.goto("/");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("button", { name: "اردو" })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  });

  test("a seller adds a product and runs her orders in Urdu on a phone @phone-only", async ({
    page,
    context,
    baseURL,
    request,
    apiSession,
  }) => {
    await context.addCookies([{ name: "lang", value: "ur", url: baseURL ?? "http://localhost" }]);
    await page.goto("/seller/login");
    await expectUrduPage(page);
    await page.getByLabel(label("auth.fields.email")).fill(DEMO_SELLER);
    await page.getByRole("textbox", { name: label("auth.fields.password") }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: ur("auth.login.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectUrduPage(page);

    await page
      .getByRole("navigation", { name: ur("dashboard.actions.regionLabel") })
      .getByRole("link", { name: new RegExp(escapeRegExp(ur("dashboard.actions.addProduct"))) })
      .click();
    await expect(page).toHaveURL(/\/addproduct\/[0-9a-f-]{36}$/);
    await expectUrduPage(page);
    const name = `رلی لحاف ${unique()}`;
    await page.getByLabel(label("dashboard.form.name")).fill(name);
    await page
      .getByLabel(label("dashboard.form.description"))
      .fill("ہاتھ سے سلی ہوئی رلی، نیل اور مجیٹھ کے رنگوں میں۔");
    await page.getByLabel(label("dashboard.form.price")).fill("4500");
    await page.getByRole("combobox", { name: label("dashboard.form.category") }).selectOption("Home Decor");
    await page.getByLabel(label("dashboard.form.quantity")).fill("7");
    await page.getByLabel(ur("dashboard.images.addLabel")).setInputFiles([imageFile("indigo-quilt.png")]);
    await expect(page.getByText(ur("dashboard.images.uploaded", { count: 1 }))).toBeVisible();
    await expectNoSeriousViolations(page, "the add-product form");
    await page.getByRole("button", { name: ur("dashboard.add.submit"), exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(name)).toBeVisible();
    await expectUrduPage(page);

    // A customer buys the new product; its maker moves the order on with Urdu words.
    const seller = await apiSession("seller");
    const customer = await apiSession("customer");
    const { stores } = await (
      await request.get("/api/stores/seller/my-stores", { headers: seller.headers })
    ).json();
    const storeId: string = stores[0]._id;
    const { products } = await (
      await request.get(`/api/products?store_id=${storeId}&search=${encodeURIComponent(name)}`)
    ).json();
    const placed = await request.post("/api/orders", {
      headers: customer.headers,
      data: {
        products: [{ product: products[0]._id, quantity: 1 }],
        shippingAddress: LAHORE_ADDRESS,
        paymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status()).toBe(201);
    await page.goto(`/orders/${storeId}`);
    await expectUrduPage(page);
    const order = page.getByRole("listitem").filter({ hasText: name });
    const status = order.getByLabel(ur("orders.store.orderStatus"));
    await expect(status).toHaveValue("Pending");
    await expect(status.locator('option[value="Processing"]')).toHaveText(
      ur("labels.orderStatus.processing"),
    );
    await status.selectOption("Processing");
    await expect(page.getByText(ur("orders.store.statusUpdated"), { exact: true })).toBeVisible();
    await expect(status).toHaveValue("Processing");
  });
});
