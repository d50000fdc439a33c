import type { Page } from "@playwright/test";
import { confirmedCodOrderThroughApi, demoSellerStock, newBuyer } from "../buyers.ts";
import { DEMO_PASSWORD, expect, signIn, test } from "../fixtures.ts";
import { waitForMail } from "../mail/received-mail.ts";

/**
 * Issue 32, part 4: the demo maker invites a helper with the orders role; the helper accepts from
 * the e-mail with her own seller account, moves an order to Shipped from her phone, and is refused
 * the store's payment details; the maker sees what she did, with her name, and removes her in one
 * tap, after which the helper's next request on the store is refused.
 */
const NOT_YOURS = "You do not have permission to manage this store.";

async function fitsTheScreen(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe("a maker's helper", () => {
  test("ships an order with the orders role, is refused the payment details, and the maker sees it @phone", async ({
    page,
    request,
  }) => {
    const { storeId, product } = await demoSellerStock(request);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const helper = { name: `Sana Helper ${tag}`, email: `sana-${tag}@example.pk` };
    const signup = await request.post("/api/seller/signup", {
      data: { ...helper, password: DEMO_PASSWORD, phone: "03331234567" },
    });
    expect(signup.status(), "the helper has her own seller account").toBe(201);

    // A buyer's Cash-on-Delivery order, confirmed: ready to ship.
    const buyer = await newBuyer(request, "Hina Buyer");
    const { _id: orderId } = await confirmedCodOrderThroughApi(request, buyer.headers, product._id);
    const number = orderId.slice(-8).toUpperCase();

    // The maker invites her from the Helpers page of her dashboard.
    await signIn(page, "seller");
    await page
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: /^Helpers/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/helpers\//);
    await page.goto(`/dashboard/helpers/${storeId}`);
    await expect(page.getByRole("heading", { name: "Helpers", level: 1 })).toBeVisible();
    await page.getByLabel("Her e-mail or mobile number").fill(helper.email);
    await page.getByRole("radio", { name: /Orders/ }).check();
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByRole("region", { name: /^Invitation for / })).toContainText(
      `An e-mail with the link is on its way to ${helper.email}.`,
    );
    await fitsTheScreen(page, "the Helpers page");

    // She opens the e-mail's link on her phone, signs in with her own account and accepts.
    const mail = await waitForMail(helper.email, (m) => m.text.includes("/helpers/accept?token="));
    const link = /(https?:\/\/\S+\/helpers\/accept\?token=[\w-]+)/.exec(mail.text)?.[1] ?? "";
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByText("Sign in to accept")).toBeVisible();
    await page.locator('a[href^="/seller/login?from="]').click();
    await signIn(page, "seller", { email: helper.email, onLoginPage: true });
    await expect(page).toHaveURL(/\/helpers\/accept\?token=/);
    await page.getByRole("button", { name: "Accept the invitation" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("You help with orders")).toBeVisible();
    await fitsTheScreen(page, "her dashboard");

    // She moves the order to Shipped: her role allows it.
    const actions = page.getByRole("navigation", { name: "What you can do here" });
    await expect(actions.getByRole("link", { name: "Add a product" })).toHaveCount(0);
    await actions.getByRole("link", { name: "Orders" }).click();
    const order = page.getByRole("listitem", { name: `Order ${number}` });
    await expect(order).toContainText("Hina Buyer");
    await expect(order.getByRole("combobox", { name: "Payment status" })).toHaveCount(0);
    const consignment = String(Date.now()).slice(-12);
    await order.getByLabel("Order status").selectOption("Shipped");
    const prompt = page.getByRole("dialog", { name: "Mark as Shipped" });
    await prompt.getByLabel("Courier").selectOption("tcs");
    await prompt.getByLabel("Consignment number").fill(consignment);
    await prompt.getByRole("button", { name: "Mark Shipped" }).click();
    await expect(order.getByLabel("Order status")).toHaveValue("Shipped");

    // The store's payment details are the maker's: the screen says so, and the server refuses her.
    await page.goto(`/dashboard/settings/${storeId}`);
    await expect(page.getByText("Store Not Found")).toBeVisible();
    const helperToken = await page.evaluate(() => localStorage.getItem("sellerToken"));
    const asHelper = { Authorization: `Bearer ${helperToken}` };
    const payment = await request.put(`/api/stores/${storeId}`, {
      headers: asHelper,
      data: { paymentDetails: { accountTitle: helper.name, jazzcash: "03331234567" } },
    });
    expect(payment.status()).toBe(403);
    expect((await payment.json()).message).toBe(NOT_YOURS);

    // The maker sees what her helper did, with her name, and removes her in one tap.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "seller");
    await page.goto(`/dashboard/helpers/${storeId}`);
    await expect(page.getByRole("list", { name: "What your helpers did" })).toContainText(
      `${helper.name} sent order ${number} with TCS ${consignment}`,
    );
    const helpers = page.getByRole("list", { name: "Helpers and invitations" });
    await expect(helpers.getByRole("listitem", { name: helper.name })).toContainText(
      "Orders · Helping since",
    );
    await helpers.getByRole("button", { name: `Remove ${helper.name}` }).click();
    await expect(helpers.getByRole("listitem", { name: helper.name })).toHaveCount(0);
    const after = await request.get(`/api/orders/store/${storeId}`, { headers: asHelper });
    expect(after.status(), "her next request on the store is refused").toBe(403);
  });
});
