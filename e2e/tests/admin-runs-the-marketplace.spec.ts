import type { APIRequestContext } from "@playwright/test";
import { LAHORE_ADDRESS } from "../buyers.ts";
import { openSection, signInAsAdmin } from "../console.ts";
import {
  type ApiSession,
  approveSellerThroughApi,
  DEMO_PASSWORD,
  expect,
  imageDataUrl,
  sendIdentityThroughApi,
  test,
} from "../fixtures.ts";

/**
 * The operator console (issue 13): an admin verifies and suspends sellers, hides a reported listing
 * and records a seller's cash-on-delivery remittance. Each story opens its own sellers and stores
 * through the API, so suspending or hiding never takes away what another story shops from.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

interface NewSeller extends ApiSession {
  name: string;
  storeId: string;
  storeName: string;
}

/** A seller who has just signed up (so she is pending), with one store of her own. */
async function newSellerWithAStore(request: APIRequestContext, first: string): Promise<NewSeller> {
  const tag = unique();
  const name = `${first} ${tag}`;
  const signup = await request.post("/api/seller/signup", {
    data: {
      name,
      email: `${first.toLowerCase()}-${tag}@example.pk`,
      password: DEMO_PASSWORD,
      phone: "03001234567",
    },
  });
  expect(signup.status(), "the seller signs up").toBe(201);
  const { token, seller } = await signup.json();
  const headers = { Authorization: `Bearer ${token}` };
  const storeName = `${first}'s Crafts ${tag}`;
  const store = await request.post("/api/stores", {
    headers,
    data: {
      name: storeName,
      category: "Local Crafts",
      description: "Hand-made crafts from a family workshop, opened for this story.",
    },
  });
  expect(store.status(), "her store opens").toBe(201);
  return { token, headers, id: seller.id, name, storeId: (await store.json()).store._id, storeName };
}

async function newProduct(request: APIRequestContext, seller: NewSeller, price: number) {
  const name = `Embroidered Cushion ${unique()}`;
  const res = await request.post("/api/products", {
    headers: seller.headers,
    data: {
      name,
      description: "A hand-embroidered cushion cover in bright thread.",
      price,
      category: "Local Crafts",
      quantity: 5,
      images: [imageDataUrl("lawn-kurta.jpg")],
      store_id: seller.storeId,
    },
  });
  expect(res.status(), "the product is listed").toBe(201);
  return { name, id: (await res.json()).product._id as string };
}

