import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { type CodShop, confirmedCodOrder } from "../../../test/cod-fixtures.ts";
import { ScriptedCourier } from "../../../test/scripted-courier.ts";
import { couriers, notifications, orders, products, shipments } from "../../db/schema/index.ts";
import { CourierError } from "./courier-adapter.ts";
import { LOOK_EVERY_MS, PARCELS_PER_CALL, trackCourier } from "./tracking.service.ts";
import { COURIER_TRACKING_QUEUE } from "./tracking-job.ts";

const t = testAppForFile();
let postex: ScriptedCourier;
beforeAll(async () => {
  postex = new ScriptedCourier("postex");
  t.app.courierRegistry.register("postex", () => postex, "http://127.0.0.1:9");
});

const HOUR = 3600_000;

/** A confirmed COD order booked with the scripted PostEx: its consignment number and order id. */
async function bookedParcel(sameShop?: CodShop) {
  const made = await confirmedCodOrder(t.app, "Shop 2, Saddar, Karachi", sameShop);
  const { seller, customer, order: placed } = made;
  const res = await t.app.inject({
    method: "POST",
    url: `/api/orders/${placed._id}/shipment`,
    headers: { authorization: `Bearer ${seller.token}` },
    payload: { courier: "postex", book: { weightGrams: 600, pieces: 1 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    orderId: placed._id as string,
    cn: res.json().data.shipment.consignmentNumber as string,
    customer,
    shop: made as CodShop,
  };
}

async function orderOf(id: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function parcelOf(cn: string) {
  const [row] = await t.app.db.select().from(shipments).where(eq(shipments.consignmentNumber, cn));
  return row;
}

describe("following booked parcels", () => {
  it("keeps the courier's events, unknown codes in its own words, and moves a delivered COD order to Delivered and Paid", async () => {
    const { orderId, cn, customer } = await bookedParcel();
    const start = new Date(Date.now() + HOUR);
    postex.happen(cn, "0003", "Picked up by rider", "picked_up", new Date(start.getTime() - 50 * 60_000));
    postex.happen(cn, "0013", "Held at hub: weather", null, new Date(start.getTime() - 40 * 60_000));
    const first = await trackCourier(t.app.db, t.app.courierRegistry, "postex", start);
    expect(first.ran).toBe(true);
    expect((await parcelOf(cn))?.status).toBe("picked_up");
    expect((await orderOf(orderId))?.orderStatus).toBe("Shipped");

    // Within two hours the parcel is not asked about again.
    postex.happen(cn, "0005", "Delivered to consignee", "delivered", new Date(start.getTime() + 30 * 60_000));
    const early = await trackCourier(
      t.app.db,
      t.app.courierRegistry,
      "postex",
      new Date(start.getTime() + HOUR),
    );
    expect(early.asked).toBe(0);
    const later = await trackCourier(
      t.app.db,
      t.app.courierRegistry,
      "postex",
      new Date(start.getTime() + LOOK_EVERY_MS),
    );
    expect(later.moves).toHaveLength(1);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ orderStatus: "Delivered", paymentStatus: "Paid", inLedger: true });
    expect((await parcelOf(cn))?.nextTrackAt).toBeNull();

    const mine = (
      await t.app.inject({
        url: `/api/orders/${orderId}`,
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json().data;
    expect(mine.shipment.status).toBe("delivered");
    expect(
      mine.shipment.events.map((e: { courierWords: string; status: string | null }) => [
        e.courierWords,
        e.status,
      ]),
    ).toEqual([
      ["Picked up by rider", "picked_up"],
      ["Held at hub: weather", null],
      ["Delivered to consignee", "delivered"],
    ]);
    expect(mine.events.at(-1)).toMatchObject({ kind: "payment", to: "Paid", by: "system" });
    // Asking again keeps each event once.
    await t.app.db
      .update(shipments)
      .set({ nextTrackAt: new Date(0) })
      .where(eq(shipments.consignmentNumber, cn));
    await trackCourier(
      t.app.db,
      t.app.courierRegistry,
      "postex",
      new Date(start.getTime() + 2 * LOOK_EVERY_MS),
    );
    const again = (
      await t.app.inject({
        url: `/api/orders/${orderId}`,
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json().data;
    expect(again.shipment.events).toHaveLength(3);
  });

  it("moves a returned parcel's order to Returned with the courier's reason", async () => {
    const { orderId, cn } = await bookedParcel();
    const at = new Date(Date.now() + 3 * HOUR);
    postex.happen(cn, "0007", "Returned to shipper", "returned", at, "Consignee refused");
    await trackCourier(t.app.db, t.app.courierRegistry, "postex", new Date(at.getTime() + HOUR));
    const order = await orderOf(orderId);
    expect(order?.orderStatus).toBe("Returned");
    const res = await t.app.db.query.orderEvents.findMany({
      where: (e, { eq: is }) => is(e.orderId, orderId),
    });
    expect(res.find((e) => e.toValue === "Returned")).toMatchObject({
      reason: "Consignee refused",
      actorRole: "system",
    });
  });

  it("backs off when the courier fails, asks in batches, and skips a round another process holds", async () => {
    // One shop's parcels: a new shop for each would sign 44 people up, slow beside other test files.
    const first = await bookedParcel();
    await t.app.db.update(products).set({ quantity: 100 }).where(eq(products.id, first.shop.product.id));
    const parcels = [first];
    for (let i = 1; i < PARCELS_PER_CALL + 2; i++) parcels.push(await bookedParcel(first.shop));
    const now = new Date(Date.now() + 10 * HOUR);
    postex.failNext = [new CourierError("unreachable", "503 from the courier", "postex")];
    const failed = await trackCourier(t.app.db, t.app.courierRegistry, "postex", now);
    expect(failed.asked).toBe(PARCELS_PER_CALL);
    const waited = await parcelOf(parcels[0]?.cn ?? "");
    expect(waited?.trackFailures).toBe(1);
    expect(waited?.nextTrackAt?.getTime()).toBe(now.getTime() + LOOK_EVERY_MS);

    postex.trackCalls.length = 0;
    const later = new Date(now.getTime() + 3 * LOOK_EVERY_MS);
    const round = await trackCourier(t.app.db, t.app.courierRegistry, "postex", later);
    expect(round.asked).toBe(PARCELS_PER_CALL + 2);
    expect(postex.trackCalls.map((c) => c.length)).toEqual([PARCELS_PER_CALL, 2]);
    expect((await parcelOf(parcels[0]?.cn ?? ""))?.trackFailures).toBe(0);

    await t.app.db
      .update(couriers)
      .set({ trackingLeaseUntil: new Date(later.getTime() + 60 * HOUR) })
      .where(eq(couriers.code, "postex"));
    const held = await trackCourier(
      t.app.db,
      t.app.courierRegistry,
      "postex",
      new Date(later.getTime() + 10 * LOOK_EVERY_MS),
    );
    expect(held).toEqual({ ran: false, asked: 0, moves: [] });
    await t.app.db.update(couriers).set({ trackingLeaseUntil: null }).where(eq(couriers.code, "postex"));
  });

  it("asks one parcel at a time when the courier refuses a batch, so only the parcel it does not know waits", async () => {
    const known = await bookedParcel();
    const stranger = await bookedParcel();
    // The courier lost this one (or it was booked elsewhere): it refuses any call that names it.
    postex.booked.delete(stranger.cn);
    const at = new Date(Date.now() + 30 * HOUR);
    postex.happen(known.cn, "0005", "Delivered to consignee", "delivered", new Date(at.getTime() - HOUR));
    await trackCourier(t.app.db, t.app.courierRegistry, "postex", at);
    expect((await orderOf(known.orderId))?.orderStatus).toBe("Delivered");
    expect((await parcelOf(stranger.cn))?.trackFailures).toBe(1);
  });

  it("runs as a queue job and tells the buyer of the delivery, as of a seller's move", async () => {
    const { orderId, cn, customer } = await bookedParcel();
    postex.happen(cn, "0005", "Delivered to consignee", "delivered", new Date(Date.now() - 60_000));
    await t.app.jobQueue.sendAfter(COURIER_TRACKING_QUEUE, { courier: "postex" }, new Date());
    const deadline = Date.now() + 20_000;
    while ((await orderOf(orderId))?.orderStatus !== "Delivered" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await orderOf(orderId))?.orderStatus).toBe("Delivered");
    const told = async () =>
      (await t.app.db.select().from(notifications).where(eq(notifications.recipientId, customer.id))).filter(
        (n) => n.kind === "order-status" && n.title.endsWith("is now Delivered"),
      );
    while ((await told()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await told()).toHaveLength(1);
  });
});
