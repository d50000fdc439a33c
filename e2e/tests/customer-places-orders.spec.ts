import type { APIRequestContext, Page } from "@playwright/test";
import { fillLahoreAddress, LAHORE_ADDRESS, openABuyableProduct } from "../buyers.ts";
import { expect, test } from "../fixtures.ts";

/**
 * The demo's stores, whose sellers the story can sign in as (other stories open stores whose owners
 * it does not know, and their newest products come first on the grid).
 */
async function demoStoreNames(request: APIRequestContext): Promise<Set<string>> {
  const answer = await request.get("/api/stores");
  expect(answer.ok()).toBe(true);
  const { stores } = (await answer.json()) as {
    stores: Array<{ name: string; seller_id: { email: string } }>;
  };
  return new Set(stores.filter((s) => s.seller_id.email.endsWith("@demo.pk")).map((s) => s.name));
}

/** Adds the first in-stock product of two different demo stores from the all-products grid; returns their names. */
async function addProductsFromTwoStores(page: Page, request: APIRequestContext) {
  const demoStores = await demoStoreNames(request);
  await page.goto("/AllProduct");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const picked: Array<{ name: string; store: string }> = [];
  const count = await cards.count();
  for (let i = 0; i < count && picked.length < 2; i++) {
    const card = cards.nth(i);
    const add = card.getByRole("button", { name: "Add to Cart" });
    if ((await add.count()) === 0 || !(await add.isEnabled())) continue;
    // The card's first link in the accessibility tree is its store badge.
    const store = (await card.getByRole("link").first().innerText()).trim();
    if (!demoStores.has(store) || picked.some((p) => p.store === store)) continue;
    const name = (await card.getByRole("heading").innerText()).trim();
    await add.click();
    picked.push({ name, store });
  }
  expect(picked, "two in-stock products from two stores on the first page").toHaveLength(2);
  return picked;
}

