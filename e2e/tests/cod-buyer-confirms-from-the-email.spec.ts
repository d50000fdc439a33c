import { orderNumber } from "@marketplace/shared/order-number";
import { demoSellerStock, LAHORE_ADDRESS } from "../buyers.ts";
import { DEMO_CUSTOMER, expect, signInThroughApi, test } from "../fixtures.ts";
import { waitForMail } from "../mail/received-mail.ts";

/** Decision 0034: a Cash-on-Delivery order ships only once its buyer confirms it. */
test.describe("a COD buyer confirms her order", () => {
  test("from the link in her order e-mail, without signing in, and then the seller ships it @phone", async ({
    page,
    request,
  }) => {
    // One without sizes or colours, in stock: other stories add those to the demo seller's store.
    const { seller, product } = await demoSellerStock(request, 1);
    const customer = await signInThroughApi(request, "customer");

    const placed = await request.post("/api/orders", {
      headers: customer.headers,
      data: {
        products: [{ product: product?._id, quantity: 1 }],
        shippingAddress: LAHORE_ADDRESS,
        paymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), "the customer orders, cash on delivery").toBe(201);
    const order = (await placed.json()).data as { _id: string; confirmation: string };
    expect(order.confirmation).toBe("awaiting");
    const number = orderNumber(order._id);

    // Not before she confirms: the seller is told why.
    const early = await request.put(`/api/orders/${order._id}/status`, {
      headers: seller.headers,
      data: { orderStatus: "Shipped", trackingNumber: "TCS-E2E-1" },
    });
    expect(early.status()).toBe(409);
    expect((await early.json()).message).toContain("waiting for the buyer's confirmation");

    // Her receipt's button is the link; she opens it signed out.
    const mail = await waitForMail(DEMO_CUSTOMER, (m) => m.subject.includes(number));
    const link = /\/confirm-order\?token=[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link, "the confirmation link in the receipt").toBeTruthy();
    await page.goto(link ?? "/");
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your order is confirmed.");
    const share = page.getByRole("link", { name: "Share on WhatsApp" });
    await expect(share).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${number}`));

    // The same link again changes nothing and says so.
    await page.goto(link ?? "/");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByRole("alert")).toContainText("This link was already used");

    const shipped = await request.put(`/api/orders/${order._id}/status`, {
      headers: seller.headers,
      data: { orderStatus: "Shipped", trackingNumber: "TCS-E2E-1" },
    });
    expect(shipped.ok(), "the seller ships the confirmed order").toBe(true);
  });
});
