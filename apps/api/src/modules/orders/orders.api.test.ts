import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  createCustomer,
  createProduct,
  createSeller,
  createSellerWithStore,
  LAHORE_ADDRESS,
  productStock,
} from "../../../test/fixtures.ts";
import { orderEvents, orders, products } from "../../db/schema/index.ts";

const address = LAHORE_ADDRESS;

const t = testAppForFile();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function place(
  token: string,
  items: Array<{ product: string; quantity: number; price?: number }>,
  headers = {},
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...auth(token), ...headers },
    payload: { products: items, shippingAddress: address, paymentMethod: "Cash on Delivery", notes: "" },
  });
  // The COD buyer confirms, so the store may ship it (decision 0034; cod-confirmation.api.test.ts
  // covers an order that waits).
  if (res.statusCode === 201) await confirmAsBuyer(t.app, token, res.json().data);
  return res;
}

const stockOf = (productId: string) => productStock(t.app, productId);

async function sellerWithProduct(options: Parameters<typeof createProduct>[2] = {}) {
  const { seller, store } = await createSellerWithStore(t.app);
  const product = await createProduct(t.app, store.id, options);
  return { seller, store, product };
}

describe("placing an order", () => {
  it("prices from the database: Rs 1000 exactly still pays Rs 50 shipping, plus 5% tax", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct({ price: 500, quantity: 10 });
    const res = await place(customer.token, [{ product: product.id, quantity: 2, price: 1 }]);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ itemsPrice: 1000, shippingPrice: 50, taxPrice: 50, totalPrice: 1100 });
    expect(order.products[0]).toMatchObject({ quantity: 2, price: 500, product: { name: product.name } });
    expect(order).toMatchObject({ orderStatus: "Pending", paymentStatus: "Pending", user_id: customer.id });
    expect(order.events).toEqual([expect.objectContaining({ kind: "status", from: null, to: "Pending" })]);
    expect(await stockOf(product.id)).toBe(8);
  });

  it("keeps the product's first thumbnail on each item, so the order shows its picture", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct();
    const res = await place(customer.token, [{ product: product.id, quantity: 1 }]);
    expect(res.statusCode).toBe(201);
    // The fixture gives every product one image at position 0.
    expect(res.json().data.products[0].product.images).toEqual(["/uploads/products/x-thumb.webp"]);
  });

  it("ships free above Rs 1000 and charges the active sale price", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct({ price: 800, salePrice: 500.5, quantity: 5 });
    const res = await place(customer.token, [{ product: product.id, quantity: 2 }]);
    expect(res.json().data).toMatchObject({
      itemsPrice: 1001,
      shippingPrice: 0,
      taxPrice: 50.05,
      totalPrice: 1051.05,
    });
  });

  it("charges the regular price once a sale has ended", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct({
      price: 800,
      salePrice: 600,
      saleEndsAt: new Date(Date.now() - 60_000),
    });
    const res = await place(customer.token, [{ product: product.id, quantity: 1 }]);
    expect(res.json().data.itemsPrice).toBe(800);
  });

  it("splits a cart spanning two stores into one order per store, in one checkout", async () => {
    const customer = await createCustomer(t.app);
    const a = await sellerWithProduct({ price: 300 });
    const b = await sellerWithProduct({ price: 700 });
    const res = await place(customer.token, [
      { product: a.product.id, quantity: 1 },
      { product: b.product.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.orders).toHaveLength(2);
    expect(body.data._id).toBe(body.orders[0]._id);
    const byStore = Object.fromEntries(body.orders.map((o: { store_id: string }) => [o.store_id, o]));
    expect(byStore[a.store.id]).toMatchObject({ itemsPrice: 300, shippingPrice: 50, totalPrice: 365 });
    expect(byStore[b.store.id]).toMatchObject({ itemsPrice: 1400, shippingPrice: 0, totalPrice: 1470 });
    expect(body.orders[0].checkoutId).toBe(body.orders[1].checkoutId);
  });

  it("refuses the whole checkout with 409 naming the product when one item is short, changing nothing", async () => {
    const customer = await createCustomer(t.app);
    const plenty = await sellerWithProduct({ quantity: 10 });
    const scarce = await sellerWithProduct({ name: "Blue Pottery Vase", quantity: 1 });
    const res = await place(customer.token, [
      { product: plenty.product.id, quantity: 3 },
      { product: scarce.product.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Blue Pottery Vase");
    expect(await stockOf(plenty.product.id)).toBe(10);
    expect(await stockOf(scarce.product.id)).toBe(1);
    const placed = await t.app.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(placed).toHaveLength(0);
  });

  it("never oversells: 50 concurrent buyers of a product with 5 in stock, exactly 5 succeed", async () => {
    const { product } = await sellerWithProduct({ name: "Phulkari Dupatta", quantity: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createCustomer(t.app, `Buyer ${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((b) => place(b.token, [{ product: product.id, quantity: 1 }])),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toContain("Phulkari Dupatta");
    expect(await stockOf(product.id)).toBe(0);
  });

  it("returns the first answer for a retried Idempotency-Key and creates nothing new", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct({ quantity: 10 });
    const key = { "idempotency-key": "checkout-attempt-1" };
    const first = await place(customer.token, [{ product: product.id, quantity: 2 }], key);
    const retry = await place(customer.token, [{ product: product.id, quantity: 2 }], key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data._id).toBe(first.json().data._id);
    expect(await stockOf(product.id)).toBe(8);
    const placed = await t.app.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(placed).toHaveLength(1);

    const different = await place(customer.token, [{ product: product.id, quantity: 3 }], key);
    expect(different.statusCode).toBe(422);
  });

  it("rejects bad input with per-field errors and changes nothing", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct({ quantity: 4 });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: auth(customer.token),
      payload: {
        products: [{ product: product.id, quantity: 0 }],
        shippingAddress: { ...address, city: "  " },
      },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["products.0.quantity", "shippingAddress.city"]));
    expect(await stockOf(product.id)).toBe(4);
  });

  it("needs a customer token: none is 401, a seller's is 403, another user's id is 403", async () => {
    const { seller, product } = await sellerWithProduct();
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    const none = await t.app.inject({ method: "POST", url: "/api/orders", payload: {} });
    expect(none.statusCode).toBe(401);
    expect((await place(seller.token, [{ product: product.id, quantity: 1 }])).statusCode).toBe(403);
    const forOther = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: auth(customer.token),
      payload: {
        user_id: other.id,
        products: [{ product: product.id, quantity: 1 }],
        shippingAddress: address,
      },
    });
    expect(forOther.statusCode).toBe(403);
  });
});

describe("following and managing orders", () => {
  it("shows customers only their own orders, newest first", async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    const { product } = await sellerWithProduct({ quantity: 10 });
    const first = (await place(customer.token, [{ product: product.id, quantity: 1 }])).json().data;
    const second = (await place(customer.token, [{ product: product.id, quantity: 2 }])).json().data;
    const mine = await t.app.inject({
      url: `/api/orders/user/${customer.id}`,
      headers: auth(customer.token),
    });
    expect(mine.json().data.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);
    const theirs = await t.app.inject({ url: `/api/orders/user/${customer.id}`, headers: auth(other.token) });
    expect(theirs.statusCode).toBe(403);
    const one = await t.app.inject({ url: `/api/orders/${first._id}`, headers: auth(other.token) });
    expect(one.statusCode).toBe(403);
  });

  it("lets only the owning seller see and change a store's orders", async () => {
    const customer = await createCustomer(t.app);
    const { seller, store, product } = await sellerWithProduct({ quantity: 10 });
    const stranger = await createSeller(t.app);
    const order = (await place(customer.token, [{ product: product.id, quantity: 1 }])).json().data;

    const list = await t.app.inject({ url: `/api/orders/store/${store.id}`, headers: auth(seller.token) });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0].customer).toMatchObject({ name: customer.name });
    const strangerList = await t.app.inject({
      url: `/api/orders/store/${store.id}`,
      headers: auth(stranger.token),
    });
    expect(strangerList.statusCode).toBe(403);

    const change = (token?: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/orders/${order._id}/status`,
        headers: token ? auth(token) : {},
        payload: { orderStatus: "Processing" },
      });
    expect((await change()).statusCode).toBe(401);
    expect((await change(customer.token)).statusCode).toBe(403);
    expect((await change(stranger.token)).statusCode).toBe(403);
    const pay = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order._id}/payment`,
      headers: auth(stranger.token),
      payload: { paymentStatus: "Paid" },
    });
    expect(pay.statusCode).toBe(403);
    const after = await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth(seller.token) });
    expect(after.json().data).toMatchObject({ orderStatus: "Pending", paymentStatus: "Pending" });
    expect((await change(seller.token)).json().data.orderStatus).toBe("Processing");
  });

  it("needs a tracking number for Shipped, keeps every change as an event and dates delivery", async () => {
    const customer = await createCustomer(t.app);
    const { seller, product } = await sellerWithProduct({ quantity: 10 });
    const order = (await place(customer.token, [{ product: product.id, quantity: 1 }])).json().data;
    const set = (payload: object, path = "status") =>
      t.app.inject({
        method: "PUT",
        url: `/api/orders/${order._id}/${path}`,
        headers: auth(seller.token),
        payload,
      });

    const blank = await set({ orderStatus: "Shipped", trackingNumber: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ field: "trackingNumber" });

    const shipped = await set({ orderStatus: "Shipped", trackingNumber: "TCS-778899" });
    expect(shipped.json().data).toMatchObject({ orderStatus: "Shipped", trackingNumber: "TCS-778899" });
    const delivered = (await set({ orderStatus: "Delivered" })).json().data;
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.trackingNumber).toBe("TCS-778899");
    const paid = (await set({ paymentStatus: "Paid" }, "payment")).json().data;
    expect(
      paid.events.map((e: { kind: string; from: string | null; to: string }) => [e.kind, e.from, e.to]),
    ).toEqual([
      ["status", null, "Pending"],
      ["confirmation", "awaiting", "confirmed"],
      ["status", "Pending", "Shipped"],
      ["status", "Shipped", "Delivered"],
      ["payment", "Pending", "Paid"],
    ]);
    expect(paid.events[2]).toMatchObject({ trackingNumber: "TCS-778899", by: "seller" });

    const customerView = await t.app.inject({
      url: `/api/orders/user/${customer.id}`,
      headers: auth(customer.token),
    });
    expect(customerView.json().data[0]).toMatchObject({
      trackingNumber: "TCS-778899",
      orderStatus: "Delivered",
    });
  });

  it("answers unknown and malformed order ids with 404", async () => {
    const seller = await createSeller(t.app);
    for (const id of ["not-a-uuid", "0190f0e5-1111-7000-8000-000000000000"]) {
      const res = await t.app.inject({ url: `/api/orders/${id}`, headers: auth(seller.token) });
      expect(res.statusCode).toBe(404);
    }
  });

  it("keeps an order readable after its product is deleted", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await sellerWithProduct({ name: "Ajrak Shawl", price: 1200 });
    const order = (await place(customer.token, [{ product: product.id, quantity: 1 }])).json().data;
    await t.app.db.delete(products).where(eq(products.id, product.id));
    const res = await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth(customer.token) });
    expect(res.json().data.products[0]).toMatchObject({
      price: 1200,
      product: { _id: null, name: "Ajrak Shawl" },
    });
  });
});

/** A seller's order of `quantity` units, with a helper that asks to move it. */
async function sellersOrder(quantity = 2, stock = 10) {
  const customer = await createCustomer(t.app);
  const { seller, product } = await sellerWithProduct({ name: "Clay Handi", quantity: stock });
  const order = (await place(customer.token, [{ product: product.id, quantity }])).json().data;
  const move = (orderStatus: string, trackingNumber?: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/orders/${order._id}/status`,
      headers: auth(seller.token),
      payload: { orderStatus, trackingNumber },
    });
  const read = async () =>
    (await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth(seller.token) })).json().data;
  return { customer, seller, product, order, move, read };
}

/** Moves a fresh order to `status` along allowed steps. */
async function orderAt(
  status: "Pending" | "Processing" | "Shipped" | "Delivered" | "Cancelled" | "Returned",
) {
  const o = await sellersOrder();
  const path: Record<string, string[]> = {
    Pending: [],
    Processing: ["Processing"],
    Shipped: ["Shipped"],
    Delivered: ["Shipped", "Delivered"],
    Cancelled: ["Cancelled"],
    Returned: ["Shipped", "Returned"],
  };
  for (const step of path[status] ?? []) {
    const res = await o.move(step, step === "Shipped" ? "TCS-1001" : undefined);
    expect(res.statusCode).toBe(200);
  }
  return o;
}

describe("order status rules", () => {
  it("moves forward along Pending, Processing, Shipped, Delivered, and may skip steps", async () => {
    const skip = await sellersOrder();
    expect((await skip.move("Shipped", "TCS-1001")).json().data.orderStatus).toBe("Shipped");
    // Never straight from Pending to Delivered: nobody accepted nor sent it (issue 34).
    const straight = await sellersOrder();
    const refused = await straight.move("Delivered");
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "A Pending order is accepted (Processing) or shipped before it is marked Delivered.",
    ]);

    const o = await sellersOrder();
    expect((await o.move("Processing")).json().data.orderStatus).toBe("Processing");
    const delivered = await o.move("Delivered");
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ orderStatus: "Delivered" });
    expect(delivered.json().data.deliveredAt).not.toBeNull();
  });

  it("refuses to move an order back with 409 naming both statuses, changing nothing", async () => {
    for (const [from, to] of [
      ["Delivered", "Pending"],
      ["Delivered", "Shipped"],
      ["Shipped", "Processing"],
      ["Processing", "Pending"],
    ] as const) {
      const o = await orderAt(from);
      const before = await o.read();
      const res = await o.move(to, to === "Shipped" ? "TCS-2002" : undefined);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: `A ${from} order cannot go back to ${to}.`,
      });
      const after = await o.read();
      expect(after.orderStatus).toBe(from);
      expect(after.events).toHaveLength(before.events.length);
    }
  });

  it("keeps Cancelled and Returned final: every move out of them is 409 and the stock stays put", async () => {
    for (const from of ["Cancelled", "Returned"] as const) {
      const o = await orderAt(from);
      expect(await stockOf(o.product.id)).toBe(10);
      for (const to of ["Pending", "Processing", "Shipped", "Delivered", "Cancelled", "Returned"]) {
        if (to === from) continue;
        const res = await o.move(to, to === "Shipped" ? "TCS-3003" : undefined);
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json().message).toBe(`A ${from} order is final: it cannot move to ${to}.`);
      }
      expect((await o.read()).orderStatus).toBe(from);
      expect(await stockOf(o.product.id)).toBe(10);
    }
  });

  it("refuses to cancel a delivered order and to return one that never shipped", async () => {
    const delivered = await orderAt("Delivered");
    const cancel = await delivered.move("Cancelled");
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      "A Delivered order cannot be cancelled; it can only be marked Returned.",
    );

    for (const from of ["Pending", "Processing"] as const) {
      const o = await orderAt(from);
      const res = await o.move("Returned");
      expect(res.statusCode, `${from} → Returned`).toBe(409);
      expect(res.json().message).toBe(
        `A ${from} order cannot be marked Returned: only shipped or delivered orders can.`,
      );
      expect(await stockOf(o.product.id)).toBe(8);
    }
  });

  it("still needs a tracking number for Shipped: missing or blank is 400 and the order stays", async () => {
    const o = await sellersOrder();
    for (const trackingNumber of [undefined, "   "]) {
      const res = await o.move("Shipped", trackingNumber);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: "trackingNumber" });
    }
    expect((await o.read()).orderStatus).toBe("Pending");
  });

  it("lets the seller correct a shipped order's tracking number, kept as its own event", async () => {
    const o = await orderAt("Shipped");
    const same = await o.move("Shipped", "TCS-1001");
    expect(same.statusCode).toBe(200);
    // Placed, confirmed by the buyer, shipped: no new event.
    expect(same.json().data.events).toHaveLength(3);

    const fixed = await o.move("Shipped", "TCS-9999");
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ orderStatus: "Shipped", trackingNumber: "TCS-9999" });
    expect(fixed.json().data.events.at(-1)).toMatchObject({
      from: "Shipped",
      to: "Shipped",
      trackingNumber: "TCS-9999",
      by: "seller",
    });
  });

  it("answers the same status again with the order unchanged", async () => {
    const o = await sellersOrder();
    const res = await o.move("Pending");
    expect(res.statusCode).toBe(200);
    // Placed and confirmed by the buyer: no new event.
    expect(res.json().data.events).toHaveLength(2);
  });

  it("puts the stock back once when an order is cancelled or returned", async () => {
    const cancelled = await sellersOrder(2, 3);
    expect(await stockOf(cancelled.product.id)).toBe(1);
    expect((await cancelled.move("Cancelled")).statusCode).toBe(200);
    expect(await stockOf(cancelled.product.id)).toBe(3);
    expect((await cancelled.move("Cancelled")).statusCode).toBe(200);
    expect(await stockOf(cancelled.product.id)).toBe(3);

    const returned = await orderAt("Delivered");
    expect(await stockOf(returned.product.id)).toBe(8);
    const res = await returned.move("Returned");
    expect(res.json().data).toMatchObject({ orderStatus: "Returned" });
    // Returned after delivery keeps the day it was delivered.
    expect(res.json().data.deliveredAt).not.toBeNull();
    expect(await stockOf(returned.product.id)).toBe(10);
  });
});

