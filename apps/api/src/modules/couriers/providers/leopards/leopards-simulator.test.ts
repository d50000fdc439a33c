import { describe, expect, it } from "vitest";
import {
  courierFailure,
  expectPaidOutAfterThreeDays,
  refusalToCancelAfterPickup,
  SIMULATOR_FAULTS,
  simulatorForTests,
} from "../courier-test-helpers.ts";
import { LeopardsAdapter } from "./leopards-adapter.ts";
import { leopardsParcel } from "./leopards-fixtures.ts";
import { LEOPARDS_SIMULATOR_CREDENTIALS, LeopardsSimulator } from "./leopards-simulator.ts";

const parcel = leopardsParcel;

const local = simulatorForTests(() => new LeopardsSimulator());
const adapter = (credentials: Record<string, string> = LEOPARDS_SIMULATOR_CREDENTIALS, timeoutMs = 2_000) =>
  new LeopardsAdapter({ baseUrl: `${local.running.url}/api`, credentials }, timeoutMs);

describe("Leopards adapter against the Leopards simulator", () => {
  it("books with Leopards' city ids, follows the parcel to the door and reads the payout", async () => {
    const booked = await adapter().book(parcel);
    expect(booked.consignmentNumber).toMatch(/^LE\d{8}$/);
    expect(booked.labelUrl).toBe(`${local.running.url}/api/slip/${booked.consignmentNumber}`);
    const slip = await fetch(booked.labelUrl!);
    expect(await slip.text()).toContain("Collect Rs 4000");
    expect(local.simulator.parcels.parcels.get(booked.consignmentNumber)!.request).toMatchObject({
      origin_city: 789,
      destination_city: 101,
      booked_packet_weight: 1200,
      booked_packet_collect_amount: 4000,
      consignment_phone: "03337654321",
    });

    const statuses = async () =>
      (await adapter().track([booked.consignmentNumber]))[0]!.events.map((event) => event.status);
    expect(await statuses()).toEqual(["booked"]);
    local.simulator.parcels.advance(1440);
    expect(await statuses()).toEqual(["booked", "picked_up", "in_transit", "in_transit"]);
    local.simulator.parcels.advance(720);
    expect(await statuses()).toEqual([
      "booked",
      "picked_up",
      "in_transit",
      "in_transit",
      "out_for_delivery",
      "delivered",
    ]);

    await expectPaidOutAfterThreeDays(
      adapter(),
      local.simulator.parcels,
      booked.consignmentNumber,
      { collectedPaisa: 400_000, feePaisa: 18_000, taxPaisa: 2_700, remittedPaisa: 379_300 },
      /^LCS-CHQ-\d{8}$/,
    );
  });

  it("tracks several parcels in one call and keeps words its table does not know, with the reason", async () => {
    local.simulator.parcels.scriptNext("returned");
    const returned = await adapter().book(parcel);
    const other = await adapter().book(parcel);
    local.simulator.parcels.advance(4320);
    const tracked = await adapter().track([returned.consignmentNumber, other.consignmentNumber]);
    expect(tracked.map((t) => t.consignmentNumber)).toEqual([
      returned.consignmentNumber,
      other.consignmentNumber,
    ]);
    const last3 = tracked[0]!.events.slice(-3);
    expect(last3.map((e) => [e.courierWords, e.status, e.reason])).toEqual([
      ["Pending", null, "Refused to accept"],
      ["Being Return", null, "Refused to accept"],
      ["Returned to shipper", "returned", "Refused to accept"],
    ]);
    expect(tracked[1]!.events.at(-1)!.status).toBe("delivered");
    const [remittance] = await adapter().payments([returned.consignmentNumber]);
    expect(remittance).toMatchObject({ collectedPaisa: 0, feePaisa: 28_000, taxPaisa: 4_200 });
  });

  it("cancels a booking before pickup and refuses to cancel after, in Leopards' words", async () => {
    const error = await refusalToCancelAfterPickup(adapter, local.simulator.parcels, parcel);
    expect([error.kind, error.message]).toEqual(["refused", "CN already picked up"]);
  });

  it("refuses a bad key, a city Leopards does not serve and paisa it cannot collect, booking nothing", async () => {
    const before = local.simulator.parcels.parcels.size;
    const badKey = await courierFailure(adapter({ api_key: "wrong", api_password: "wrong" }).book(parcel));
    expect([badKey.kind, badKey.message]).toEqual(["refused", "Authentication failed"]);
    const unknownCity = await courierFailure(
      adapter().book({ ...parcel, consignee: { ...parcel.consignee, city: "Atlantis" } }),
    );
    expect([unknownCity.kind, unknownCity.message]).toEqual([
      "refused",
      "Leopards does not serve Atlantis as destination",
    ]);
    const paisa = await courierFailure(adapter().book({ ...parcel, codAmountPaisa: 400_050 }));
    expect(paisa.kind).toBe("refused");
    expect(local.simulator.parcels.parcels.size).toBe(before);
  });

  it.each(SIMULATOR_FAULTS)(
    "calls a %s answer unreachable, never an unhandled throw",
    async (fault, words) => {
      local.running.setFault(fault);
      const before = local.simulator.parcels.parcels.size;
      const quick = adapter(LEOPARDS_SIMULATOR_CREDENTIALS, 300);
      for (const call of [
        () => quick.book(parcel),
        () => quick.track(["LE75000001"]),
        () => quick.payments(["LE75000001"]),
        () => quick.cancel("LE75000001"),
        () => quick.findBooking("HM-2077"),
      ]) {
        const error = await courierFailure(call());
        expect(error.kind).toBe("unreachable");
        expect(error.message).toMatch(words);
      }
      if (fault !== "slow") expect(local.simulator.parcels.parcels.size).toBe(before);
    },
  );

  it("moves time, scripts a timeline and switches faults through its control paths", async () => {
    const post = (path: string, body: object) =>
      fetch(`${local.running.url}/__simulator/${path}`, { method: "POST", body: JSON.stringify(body) });
    expect((await post("next-timeline", { timeline: "nonsense" })).status).toBe(400);
    expect((await post("next-timeline", { timeline: "returned" })).status).toBe(200);
    const { consignmentNumber } = await adapter().book(parcel);
    expect((await post("advance", { minutes: 4320 })).status).toBe(200);
    const [tracking] = await adapter().track([consignmentNumber]);
    expect(tracking!.events.at(-1)!.status).toBe("returned");
    expect((await post("fault", { fault: "error500" })).status).toBe(200);
    expect((await courierFailure(adapter().track([consignmentNumber]))).kind).toBe("unreachable");
  });

  it("finds an order's live booking after a lost answer, and none once it is cancelled", async () => {
    const order = { ...parcel, orderReference: "HM-LOST-1" };
    expect(await adapter().findBooking(order.orderReference)).toBeNull();
    const booked = await adapter().book(order);
    expect(await adapter().findBooking(order.orderReference)).toEqual({
      consignmentNumber: booked.consignmentNumber,
      labelUrl: null,
    });
    await adapter().cancel(booked.consignmentNumber);
    expect(await adapter().findBooking(order.orderReference)).toBeNull();
  });

  it("asks for payments 50 CNs at a time, as Leopards allows", async () => {
    const many = [];
    for (let n = 0; n < 51; n += 1) many.push((await adapter().book(parcel)).consignmentNumber);
    const remittances = await adapter().payments(many);
    expect(remittances.map((r) => r.consignmentNumber)).toEqual(many);
  });
});
