import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createSellerWithStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/smtp-inbox.ts";
import { notifications } from "../../db/schema/index.ts";

/**
 * The queue keeps up with a burst of orders (issue 37, item 9): it once took one job a second per
 * process, so 100 orders took 100 s to reach the seller's bell and twice that to e-mail. The target
 * is 10 s on one process; the deadline here is 30 s, for a slow, busy test machine, and still far
 * below what one job a second needs.
 */
const ORDERS = 100;
const DEADLINE_MS = 30_000;

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: "https://shop.example.pk" });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe("a burst of orders", () => {
  it(`tells the seller and e-mails both sides of ${ORDERS} orders within ${DEADLINE_MS / 1000} s`, {
    timeout: 180_000,
  }, async () => {
    const { seller, store } = await createSellerWithStore(t.app, "Gul Bano");
    const product = await createProduct(t.app, store.id, { quantity: ORDERS * 2 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createCustomer(t.app)));
    const placeOne = async (n: number) => {
      const buyer = buyers[n % buyers.length];
      const res = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { authorization: `Bearer ${buyer?.token}` },
        payload: { products: [{ product: product.id, quantity: 1 }], shippingAddress: SHIPPING_ADDRESS },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    // Ten buyers at a time, as a busy hour's checkouts would come.
    for (let n = 0; n < ORDERS; n += 10)
      await Promise.all(Array.from({ length: 10 }, (_, i) => placeOne(n + i)));
    const placed = Date.now();

    const sellerNotified = async () => {
      const [row] = await t.app.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientRole, "seller"),
            eq(notifications.recipientId, seller.id),
            eq(notifications.kind, "new-order"),
          ),
        );
      return row?.n ?? 0;
    };
    /** Polls `measure` until it reaches `target` or the deadline (counted from the last order) passes. */
    const byDeadline = async (measure: () => number | Promise<number>, target: number) => {
      let reached = await measure();
      while (reached < target && Date.now() - placed < DEADLINE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        reached = await measure();
      }
      return reached;
    };
    expect(await byDeadline(sellerNotified, ORDERS)).toBe(ORDERS);
    // Each order e-mails its buyer and the seller.
    expect(await byDeadline(() => inbox.received.length, ORDERS * 2)).toBe(ORDERS * 2);
    const toSeller = inbox.received.filter((mail) => mail.to.includes(seller.email));
    const toBuyers = inbox.received.filter((mail) => buyers.some((b) => mail.to.includes(b.email)));
    expect([toSeller.length, toBuyers.length]).toEqual([ORDERS, ORDERS]);
  });
});
