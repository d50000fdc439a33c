import { orderNumber } from "@marketplace/shared/order-number";
import { demoSellerStock, newBuyer, shippedCodOrder } from "../buyers.ts";
import { openSection, signInAsAdmin } from "../console.ts";
import { expect, imageFile, signIn, test } from "../fixtures.ts";

/** Whole rupees as the app writes them: "Rs 4,200". */
const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-PK", { maximumFractionDigits: 2 })}`;

/**
 * Decision 0035: a buyer returns a damaged item with a photo; the maker declines, the buyer takes it
 * to the operator, who accepts; the maker receives it, refunds it, and her Earnings show the reversal.
 */
test.describe("a damaged item comes back", () => {
  test("declined by the maker, accepted by the operator, received, refunded and reversed in Earnings @phone", async ({
    page,
    request,
  }) => {
    const buyer = await newBuyer(request, "Sadia Returner");
    const { seller, storeId, product } = await demoSellerStock(request);
    const order = await shippedCodOrder(request, buyer.headers, seller.headers, product._id);
    for (const data of [{ orderStatus: "Delivered" }, { paymentStatus: "Paid" }]) {
      const path = "orderStatus" in data ? "status" : "payment";
      const moved = await request.put(`/api/orders/${order._id}/${path}`, { headers: seller.headers, data });
      expect(moved.ok(), `the order is ${JSON.stringify(data)}`).toBe(true);
    }
    const number = orderNumber(order._id);

    // She asks for the return with a photo of the tear.
    await signIn(page, "customer", { email: buyer.email });
    await page.goto(`/returns/new/${order._id}`);
    await page.getByLabel(/How many of .*\(bought 1\)/).fill("1");
    await page.getByLabel("Reason").selectOption({ label: "Damaged" });
    await page.getByLabel("What happened?").fill("The shawl arrived torn at one corner.");
    await page.getByLabel("Add photos").setInputFiles(imageFile("lawn-kurta.jpg"));
    await expect(page.getByRole("img", { name: "Photo 1 of the problem" })).toBeVisible();
    await page.getByRole("button", { name: "Send the return request" }).click();
    await expect(page.getByText("Return request sent")).toBeVisible();

    // The maker declines; the buyer asks the Hunarmand team (both through the API).
    const mine = await request.get("/api/returns", { headers: buyer.headers });
    const asked = ((await mine.json()) as { returns: Array<{ _id: string; images: string[] }> }).returns[0];
    expect(asked?.images, "the photo travels with the return").toHaveLength(1);
    const returnId = asked?._id ?? "";
    const declined = await request.put(`/api/returns/${returnId}`, {
      headers: seller.headers,
      data: { decision: "decline", note: "It left our workshop whole." },
    });
    expect(declined.ok(), "the maker declines").toBe(true);
    const escalated = await request.post(`/api/returns/${returnId}/escalate`, {
      headers: buyer.headers,
      data: { note: "The photo shows the tear." },
    });
    expect(escalated.ok(), "the buyer escalates").toBe(true);

    // The operator accepts it from the console's queue.
    await page.evaluate(() => localStorage.clear());
    await signInAsAdmin(page);
    await openSection(page, "Returns");
    const queued = page.getByRole("listitem").filter({ hasText: `Return for order ${number}` });
    await queued.getByRole("button", { name: "Accept the return" }).click();
    const decide = page.getByRole("dialog", { name: `Accept the return of order ${number}?` });
    await decide.getByRole("button", { name: "Accept the return" }).click();
    await expect(decide).toBeHidden();
    await expect(queued).toHaveCount(0);

    // The maker receives the parcel and refunds it from her Returns tab.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "seller");
    await page.goto("/dashboard/returns");
    const card = page.getByRole("listitem").filter({ hasText: `Return for order ${number}` });
    await card.getByRole("button", { name: "Mark received" }).click();
    await card.getByRole("button", { name: "Record a refund" }).click();
    const refund = page.getByRole("dialog", { name: `Refund for order ${number}` });
    const amount = Number(await refund.getByLabel("Amount (Rs)").inputValue());
    expect(amount, "the whole refundable amount is offered").toBeGreaterThan(0);
    await refund.getByLabel("Transfer reference or receipt number").fill("CASH-E2E-1");
    await refund.getByRole("button", { name: "Record the refund" }).click();
    await expect(refund).toBeHidden();
    await expect(card).toContainText("Refunded");

    // Her Earnings show the refunded sale and the refund she paid from the cash she held.
    await page.goto(`/dashboard/earnings/${storeId}`);
    const rows = page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: `#${order._id.slice(-8).toUpperCase()}` });
    await expect(rows.filter({ hasText: "Refund to the buyer" })).toContainText(`−${rupees(amount)}`);
    await expect(rows.filter({ hasText: "Refund you paid" })).toContainText(`+${rupees(amount)}`);
  });
});
