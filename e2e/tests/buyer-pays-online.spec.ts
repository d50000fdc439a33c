import type { APIRequestContext, Page } from "@playwright/test";
import { newBuyer } from "../buyers.ts";
import { approveSellerThroughApi, DEMO_PASSWORD, expect, imageDataUrl, test } from "../fixtures.ts";

/**
 * Paying online (issue 29): the server runs JazzCash's simulator beside it (PAYMENTS_MODE=simulator,
 * the default outside production), so the buyer really leaves for its page and comes back signed.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-PK", { maximumFractionDigits: 2 })}`;

const ADDRESS = {
  Address: "House 12, Street 4, Gulberg III",
  City: "Lahore",
  "Postal Code": "54000",
  Phone: "03001234567",
};

/** A new maker of her own (her balance starts at nothing) with a store and one product. */
async function newMaker(request: APIRequestContext, name: string, price: number) {
  const id = unique();
  const email = `${name.toLowerCase()}-${id}@example.pk`;
  const signup = await request.post("/api/seller/signup", {
    data: { name, email, password: DEMO_PASSWORD, phone: "03001234567" },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { token, seller } = (await signup.json()) as { token: string; seller: { id: string } };
  await approveSellerThroughApi(request, token, seller.id);
  const headers = { Authorization: `Bearer ${token}` };
  const opened = await request.post("/api/stores", {
    headers,
    data: {
      name: `${name}'s Crafts ${id}`,
      category: "Local Crafts",
      description: "Handmade in Multan for this story.",
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const store = (await opened.json()).store as { _id: string; name: string };
  const listed = await request.post("/api/products", {
    headers,
    data: {
      name: `${name}'s Vase ${id}`,
      description: "A hand-painted blue pottery vase, made for this story.",
      price,
      category: "Local Crafts",
      quantity: 5,
      images: [imageDataUrl("lawn-kurta.jpg")],
      store_id: store._id,
    },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  return { email, headers, store, productId: (await listed.json()).product._id as string };
}

/** Her cart's products, checked out with JazzCash: the browser ends on the simulator's page. */
async function checkOutWithJazzCash(page: Page, productIds: string[]) {
  for (const id of productIds) {
    await page.goto(`/viewproduct/${id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
  }
  await page.getByRole("button", { name: new RegExp(`open cart, ${productIds.length} item`, "i") }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label).fill(value);
  await page.getByRole("radio", { name: "JazzCash" }).check();
  await expect(page.getByText(/You pay JazzCash on its own page/)).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("JazzCash (simulator)")).toBeVisible();
}

test.describe("a buyer pays online", () => {
  test("a two-store cart paid with JazzCash: both orders Paid, and each maker's Earnings shows what she is owed @phone", async ({
    page,
    request,
    signInAsCustomer,
    signInAsSeller,
  }) => {
    const makers = [await newMaker(request, "Nargis", 4000), await newMaker(request, "Sadia", 2000)];
    const buyer = await newBuyer(request, "Amna Online");
    await signInAsCustomer({ email: buyer.email });
    await checkOutWithJazzCash(
      page,
      makers.map((m) => m.productId),
    );
    await expect(page.getByRole("heading", { name: /^Pay Rs / })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    // Back on Hunarmand, with JazzCash's signed answer checked.
    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Paid" })).toBeVisible();
    const orders = page.getByRole("region", { name: "Your orders" });
    for (const maker of makers) await expect(orders).toContainText(maker.store.name);
    await expect(orders.getByText(/JazzCash · Paid/)).toHaveCount(2);

    // Each maker sends her order; once delivered, Hunarmand owes her the sale less commission and tax.
    const placed = await request.get(
      `/api/orders/user/${(await (await request.get("/api/auth/profile", { headers: buyer.headers })).json()).user.id}`,
      {
        headers: buyer.headers,
      },
    );
    const mine = (await placed.json()).data as Array<{
      _id: string;
      store_id: string;
      itemsPrice: number;
      taxPrice: number;
      totalPrice: number;
      paymentStatus: string;
    }>;
    expect(mine.map((o) => o.paymentStatus)).toEqual(["Paid", "Paid"]);
    const maker = makers[0];
    const order = mine.find((o) => o.store_id === maker?.store._id);
    if (!maker || !order) throw new Error("Nargis's order is not there");
    for (const orderStatus of ["Processing", "Delivered"]) {
      const moved = await request.put(`/api/orders/${order._id}/status`, {
        headers: maker.headers,
        data: { orderStatus },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    // The demo marketplace's commission is 10%.
    const owed = Math.round((order.totalPrice - order.itemsPrice * 0.1 - order.taxPrice) * 100) / 100;
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAsSeller({ email: maker.email });
    await page.goto(`/dashboard/earnings/${maker.store._id}`);
    await expect(page.getByText(`Hunarmand owes you ${rupees(owed)}`)).toBeVisible();
    const rows = page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: `#${order._id.slice(-8).toUpperCase()}` });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(`+${rupees(order.totalPrice)}`);
  });

  test("a failed JazzCash payment falls back to cash on delivery @phone", async ({
    page,
    request,
    signInAsCustomer,
  }) => {
    const maker = await newMaker(request, "Rukhsana", 1500);
    const buyer = await newBuyer(request, "Hira Online");
    await signInAsCustomer({ email: buyer.email });
    await checkOutWithJazzCash(page, [maker.productId]);
    await page.getByRole("button", { name: "Fail" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "The payment did not go through" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again with JazzCash" })).toBeVisible();
    await page.getByRole("button", { name: "Pay in cash on delivery instead" }).click();
    await expect(page.getByText(/Your orders will be paid in cash on delivery/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Your orders" })).toContainText(
      "Cash on Delivery · Pending",
    );
  });
});
