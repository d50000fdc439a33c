import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

interface StoreStats {
  total: number;
  inStock: number;
  averagePrice: number;
  averageRating: number;
  onSale: number;
}

const STORE_NAME = "Noor Crochet Studio";
const STORE_SLUG = "noor-crochet-studio";

async function findStore(page: Page): Promise<string> {
  const answer = await (await page.request.get("/api/stores")).json();
  const store = answer.stores.find((s: { name: string }) => s.name === STORE_NAME);
  expect(store, `${STORE_NAME} is a demo store`).toBeTruthy();
  return store._id;
}

async function storeAnswer(page: Page, storeId: string, query = "") {
  const res = await page.request.get(`/api/products/store/${storeId}?limit=100${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    products: Array<{ quantity: number }>;
    pagination: { total_products: number };
    stats: StoreStats;
  };
}

const priceOf = async (page: Page, index: number) => {
  const text = await page.getByTestId("store-product").nth(index).innerText();
  const match = text.match(/Rs\s*([\d,]+(?:\.\d+)?)/);
  expect(match, `card ${index} shows a price`).toBeTruthy();
  return Number(match![1]!.replaceAll(",", ""));
};

test.describe("a visitor visits a store", () => {
  test("sees the store and its real figures, searches, filters, sorts and switches to a list", async ({
    page,
  }) => {
    const storeId = await findStore(page);
    const all = await storeAnswer(page, storeId);
    // The figures are the whole store's: check them against the store's own product list.
    expect(all.stats.total).toBe(all.pagination.total_products);
    expect(all.stats.inStock).toBe(all.products.filter((p) => p.quantity > 0).length);

    await page.goto(`/store/${STORE_SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: STORE_NAME })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(STORE_NAME));
    await expect(page.getByText("Run by Noor Fatima")).toBeVisible();

    const figures = page.getByRole("region", { name: "Store figures" });
    const figure = (label: string) => figures.getByText(label, { exact: true }).locator("xpath=..");
    await expect(figure("Total Products")).toContainText(String(all.stats.total));
    await expect(figure("Average Rating")).toContainText(
      all.stats.averageRating > 0 ? all.stats.averageRating.toFixed(1) : "No reviews yet",
    );
    // The shopper's figures only (issue 34, item 8): the seller's own stay on her dashboard.
    await expect(figures.getByTestId("store-stat")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Delivery and returns" })).toBeAttached();

    const showing = page.getByText(/^Showing \d+ of \d+ products?$/);
    const total = all.pagination.total_products;
    await expect(showing).toHaveText(`Showing ${Math.min(total, 12)} of ${total} products`);

    const searched = (await storeAnswer(page, storeId, "&search=blanket")).pagination.total_products;
    expect(searched).toBeGreaterThan(0);
    expect(searched).toBeLessThan(total);
    await page.getByRole("searchbox", { name: "Search this store" }).fill("blanket");
    await expect(showing).toHaveText(
      `Showing ${searched} of ${searched} ${searched === 1 ? "product" : "products"}`,
    );
    await expect(page.getByTestId("store-product").first()).toContainText(/blanket/i);

    await page.getByRole("searchbox", { name: "Search this store" }).fill("");
    await expect(showing).toHaveText(`Showing ${Math.min(total, 12)} of ${total} products`);
    const category = "Pet & Kids Items";
    const inCategory = (await storeAnswer(page, storeId, `&category=${encodeURIComponent(category)}`))
      .pagination.total_products;
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await expect(showing).toHaveText(`Showing ${inCategory} of ${inCategory} products`);
    for (const card of await page.getByTestId("store-product").all())
      await expect(card).toContainText(category);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(showing).toHaveText(`Showing ${Math.min(total, 12)} of ${total} products`);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-low");
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(
      page.getByRole("list").filter({ has: page.getByTestId("store-product") }),
    ).not.toHaveAttribute("aria-busy", "true");
    await expect.poll(async () => (await priceOf(page, 0)) <= (await priceOf(page, 1))).toBe(true);

    const listButton = page.getByRole("button", { name: "List view" });
    await listButton.click();
    await expect(listButton).toHaveAttribute("aria-pressed", "true");
    // In a list a card is a wide row; in the grid it is a tall tile.
    await expect
      .poll(async () => {
        const box = await page.getByTestId("store-product").first().boundingBox();
        return box ? box.width > box.height : false;
      })
      .toBe(true);
  });

  test("a product's store link opens the store at its short address, and old id links still work @phone", async ({
    page,
  }) => {
    const storeId = await findStore(page);
    const product = (await storeAnswer(page, storeId)).products[0] as unknown as {
      _id: string;
      name: string;
    };
    await page.goto(`/viewproduct/${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: STORE_NAME }).first().click();
    await expect(page).toHaveURL(new RegExp(`/store/${STORE_SLUG}$`));
    await expect(page.getByRole("heading", { level: 1, name: STORE_NAME })).toBeFocused();
    await expect(page.getByTestId("store-product").first()).toBeVisible();

    await page.goto(`/dashboard/store/${storeId}`);
    await expect(page.getByRole("heading", { level: 1, name: STORE_NAME })).toBeVisible();
  });

  test("an unknown or malformed store address shows Store Not Found with a way home", async ({ page }) => {
    for (const id of ["0190f0e5-1111-7000-8000-000000000000", "not-a-store"]) {
      await page.goto(`/store/${id}`);
      await expect(page.getByRole("heading", { name: "Store Not Found" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute(
        "href",
        "/",
      );
    }
  });

  test("a store that fails to load says so and loads on Try Again", async ({ page }) => {
    const storeId = await findStore(page);
    // The server renders a store page with its data; the browser reads it when she moves there from
    // another page of the app (here through the history, as a link does), and that read fails.
    await page.goto("/About");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.route("**/api/products/store/**", (route) => route.fulfill({ status: 503, body: "" }));
    await page.evaluate((path) => {
      window.history.pushState({}, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `/store/${storeId}`);
    await expect(page.getByText("Failed to load store data")).toBeVisible({ timeout: 20_000 });
    await page.unroute("**/api/products/store/**");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: STORE_NAME })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible();
  });
});

test.describe("a visitor contacts the team", () => {
  test("the contact form asks for every field, then sends and says thank you @phone", async ({ page }) => {
    await page.goto("/Contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Full Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeFocused();

    await page.getByRole("textbox", { name: "Full Name" }).fill("Ayesha Khan");
    await expect(page.getByText("Full Name is required")).toBeHidden();
    await page.getByRole("textbox", { name: "Email Address" }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Subject" }).fill("Bulk order of phulkari dupattas");
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("Could a seller make twenty dupattas for a wedding in March?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();

    await page.getByRole("textbox", { name: "Email Address" }).fill("ayesha@example.pk");
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("Thank you for your message. We will get back to you soon!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  test("the FAQ opens with the keyboard and links to seller signup", async ({ page }) => {
    await page.goto("/Contact");
    const question = page.getByRole("button", { name: "How do I become a seller?" });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Seller Signup" })).toHaveAttribute("href", "/seller/signup");

    const payments = page.getByRole("button", { name: "What payment methods do you accept?" });
    await page.keyboard.press("ArrowDown");
    await expect(payments).toBeFocused();
    await page.keyboard.press("Space");
    await expect(payments).toHaveAttribute("aria-expanded", "true");
    for (const method of [
      "Cash on Delivery",
      "Bank Transfer",
      "Mobile Wallet",
      "Credit Card and Debit Card are not available yet",
    ]) {
      await expect(page.getByRole("region", { name: "What payment methods do you accept?" })).toContainText(
        method,
      );
    }
    await expect(page.getByRole("link", { name: /open in maps/i })).toHaveAttribute(
      "href",
      /openstreetmap\.org/,
    );
  });
});

test.describe("a shopper on a phone sees a verified maker (issue 34, item 5)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("sees Verified and what it means on the store page, the check on its cards and on the product page", async ({
    page,
  }) => {
    await page.goto(`/store/${STORE_SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: STORE_NAME })).toBeVisible();
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Verified: the Hunarmand team checked this maker before approving her store."),
    ).toBeVisible();
    const firstCard = page.getByTestId("store-product").first();
    await expect(firstCard.getByRole("img", { name: "Verified maker" })).toBeVisible();

    await firstCard.getByRole("heading", { level: 3 }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Beside the store's name, and again with what it means on the seller card (item 7).
    await expect(page.getByText("Verified", { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText("Verified: the Hunarmand team checked this maker before approving her store."),
    ).toBeAttached();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, "the product page fits 360 px").toBe(true);
  });
});
