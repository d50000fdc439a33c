import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourierError, type ParcelToBook } from "../courier-adapter.ts";
import { CourierRegistry } from "../courier-registry.ts";
import { LEOPARDS_PRODUCTION_URL } from "./leopards/leopards-protocol.ts";
import { registerBookingCouriers } from "./register-booking-couriers.ts";
import { type RunningCourierSimulators, startCourierSimulators } from "./start-courier-simulators.ts";

const parcel: ParcelToBook = {
  orderReference: "HM-3001",
  weightGrams: 500,
  pieces: 1,
  codAmountPaisa: 150_000,
  description: "Block-printed scarf",
  consignee: {
    name: "Sana Iqbal",
    phone: "03001112222",
    address: "House 7, Satellite Town",
    city: "Rawalpindi",
  },
  pickup: { name: "Zainab Crafts", phone: "03211234567", address: "Shop 3, Saddar", city: "Karachi" },
};

let simulators: RunningCourierSimulators;
beforeAll(async () => {
  simulators = await startCourierSimulators({ postex: 0, leopards: 0 });
});
afterAll(() => simulators.close());

const row = (code: string, credentials: Record<string, string> = {}, apiBaseUrl: string | null = null) => ({
  code,
  name: code,
  apiBaseUrl,
  credentials,
});

describe("registerBookingCouriers", () => {
  it("with simulators, books the seeded couriers as they are, without keys or addresses", async () => {
    const registry = new CourierRegistry();
    registerBookingCouriers(registry, {
      mode: "simulator",
      postexUrl: simulators.postex.url,
      leopardsUrl: `${simulators.leopards.url}/api`,
    });
    const postex = await registry.adapterFor(row("postex")).book(parcel);
    const leopards = await registry.adapterFor(row("leopards")).book(parcel);
    expect(simulators.postex.simulator.parcels.parcels.has(postex.consignmentNumber)).toBe(true);
    expect(simulators.leopards.simulator.parcels.parcels.has(leopards.consignmentNumber)).toBe(true);
  });

  it("uses the operator's keys when the row has them, even with simulators", async () => {
    const registry = new CourierRegistry();
    registerBookingCouriers(registry, {
      mode: "simulator",
      postexUrl: simulators.postex.url,
      leopardsUrl: `${simulators.leopards.url}/api`,
    });
    const error = await registry
      .adapterFor(row("postex", { token: "someone-else's" }))
      .book(parcel)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).kind).toBe("refused");
  });

  it("in production, refuses a courier without keys and aims at the courier's own host", () => {
    const registered: { code: string; url: string }[] = [];
    registerBookingCouriers(
      { register: (code, _factory, url) => registered.push({ code, url }) },
      { mode: "production" },
    );
    expect(registered).toEqual([
      { code: "postex", url: "https://api.postex.pk" },
      { code: "leopards", url: LEOPARDS_PRODUCTION_URL },
    ]);
    const registry = new CourierRegistry();
    registerBookingCouriers(registry, { mode: "production" });
    expect(() => registry.adapterFor(row("leopards"))).toThrow(CourierError);
  });
});
