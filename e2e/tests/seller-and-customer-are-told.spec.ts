import type { Browser, Page } from "@playwright/test";
import { DEMO_CUSTOMER, expect, signIn, signInThroughApi, test, waitingForTheApp } from "../fixtures.ts";
import { waitForMail } from "../mail/received-mail.ts";

/** A second person at her own screen: a browser context of the same kind (phone or desktop) as the test's. */
async function anotherPerson(browser: Browser): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
  });
  return waitingForTheApp(await context.newPage());
}

/** How many unread notifications the bell names ("Notifications, 3 unread"; none: "Notifications"). */
async function unreadOnTheBell(page: Page): Promise<number> {
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const name = (await bell.getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test.describe("sellers and customers are told", () => {
  test("a seller's bell rises with a new order, and the customer gets the Shipped e-mail with the tracking number", async ({
    page,
    browser,
    request,
    signInAsCustomer,
  }) => {
    // The seller watches her dashboard.
    const seller = await anotherPerson(browser);
    await signIn(seller, "seller");
    await expect(seller).toHaveURL(/\/dashboard$/);
    const before = await unreadOnTheBell(seller);

    // A customer buys one of her products with Buy Now.
    const sellerApi = await signInThroughApi(request, "seller");
    const mine = await request.get("/api/stores/seller/my-stores", { headers: sellerApi.headers });
    const storeId = ((await mine.json()) as { stores: Array<{ _id: string }> }).stores[0]?._id;
    const listed = await request.get(`/api/products/store/${storeId}?limit=50`);
    // One without sizes or colours: other stories add those to the demo seller's store.
    const product = (
      (await listed.json()) as { products: Array<{ _id: string; quantity: number; variants?: unknown[] }> }
    ).products.find((p) => p.quantity > 0 && !p.variants?.length);
    expect(product, "an in-stock product of the demo seller").toBeTruthy();
    await signInAsCustomer();
    await page.goto(`/viewproduct/${product?._id}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await page.getByLabel(/^Address/).fill("House 12, Street 4, Gulberg III");
    await page.getByLabel(/^City/).fill("Lahore");
    await page.getByLabel(/^Postal Code/).fill("54000");
    await page.getByLabel(/^Phone/).fill("03001234567");
    await page.getByRole("button", { name: "Place Order" }).click();
    const placed = page.getByRole("dialog", { name: "Order placed!" });
    const number = (await placed.getByTestId("order-number").innerText()).trim();

    // Her bell rises without a reload, and names the order.
    await expect(seller.getByRole("button", { name: `Notifications, ${before + 1} unread` })).toBeVisible({
      timeout: 30_000,
    });
    await seller.getByRole("button", { name: `Notifications, ${before + 1} unread` }).click();
    const list = seller.getByRole("dialog", { name: "Notifications" });
    await expect(list.getByRole("link").first()).toContainText(number);
    await expect(list.getByRole("link").first()).toContainText("Unread");

    // She ships it with a tracking number; the customer's e-mail says Shipped and gives the number.
    const orders = await request.get(`/api/orders/store/${storeId}`, { headers: sellerApi.headers });
    const order = ((await orders.json()) as { data: Array<{ _id: string }> }).data.find((o) =>
      o._id.toUpperCase().endsWith(number),
    );
    expect(order, `order ${number} in her store's list`).toBeTruthy();
    // The buyer confirms her Cash-on-Delivery order first (decision 0034).
    const customerApi = await signInThroughApi(request, "customer");
    const confirmed = await request.post(`/api/orders/${order?._id}/confirm`, {
      headers: customerApi.headers,
    });
    expect(confirmed.ok(), "the customer confirms her order").toBe(true);
    const tracking = `TCS${Date.now()}`;
    const shipped = await request.put(`/api/orders/${order?._id}/status`, {
      headers: sellerApi.headers,
      data: { orderStatus: "Shipped", trackingNumber: tracking },
    });
    expect(shipped.ok(), "the seller ships the order").toBe(true);

    const mail = await waitForMail(DEMO_CUSTOMER, (m) => m.text.includes(tracking));
    expect(mail.subject).toBe(`Order ${number} has shipped · Hunarmand`);
    expect(mail.text).toContain(`Tracking number: ${tracking}`);
    expect(mail.html).toContain(tracking);
    await seller.context().close();
  });
});
