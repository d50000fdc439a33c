import fs from "node:fs";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { LAHORE_ADDRESS } from "../buyers.ts";
import { openSection, signInAsAdmin } from "../console.ts";
import { DEMO_PASSWORD, expect, imageDataUrl, imageFile, signInThroughApi, test } from "../fixtures.ts";
import { deliverAndMarkPaid, ok } from "../orders-api.ts";
import { ur } from "../urdu.ts";

/**
 * Issue 30: a new maker who reads Urdu sends her CNIC and payout account, the operator approves
 * them in the console, she sells, and the weekly payout run pays her: the bank file lists her and
 * her Earnings page shows the payout. What is not the story's point (her store, the order's life,
 * the hold before payouts) is done through the API.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const IBAN = "PK36SCBL0000001123456702";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's label as the form writes it, a required mark or hint after it allowed. */
const label = (key: string) => new RegExp(`^${escapeRegExp(ur(key))}`);

async function useLanguage(context: BrowserContext, baseURL: string | undefined, language: "en" | "ur") {
  await context.addCookies([{ name: "lang", value: language, url: baseURL ?? "http://localhost" }]);
}

/** A maker who has just signed up, with a store buyers pay by bank transfer and one Rs 4,000 product. */
async function newMaker(request: APIRequestContext) {
  const id = unique();
  const email = `maker-${id}@example.pk`;
  const name = `Sughra ${id}`;
  const { token, seller } = await ok<{ token: string; seller: { id: string } }>(
    request.post("/api/seller/signup", {
      data: { name, email, password: DEMO_PASSWORD, phone: "03001234567" },
    }),
    "she signs up",
  );
  const headers = { Authorization: `Bearer ${token}` };
  const storeName = `Sughra Rilli ${id}`;
  const { store } = await ok<{ store: { _id: string } }>(
    request.post("/api/stores", {
      headers,
      data: {
        name: storeName,
        category: "Local Crafts",
        description: "Hand-stitched rilli quilts from Sindh, made for this story.",
        paymentDetails: { bankName: "Meezan Bank", accountTitle: name, iban: IBAN },
      },
    }),
    "she opens a store",
  );
  const { product } = await ok<{ product: { _id: string } }>(
    request.post("/api/products", {
      headers,
      data: {
        name: `Rilli Quilt ${id}`,
        description: "A hand-stitched rilli quilt in indigo and red.",
        price: 4000,
        category: "Local Crafts",
        quantity: 5,
        images: [imageDataUrl("indigo-quilt.png")],
        store_id: store._id,
      },
    }),
    "she lists a product",
  );
  return { id: seller.id, email, name, headers, storeId: store._id, storeName, productId: product._id };
}

async function adminHeaders(request: APIRequestContext) {
  const { token } = await ok<{ token: string }>(
    request.post("/api/admin/login", { data: { email: "admin@demo.pk", password: DEMO_PASSWORD } }),
    "the admin signs in",
  );
  return { Authorization: `Bearer ${token}` };
}

