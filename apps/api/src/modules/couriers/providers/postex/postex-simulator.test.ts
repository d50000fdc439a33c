import { describe, expect, it } from "vitest";
import type { ParcelToBook } from "../../courier-adapter.ts";
import {
  courierFailure,
  expectPaidOutAfterThreeDays,
  refusalToCancelAfterPickup,
  SIMULATOR_FAULTS,
  simulatorForTests,
} from "../courier-test-helpers.ts";
import { PostExAdapter } from "./postex-adapter.ts";
import { postexParcel } from "./postex-fixtures.ts";
import { POSTEX_SIMULATOR_TOKEN, PostExSimulator } from "./postex-simulator.ts";

const parcel: ParcelToBook = { ...postexParcel, codAmountPaisa: 400_000 };

const local = simulatorForTests(() => new PostExSimulator());
const adapter = (token = POSTEX_SIMULATOR_TOKEN, timeoutMs = 2_000) =>
  new PostExAdapter({ baseUrl: local.running.url, credentials: { token } }, timeoutMs);

describe("PostEx adapter against the PostEx simulator", () => {
  it("books, follows the parcel to the door and reads the payout three days later", async () => {
    const booked = await adapter().book(parcel);
    expect(booked.consignmentNumber).toMatch(/^\d{12}$/);
    expect(booked.labelUrl).toBeNull();
    const sent = local.simulator.parcels.parcels.get(booked.consignmentNumber)!;
    expect(sent.request).toMatchObject({ invoicePayment: 4000, customerPhone: "03001234567", items: 2 });

    const statuses = async () =>
      (await adapter().track([booked.consignmentNumber]))[0]!.events.map((event) => event.status);
    expect(await statuses()).toEqual(["booked"]);
    local.simulator.parcels.advance(600);
    expect(await statuses()).toEqual(["booked", "picked_up", "in_transit"]);
    local.simulator.parcels.advance(1560);
    expect(await statuses()).toEqual(["booked", "picked_up", "in_transit", "delivered"]);

    await expectPaidOutAfterThreeDays(
      adapter(),
      local.simulator.parcels,
      booked.consignmentNumber,
      { collectedPaisa: 400_000, feePaisa: 18_000, taxPaisa: 2_880, remittedPaisa: 379_120 },
      /^CPR-\d{8}$/,
    );
  });

  it("keeps a code its table does not know with PostEx's words, and reads a return", async () => {
    local.simulator.parcels.scriptNext("returned");
    const { consignmentNumber } = await adapter().book(parcel);
    local.simulator.parcels.advance(4320);
    const [tracking] = await adapter().track([consignmentNumber]);
    expect(tracking!.events.map((e) => [e.courierCode, e.status])).toEqual([
      ["0001", "booked"],
      ["0003", "picked_up"],
      ["0004", "in_transit"],
      ["0013", "out_for_delivery"],
      ["0040", null],
      ["0007", "returned"],
    ]);
    expect(tracking!.events[4]!.courierWords).toBe("Return in Transit");
    const [remittance] = await adapter().payments([consignmentNumber]);
    expect(remittance).toMatchObject({ collectedPaisa: 0, feePaisa: 27_000, taxPaisa: 4_320 });
  });

  it("cancels a booking before pickup and refuses to cancel after", async () => {
    const error = await refusalToCancelAfterPickup(adapter, local.simulator.parcels, parcel);
    expect(error.kind).toBe("refused");
    expect(error.message).toMatch(/picked up/);
  });

  it("answers a bad token and an unknown city as refusals in PostEx's words", async () => {
    const badKey = await courierFailure(adapter("wrong-token").book(parcel));
    expect([badKey.kind, badKey.message]).toEqual(["refused", "Invalid or expired token"]);
    const unknownCity = await courierFailure(
      adapter().book({ ...parcel, consignee: { ...parcel.consignee, city: "Atlantis" } }),
    );
    expect([unknownCity.kind, unknownCity.message]).toEqual(["refused", "Invalid city name: Atlantis"]);
  });

  it.each(SIMULATOR_FAULTS)(
    "calls a %s answer unreachable, never an unhandled throw",
    async (fault, words) => {
      local.running.setFault(fault);
      const before = local.simulator.parcels.parcels.size;
      const error = await courierFailure(adapter(POSTEX_SIMULATOR_TOKEN, 300).book(parcel));
      expect(error.kind).toBe("unreachable");
      expect(error.message).toMatch(words);
      if (fault !== "slow") expect(local.simulator.parcels.parcels.size).toBe(before);
    },
  );

  it.each(["slow", "error500", "garbage"] as const)(
    "calls %s unreachable on tracking, payments and cancel too",
    async (fault) => {
      const { consignmentNumber } = await adapter().book(parcel);
      local.running.setFault(fault);
      const quick = adapter(POSTEX_SIMULATOR_TOKEN, 300);
      for (const call of [
        () => quick.track([consignmentNumber]),
        () => quick.payments([consignmentNumber]),
        () => quick.cancel(consignmentNumber),
      ]) {
        expect((await courierFailure(call())).kind).toBe("unreachable");
      }
    },
  );

  it("calls a closed port unreachable", async () => {
    const gone = new PostExAdapter({ baseUrl: "http://127.0.0.1:9", credentials: { token: "t" } }, 500);
    expect((await courierFailure(gone.track(["1"]))).kind).toBe("unreachable");
  });
});