test.describe("customer places orders", () => {
  test("a customer buys from two stores through the cart, keeps receipts and follows an order to Shipped", async ({
    page,
    request,
    signInAsCustomer,
    signInAsSeller,
  }) => {
    await signInAsCustomer();

    const picked = await addProductsFromTwoStores(page, request);
    await page.getByRole("button", { name: /open cart, 2 items/i }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    for (const { name, store } of picked) {
      await expect(page.getByRole("region", { name: `Items from ${store}` })).toContainText(name);
    }
    await expect(page.getByText("Grand Total")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ayesha Khan");
    await fillLahoreAddress(page);
    // Bank Transfer and Mobile Wallet appear only when both stores take them; cash is always there.
    await expect(page.getByRole("radio", { name: "Credit Card" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Cash on Delivery" }).check();
    await page.getByLabel("Order Notes").fill("Please call before delivery");
    await page.getByRole("button", { name: "Place Order" }).click();

    const dialog = page.getByRole("dialog", { name: "2 orders placed!" });
    await expect(dialog).toBeVisible();
    const numbers = await dialog.getByTestId("order-number").allInnerTexts();
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(/^[0-9A-F]{8}$/);
    await expect(dialog.getByText("Pending")).toHaveCount(2);
    for (const { store } of picked) await expect(dialog).toContainText(store);

    // The first order's receipt: a page of its own, named by the order, holding its total.
    const firstOrder = dialog.getByRole("listitem").first();
    const total = (await firstOrder.getByText(/^Rs [\d,.]+$/).innerText()).trim();
    const firstOrderText = await firstOrder.innerText();
    const storeName = picked.map((p) => p.store).find((name) => firstOrderText.includes(name)) as string;
    const receiptLink = firstOrder.getByRole("link", { name: `View the receipt for order ${numbers[0]}` });
    const receiptHref = (await receiptLink.getAttribute("href")) as string;
    expect(receiptHref).toMatch(/^\/receipt\/[0-9a-f-]{36}$/);
    expect(receiptHref.slice(-8).toUpperCase()).toBe(numbers[0]);

    await dialog.getByRole("link", { name: "View My Orders" }).click();
    await expect(page).toHaveURL(/\/MyOrders\//);
    // The cart empties only once the orders exist.
    await expect(page.getByRole("button", { name: /open cart, 0 items/i })).toBeVisible();
    for (const n of numbers) {
      await expect(page.getByRole("listitem", { name: `Order ${n}` })).toContainText("Pending");
    }
    const shippedNumber = numbers[0] as string;
    const myOrder = page.getByRole("listitem", { name: `Order ${shippedNumber}` });
    await expect(myOrder).toContainText(total);
    await expect(myOrder).not.toContainText("$");
    // Her receipt opens as a page she can print: the site's header and footer stay off the paper.
    await myOrder.getByRole("link", { name: `Receipt for order ${shippedNumber}` }).click();
    await expect(page).toHaveURL(receiptHref);
    const receipt = page.getByRole("article", { name: "Order receipt" });
    await expect(receipt).toContainText(total);
    await expect(receipt).toContainText("Cash on Delivery");
    await expect(receipt).toContainText(LAHORE_ADDRESS.addressLine);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: "Back to My Orders" }).click();
    // A Cash-on-Delivery order waits for her confirmation (decision 0034): one tap on My Orders.
    await myOrder.getByRole("button", { name: `Confirm order ${shippedNumber}` }).click();
    await expect(myOrder.getByRole("button", { name: `Confirm order ${shippedNumber}` })).toHaveCount(0);
    await expect(myOrder).toContainText("Confirmed by the buyer");
    const storeHref = await myOrder.getByRole("link", { name: storeName }).getAttribute("href");
    const storeId = decodeURIComponent(storeHref?.split("/").pop() ?? "");
    const storeAnswer = await request.get(`/api/stores/${storeId}`);
    expect(storeAnswer.ok()).toBe(true);
    const sellerEmail = (await storeAnswer.json()).store.seller_id.email as string;

    // The store's seller ships it with TCS, typing its consignment number (unique per run: phone and desktop share the server).
    const consignment = String(Date.now()).slice(-12);
    await signInAsSeller({ email: sellerEmail });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/orders/${storeId}`);
    const storeOrder = page.getByRole("listitem", { name: `Order ${shippedNumber}` });
    await expect(storeOrder).toContainText("Ayesha Khan");
    await expect(storeOrder).toContainText(LAHORE_ADDRESS.addressLine);
    await storeOrder.getByLabel("Order status").selectOption("Shipped");
    const prompt = page.getByRole("dialog", { name: "Mark as Shipped" });
    const markShipped = prompt.getByRole("button", { name: "Mark Shipped" });
    await expect(markShipped).toBeDisabled();
    await prompt.getByLabel("Courier").selectOption("tcs");
    await prompt.getByLabel("Consignment number").fill("   ");
    await expect(markShipped).toBeDisabled();
    await prompt.getByLabel("Consignment number").fill(consignment);
    await markShipped.click();
    await expect(page.getByText("Order status updated", { exact: true })).toBeVisible();
    await expect(storeOrder.getByLabel("Order status")).toHaveValue("Shipped");
    await expect(storeOrder).toContainText(consignment);
    await page.getByRole("button", { name: /^Pending \(\d+\)$/ }).click();
    await expect(storeOrder).toHaveCount(0);
    await page.getByRole("button", { name: /^Shipped \(\d+\)$/ }).click();
    await expect(storeOrder).toBeVisible();

    // The customer follows the parcel on the courier's page from My Orders.
    await page.getByRole("button", { name: /account menu for/i }).click();
    await page.getByRole("menuitem", { name: "My Orders" }).click();
    const shipped = page.getByRole("listitem", { name: `Order ${shippedNumber}` });
    const track = shipped.getByRole("link", { name: "Track with TCS" });
    await expect(track).toHaveAttribute("href", `https://www.tcsexpress.com/track/${consignment}`);
    await expect(shipped).toContainText("Shipped");
    await shipped.getByText(/Order history/).click();
    await expect(shipped).toContainText("Status: Pending → Shipped");
  });

  test("a signed-out visitor is asked to log in and comes back to Buy Now; blank fields are named @phone", async ({
    page,
    signInAsCustomer,
  }) => {
    const productUrl = await openABuyableProduct(page);
    await page.getByRole("button", { name: "Buy Now" }).click();

    await expect(page.getByText("Please login to continue")).toBeVisible();
    await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
    await page.getByRole("link", { name: "Login to Continue" }).click();
    await expect(page).toHaveURL(/\/customer\/login/);
    await signInAsCustomer({ onLoginPage: true });
    // Back on the product, still in Buy Now's checkout.
    await expect(page).toHaveURL(`${productUrl}?buy=1`);
    await expect(page.getByRole("button", { name: "Back to Product" })).toBeVisible();
    // A returning customer finds her last address filled in; emptied, every field is named.
    await expect(page.getByLabel(/^Address/)).not.toHaveValue("");
    for (const field of ["Full Name", "Address", "City", "Postal Code", "Phone"]) {
      await page.getByLabel(new RegExp(`^${field}`)).fill(field === "Full Name" ? " " : "");
    }
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please fill in the following fields" }),
    ).toHaveText("Please fill in the following fields: Full Name, Address, City, Postal Code, Phone");
    await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("Ayesha Khan");
    await fillLahoreAddress(page);
    await expect(page.getByText("Please fill in the following fields")).toHaveCount(0);
    await page.getByRole("button", { name: "Place Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Order placed!" });
    await expect(dialog.getByTestId("order-number")).toHaveText(/^[0-9A-F]{8}$/);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // Buy Now leaves the cart as it was (empty here).
    await expect(page.getByRole("button", { name: /open cart, 0 items/i })).toBeVisible();
  });
});
