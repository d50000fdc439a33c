import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { LAHORE_ADDRESS } from "../buyers.ts";
import {
  approveSellerThroughApi,
  DEMO_PASSWORD,
  expect,
  imageDataUrl,
  signInThroughApi,
  test,
} from "../fixtures.ts";
import { deliverAndMarkPaid, ok } from "../orders-api.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Whole rupees as the app writes them: "Rs 4,200". */
const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-PK")}`;

/** A new seller of her own (so her balance starts at nothing), with a store and one Rs 4,000 product. */
async function newSellerWithAProduct(request: APIRequestContext) {
  const id = unique();
  const email = `earnings-${id}@example.pk`;
  const { token, seller } = await ok<{ token: string; seller: { id: string } }>(
    request.post("/api/seller/signup", {
      data: { name: "Nargis Earnings", email, password: DEMO_PASSWORD, phone: "03001234567" },
    }),
    "the seller signs up",
  );
  // Her identity is checked (issue 30), so buyers can order from her.
  await approveSellerThroughApi(request, token, seller.id);
  const headers = { Authorization: `Bearer ${token}` };
  const { store } = await ok<{ store: { _id: string } }>(
    request.post("/api/stores", {
      headers,
      data: {
        name: `Nargis Pottery ${id}`,
        category: "Local Crafts",
        description: "Blue pottery from Multan, glazed and fired by hand.",
      },
    }),
    "she opens a store",
  );
  const { product } = await ok<{ product: { _id: string } }>(
    request.post("/api/products", {
      headers,
      data: {
        name: `Blue Pottery Vase ${id}`,
        description: "A hand-painted blue pottery vase, made for this story.",
        price: 4000,
        category: "Local Crafts",
        quantity: 5,
        images: [imageDataUrl("lawn-kurta.jpg")],
        store_id: store._id,
      },
    }),
    "she lists a product",
  );
  return { email, headers, storeId: store._id, productId: product._id };
}

test.describe("a seller reads her earnings", () => {
  test("after a delivered, paid COD order she owes Hunarmand; once the admin records her remittance she is settled @phone", async ({
    page,
    request,
    signInAsSeller,
  }) => {
    const seller = await newSellerWithAProduct(request);

    // The demo customer buys the vase, cash on delivery: Rs 4,000, free shipping, 5% tax.
    const customer = await signInThroughApi(request, "customer");
    const { data: order } = await ok<{
      data: { _id: string; itemsPrice: number; taxPrice: number; totalPrice: number };
    }>(
      request.post("/api/orders", {
        headers: customer.headers,
        data: {
          products: [{ product: seller.productId, quantity: 1 }],
          shippingAddress: { ...LAHORE_ADDRESS, country: "Pakistan" },
          paymentMethod: "Cash on Delivery",
        },
      }),
      "the customer orders",
    );

    // The buyer confirms her Cash-on-Delivery order (decision 0034), so the seller may send it.
    await ok(
      request.post(`/api/orders/${order._id}/confirm`, { headers: customer.headers }),
      "the customer confirms her order",
    );
    // The seller accepts it, delivers it and collects the cash.
    await deliverAndMarkPaid(request, order._id, seller.headers);

    // What she owes: the commission in force (read by the admin) and the tax.
    const admin = await ok<{ token: string }>(
      request.post("/api/admin/login", { data: { email: "admin@demo.pk", password: DEMO_PASSWORD } }),
      "the admin signs in",
    );
    const adminHeaders = { Authorization: `Bearer ${admin.token}` };
    const { settings } = await ok<{ settings: { commissionPercent: number } }>(
      request.get("/api/admin/settings", { headers: adminHeaders }),
      "the admin reads the commission",
    );
    const commission = Math.round(order.itemsPrice * settings.commissionPercent) / 100;
    const owed = commission + order.taxPrice;
    const number = `#${order._id.slice(-8).toUpperCase()}`;
    // Where sellers pay Hunarmand (issue 34, item 4), kept by the marketplace's finance staff.
    await ok(
      request.put("/api/admin/settings/accounts", {
        headers: adminHeaders,
        data: { accountTitle: "Hunarmand Marketplace", easypaisa: "03451234567" },
      }),
      "the admin enters where sellers pay",
    );
    const reference = `HM-${seller.storeId.replace(/-/g, "").slice(-8).toUpperCase()}`;

    // She opens Earnings from her dashboard.
    await signInAsSeller({ email: seller.email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: /Earnings/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/earnings/${seller.storeId}$`));
    await expect(page.getByText(`You owe Hunarmand ${rupees(owed)}`)).toBeVisible();
    // She is told where to pay it, and the reference that names her store.
    const pay = page.getByRole("region", { name: "How to pay Hunarmand" });
    await expect(pay).toContainText(`Send ${rupees(owed)} to one of these accounts and write ${reference}`);
    await expect(pay).toContainText("03451234567");

    const rows = page.getByRole("table").getByRole("row").filter({ hasText: number });
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText("Sale");
    await expect(rows.nth(0)).toContainText(`+${rupees(order.totalPrice)}`);
    await expect(rows.nth(1)).toContainText("Cash you collected");
    await expect(rows.nth(1)).toContainText(`−${rupees(order.totalPrice)}`);
    await expect(rows.nth(2)).toContainText("Commission");
    await expect(rows.nth(2)).toContainText(`−${rupees(commission)}`);
    await expect(rows.nth(3)).toContainText("Tax");
    await expect(rows.nth(3)).toContainText(`−${rupees(order.taxPrice)}`);
    await expect(page.getByText("No payouts or remittances in these dates.")).toBeVisible();

    // The statement downloads as CSV, naming the order by its number.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = fs.readFileSync((await (await downloading).path()) ?? "", "utf8");
    expect(csv).toContain(number.slice(1));

    // The admin records the cash she sent by JazzCash.
    const settled = await request.post("/api/admin/settlements", {
      headers: adminHeaders,
      data: {
        storeId: seller.storeId,
        amount: owed,
        direction: "remittance",
        method: "JazzCash",
        reference,
      },
    });
    expect(settled.status(), await settled.text()).toBe(201);

    await page.reload();
    await expect(page.getByText("You're all settled")).toBeVisible();
    await expect(page.getByRole("region", { name: "How to pay Hunarmand" })).toHaveCount(0);
    const settlements = page.getByRole("heading", { name: "Payouts and remittances" }).locator("..");
    await expect(settlements.getByRole("listitem")).toHaveCount(1);
    await expect(settlements.getByRole("listitem")).toContainText("Your remittance");
    await expect(settlements.getByRole("listitem")).toContainText(`Sent ${rupees(owed)}`);
  });
});
