import { describe, expect, it } from "vitest";
import { courierFailure, replayForTests } from "../courier-test-helpers.ts";
import { LeopardsAdapter } from "./leopards-adapter.ts";
import {
  LEOPARDS_CN,
  LEOPARDS_NEW_CN,
  leopardsAllCities,
  leopardsBookPacket,
  leopardsCancel,
  leopardsCancelRefused,
  leopardsMissingPhone,
  leopardsNoShipmentForOrder,
  leopardsParcel,
  leopardsPaymentDetails,
  leopardsShipmentsByOrder,
  leopardsShippingCharges,
  leopardsTrackOne,
  leopardsTrackTwo,
} from "./leopards-fixtures.ts";

const parcel = leopardsParcel;

const credentials = { api_key: "fixture-key", api_password: "fixture-password", shipment_id: "123" };
const against = replayForTests((url) => new LeopardsAdapter({ baseUrl: `${url}/api`, credentials }));
const karachiMidnight = (day: string) => new Date(`${day}T00:00:00+05:00`);

describe("Leopards adapter against Leopards' recorded exchanges", () => {
  it("books with bookPacket's fields, cities as Leopards' ids and the COD in whole rupees", async () => {
    const { adapter, verify } = await against([leopardsAllCities, leopardsBookPacket]);
    expect(await adapter.book(parcel)).toEqual({
      consignmentNumber: LEOPARDS_CN,
      labelUrl: `https://merchantapi.leopardscourier.com/slip/${LEOPARDS_CN}`,
    });
    verify();
  });

  it("refuses a city Leopards will not take as origin before booking anything", async () => {
    const { adapter, sent } = await against([leopardsAllCities, leopardsBookPacket]);
    const error = await courierFailure(
      adapter.book({ ...parcel, pickup: { ...parcel.pickup, city: "Islamabad" } }),
    );
    expect([error?.kind, error?.message]).toEqual(["refused", "Leopards does not serve Islamabad as origin"]);
    expect(sent).toHaveLength(1);
  });

  it("passes Leopards' refusal on in its words", async () => {
    const { adapter, verify } = await against([leopardsAllCities, leopardsMissingPhone]);
    const error = await courierFailure(adapter.book(parcel));
    expect([error?.kind, error?.message]).toEqual(["refused", "Consignee phone is required"]);
    verify();
  });

  it("tracks two parcels in one call, reading the documented 'Staus' and a packet with no detail yet", async () => {
    const { adapter, verify } = await against([leopardsTrackTwo]);
    const [delivered, fresh] = await adapter.track([LEOPARDS_CN, LEOPARDS_NEW_CN]);
    expect(delivered!.events.map((e) => [e.at, e.courierWords, e.status, e.reason])).toEqual([
      [karachiMidnight("2026-06-21"), "Shipment Picked", "picked_up", null],
      [karachiMidnight("2026-06-22"), "Dispatched", "in_transit", null],
      [karachiMidnight("2026-06-23"), "Pending", null, "Consignee not available"],
      [karachiMidnight("2026-06-24"), "Delivered", "delivered", null],
    ]);
    expect(fresh!.events.map((e) => [e.courierWords, e.status])).toEqual([["Pickup Request Sent", "booked"]]);
    verify();
  });

  it("adds up the shipping charges and reads the payment into exact paisa", async () => {
    const { adapter, verify } = await against([
      leopardsTrackOne,
      leopardsShippingCharges,
      leopardsPaymentDetails,
    ]);
    expect(await adapter.payments([LEOPARDS_CN])).toEqual([
      {
        consignmentNumber: LEOPARDS_CN,
        collectedPaisa: 400_000,
        feePaisa: 18_000,
        taxPaisa: 2_700,
        remittedPaisa: 379_300,
        reference: "CHQ-001",
        paidAt: karachiMidnight("2026-06-27"),
      },
    ]);
    verify();
  });

  it("cancels by CN, and keeps Leopards' per-CN words when it refuses", async () => {
    const done = await against([leopardsCancel]);
    await done.adapter.cancel(LEOPARDS_CN);
    done.verify();
    const refused = await against([leopardsCancelRefused]);
    const error = await courierFailure(refused.adapter.cancel(LEOPARDS_CN));
    expect([error?.kind, error?.message]).toEqual(["refused", "CN already cancelled or not found"]);
  });

  it("finds the live booking an order already has, passing over a cancelled one", async () => {
    const { adapter, verify } = await against([leopardsShipmentsByOrder]);
    expect(await adapter.findBooking("HM-2077")).toEqual({ consignmentNumber: LEOPARDS_CN, labelUrl: null });
    verify();
  });

  it("answers no booking when Leopards has none for the order", async () => {
    const { adapter, verify } = await against([leopardsNoShipmentForOrder]);
    expect(await adapter.findBooking("HM-2077")).toBeNull();
    verify();
  });
});
