import { orderNumber } from "@marketplace/shared/order-number";
import type { Page } from "@playwright/test";
import { checkoutAs, demoSellerStock, newBuyer, shippedCodOrder } from "../buyers.ts";
import { openSection, signInAsAdmin } from "../console.ts";
import { expect, signIn, test } from "../fixtures.ts";

/**
 * Decision 0034: parcels refused at the door count against the buyer; at the operator's limit (2 by
 * default) checkout takes Cash on Delivery away and says why, until the operator clears her count.
 * The buyer is new to this story, so no other story's shopper loses Cash on Delivery.
 */
const COD_REFUSED = /Cash on Delivery is not available to you after parcels were refused at the door/;

/** The buyer's checkout of one product, signed in afresh in the same tab, its payment choices shown. */
async function checkoutWithPaymentChoices(page: Page, email: string, productId: string) {
  await checkoutAs(page, email, productId);
  await expect(page.getByRole("group", { name: "Payment Method" })).toBeVisible();
}

test.describe("a buyer who refuses parcels at the door", () => {
  test("twice no longer gets Cash on Delivery, until the operator clears her count @phone", async ({
    page,
    request,
  }) => {
    const buyer = await newBuyer(request, "Rabia Refuser");
    const { seller, storeId, product } = await demoSellerStock(request);
    const productId = product._id;

    // The first parcel comes back refused (through the API)...
    const first = await shippedCodOrder(request, buyer.headers, seller.headers, productId);
    const refused = await request.put(`/api/orders/${first._id}/status`, {
      headers: seller.headers,
      data: { orderStatus: "Returned", returnReason: "refused" },
    });
    expect(refused.ok(), "the seller marks the first parcel refused").toBe(true);

    // ...and the second through the seller's "Mark Returned" dialog.
    const second = await shippedCodOrder(request, buyer.headers, seller.headers, productId);
    const number = orderNumber(second._id);
    await signIn(page, "seller");
    await page.goto(`/orders/${storeId}`);
    const card = page.getByRole("listitem", { name: `Order ${number}` });
    await expect(card).toContainText("1 earlier refusal");
    await card.getByLabel("Order status").selectOption("Returned");
    const ask = page.getByRole("dialog", { name: `Mark order ${number} Returned?` });
    await ask.getByLabel("The buyer refused the parcel at the door").check();
    await ask.getByRole("button", { name: "Mark Returned" }).click();
    await expect(ask).toBeHidden();
    await expect(card.getByText("Returned", { exact: true }).first()).toBeVisible();

    // Checkout no longer offers her Cash on Delivery, and says why.
    await checkoutWithPaymentChoices(page, buyer.email, productId);
    await expect(page.getByText(COD_REFUSED)).toBeVisible();
    await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toHaveCount(0);

    // The operator finds her and clears the count, with a reason.
    await page.evaluate(() => localStorage.clear());
    await signInAsAdmin(page);
    await openSection(page, "Customers");
    await page.getByRole("searchbox", { name: /Search customers/ }).fill(buyer.email);
    await page.getByRole("button", { name: "Search" }).click();
    // Her e-mail is hers alone; earlier runs' buyers share her name.
    await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: /Rabia Refuser/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rabia Refuser" })).toBeVisible();
    await expect(page.getByText("Checkout no longer offers her Cash on Delivery")).toBeVisible();
    await page.getByRole("button", { name: "Clear refusals" }).click();
    const clear = page.getByRole("dialog", { name: "Clear Rabia Refuser's refusals?" });
    await expect(clear).toContainText("Her 2 refusals stop counting");
    await clear.getByLabel("Reason").fill("The courier confirmed the address was wrong both times.");
    await clear.getByRole("button", { name: "Clear refusals" }).click();
    await expect(clear).toBeHidden();
    await expect(page.getByText("Checkout offers her Cash on Delivery.")).toBeVisible();

    // Cash on Delivery is hers again.
    await checkoutWithPaymentChoices(page, buyer.email, productId);
    await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeVisible();
    await expect(page.getByText(COD_REFUSED)).toHaveCount(0);
  });
});
