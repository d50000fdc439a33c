import type { Page } from "@playwright/test";
import { expect, imageDataUrl, test } from "../fixtures.ts";

/** "Showing 12 of 60 products" → [12, 60]. */
async function showing(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^Showing \d+ of \d+ products?$/).textContent();
  const [, shown, total] = text?.match(/Showing (\d+) of (\d+)/) ?? [];
  return [Number(shown), Number(total)];
}

const productItems = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

test.describe("a visitor shops the catalog", () => {
  test("goes from home to a category, opens a product and adds it to the cart twice @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const categories = page.getByRole("region", { name: "Shop by Category" });
    await categories.getByRole("link", { name: "Home Decor" }).click();

    await expect(page).toHaveURL(/\/products\/category\/Home%20Decor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home Decor" })).toBeVisible();
    const firstCard = page.getByRole("article").first();
    await expect(firstCard).toContainText("Home Decor");
    const name = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
    expect(name).not.toBe("");
    await firstCard.getByRole("heading").getByRole("link").click();

    await expect(page).toHaveURL(/\/viewproduct\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const price = page.getByText(/^Rs [\d,]+(\.\d\d)?$/).first();
    await expect(price).toBeVisible();
    const unitPrice = Number((await price.innerText()).replace(/[^\d.]/g, ""));
    await expect(page.getByText(/^(In stock|Only \d+ left)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Home Decor" }).first()).toBeVisible();

    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    await addToCart.click();
    await expect(page.getByRole("button", { name: "Open cart, 1 item" })).toBeVisible();
    await addToCart.click();
    await expect(page.getByRole("button", { name: "Open cart, 2 items" })).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(cart).toEqual([
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ name }) }),
    ]);

    await page.getByRole("button", { name: "Open cart, 2 items" }).click();
    const drawer = page.getByRole("dialog", { name: "Your Cart" });
    await expect(drawer.getByRole("listitem")).toHaveCount(1);
    await expect(drawer.getByRole("listitem")).toContainText(name);
    const total = Number((await drawer.getByTestId("cart-total").innerText()).replace(/[^\d.]/g, ""));
    expect(total).toBeCloseTo(unitPrice * 2, 2);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // The stepper adds several at once, never more than the stock.
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await addToCart.click();
    const productId = page.url().split("/").pop() ?? "";
    const { product } = await (await page.request.get(`/api/products/${productId}`)).json();
    const units = Math.min(4, product.quantity);
    await expect(page.getByRole("button", { name: `Open cart, ${units} items` })).toBeVisible();

    // Buy Now opens the checkout in place; Back to Product returns.
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\?buy=2$/);
    await expect(page.getByText("Please login to continue")).toBeVisible();
    await page.getByRole("button", { name: "Back to Product" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).not.toHaveURL(/buy=/);
  });

  test("filters on all products narrow the list, live in the URL and come back with Back", async ({
    page,
  }) => {
    await page.goto("/AllProduct");
    await expect(page.getByRole("heading", { name: "Discover Amazing Products" })).toBeVisible();
    await expect(productItems(page).first()).toBeVisible();
    const [, everything] = await showing(page);

    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByLabel("On sale").check();
    await expect(page).toHaveURL(/onSale=1/);
    await expect.poll(async () => (await showing(page))[1]).toBeLessThan(everything);
    const [onSaleShown] = await showing(page);
    await expect(productItems(page)).toHaveCount(onSaleShown);
    for (const card of await productItems(page).all()) await expect(card).toContainText(/-\d+%.*\d+% off/);

    await filters.getByLabel("On sale").uncheck();
    await filters.getByLabel("Category").selectOption("Home Decor");
    await expect(page).toHaveURL(/category=home-decor/);
    await expect.poll(async () => (await showing(page))[1]).toBeLessThan(everything);
    for (const card of await productItems(page).all()) await expect(card).toContainText("Home Decor");

    await filters.getByLabel("Lowest price").fill("5000");
    await filters.getByLabel("Highest price").fill("100");
    await filters.getByRole("button", { name: "Apply price" }).click();
    await expect(filters.getByRole("alert")).toHaveText("The lowest price must not be above the highest.");
    await expect(page).not.toHaveURL(/minPrice/);

    await filters.getByLabel("Lowest price").fill("");
    await filters.getByLabel("Highest price").fill("2000");
    await filters.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/maxPrice=2000/);
    await expect(page.getByRole("button", { name: "Remove filter Up to Rs 2,000" })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/maxPrice/);
    await expect(page).toHaveURL(/category=home-decor/);
    await expect(filters.getByLabel("Category")).toHaveValue("Home Decor");

    await page.getByRole("searchbox", { name: "Search products" }).fill("zzqqxx no such thing");
    await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).last().click();
    await expect.poll(async () => (await showing(page))[1]).toBe(everything);
  });

  test("Load More appends the next page until every product is shown", async ({ page }) => {
    await page.goto("/AllProduct");
    await expect(productItems(page).first()).toBeVisible();
    const [firstPage, total] = await showing(page);
    expect(total).toBeGreaterThan(firstPage);
    const firstName = await productItems(page).first().getByRole("heading").textContent();

    await page.getByRole("link", { name: `Load More Products (${total - firstPage} remaining)` }).click();
    await expect(productItems(page)).toHaveCount(Math.min(total, firstPage * 2));
    await expect(productItems(page).first().getByRole("heading")).toHaveText(firstName ?? "");

    const loadMore = page.getByRole("link", { name: /^Load More Products/ });
    for (let i = 0; i < 20 && (await loadMore.isVisible()); i++) {
      const before = await productItems(page).count();
      await loadMore.click();
      await expect(productItems(page)).not.toHaveCount(before);
    }
    await expect(page.getByText(`You've seen all ${total} products!`)).toBeVisible();
    await expect(productItems(page)).toHaveCount(total);
  });

  test("a category with more than one page moves to page 2 and keeps it in the URL", async ({
    page,
    request,
    apiSession,
  }) => {
    // Make sure the category has more than one page (12 a page), then take the extra products away.
    const category = "Crochet & Knitting";
    const { headers } = await apiSession("seller", "noor@demo.pk");
    const stores = await (await request.get("/api/stores/seller/my-stores", { headers })).json();
    const storeId: string = stores.stores[0]._id;
    const existing = await (
      await request.get(`/api/products?category=${encodeURIComponent(category)}&limit=1`)
    ).json();
    const needed = Math.max(0, 14 - existing.pagination.total_products);
    const created: string[] = [];
    try {
      for (let i = 0; i < needed; i++) {
        const res = await request.post("/api/products", {
          headers,
          data: {
            name: `Pagination Test Shawl ${i + 1}`,
            description: "A test product that makes the category span two pages.",
            price: 1000 + i,
            category,
            quantity: 3,
            images: [imageDataUrl("indigo-quilt.png")],
            store_id: storeId,
          },
        });
        expect(res.status()).toBe(201);
        created.push((await res.json()).product._id);
      }

      await page.goto("/products/category/crochet-and-knitting");
      await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();
      const pages = page.getByRole("navigation", { name: `${category} pages` });
      await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("article")).toHaveCount(12);
      const firstOnPage1 = await page.getByRole("article").first().getByRole("heading").textContent();

      await pages.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/products\/category\/crochet-and-knitting\?page=2$/);
      await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(/page 2 of \d+/)).toBeVisible();
      await expect(page.getByRole("article").first().getByRole("heading")).not.toHaveText(firstOnPage1 ?? "");
      await expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();

      await page.reload();
      await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: "Previous page" }).click();
      await expect(page).toHaveURL(/\/products\/category\/crochet-and-knitting$/);
      await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstOnPage1 ?? "");
    } finally {
      for (const id of created) await request.delete(`/api/products/${id}`, { headers });
    }
  });

  test("taps a product photo to see it full size, swipes to the next and closes with Escape @phone", async ({
    page,
  }) => {
    const answer = await (await page.request.get("/api/products?limit=100")).json();
    const product = answer.products.find((p: { images: string[] }) => p.images.length >= 2) as {
      _id: string;
      name: string;
      images: string[];
    };
    expect(product, "a demo product with two photos").toBeTruthy();
    await page.goto(`/viewproduct/${product._id}`);
    const photo = page.getByRole("button", { name: `Open image 1 of ${product.images.length} full size` });
    await photo.click();

    const viewer = page.getByRole("dialog", { name: new RegExp(product.name) });
    await expect(viewer).toBeVisible();
    const shown = viewer.getByRole("img");
    await expect(shown).toHaveAttribute("src", product.images[0]!);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A finger swipe from right to left shows the next photo.
    const box = (await page.getByTestId("image-viewer-stage").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(shown).toHaveAttribute("src", product.images[1]!);
    await page.keyboard.press("ArrowLeft");
    await expect(shown).toHaveAttribute("src", product.images[0]!);

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test("an unknown product shows Product Not Found, and Go Back returns", async ({ page }) => {
    await page.goto("/viewproduct/0190f0e5-1111-7000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Product Not Found/);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);

    // A malformed id is just as unknown: never a stand-in product.
    await page.goto("/viewproduct/not-an-id");
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  });

  test("an unknown category says so and links to all products", async ({ page }) => {
    await page.goto("/products/category/spaceships");
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse all products" }).click();
    await expect(page).toHaveURL(/\/AllProduct$/);
  });
});
