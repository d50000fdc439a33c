import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { orderTotals } from "@marketplace/shared/pricing";
import type { Page } from "@playwright/test";
import { checkoutAs, demoSellerStock, newBuyer } from "../buyers.ts";
import { expect, signIn, test } from "../fixtures.ts";

/**
 * Issue 31: a maker makes a 10%-off code for one use; the first buyer sees the discount before she
 * orders and pays the discounted total; the second is told, at the limit, that the code is used up.
 */
const ADDRESS = {
  Address: "House 3, Street 9, Johar Town",
  City: "Lahore",
  "Postal Code": "54782",
  Phone: "03001234567",
};

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Voucher code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
}

test.describe("a maker's voucher code", () => {
  test("10% off for one buyer, and the next is refused at the limit @phone", async ({ page, request }) => {
    const { storeId, product } = await demoSellerStock(request);
    const code = `E2E${Date.now().toString(36).toUpperCase().slice(-8)}`;
    const read = await (await request.get(`/api/products/${product._id}`)).json();
    const { price, sale_price } = read.product as { price: number; sale_price: number | null };
    const unitPaisa = rupeesToPaisa(sale_price ?? price);
    const discountPaisa = Math.floor(unitPaisa / 10);
    const totals = orderTotals([{ unitPaisa, quantity: 1 }], discountPaisa);

    // The maker makes the code from her dashboard.
    await signIn(page, "seller");
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /^Vouchers/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/vouchers\//);
    await page.goto(`/dashboard/vouchers/${storeId}`);
    await expect(page.getByRole("heading", { name: "Vouchers", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Make the code" }).click();
    await expect(page.getByText("A code is 3 to 20 letters, digits or dashes.")).toBeVisible();
    await page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
    await page.getByLabel("Percent off").fill("10");
    await page.getByLabel("Total uses").fill("1");
    await page.getByRole("button", { name: "Make the code" }).click();
    const row = page
      .getByRole("list", { name: "Your codes" })
      .getByRole("listitem")
      .filter({ hasText: code });
    await expect(row).toContainText("10% off");
    await expect(row).toContainText("Used 0 of 1 times");

    // The first buyer applies it and sees the new total before she orders.
    const first = await newBuyer(request, "Sana Saver");
    await checkoutAs(page, first.email, product._id);
    await applyCode(page, code);
    await expect(page.getByText(`${code} on`)).toBeVisible();
    const summary = page.getByRole("region", { name: /Items from/ }).locator("..");
    await expect(summary).toContainText(`Voucher ${code}`);
    await expect(summary).toContainText(formatRupees(paisaToRupees(totals.totalPaisa)));
    for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label).fill(value);
    await page.getByRole("button", { name: "Place Order" }).click();
    const placed = page.getByRole("dialog", { name: "Order placed!" });
    await expect(placed).toContainText(formatRupees(paisaToRupees(totals.totalPaisa)));

    // The second buyer is told the code is used up, in words, and can still order without it.
    const second = await newBuyer(request, "Hina Late");
    await checkoutAs(page, second.email, product._id);
    await applyCode(page, code);
    await expect(
      page.getByRole("alert").filter({ hasText: `The code ${code} has been used up.` }),
    ).toBeVisible();
    await expect(summary).not.toContainText(`Voucher ${code}`);

    // The maker sees the use and the discount she gave.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "seller");
    await page.goto(`/dashboard/vouchers/${storeId}`);
    await expect(
      page.getByRole("list", { name: "Your codes" }).getByRole("listitem").filter({ hasText: code }),
    ).toContainText("Used 1 of 1 times");
    await expect(
      page.getByRole("list", { name: "Your codes" }).getByRole("listitem").filter({ hasText: code }),
    ).toContainText(`${formatRupees(paisaToRupees(discountPaisa))} given`);
  });
});
