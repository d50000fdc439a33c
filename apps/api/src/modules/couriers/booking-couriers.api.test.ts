import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { confirmedCodOrder } from "../../../test/cod-fixtures.ts";
import { quietCourierRounds, trackingRoundHoursLater } from "../../../test/quiet-courier-rounds.ts";
import { orders } from "../../db/schema/index.ts";
import { type BookingCouriers, startBookingCouriers } from "./booking-couriers.ts";

/**
 * The server's couriers as `npm start` wires them (COURIER_MODE=simulator, the demo's): PostEx and
 * Leopards book with their simulators on loopback through the real adapters, and the tracking round
 * follows a booked parcel to the buyer's door.
 */
let couriers: BookingCouriers;
let t: TestApp;
beforeAll(async () => {
  couriers = await startBookingCouriers("simulator");
  t = await buildTestApp({}, { courierRegistry: couriers.registry });
  await quietCourierRounds(t.app);
});
afterAll(async () => {
  await t.close();
  await couriers.close();
});

const confirmedOrder = () => confirmedCodOrder(t.app);

const book = (token: string, orderId: string, courier: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/shipment`,
    headers: { authorization: `Bearer ${token}` },
    payload: { courier, book: { weightGrams: 800, pieces: 1 } },
  });

describe("booking couriers in simulator mode", () => {
  it.each(["leopards", "postex"])(
    "books a %s pickup with its simulator, and follows the parcel to Delivered and Paid",
    async (code) => {
      const { seller, order } = await confirmedOrder();
      const booked = await book(seller.token, order._id, code);
      expect(booked.statusCode, booked.body).toBe(200);
      const { shipment, orderStatus } = booked.json().data;
      expect(orderStatus).toBe("Shipped");
      expect(shipment).toMatchObject({ courier: code, booked: true });
      expect(shipment.consignmentNumber).toMatch(/\w{6,}/);

      // A week passes at the courier; the tracking round asks after the parcel.
      const simulator = code === "postex" ? couriers.simulators?.postex : couriers.simulators?.leopards;
      const advanced = await fetch(`${simulator}/__simulator/advance`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ minutes: 7 * 24 * 60 }),
      });
      expect(advanced.ok).toBe(true);
      const round = await trackingRoundHoursLater(t.app, code);
      expect(round.ran).toBe(true);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ orderStatus: "Delivered", paymentStatus: "Paid" });
    },
  );

  it("starts no simulator in production mode: bookings go to the couriers' own hosts", async () => {
    const production = await startBookingCouriers("production");
    expect(production.simulators).toBeNull();
    expect(production.registry.has("leopards") && production.registry.has("postex")).toBe(true);
    await production.close();
  });
});