test.describe("a maker is verified and paid", () => {
  test("sends her identity in Urdu, is approved in the console, sells, and is paid in the weekly run @phone", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const maker = await newMaker(request);
    const admin = await adminHeaders(request);

    // --- She sends her CNIC and account, in Urdu, from the banner on her dashboard.
    await useLanguage(context, baseURL, "ur");
    await page.goto("/seller/login");
    await page.getByLabel(label("auth.fields.email")).fill(maker.email);
    await page.getByRole("textbox", { name: label("auth.fields.password") }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: ur("auth.login.submit"), exact: true }).click();
    await expect(page.getByRole("heading", { name: ur("kyc.notice.title") })).toBeVisible();
    // A new marketplace keeps her store hers alone until she is approved (decision 0051).
    await expect(page.getByText(ur("kyc.listed.hidden"))).toBeVisible();
    await page.getByRole("link", { name: ur("kyc.notice.action") }).click();
    await expect(page.getByRole("heading", { level: 1, name: ur("kyc.page.title") })).toBeVisible();
    await page.getByLabel(label("kyc.form.cnic")).fill("3520212345671");
    await page.getByLabel(ur("kyc.form.front")).setInputFiles(imageFile("indigo-quilt.png"));
    await page.getByLabel(ur("kyc.form.back")).setInputFiles(imageFile("lawn-kurta.jpg"));
    await expect(page.getByAltText(ur("kyc.form.chosenAlt", { side: ur("kyc.form.back") }))).toBeVisible();
    await page.getByLabel(label("kyc.form.bankName")).fill("Meezan Bank");
    await page.getByLabel(label("kyc.form.iban")).fill(IBAN);
    await page.getByLabel(label("kyc.form.title")).fill(maker.name);
    await page.getByRole("button", { name: ur("kyc.form.send") }).click();
    await expect(
      page.getByRole("heading", { name: ur("kyc.status.heading", { status: ur("kyc.status.submitted") }) }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // --- The operator approves her in the console, her photos beside her name and account title.
    await useLanguage(context, baseURL, "en");
    await signInAsAdmin(page, `/admin/sellers/${maker.id}/identity`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Identity check of ${maker.name}` }),
    ).toBeVisible();
    for (const side of ["Front", "Back"]) {
      const photo = page.getByAltText(`${side} of the CNIC of ${maker.name}`);
      await expect(photo).toBeVisible();
      // The signed link serves the real photo to the admin.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByText(IBAN)).toBeVisible();
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText("Identity approved")).toBeVisible();

    // --- She sells: the demo customer pays by bank transfer; the order is delivered and paid.
    const customer = await signInThroughApi(request, "customer");
    const { data: order } = await ok<{ data: { _id: string; itemsPrice: number } }>(
      request.post("/api/orders", {
        headers: customer.headers,
        data: {
          products: [{ product: maker.productId, quantity: 1 }],
          shippingAddress: { ...LAHORE_ADDRESS, country: "Pakistan" },
          paymentMethod: "Bank Transfer",
        },
      }),
      "the customer orders",
    );
    await deliverAndMarkPaid(request, order._id, maker.headers);
    const { settings } = await ok<{ settings: { commissionPercent: number; payoutHoldDays: number } }>(
      request.get("/api/admin/settings", { headers: admin }),
      "the admin reads the settings",
    );
    // What the run owes her: the items less the commission (the tax is the marketplace's to file).
    const due = order.itemsPrice - Math.round(order.itemsPrice * settings.commissionPercent) / 100;
    const dueText = `Rs ${due.toLocaleString("en-PK")}`;

    // The week's hold before a payout (for returns) is the operator's; this story's order counts at once.
    await ok(
      request.put("/api/admin/settings", { headers: admin, data: { payoutHoldDays: 0 } }),
      "the hold is set to none",
    );
    try {
      // A run still waiting from elsewhere (the weekly job, another story) is cancelled first.
      const { runs } = await ok<{ runs: Array<{ _id: string; status: string }> }>(
        request.get("/api/admin/payout-runs", { headers: admin }),
        "the admin reads the runs",
      );
      for (const waiting of runs.filter((run) => run.status === "proposed"))
        await ok(
          request.put(`/api/admin/payout-runs/${waiting._id}`, {
            headers: admin,
            data: { action: "cancel" },
          }),
          "a waiting run is cancelled",
        );

      // --- Finance proposes the run, reviews her line, approves it and downloads the bank file.
      await page.goto("/admin");
      await openSection(page, "Payout runs");
      await page.getByRole("button", { name: "Propose a run now" }).click();
      await expect(page.getByText("Payout run proposed")).toBeVisible();
      const run = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: /^Run of/ }) })
        .first();
      const line = run.getByRole("listitem", { name: maker.storeName });
      await expect(line).toContainText(dueText);
      await expect(line).toContainText(`Account title: ${maker.name}`);
      await expect(line).toContainText(IBAN);
      await run.getByRole("button", { name: "Approve and send" }).click();
      const confirm = page.getByRole("dialog", { name: "Approve this payout run?" });
      await confirm.getByRole("button", { name: "Approve and send" }).click();
      await expect(page.getByText("Payout run approved")).toBeVisible();
      await expect(line.getByText("Sent", { exact: true })).toBeVisible();
      const reference = ((await line.getByText(/^Reference: /).textContent()) ?? "").replace(
        "Reference: ",
        "",
      );
      expect(reference).toMatch(/^HM-/);

      const downloading = page.waitForEvent("download");
      await run.getByRole("button", { name: "Download bank file" }).click();
      const file = await downloading;
      const csv = fs.readFileSync((await file.path()) ?? "", "utf8");
      expect(csv.split("\r\n")[0]).toBe(
        "account_type,bank_name,iban,wallet_number,account_title,amount,reference",
      );
      expect(csv).toContain(`bank,Meezan Bank,${IBAN},,${maker.name},${due.toFixed(2)},${reference}`);

      // --- Her Earnings page, in Urdu, shows the payout with its reference; the bell told her too.
      await useLanguage(context, baseURL, "ur");
      await page.goto(`/dashboard/earnings/${maker.storeId}`);
      await expect(
        page.getByRole("heading", { level: 2, name: ur("payouts.seller.title"), exact: true }),
      ).toBeVisible();
      const payouts = page.getByRole("list", { name: ur("payouts.seller.past") });
      await expect(payouts.getByText(ur("payouts.status.sent"), { exact: true })).toBeVisible();
      await expect(payouts).toContainText(reference);
      await expect(payouts).toContainText(dueText);
      await expect
        .poll(async () => {
          const { notifications } = await ok<{ notifications: Array<{ kind: string; title: string }> }>(
            request.get("/api/notifications", { headers: maker.headers }),
            "she reads her notifications",
          );
          return notifications.find((n) => n.kind === "payout")?.title;
        })
        .toBe(`Payout ${reference} sent`);
    } finally {
      await ok(
        request.put("/api/admin/settings", {
          headers: admin,
          data: { payoutHoldDays: settings.payoutHoldDays },
        }),
        "the hold is set back",
      );
    }
  });
});
