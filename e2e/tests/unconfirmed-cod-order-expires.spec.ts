import { demoSellerStock, newBuyer, SHIPPING } from "../buyers.ts";
import { DEMO_PASSWORD, expect, test } from "../fixtures.ts";
import { OWN_SERVER_URL, type OwnServer, startOwnServer } from "../own-server.ts";

/**
 * Decision 0034, story 2 of issue 27: a Cash-on-Delivery order its buyer never confirms is cancelled
 * when the window ends, its stock goes back on sale and both sides are told. The window here is 15
 * seconds, on a server of the story's own (the shared one keeps the operator's hours).
 */
const WINDOW_SECONDS = 15;
let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ COD_CONFIRMATION_SECONDS: String(WINDOW_SECONDS) });
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: OWN_SERVER_URL });

test.describe("an unconfirmed COD order", () => {
  test("is cancelled when its window ends: stock back, the buyer and the maker told @phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await newBuyer(request, "Sadia Expiry");
    const { seller, product } = await demoSellerStock(request, 2);
    const placed = await request.post("/api/orders", {
      headers: buyer.headers,
      data: {
        products: [{ product: product._id, quantity: 2 }],
        shippingAddress: SHIPPING,
        paymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), "she orders, cash on delivery").toBe(201);
    const order = (await placed.json()).data as { _id: string; confirmation: string };
    expect(order.confirmation).toBe("awaiting");

    // She signs in and sees the order waiting for her.
    await page.goto("/customer/login");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: /account menu for/i })).toBeVisible();
    // The sign-in reloads the page a moment later; going elsewhere before that would be cut short.
    await expect(page).not.toHaveURL(/\/customer\/login/);
    const me = (await (await request.get("/api/auth/profile", { headers: buyer.headers })).json()).user;
    await page.goto(`/MyOrders/${me._id ?? me.id}`);
    await expect(
      page.getByText("Please confirm this Cash on Delivery order", { exact: false }),
    ).toBeVisible();

    // She never confirms; the window ends.
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/orders/${order._id}`, { headers: buyer.headers })).json()).data
            .orderStatus,
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe("Cancelled");
    await page.reload();
    await expect(page.getByText("Not confirmed in time").first()).toBeVisible();

    // The units are on sale again, and the maker was told.
    const after = await request.get(`/api/products/${product._id}`);
    expect((await after.json()).product.quantity).toBe(product.quantity);
    await expect
      .poll(async () => {
        const bell = await request.get("/api/notifications", { headers: seller.headers });
        return ((await bell.json()).notifications as Array<{ title: string }>).map((n) => n.title);
      })
      .toContainEqual(expect.stringContaining("cancelled"));
  });
});
