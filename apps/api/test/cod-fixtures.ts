import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { mailDeliveries, notifications, orders, products, stores } from "../src/db/schema/index.ts";
import { createCustomer, createProduct, createSellerWithStore, orderOf } from "./fixtures.ts";

/**
 * Shared steps of the Cash-on-Delivery confirmation and refusal tests (decision 0034), on `t.app`
 * as it is when a step runs (so a file may make them before its app is built).
 */
export function codSteps(t: { readonly app: FastifyInstance }) {
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  async function shop(quantity = 10) {
    const { seller, store } = await createSellerWithStore(t.app);
    const product = await createProduct(t.app, store.id, { price: 500, quantity });
    const customer = await createCustomer(t.app, "Ayesha Khan");
    return { seller, store, product, customer };
  }

  async function placeCod(token: string, productId: string, quantity = 1) {
    return orderOf(t.app, token, productId, quantity);
  }

  const move = (token: string, orderId: string, body: object) =>
    call("PUT", `/api/orders/${orderId}/status`, token, body);

  async function stockOf(productId: string) {
    const [row] = await t.app.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, productId));
    return row?.q;
  }

  async function orderRow(orderId: string) {
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  }

  /** The rendered e-mail the queue's worker wrote for this order's event and recipient. */
  async function mailOf(eventKey: string, to: string) {
    return vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(mailDeliveries)
          .where(and(eq(mailDeliveries.eventKey, eventKey), eq(mailDeliveries.toAddress, to)));
        if (!row) throw new Error("no e-mail yet");
        return row;
      },
      { timeout: 20_000, interval: 200 },
    );
  }

  /** The notifications the recipient got of one order's events, once `count` are written. */
  async function noticesOf(recipientId: string, count: number, titlePart: string) {
    return vi.waitFor(
      async () => {
        const rows = (
          await t.app.db.select().from(notifications).where(eq(notifications.recipientId, recipientId))
        ).filter((n) => n.title.includes(titlePart));
        if (rows.length < count) throw new Error(`${rows.length} notices so far`);
        return rows;
      },
      { timeout: 20_000, interval: 200 },
    );
  }

  return { call, shop, placeCod, move, stockOf, orderRow, mailOf, noticesOf };
}

/**
 * The buyer confirms her Cash-on-Delivery order, as she does before the maker may ship it (decision
 * 0034): for tests whose orders go on to Shipped or Delivered. Other orders need nothing.
 */
export async function confirmAsBuyer(
  app: FastifyInstance,
  customerToken: string,
  order: { _id: string; confirmation?: string },
): Promise<void> {
  if (order.confirmation !== "awaiting") return;
  const res = await app.inject({
    method: "POST",
    url: `/api/orders/${order._id}/confirm`,
    headers: { authorization: `Bearer ${customerToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`confirming failed: ${res.statusCode} ${res.body}`);
}

/**
 * A confirmed Cash-on-Delivery order of a new store whose location names its city (where a courier
 * picks the parcel up), ready to ship: the shop's people and product, and the order as placed.
 */
export async function confirmedCodOrder(
  app: FastifyInstance,
  location = "House 4, Gulberg, Lahore",
  /** A shop an earlier call made, for one more order from it (each new shop signs two people up). */
  sameShop?: CodShop,
) {
  const steps = codSteps({ app });
  const { seller, store, product, customer } = sameShop ?? (await steps.shop());
  if (!sameShop) await app.db.update(stores).set({ location }).where(eq(stores.id, store.id));
  const placed = (await steps.placeCod(customer.token, product.id)).json().data;
  await confirmAsBuyer(app, customer.token, placed);
  return { seller, store, product, customer, order: placed as { _id: string; totalPrice: number } };
}

/** The seller, store, product and customer of a `confirmedCodOrder`. */
export type CodShop = Awaited<ReturnType<ReturnType<typeof codSteps>["shop"]>>;
