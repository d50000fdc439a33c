import { expect, imageFile, test } from "../fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe("seller manages products", () => {
  test("a seller adds a product with two images, finds it, edits its price and deletes it; another seller cannot touch it", async ({
    page,
    request,
    signInAsSeller,
    apiSession,
  }) => {
    await signInAsSeller();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fatima");
    const figures = page.getByRole("region", { name: "Store figures" });
    await expect(figures).toContainText("Total products");
    await expect(figures).toContainText(/Revenue\s*Rs [\d,]+/);
    await expect(figures).toContainText("Store views");
    await expect(page.getByText("Coming Soon")).toHaveCount(0);
    await expect(page.getByText("Last 30 days")).toBeVisible();

    const storeHref = await page.getByRole("link", { name: "View public store page" }).getAttribute("href");
    expect(storeHref).toBe("/store/fatimas-phulkari-house");

    // Add a product with two images.
    await page
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: /Add product/ })
      .click();
    await expect(page).toHaveURL(/\/addproduct\/[0-9a-f-]{36}$/);
    const name = `Sindhi Ralli Quilt ${unique()}`;
    // A wrong input first: leaving the quantity by pressing Add Product still names every problem.
    await page.getByLabel(/^Quantity/).fill("-2");
    await page.getByRole("button", { name: "Add Product", exact: true }).click();
    await expect(page.getByText("Valid quantity is required")).toBeVisible();
    await expect(page.getByText("Category is required")).toBeVisible();
    await expect(page.getByText("At least one product image is required")).toBeVisible();

    await page.getByLabel("Product name").fill(name);
    await expect(page.getByText(`${name.length}/100 characters`)).toBeVisible();
    await page.getByLabel("Description").fill("Hand-stitched patchwork quilt in indigo and madder red.");
    await expect(page.getByText("55/1000 characters")).toBeVisible();
    await page.getByLabel("Price (Rs)").fill("4500");
    await expect(page.getByLabel(/^Sale ends/)).toHaveCount(0);
    await page.getByLabel(/^Sale price/).fill("4500");
    await expect(page.getByLabel(/^Sale ends/)).toBeVisible();
    await page.getByRole("combobox", { name: "Category" }).selectOption("Home Decor");
    await page.getByLabel("Quantity in stock").fill("7");
    await page.getByRole("button", { name: "Add Product", exact: true }).click();
    await expect(page.getByText("Sale price must be less than regular price")).toBeVisible();
    await expect(page.getByText("At least one product image is required")).toBeVisible();
    await page.getByLabel(/^Sale price/).fill("");

    await page
      .getByLabel("Add product images")
      .setInputFiles([imageFile("indigo-quilt.png"), imageFile("madder-quilt.png")]);
    await expect(page.getByText("2 images uploaded successfully!")).toBeVisible();
    await expect(page.getByRole("img", { name: /^Product view \d$/ })).toHaveCount(2);
    await page.getByRole("button", { name: "Add Product", exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Product added successfully!")).toBeVisible();
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Rs 4,500");
    await expect(card).toContainText("7 in stock");

    // The public store page lists it.
    await page.goto(storeHref as string);
    await expect(page.getByText(name).first()).toBeVisible();

    // Edit its price.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/editproduct\/[0-9a-f-]{36}$/);
    const productId = page.url().split("/").at(-1) as string;
    await expect(page.getByLabel("Product name")).toHaveValue(name);
    await expect(page.getByRole("img", { name: /^Product view \d$/ })).toHaveCount(2);
    await page.getByLabel("Price (Rs)").fill("3999.5");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Product updated")).toBeVisible();
    await expect(page.getByRole("article", { name })).toContainText("Rs 3,999.50");

    // Another seller is refused by the server.
    const { headers } = await apiSession("seller", "noor@demo.pk");
    const edit = await request.put(`/api/products/${productId}`, { headers, data: { price: 1 } });
    expect(edit.status()).toBe(403);
    const remove = await request.delete(`/api/products/${productId}`, { headers });
    expect(remove.status()).toBe(403);
    const still = await request.get(`/api/products/${productId}`);
    expect(((await still.json()) as { product: { price: number } }).product.price).toBe(3999.5);

    // Delete it, after a confirmation that Cancel backs out of.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this product?" });
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete product" }).click();
    await expect(page.getByText("Product Deleted")).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    expect((await request.get(`/api/products/${productId}`)).status()).toBe(404);
  });

  test("a seller changes her store's location in the settings and cannot take another store's name", async ({
    page,
    signInAsSeller,
  }) => {
    await signInAsSeller();
    await page
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: /Store settings/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/[0-9a-f-]{36}$/);
    const location = page.getByLabel("Location (optional)");
    const original = await location.inputValue();

    await page.getByLabel("Store name").fill("Noor Crochet Studio");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Store Name Taken")).toBeVisible();
    await expect(page.getByText("This store name is taken. Please choose another.")).toBeVisible();

    await page.getByLabel("Store name").fill("Fatima's Phulkari House");
    await location.fill("Gulberg, Lahore");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Store updated")).toBeVisible();
    await expect(page.getByText("Gulberg, Lahore")).toBeVisible();

    // Put the demo store back as it was for the other stories.
    await page.getByRole("link", { name: "Store settings" }).first().click();
    await page.getByLabel("Location (optional)").fill(original);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(original)).toBeVisible();
  });

  test("add product explains what is missing when the store or the sign-in is unknown", async ({ page }) => {
    await page.goto("/addproduct");
    await expect(page.getByRole("heading", { name: "Store Not Found" })).toBeVisible();
    await page.goto("/addproduct/0190b5a2-1111-7000-8000-000000000001");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByText("Please sign in as a seller")).toBeVisible();
  });

  test("on a phone, a seller sees her real figures and sorts her products by price @phone", async ({
    page,
    signInAsSeller,
  }) => {
    await signInAsSeller();
    await expect(page.getByRole("region", { name: "Store figures" })).toContainText("Average rating");
    await expect(page.getByText("Coming Soon")).toHaveCount(0);
    const cards = page.getByRole("region", { name: /Your products/ }).getByRole("article");
    await expect(cards.first()).toBeVisible();

    await page.getByLabel("Sort by").selectOption("price");
    const prices = (await cards.allInnerTexts()).map((text) =>
      Number((/Rs ([\d,.]+)/.exec(text)?.[1] ?? "").replace(/,/g, "")),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((p) => p > 0)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // The page fits the phone: nothing sticks out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page.getByText("Please sign in as a seller")).toBeVisible();
    await expect(page.getByRole("link", { name: "Seller Login" })).toHaveAttribute(
      "href",
      "/seller/login?from=%2Fdashboard",
    );
  });

  test("a seller sent to sign in from her store's orders comes back to them", async ({
    page,
    request,
    apiSession,
    signInAsSeller,
  }) => {
    const { headers } = await apiSession("seller");
    const { stores } = await (await request.get("/api/stores/seller/my-stores", { headers })).json();
    const ordersPath = `/orders/${stores[0]._id}`;
    await page.goto(ordersPath);
    await page.getByRole("link", { name: "Seller Login" }).click();
    await signInAsSeller({ onLoginPage: true });
    await expect(page).toHaveURL(new RegExp(`${ordersPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Store Orders" })).toBeVisible();
    await expect(page.getByText("Fatima's Phulkari House").first()).toBeVisible();
  });
});
