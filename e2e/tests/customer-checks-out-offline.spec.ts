import type { APIRequestContext } from "@playwright/test";
import { expect, imageDataUrl, signInThroughApi, test } from "../fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const ADDRESS = {
  Address: "House 7, Street 2, Model Town",
  City: "Lahore",
  "Postal Code": "54700",
  Phone: "03007654321",
};

/** A new product of Fatima's store, and a way to count the orders that carry it. */
async function newProduct(request: APIRequestContext) {
  const { headers } = await signInThroughApi(request, "seller");
  const stores = await (await request.get("/api/stores/seller/my-stores", { headers })).json();
  const store = stores.stores.find((s: { name: string }) => s.name === "Fatima's Phulkari House");
  const name = `Block-Print Dupatta ${unique()}`;
  const res = await request.post("/api/products", {
    headers,
    data: {
      name,
      description: "Hand block-printed cotton, made for the offline checkout story.",
      price: 1800,
      category: "Traditional Textiles",
      quantity: 10,
      images: [imageDataUrl("lawn-kurta.jpg")],
      store_id: store._id,
    },
  });
  expect(res.status()).toBe(201);
  const ordersOf = async () => {
    const orders = await (await request.get(`/api/orders/store/${store._id}`, { headers })).json();
    return orders.data.filter((o: { products: { product: { name: string } }[] }) =>
      o.products.some((p) => p.product.name === name),
    );
  };
  return { id: (await res.json()).product._id as string, ordersOf };
}

test.describe("the customer checks out on a shaky connection (issue 34, items 1 and 20)", () => {
  test("Back and Forward keep her address; offline, nothing is ordered behind her back; back online, one order @phone", async ({
    page,
    context,
    request,
    signInAsCustomer,
  }) => {
    const product = await newProduct(request);
    await signInAsCustomer();
    await page.goto(`/viewproduct/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: /open cart, 1 item/i }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label).fill(value);

    // Item 20: Back to the product and Forward again find what she typed.
    await page.goBack();
    await expect(page).toHaveURL(/\/viewproduct\//);
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout$/);
    for (const [label, value] of Object.entries(ADDRESS))
      await expect(page.getByLabel(label)).toHaveValue(value);

    // Item 1: the connection drops as she presses Place Order.
    await context.setOffline(true);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toContainText("You are offline; nothing was ordered.");
    for (const [label, value] of Object.entries(ADDRESS))
      await expect(page.getByLabel(label)).toHaveValue(value);

    // The connection returns: nothing was queued to be placed behind her back.
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    expect(await product.ordersOf()).toHaveLength(0);

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("dialog", { name: "Order placed!" })).toBeVisible();
    expect(await product.ordersOf()).toHaveLength(1);
  });
});
