import { PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { codSteps } from "../../../test/cod-fixtures.ts";
import {
  createCustomer,
  createProduct,
  createSellerWithStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld } from "../../../test/ledger-fixtures.ts";
import { askedReturn } from "../../../test/return-fixtures.ts";
import { notifications, orderEvents, orderItems, orders } from "../../db/schema/index.ts";
import { answerConfirmationLink, confirmOrder, expireIfDue } from "../orders/cod-confirmation.service.ts";
import { confirmationTokens } from "../orders/confirmation-tokens.ts";
import { cancelOrderByCustomer } from "../orders/orders.service.ts";
import { placeOrder } from "../orders/place-order.service.ts";
import { addReview } from "../orders/reviews.service.ts";
import { sellerDecides } from "../returns/return-decisions.service.ts";

/**
 * A process that stops between an order's commit and its job leaves an event nobody is told of
 * (decision 0029). Placing an order through the service, not the route, is that: committed, never
 * queued.
 */
describe("events committed but never queued", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function orderNeverQueued() {
    const customer = await createCustomer(t.app);
    const { seller, store } = await createSellerWithStore(t.app);
    const product = await createProduct(t.app, store.id);
    // Read as the route reads it, defaults filled in.
    const input = PlaceOrderInput.parse({
      products: [{ product: product.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    });
    const { body } = await placeOrder(t.app.db, customer.id, input);
    return { customer, seller, orderId: body.data._id };
  }
  const toldOf = (orderId: string) =>
    t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `order-placed:${orderId}`));

  it("are queued by the next look, and told once however often it looks", async () => {
    const { orderId, customer, seller } = await orderNeverQueued();
    expect(await toldOf(orderId)).toHaveLength(0);

    expect(await t.app.tellMissedEvents()).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () => expect(await toldOf(orderId)).toHaveLength(2), { timeout: 20_000 });
    await t.app.tellMissedEvents();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const told = await toldOf(orderId);
    expect(told.map((n) => `${n.recipientRole}:${n.recipientId}`).sort()).toEqual(
      [`customer:${customer.id}`, `seller:${seller.id}`].sort(),
    );
  });

  it("include a review whose seller was never told of it", async () => {
    const world = await ledgerWorld(t.app);
    const orderId = await deliveredAndPaid(t.app, world, "Cash on Delivery");
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    if (!item) throw new Error("the order has no item");
    // Through the service, not the route: the review is committed and its event never queued.
    await addReview(t.app.db, world.customer.id, orderId, item.id, { rating: 5, comment: "Beautiful work" });
    const toldOfReview = () =>
      t.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventKey, `review-received:${item.id}`));
    expect(await toldOfReview()).toHaveLength(0);

    await t.app.tellMissedEvents();
    await vi.waitFor(async () => expect(await toldOfReview()).toHaveLength(1), { timeout: 20_000 });
    const [notice] = await toldOfReview();
    expect(notice?.recipientRole).toBe("seller");
    expect(notice?.recipientId).toBe(world.seller.id);
  });

  /** Who was told of the event with this key, as "role:id", once `count` notices are written. */
  async function toldOfKey(key: string, count: number) {
    const read = async () =>
      (await t.app.db.select().from(notifications).where(eq(notifications.eventKey, key)))
        .map((n) => `${n.recipientRole}:${n.recipientId}`)
        .sort();
    expect(await read(), `nobody yet of ${key}`).toEqual([]);
    await t.app.tellMissedEvents();
    await vi.waitFor(async () => expect(await read()).toHaveLength(count), { timeout: 20_000 });
    return read();
  }

  // Through the services, not the routes: each change is committed and its event never queued.
  it("include a COD order's confirmation, its cancellation by the buyer, and its end when the window closed unconfirmed (both sides)", async () => {
    const world = await ledgerWorld(t.app);
    // Placed through the route (its own event is told), still awaiting its buyer.
    const placeAwaiting = async () =>
      (await codSteps(t).placeCod(world.customer.token, world.product.id)).json().data._id as string;
    const confirmed = await placeAwaiting();
    await confirmOrder(t.app.db, world.customer.id, confirmed);
    const [confirmation] = await t.app.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, confirmed), eq(orderEvents.kind, "confirmation")));
    expect(await toldOfKey(`order-status:${confirmation?.id}`, 1)).toEqual([`seller:${world.seller.id}`]);

    // Cancelled from her e-mail's link or from My Orders: the store's owner is told (issue 34, item 2).
    const tokens = confirmationTokens(t.app.jwtSecret);
    const linked = await placeAwaiting();
    const token = await tokens.sign(linked, new Date(Date.now() + 3600_000));
    const { order: dropped } = await answerConfirmationLink(t.app.db, tokens, { token, action: "cancel" });
    const droppedEvent = dropped.events.findLast((e) => e.kind === "status" && e.by === "customer");
    expect(await toldOfKey(`order-status:${droppedEvent?._id}`, 1)).toEqual([`seller:${world.seller.id}`]);
    const fromMyOrders = await placeAwaiting();
    const withdrawn = await cancelOrderByCustomer(
      t.app.db,
      world.customer.id,
      fromMyOrders,
      "Found it cheaper",
    );
    const withdrawnEvent = withdrawn.events.findLast((e) => e.kind === "status" && e.by === "customer");
    expect(await toldOfKey(`order-status:${withdrawnEvent?._id}`, 1)).toEqual([`seller:${world.seller.id}`]);

    const unconfirmed = await placeAwaiting();
    const afterTheWindow = new Date(Date.now() + 200 * 3600_000);
    const cancelled = await expireIfDue(t.app.db, unconfirmed, afterTheWindow);
    const ended = cancelled?.events.findLast((e) => e.kind === "status" && e.by === "system");
    expect(ended?.to).toBe("Cancelled");
    expect(await toldOfKey(`order-status:${ended?._id}`, 2)).toEqual(
      [`customer:${world.customer.id}`, `seller:${world.seller.id}`].sort(),
    );
  });

  it("include a step of a return whose other side was never told of it", async () => {
    const world = await ledgerWorld(t.app);
    const orderId = await deliveredAndPaid(t.app, world, "Cash on Delivery");
    const returnId = await askedReturn(t.app, world, orderId);
    const { stepId } = await sellerDecides(
      t.app.db,
      world.seller.id,
      returnId,
      "decline",
      "It left us whole.",
    );
    expect(await toldOfKey(`return-step:${stepId}`, 1)).toEqual([`customer:${world.customer.id}`]);
  });

  it("leave alone what happened before this database first told anyone (a demo catalog, a filled bench)", async () => {
    const { orderId } = await orderNeverQueued();
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(orders.id, orderId));
    await t.app.tellMissedEvents();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await toldOf(orderId)).toHaveLength(0);
  });
});
