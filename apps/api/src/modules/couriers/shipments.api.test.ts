import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { codSteps, confirmedCodOrder } from "../../../test/cod-fixtures.ts";
import { createSeller } from "../../../test/fixtures.ts";
import { ScriptedCourier } from "../../../test/scripted-courier.ts";
import { orders, shipments, stores } from "../../db/schema/index.ts";
import { CourierError } from "./courier-adapter.ts";

const t = testAppForFile();
let postex: ScriptedCourier;
beforeAll(async () => {
  // PostEx books through a scripted courier here; Leopards has no adapter in this app (503).
  postex = new ScriptedCourier("postex");
  t.app.courierRegistry.register("postex", () => postex, "http://127.0.0.1:9");
});

const confirmedOrder = () => confirmedCodOrder(t.app);

const ship = (token: string, orderId: string, payload: object, lang = "en") =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/shipment`,
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
    payload,
  });

async function orderRow(id: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe("POST /api/orders/:id/shipment with a typed consignment number", () => {
  it("ships the order with the courier: Shipped, the tracking number kept for older clients, the courier's link", async () => {
    const { seller, customer, order } = await confirmedOrder();
    const res = await ship(seller.token, order._id, { courier: "tcs", consignmentNumber: " 7712 3456 789 " });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.orderStatus).toBe("Shipped");
    expect(data.trackingNumber).toBe("77123456789");
    expect(data.shipment).toEqual({
      courier: "tcs",
      courierName: "TCS",
      consignmentNumber: "77123456789",
      trackingUrl: "https://www.tcsexpress.com/track/77123456789",
      labelUrl: null,
      status: null,
      booked: false,
      events: [],
    });
    // The buyer reads the same parcel on her order.
    const mine = await t.app.inject({
      url: `/api/orders/${order._id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(mine.json().data.shipment.trackingUrl).toBe("https://www.tcsexpress.com/track/77123456789");
  });

  it("refuses a number not in the courier's format, one already on another order, and an unknown courier, changing nothing", async () => {
    const first = await confirmedOrder();
    const wrong = await ship(first.seller.token, first.order._id, {
      courier: "leopards",
      consignmentNumber: "12345",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      "A Leopards consignment number is 2 letters then 9 digits, like LE123456789; please check this one.",
    );
    const inUrdu = await ship(
      first.seller.token,
      first.order._id,
      { courier: "leopards", consignmentNumber: "12345" },
      "ur",
    );
    expect(inUrdu.json().message).toMatch(/[\u0600-\u06FF]/);
    const unknown = await ship(first.seller.token, first.order._id, {
      courier: "dhl",
      consignmentNumber: "LE123456789",
    });
    expect(unknown.statusCode).toBe(400);
    expect((await orderRow(first.order._id))?.orderStatus).toBe("Pending");

    expect(
      (
        await ship(first.seller.token, first.order._id, {
          courier: "leopards",
          consignmentNumber: "le123456789",
        })
      ).statusCode,
    ).toBe(200);
    const second = await confirmedOrder();
    const taken = await ship(second.seller.token, second.order._id, {
      courier: "leopards",
      consignmentNumber: "LE123456789",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("The consignment number LE123456789 is already on another order.");
    expect((await orderRow(second.order._id))?.orderStatus).toBe("Pending");
    // The first order cannot leave twice either.
    const again = await ship(first.seller.token, first.order._id, {
      courier: "tcs",
      consignmentNumber: "77123456780",
    });
    expect(again.statusCode).toBe(409);
  });

  it("ships an order once when two requests race: one answer ships it, the other is refused, one parcel kept", async () => {
    const { seller, order } = await confirmedOrder();
    const answers = await Promise.all([
      ship(seller.token, order._id, { courier: "tcs", consignmentNumber: "771234567801" }),
      ship(seller.token, order._id, { courier: "tcs", consignmentNumber: "771234567802" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toHaveLength(1);
  });

  it("is the store owner's: another seller gets 403, an unconfirmed COD order 409", async () => {
    const { order } = await confirmedOrder();
    const other = await createSeller(t.app);
    expect(
      (await ship(other.token, order._id, { courier: "tcs", consignmentNumber: "77123456781" })).statusCode,
    ).toBe(403);
    const steps = codSteps(t);
    const shop = await steps.shop();
    const waiting = (await steps.placeCod(shop.customer.token, shop.product.id)).json().data;
    const early = await ship(shop.seller.token, waiting._id, {
      courier: "tcs",
      consignmentNumber: "77123456782",
    });
    expect(early.statusCode).toBe(409);
  });
});

describe("POST /api/orders/:id/shipment booking a pickup", () => {
  it("books with the courier (the order number as reference, the COD total, both addresses) and keeps its label", async () => {
    const { seller, order } = await confirmedOrder();
    const res = await ship(seller.token, order._id, {
      courier: "postex",
      book: { weightGrams: 800, pieces: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shipment = res.json().data.shipment;
    expect(shipment).toMatchObject({ courier: "postex", status: "booked", booked: true });
    expect(shipment.labelUrl).toContain(shipment.consignmentNumber);
    const parcel = postex.booked.get(shipment.consignmentNumber);
    expect(parcel).toMatchObject({
      orderReference: order._id.slice(-8).toUpperCase(),
      weightGrams: 800,
      pieces: 1,
      codAmountPaisa: Math.round(order.totalPrice * 100),
      pickup: { city: "Lahore" },
      consignee: { city: "Multan" },
    });
  });

  it("keeps nothing when the courier fails (502), and a retry books the same parcel once", async () => {
    const { seller, order } = await confirmedOrder();
    postex.failNext = [new CourierError("unreachable", "timed out", "postex")];
    const failed = await ship(seller.token, order._id, {
      courier: "postex",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      "PostEx did not answer. Nothing was booked; please try again in a few minutes.",
    );
    expect((await orderRow(order._id))?.orderStatus).toBe("Pending");
    expect(await t.app.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toEqual([]);

    postex.failNext = [new CourierError("refused", "Invalid destination city", "postex")];
    const refused = await ship(seller.token, order._id, {
      courier: "postex",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe("PostEx refused the booking: Invalid destination city");

    const retried = await ship(seller.token, order._id, {
      courier: "postex",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(retried.statusCode).toBe(200);
    const reference = order._id.slice(-8).toUpperCase();
    expect([...postex.booked.values()].filter((p) => p.orderReference === reference)).toHaveLength(1);
  });

  it("finds a booking the courier made before a crash or a lost answer, and books nothing twice", async () => {
    const { seller, order } = await confirmedOrder();
    const reference = order._id.slice(-8).toUpperCase();
    // The courier booked it, but its answer never reached the marketplace.
    const lost = await postex.book({
      orderReference: reference,
      weightGrams: 500,
      pieces: 1,
      codAmountPaisa: 0,
      description: "",
      consignee: { name: "", phone: "", address: "", city: "" },
      pickup: { name: "", phone: "", address: "", city: "" },
    });
    const res = await ship(seller.token, order._id, {
      courier: "postex",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shipment.consignmentNumber).toBe(lost.consignmentNumber);
    expect([...postex.booked.values()].filter((p) => p.orderReference === reference)).toHaveLength(1);
  });

  it("answers 503 for a booking courier whose adapter is not there, and 400 for a courier that does not book", async () => {
    const { seller, order } = await confirmedOrder();
    const missing = await ship(seller.token, order._id, {
      courier: "leopards",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(missing.statusCode).toBe(503);
    expect(missing.json().message).toContain("Booking with Leopards is not available right now");
    const typedOnly = await ship(seller.token, order._id, {
      courier: "tcs",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(typedOnly.statusCode).toBe(400);
    expect((await orderRow(order._id))?.orderStatus).toBe("Pending");
  });

  it("cancels the booking at the courier when the seller cancels the order, and refuses once the courier has the parcel", async () => {
    const { seller, order } = await confirmedOrder();
    const booked = (
      await ship(seller.token, order._id, { courier: "postex", book: { weightGrams: 500, pieces: 1 } })
    ).json().data.shipment;
    const cancel = (orderId: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/orders/${orderId}/status`,
        headers: { authorization: `Bearer ${seller.token}` },
        payload: { orderStatus: "Cancelled" },
      });
    postex.failNext = [new CourierError("unreachable", "timed out", "postex")];
    expect((await cancel(order._id)).statusCode).toBe(502);
    expect((await orderRow(order._id))?.orderStatus).toBe("Shipped");
    expect((await cancel(order._id)).statusCode).toBe(200);
    expect(postex.cancelled).toContain(booked.consignmentNumber);
    const [row] = await t.app.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(row?.cancelledAt).not.toBeNull();

    const picked = await confirmedOrder();
    const parcel = (
      await ship(picked.seller.token, picked.order._id, {
        courier: "postex",
        book: { weightGrams: 500, pieces: 1 },
      })
    ).json().data.shipment;
    await t.app.db
      .update(shipments)
      .set({ status: "picked_up" })
      .where(eq(shipments.consignmentNumber, parcel.consignmentNumber));
    const late = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${picked.order._id}/status`,
      headers: { authorization: `Bearer ${picked.seller.token}` },
      payload: { orderStatus: "Cancelled" },
    });
    expect(late.statusCode).toBe(409);
    expect(postex.cancelled).not.toContain(parcel.consignmentNumber);
  });

  it("asks for the store's pickup address before booking", async () => {
    const { seller, store, order } = await confirmedOrder();
    await t.app.db.update(stores).set({ location: "" }).where(eq(stores.id, store.id));
    const res = await ship(seller.token, order._id, {
      courier: "postex",
      book: { weightGrams: 500, pieces: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("pickup address");
  });
});
