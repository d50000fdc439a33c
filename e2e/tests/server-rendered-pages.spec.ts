import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

interface ListedProduct {
  _id: string;
  name: string;
  store_id: { _id: string; name: string };
}

/** Whether an API answer's product has the fields this story reads (the answer is checked, not assumed). */
function isListedProduct(value: unknown): value is ListedProduct {
  if (typeof value !== "object" || value === null) return false;
  const { _id, name, store_id } = value as Record<string, unknown>;
  if (typeof store_id !== "object" || store_id === null) return false;
  const store = store_id as Record<string, unknown>;
  return (
    typeof _id === "string" &&
    typeof name === "string" &&
    typeof store._id === "string" &&
    typeof store.name === "string"
  );
}

/** Whether a listed product is sold as it is, with no size or colour to choose before Add to Cart. */
function hasNoOptions(value: unknown): boolean {
  if (typeof value !== "object" || value === null || !("variants" in value)) return false;
  return Array.isArray(value.variants) && value.variants.length === 0;
}

/**
 * A product in stock from the seeded catalog, and its store, read from the API as any client would:
 * one with no sizes, which another story may have listed first (its Add to Cart waits for a size).
 */
async function productInStock(page: Page): Promise<ListedProduct> {
  const answer: unknown = await (await page.request.get("/api/products?inStock=1&limit=20")).json();
  const products = (answer as { products?: unknown }).products;
  const product = Array.isArray(products) ? products.find(hasNoOptions) : undefined;
  expect(isListedProduct(product), "the seeded catalog has a product in stock").toBe(true);
  if (!isListedProduct(product)) throw new Error(`No product in stock in ${JSON.stringify(answer)}`);
  return product;
}

/** Errors and warnings the page writes to the console (a hydration mismatch is one of them). */
function consoleTroubles(page: Page): string[] {
  const troubles: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") troubles.push(message.text());
  });
  page.on("pageerror", (error) => troubles.push(error.message));
  return troubles;
}

test.describe("server-rendered pages (decision 0022)", () => {
  test("a product page arrives whole, then the app takes it over: Add to Cart works at once", async ({
    page,
  }) => {
    const product = await productInStock(page);
    const html = await (await page.request.get(`/viewproduct/${product._id}`)).text();
    expect(html).toContain(product.name);

    const troubles = consoleTroubles(page);
    await page.goto(`/viewproduct/${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 1 item");
    expect(troubles).toEqual([]);
  });

  test("the home page's far sections, hydrated in steps of their own, work at the first tap", async ({
    page,
  }) => {
    const troubles = consoleTroubles(page);
    await page.goto("/");
    const featured = page.locator("section", { has: page.locator("#home-featured-products") });
    // The section's last card that can be bought: earlier stories may have sold the last one out.
    const inStock = page.getByRole("button", { name: "Add to Cart", disabled: false });
    await featured
      .getByRole("article")
      .filter({ has: inStock })
      .last()
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await expect(page.getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 1 item");

    // The footer's links move within the app: the cart is still there on the next page.
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.getByRole("button", { name: /^Open cart/ })).toHaveAccessibleName("Open cart, 1 item");
    expect(troubles).toEqual([]);
  });

  test("every public page hydrates without a console error or warning", async ({ page }) => {
    const product = await productInStock(page);
    const troubles = consoleTroubles(page);
    for (const path of [
      "/",
      "/AllProducts",
      "/AllProducts?page=2",
      "/products/category/Handmade%20Clothing",
      `/store/${product.store_id._id}`,
      `/viewproduct/${product._id}`,
      "/About",
      "/Contact",
      "/TermsOfService",
      "/PrivacyPolicy",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      expect(troubles, path).toEqual([]);
    }
  });

  test("a missing product answers 404 with Product Not Found, which hydrates too", async ({ page }) => {
    const troubles = consoleTroubles(page);
    const response = await page.goto("/viewproduct/0190f0e5-1111-7000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: /browse/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/AllProduct/);
    // The browser reports the page's own 404 answer; nothing else may be wrong.
    expect(troubles.filter((text) => !text.includes("404"))).toEqual([]);
  });

  test("a visitor without JavaScript browses from home to a category, a product and its store", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();

    await page.getByRole("link", { name: "Handmade Clothing" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Handmade Clothing" })).toBeVisible();
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").first().innerText()).trim();
    await card.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.locator('main a[href^="/store/"]').first().click();
    await expect(page).toHaveURL(/\/store\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/AllProducts");
    await page.getByRole("link", { name: /Load More/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await context.close();
  });
});
