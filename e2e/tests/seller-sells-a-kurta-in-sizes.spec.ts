import { expectAccessible, unique } from "../accessibility.ts";
import { placeOrderAtCheckout } from "../buyers.ts";
import { expect, imageFile, test } from "../fixtures.ts";

test.describe("product variants", () => {
  test("a seller lists a kurta in three sizes, a customer buys size M from the cart, and the seller sees Size: M on the order and M's stock fell @phone", async ({
    page,
    request,
    signInAsSeller,
    signInAsCustomer,
  }) => {
    // The seller lists it: one option, three sizes, each with its stock.
    await signInAsSeller();
    await page
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: /Add product/ })
      .click();
    const name = `Chikankari Kurta ${unique()}`;
    await page.getByLabel("Product name").fill(name);
    await page.getByLabel("Description").fill("White lawn kurta, hand-embroidered in Lucknow shadow work.");
    await page.getByLabel("Price (Rs)").fill("3000");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Handmade Clothing");
    await page.getByRole("button", { name: /Add an option/ }).click();
    await page.getByLabel(/^Choice 1: what buyers pick/).fill("Size");
    const values = page.getByLabel(/^Size: each one you sell/);
    for (const size of ["S", "M", "L"]) {
      await values.fill(size);
      await values.press("Enter");
    }
    await expect(page.getByText("3 variants")).toBeVisible();
    await expect(page.getByLabel("Quantity in stock")).toHaveCount(0);
    await page.getByLabel("Stock for all").fill("8");
    await page.getByRole("button", { name: "Apply to all" }).click();
    await page
      .getByRole("group", { name: "Size: M" })
      .getByLabel(/^Stock/)
      .fill("5");
    await expectAccessible(page, "the options editor with its variant table");
    await page
      .getByLabel("Add product images")
      .setInputFiles([imageFile("indigo-quilt.png"), imageFile("madder-quilt.png")]);
    await expect(page.getByText("2 images uploaded successfully!")).toBeVisible();
    // Size M is shown in the second picture.
    await page
      .getByRole("group", { name: "Size: M" })
      .getByRole("radio", { name: "Picture 2" })
      .check({ force: true });
    await page.getByRole("button", { name: "Add Product", exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("21 in stock");
    const stockPerSize = card.getByRole("list", { name: "Stock per size" });
    await expect(stockPerSize).toContainText("M: 5 in stock");
    const productHref = (await card
      .getByRole("link", { name: `View ${name}` })
      .getAttribute("href")) as string;
    const productId = productHref.split("/").pop() as string;

    // The customer chooses M on the product page and buys it through her cart.
    await signInAsCustomer();
    await page.goto(productHref);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(page.getByText("Choose Size to add it to your cart.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open image 1 of 2 full size" })).toBeVisible();
    await page.getByRole("button", { name: "M", exact: true }).click();
    await expect(page.getByRole("button", { name: "M", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // M's picture comes to the front.
    await expect(page.getByRole("button", { name: "Open image 2 of 2 full size" })).toBeVisible();
    await expectAccessible(page, "the product page with a size chosen");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: /open cart, 1 item/i }).click();
    await expect(page.getByTestId("line-variant")).toHaveText("Size: M");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Size: M").first()).toBeVisible();
    const { placed, number } = await placeOrderAtCheckout(page, () =>
      page.getByRole("radio", { name: "Cash on Delivery" }).check(),
    );
    await placed.getByRole("link", { name: "View My Orders" }).click();
    const myOrder = page.getByRole("listitem", { name: `Order ${number}` });
    await expect(myOrder).toContainText(name);
    await expect(myOrder).toContainText("Size: M");

    const answer = await request.get(`/api/products/${productId}`);
    const { product } = (await answer.json()) as {
      product: { quantity: number; variants: Array<{ options: Record<string, string>; quantity: number }> };
    };
    expect(product.quantity).toBe(20);
    expect(product.variants.find((v) => v.options.Size === "M")?.quantity).toBe(4);

    // The seller sees the size on the store's order, and M's stock down by one (now low).
    await signInAsSeller();
    await page
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: /^Orders/ })
      .click();
    const storeOrder = page.getByRole("listitem", { name: `Order ${number}` });
    await expect(storeOrder).toContainText(name);
    await expect(storeOrder).toContainText("Size: M");
    await page.goto("/dashboard");
    const after = page.getByRole("article", { name }).getByRole("list", { name: "Stock per size" });
    await expect(after).toContainText("M: low stock, 4 left");
    await expect(after).toContainText("S: 8 in stock");
    await expect(page.getByRole("region", { name: "Running low" })).toContainText(`${name}, Size: M`);
  });
});