describe("a customer cancelling her order", () => {
  const cancel = (orderId: string, token?: string, payload: object = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/orders/${orderId}/cancel`,
      headers: token ? auth(token) : {},
      payload,
    });

  it("cancels her pending order: stock goes back and the seller sees who cancelled and why", async () => {
    const o = await sellersOrder(2, 5);
    expect(await stockOf(o.product.id)).toBe(3);
    const res = await cancel(o.order._id, o.customer.token, { reason: "  Ordered the wrong colour  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Your order has been cancelled.",
      data: { _id: o.order._id, orderStatus: "Cancelled" },
    });
    expect(res.json().data.events.at(-1)).toMatchObject({
      kind: "status",
      from: "Pending",
      to: "Cancelled",
      by: "customer",
      reason: "Ordered the wrong colour",
    });
    expect(await stockOf(o.product.id)).toBe(5);

    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.order._id));
    expect(events.find((e) => e.toValue === "Cancelled")).toMatchObject({
      actorRole: "customer",
      actorId: o.customer.id,
      reason: "Ordered the wrong colour",
    });

    const sellerView = await o.read();
    expect(sellerView.orderStatus).toBe("Cancelled");
    expect(sellerView.events.at(-1)).toMatchObject({ by: "customer", reason: "Ordered the wrong colour" });
    // The seller can no longer move it.
    expect((await o.move("Processing")).statusCode).toBe(409);
  });

  it("cancels a processing order without a reason, keeping the reason empty", async () => {
    const o = await orderAt("Processing");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/orders/${o.order._id}/cancel`,
      headers: auth(o.customer.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orderStatus).toBe("Cancelled");
    expect(res.json().data.events.at(-1)).toMatchObject({ from: "Processing", reason: null, by: "customer" });
    expect(await stockOf(o.product.id)).toBe(10);
  });

  it("refuses with 409 once the order has shipped, or when it is already cancelled, changing nothing", async () => {
    for (const status of ["Shipped", "Delivered", "Returned"] as const) {
      const o = await orderAt(status);
      const stock = await stockOf(o.product.id);
      const res = await cancel(o.order._id, o.customer.token, { reason: "Too late?" });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(
        `This order is already ${status}, so it can no longer be cancelled. Please contact the store.`,
      );
      expect((await o.read()).orderStatus).toBe(status);
      expect(await stockOf(o.product.id)).toBe(stock);
    }
    const cancelled = await orderAt("Cancelled");
    const again = await cancel(cancelled.order._id, cancelled.customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order is already cancelled.");
    expect(await stockOf(cancelled.product.id)).toBe(10);
  });

  it("racing the seller's shipment, exactly one of the two wins and the stock matches it", async () => {
    const o = await sellersOrder(2, 5);
    const [cancelled, shipped] = await Promise.all([
      cancel(o.order._id, o.customer.token),
      o.move("Shipped", "TCS-4004"),
    ]);
    expect([cancelled.statusCode, shipped.statusCode].sort()).toEqual([200, 409]);
    const final = await o.read();
    expect(final.orderStatus).toBe(cancelled.statusCode === 200 ? "Cancelled" : "Shipped");
    expect(await stockOf(o.product.id)).toBe(cancelled.statusCode === 200 ? 5 : 3);
  });

  it("is the customer's own: no token 401, a seller 403, another customer 403, unknown id 404", async () => {
    const o = await sellersOrder();
    const other = await createCustomer(t.app);
    expect((await cancel(o.order._id)).statusCode).toBe(401);
    expect((await cancel(o.order._id, o.seller.token)).statusCode).toBe(403);
    const theirs = await cancel(o.order._id, other.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe("This order belongs to another account.");
    for (const id of ["not-a-uuid", "0190f0e5-1111-7000-8000-000000000000"]) {
      expect((await cancel(id, o.customer.token)).statusCode).toBe(404);
    }
    expect((await o.read()).orderStatus).toBe("Pending");
    expect(await stockOf(o.product.id)).toBe(8);
  });

  it("rejects a reason over 500 characters with a field error and keeps the order", async () => {
    const o = await sellersOrder();
    const res = await cancel(o.order._id, o.customer.token, { reason: "x".repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: "reason",
      message: "The reason must be at most 500 characters.",
    });
    expect((await o.read()).orderStatus).toBe("Pending");
  });
});

describe("reviews", () => {
  it("lets a customer rate each item of a delivered order once, feeding the product's rating", async () => {
    const customer = await createCustomer(t.app, "Hina Siddiqui");
    const { seller, product } = await sellerWithProduct({ quantity: 5 });
    const order = (await place(customer.token, [{ product: product.id, quantity: 1 }])).json().data;
    const itemId = order.products[0]._id;
    const review = (rating: number, token = customer.token) =>
      t.app.inject({
        method: "POST",
        url: `/api/orders/${order._id}/items/${itemId}/review`,
        headers: auth(token),
        payload: { rating, comment: "Lovely stitching" },
      });

    expect((await review(5)).statusCode).toBe(409);
    for (const orderStatus of ["Processing", "Delivered"])
      await t.app.inject({
        method: "PUT",
        url: `/api/orders/${order._id}/status`,
        headers: auth(seller.token),
        payload: { orderStatus },
      });
    expect((await review(6)).statusCode).toBe(400);
    const stranger = await createCustomer(t.app);
    expect((await review(4, stranger.token)).statusCode).toBe(403);
    const ok = await review(4);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().review).toMatchObject({ productRating: 4, reviewCount: 1 });
    expect((await review(5)).statusCode).toBe(409);

    const list = await t.app.inject({ url: `/api/products/${product.id}/reviews` });
    expect(list.json()).toMatchObject({
      averageRating: 4,
      reviewCount: 1,
      reviews: [{ rating: 4, comment: "Lovely stitching", author: "Hina" }],
    });
    const mine = await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth(customer.token) });
    expect(mine.json().data.products[0].review).toMatchObject({ rating: 4 });
  });
});
