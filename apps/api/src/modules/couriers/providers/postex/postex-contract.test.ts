import { describe, expect, it } from "vitest";
import { courierFailure, replayForTests } from "../courier-test-helpers.ts";
import { PostExAdapter } from "./postex-adapter.ts";
import {
  POSTEX_CN,
  postexCancelOrder,
  postexCreateOrder,
  postexParcel,
  postexPaymentStatus,
  postexTrackOrder,
  postexUnknownCity,
} from "./postex-fixtures.ts";

const parcel = postexParcel;

const against = replayForTests(
  (url) =>
    new PostExAdapter({ baseUrl: url, credentials: { token: "fixture-token", pickupAddressCode: "001" } }),
);

describe("PostEx adapter against PostEx's recorded exchanges", () => {
  it("books with create-order's fields, the COD in rupees and the phone as PostEx writes it", async () => {
    const { adapter, verify } = await against([postexCreateOrder]);
    expect(await adapter.book(parcel)).toEqual({ consignmentNumber: POSTEX_CN, labelUrl: null });
    verify();
  });

  it("reads a newest-first history oldest first, keeping a code its table does not know", async () => {
    const { adapter, verify } = await against([postexTrackOrder]);
    const [tracking] = await adapter.track([POSTEX_CN]);
    expect(tracking!.events).toEqual([
      {
        at: new Date("2026-06-21T05:00:00Z"),
        courierCode: "0001",
        courierWords: "At Merchant's Warehouse",
        status: "booked",
        reason: null,
      },
      {
        at: new Date("2026-06-21T13:00:00Z"),
        courierCode: "0003",
        courierWords: "At PostEx Warehouse",
        status: "picked_up",
        reason: null,
      },
      {
        at: new Date("2026-06-22T04:30:00Z"),
        courierCode: "0004",
        courierWords: "Package on Route",
        status: "in_transit",
        reason: null,
      },
      {
        at: new Date("2026-06-23T07:00:00Z"),
        courierCode: "0008",
        courierWords: "Delivery Under Review",
        status: null,
        reason: null,
      },
      {
        at: new Date("2026-06-23T11:05:00Z"),
        courierCode: "0005",
        courierWords: "Delivered",
        status: "delivered",
        reason: null,
      },
    ]);
    verify();
  });

  it("turns the order's rupees and the payment status into exact paisa", async () => {
    const { adapter, verify } = await against([postexTrackOrder, postexPaymentStatus]);
    expect(await adapter.payments([POSTEX_CN])).toEqual([
      {
        consignmentNumber: POSTEX_CN,
        collectedPaisa: 249_950,
        feePaisa: 18_000,
        taxPaisa: 2_880,
        remittedPaisa: 229_070,
        reference: "CPR-000118",
        paidAt: new Date("2026-06-26T10:00:00Z"),
      },
    ]);
    verify();
  });

  it("cancels with the tracking number in cancel-order's body", async () => {
    const { adapter, verify } = await against([postexCancelOrder]);
    await adapter.cancel(POSTEX_CN);
    verify();
  });

  it("passes PostEx's refusal on in its words", async () => {
    const { adapter, verify } = await against([postexUnknownCity]);
    const error = await courierFailure(
      adapter.book({ ...parcel, consignee: { ...parcel.consignee, city: "Atlantis" } }),
    );
    expect([error.kind, error.message, error.courierCode]).toEqual(["refused", "Invalid City Name", "400"]);
    verify();
  });

  it("calls an answer without the documented fields unreachable", async () => {
    const { adapter } = await against([
      { ...postexCreateOrder, answer: { status: 200, body: { statusCode: "200", dist: {} } } },
    ]);
    const error = await courierFailure(adapter.book(parcel));
    expect(error.kind).toBe("unreachable");
  });
});
