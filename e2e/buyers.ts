import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, signInThroughApi } from "./fixtures.ts";

/**
 * A buyer new to the story and the demo seller's stock, for stories that change a buyer's standing
 * (refusals, returns): no other story's shopper is touched.
 */
export const SHIPPING = {
  fullName: "A Story Buyer",
  addressLine: "House 7, Street 2, Model Town",
  city: "Lahore",
  postalCode: "54700",
  phone: "03001234567",
};

/** Ayesha's address in Lahore, as the stories that order through the API send it. */
export const LAHORE_ADDRESS = {
  fullName: "Ayesha Khan",
  addressLine: "House 12, Street 4, Gulberg III",
  city: "Lahore",
  postalCode: "54000",
  phone: "03001234567",
};

/** At the checkout: types Ayesha's Lahore address (her name comes from her account). */
export async function fillLahoreAddress(page: Page) {
  await page.getByLabel(/^Address/).fill(LAHORE_ADDRESS.addressLine);
  await page.getByLabel(/^City/).fill(LAHORE_ADDRESS.city);
  await page.getByLabel(/^Postal Code/).fill(LAHORE_ADDRESS.postalCode);
  await page.getByLabel(/^Phone/).fill(LAHORE_ADDRESS.phone);
}

/**
 * At the checkout, signed in (so her name is filled): types Ayesha's Lahore address, places the
 * order and reads its number from the "Order placed!" dialog. `beforePlacing` picks what else she
 * chooses (a payment method).
 */
export async function placeOrderAtCheckout(page: Page, beforePlacing?: () => Promise<void>) {
  await fillLahoreAddress(page);
  await beforePlacing?.();
  await page.getByRole("button", { name: "Place Order" }).click();
  const placed = page.getByRole("dialog", { name: "Order placed!" });
  const number = (await placed.getByTestId("order-number").innerText()).trim();
  return { placed, number };
}

/** From All Products, opens the first product a shopper can add to her cart; answers its page's address. */
export async function openABuyableProduct(page: Page) {
  await page.goto("/AllProduct");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .first();
  // The card's name opens the product (its one button adds it to the cart).
  await card.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/viewproduct\//);
  return page.url();
}

/** A buyer's cart of one product, at checkout, signed in afresh in the same tab. */
export async function checkoutAs(page: Page, email: string, productId: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "customer", { email });
  await page.goto(`/viewproduct/${productId}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("button", { name: /open cart, 1 item/i }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Signs a new customer up through the API: her e-mail (to sign in with) and her API headers. */
export async function newBuyer(request: APIRequestContext, name: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `${name.split(" ")[0]?.toLowerCase()}-${tag}@example.pk`;
  const signup = await request.post("/api/auth/signup", { data: { name, email, password: DEMO_PASSWORD } });
  expect(signup.status(), "the buyer signs up").toBe(201);
  const { token } = await signup.json();
  return { name, email, headers: { Authorization: `Bearer ${token}` } };
}

/** The demo seller's session, her first store and one of its products with `atLeast` in stock. */
export async function demoSellerStock(request: APIRequestContext, atLeast = 3) {
  const seller = await signInThroughApi(request, "seller");
  const mine = await request.get("/api/stores/seller/my-stores", { headers: seller.headers });
  const storeId = ((await mine.json()) as { stores: Array<{ _id: string }> }).stores[0]?._id ?? "";
  const listed = await request.get(`/api/products/store/${storeId}?limit=50`);
  const products = (
    (await listed.json()) as {
      products: Array<{ _id: string; name: string; quantity: number; variants?: unknown[] }>;
    }
  ).products;
  // One without sizes or colours: other stories add those to the demo seller's store.
  const product = products.find((p) => p.quantity >= atLeast && !p.variants?.length);
  expect(product, "an in-stock product of the demo seller").toBeTruthy();
  return { seller, storeId, product: product ?? { _id: "", name: "", quantity: 0 } };
}

/** A Cash-on-Delivery order of one unit the buyer confirmed and the seller shipped. */
export async function shippedCodOrder(
  request: APIRequestContext,
  buyer: Record<string, string>,
  sellerHeaders: Record<string, string>,
  productId: string,
) {
  const order = await confirmedCodOrderThroughApi(request, buyer, productId);
  const shipped = await request.put(`/api/orders/${order._id}/status`, {
    headers: sellerHeaders,
    data: { orderStatus: "Shipped", trackingNumber: "TCS-E2E-STORY" },
  });
  expect(shipped.ok(), "the seller ships it").toBe(true);
  return order;
}

/**
 * The buyer's Cash-on-Delivery order of one unit through the API, to SHIPPING, confirmed as she
 * confirms it from its e-mail (so the store may ship it); the order as placed.
 */
export async function confirmedCodOrderThroughApi(
  request: APIRequestContext,
  buyerHeaders: Record<string, string>,
  productId: string,
) {
  const placed = await request.post("/api/orders", {
    headers: buyerHeaders,
    data: {
      products: [{ product: productId, quantity: 1 }],
      shippingAddress: SHIPPING,
      paymentMethod: "Cash on Delivery",
    },
  });
  expect(placed.status(), "she orders, cash on delivery").toBe(201);
  const order = (await placed.json()).data as { _id: string; totalPrice: number };
  expect((await request.post(`/api/orders/${order._id}/confirm`, { headers: buyerHeaders })).ok()).toBe(true);
  return order;
}
