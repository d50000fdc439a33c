import type { Page } from "@playwright/test";
import { demoSellerStock, placeOrderAtCheckout } from "../buyers.ts";
import { anotherPerson, DEMO_CUSTOMER, expect, signIn, signInThroughApi, test } from "../fixtures.ts";
import { waitForMail } from "../mail/received-mail.ts";

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
    // One without sizes or colours, in stock: other stories add those to the demo seller's store.
    const { seller: sellerApi, storeId, product } = await demoSellerStock(request, 1);
    await signInAsCustomer();
    await page.goto(`/viewproduct/${product?._id}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    const { number } = await placeOrderAtCheckout(page);

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
