import type { APIRequestContext } from "@playwright/test";
import { fillLahoreAddress } from "../buyers.ts";
import { expect, imageDataUrl, signInThroughApi, test } from "../fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Fatima's seller token and a new product of her store (Fatima's Phulkari House takes bank transfers). */
async function newProductOfTheDemoStore(request: APIRequestContext, price: number) {
  const { headers } = await signInThroughApi(request, "seller");
  const stores = await (await request.get("/api/stores/seller/my-stores", { headers })).json();
  const store = stores.stores.find((s: { name: string }) => s.name === "Fatima's Phulkari House");
  const name = `Chikankari Kurta ${unique()}`;
  const res = await request.post("/api/products", {
    headers,
    data: {
      name,
      description: "Hand-stitched chikankari on soft lawn, made for this story.",
      price,
      category: "Traditional Textiles",
      quantity: 10,
      images: [imageDataUrl("lawn-kurta.jpg")],
      store_id: store._id,
    },
  });
  expect(res.status()).toBe(201);
  return { headers, name, id: (await res.json()).product._id as string };
}

test.describe("the customer pays what she sees", () => {
  test("a price changes under a waiting cart and checkout shows the change before charging @phone", async ({
    page,
    request,
    signInAsCustomer,
  }) => {
    const product = await newProductOfTheDemoStore(request, 3999);
    await signInAsCustomer();
    await page.goto(`/viewproduct/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("button", { name: /open cart, 1 item/i })).toBeVisible();

    // While the cart waits, the seller raises the price.
    const edit = await request.put(`/api/products/${product.id}`, {
      headers: product.headers,
      data: { price: 4700 },
    });
    expect(edit.ok()).toBe(true);

    await page.getByRole("button", { name: /open cart, 1 item/i }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Price went from Rs 3,999 to Rs 4,700")).toBeVisible();
    // Rs 4,700, free shipping above Rs 1,000, 5% tax: Rs 4,935, and nothing of the old price.
    const summary = page.getByRole("region", { name: /Items from/ }).locator("..");
    await expect(summary).toContainText("Rs 4,935");
    await expect(summary).not.toContainText("Rs 4,198.95");

    await fillLahoreAddress(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Order placed!" });
    await expect(dialog).toContainText("Rs 4,935");
    const orderNumber = await dialog.getByTestId("order-number").innerText();

    const sellerOrders = await request.get("/api/stores/seller/my-stores", { headers: product.headers });
    const storeId = (await sellerOrders.json()).stores.find(
      (s: { name: string }) => s.name === "Fatima's Phulkari House",
    )._id;
    const orders = await (
      await request.get(`/api/orders/store/${storeId}`, { headers: product.headers })
    ).json();
    const placed = orders.data.find((o: { _id: string }) => o._id.slice(-8).toUpperCase() === orderNumber);
    expect(placed).toMatchObject({
      totalPrice: 4935,
      products: [{ price: 4700, product: { name: product.name } }],
    });
  });

  test("a customer pays by bank transfer with the store's instructions @phone", async ({
    page,
    request,
    signInAsCustomer,
  }) => {
    const product = await newProductOfTheDemoStore(request, 2000);
    await signInAsCustomer();
    await page.goto(`/viewproduct/${product.id}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByRole("button", { name: "Back to Product" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Credit Card" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Debit Card" })).toHaveCount(0);
    await fillLahoreAddress(page);
    await page.getByRole("radio", { name: "Bank Transfer" }).check();
    await page.getByRole("button", { name: "Place Order" }).click();

    const dialog = page.getByRole("dialog", { name: "Order placed!" });
    const orderNumber = await dialog.getByTestId("order-number").innerText();
    const howToPay = dialog.getByRole("region", { name: `How to pay for order ${orderNumber}` });
    // Rs 2,000 + 5% tax, free shipping above Rs 1,000.
    await expect(howToPay).toContainText("Please send Rs 2,100 by bank transfer");
    await expect(howToPay).toContainText("Fatima Bibi");
    await expect(howToPay).toContainText("Standard Chartered");
    await expect(howToPay).toContainText("PK36SCBL0000001123456702");
    await expect(howToPay).toContainText(orderNumber);

    await dialog.getByRole("link", { name: "View My Orders" }).click();
    await expect(page).toHaveURL(/\/MyOrders\//);
    const myOrder = page.getByRole("listitem", { name: `Order ${orderNumber}` });
    const onMyOrders = myOrder.getByRole("region", { name: `How to pay for order ${orderNumber}` });
    await expect(onMyOrders).toContainText("PK36SCBL0000001123456702");
    await expect(onMyOrders).toContainText("Rs 2,100");

    // Nobody else reads the store's account: not its public page, not its products.
    const store = await (await request.get(`/api/products/${product.id}`)).json();
    expect(JSON.stringify(store)).not.toContain("PK36SCBL");
    const publicStore = await request.get(`/api/stores/${store.product.store_id._id}`);
    expect(await publicStore.text()).not.toContain("PK36SCBL");
  });
});