test.describe("an admin runs the marketplace", () => {
  test("verifies a new seller and suspends another with a reason, whose store is then not found @phone", async ({
    page,
    request,
  }) => {
    const newcomer = await newSellerWithAStore(request, "Amna");
    // She has sent her identity check (issue 30): approving it is how the console verifies her.
    await sendIdentityThroughApi(request, newcomer.token);
    const offender = await newSellerWithAStore(request, "Bushra");
    // Her identity was checked (issue 30), so shoppers see her store until she is suspended.
    await approveSellerThroughApi(request, offender.token, offender.id);
    await page.goto(`/store/${offender.storeId}`);
    await expect(page.getByRole("heading", { level: 1, name: offender.storeName })).toBeVisible();

    await signInAsAdmin(page);
    await openSection(page, "Sellers");
    // Pending sellers come first; the search finds her among them.
    await page.getByRole("searchbox", { name: /Search sellers/ }).fill(newcomer.name);
    await page.getByRole("button", { name: "Search" }).click();
    const newcomerCard = page.getByRole("listitem", { name: newcomer.name });
    await expect(newcomerCard.getByText("Pending")).toBeVisible();
    await newcomerCard.getByRole("link", { name: "Identity check" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Identity check of ${newcomer.name}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Identity approved")).toBeVisible();
    await page.getByRole("link", { name: "Back to sellers" }).click();
    await page.getByRole("searchbox", { name: /Search sellers/ }).fill(newcomer.name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No seller matches")).toBeVisible();

    // Her identity was approved, so she is verified: among all sellers, not the pending ones.
    await page.getByRole("link", { name: "All", exact: true }).click();
    await page.getByRole("searchbox", { name: /Search sellers/ }).fill(offender.name);
    await page.getByRole("button", { name: "Search" }).click();
    const offenderCard = page.getByRole("listitem", { name: offender.name });
    await offenderCard.getByRole("button", { name: "Suspend" }).click();
    const dialog = page.getByRole("dialog", { name: `Suspend ${offender.name}?` });
    await dialog.getByRole("button", { name: "Suspend seller" }).click();
    await expect(dialog.getByText("Please give a reason for suspending this seller.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Sells copies of branded shawls.");
    await dialog.getByRole("button", { name: "Suspend seller" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Suspended", exact: true }).click();
    await expect(
      page
        .getByRole("listitem", { name: offender.name })
        .getByText("Reason: Sells copies of branded shawls."),
    ).toBeVisible();

    await page.getByRole("link", { name: "All", exact: true }).click();
    await page.getByRole("searchbox", { name: /Search sellers/ }).fill(newcomer.name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("listitem", { name: newcomer.name }).getByText("Verified")).toBeVisible();

    await page.goto(`/store/${offender.storeId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Store Not Found" })).toBeVisible();
  });

  test("a customer's report appears in the queue and the admin hides the listing, which is then not found", async ({
    page,
    request,
    apiSession,
  }) => {
    const seller = await newSellerWithAStore(request, "Kiran");
    await approveSellerThroughApi(request, seller.token, seller.id);
    const product = await newProduct(request, seller, 2500);
    const customer = await apiSession("customer");
    const report = await request.post(`/api/products/${product.id}/reports`, {
      headers: customer.headers,
      data: { reason: "counterfeit", details: "The brand label is fake." },
    });
    expect(report.status(), "the customer reports the listing").toBe(201);

    await signInAsAdmin(page, "/admin/reports");
    const item = page.getByRole("listitem", { name: `Report of ${product.name}` });
    await expect(item.getByText("Counterfeit or fake")).toBeVisible();
    await expect(item.getByText("The brand label is fake.")).toBeVisible();
    await expect(item.getByRole("link", { name: new RegExp(product.name) })).toHaveAttribute(
      "target",
      "_blank",
    );
    await item.getByRole("button", { name: "Hide listing" }).click();
    const dialog = page.getByRole("dialog", { name: `Hide ${product.name}?` });
    await dialog.getByLabel("Reason").fill("Counterfeit branded goods.");
    await dialog.getByRole("button", { name: "Hide listing" }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeHidden();

    await page.getByRole("link", { name: "Resolved", exact: true }).click();
    await expect(
      page
        .getByRole("listitem", { name: `Report of ${product.name}` })
        .getByText("Listing hidden: Counterfeit branded goods."),
    ).toBeVisible();

    await page.goto(`/viewproduct/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  });

  test("after a delivered, paid cash-on-delivery order the store owes Hunarmand, until the admin records her remittance", async ({
    page,
    request,
    apiSession,
  }) => {
    const seller = await newSellerWithAStore(request, "Sadia");
    await approveSellerThroughApi(request, seller.token, seller.id);
    const product = await newProduct(request, seller, 4000);
    const customer = await apiSession("customer");
    const placed = await request.post("/api/orders", {
      headers: customer.headers,
      data: {
        products: [{ product: product.id, quantity: 1 }],
        shippingAddress: LAHORE_ADDRESS,
        paymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), "the customer orders, cash on delivery").toBe(201);
    const orderId = (await placed.json()).data._id as string;
    // The buyer confirms her Cash-on-Delivery order (decision 0034), so the seller may ship it.
    const confirmed = await request.post(`/api/orders/${orderId}/confirm`, { headers: customer.headers });
    expect(confirmed.ok(), "the customer confirms her order").toBe(true);
    for (const move of [
      { orderStatus: "Processing" },
      { orderStatus: "Shipped", trackingNumber: "TCS-778899" },
      { orderStatus: "Delivered" },
    ]) {
      const res = await request.put(`/api/orders/${orderId}/status`, { headers: seller.headers, data: move });
      expect(res.ok(), `the seller moves the order to ${move.orderStatus}`).toBe(true);
    }
    const paid = await request.put(`/api/orders/${orderId}/payment`, {
      headers: seller.headers,
      data: { paymentStatus: "Paid" },
    });
    expect(paid.ok(), "the courier's cash is in: the seller marks it paid").toBe(true);

    await signInAsAdmin(page, "/admin/balances");
    const row = page.getByRole("listitem", { name: seller.storeName });
    await expect(row.getByText(new RegExp(`^${seller.storeName} owes Hunarmand Rs [\\d,.]+$`))).toBeVisible();
    await row.getByRole("button", { name: `Settle ${seller.storeName}` }).click();
    await expect(page.getByLabel("Direction")).toHaveValue("remittance");
    await page.getByLabel("Method").selectOption("Cash");
    await page.getByLabel("Reference").fill(`Receipt ${unique()}`);
    await page.getByRole("button", { name: "Record settlement" }).click();
    // The console reads the settlement back, with the balance it leaves, before recording it.
    const confirm = page.getByRole("dialog", { name: "Record this settlement?" });
    await expect(confirm.getByText("Settled: nobody owes anything")).toBeVisible();
    await confirm.getByRole("button", { name: "Record settlement" }).click();
    await expect(page.getByText("Now: Settled: nobody owes anything.")).toBeVisible();
    await expect(row.getByText("Settled: nobody owes anything")).toBeVisible();

    await openSection(page, "Audit log");
    // The entry names the store and says what its balance went from and to (issue 34, item 15).
    const entry = page.getByRole("listitem").filter({ hasText: "Settlement recorded" }).first();
    await expect(entry.getByRole("link", { name: seller.storeName })).toBeVisible();
    await expect(
      entry.getByText(/^Balance: from .+ owes Hunarmand Rs [\d,.]+ to Settled: nobody owes anything$/),
    ).toBeVisible();
  });
});
