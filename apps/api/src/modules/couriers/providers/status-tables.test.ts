import { courierPhraseMeaning } from "@marketplace/shared/courier-phrases";
import { SHIPMENT_STATUSES } from "@marketplace/shared/shipment-statuses";
import { describe, expect, it } from "vitest";
import { CourierError } from "../courier-adapter.ts";
import { localPakistaniPhone, readPakistanTime } from "./courier-fields.ts";
import { courierRupeesToPaisa, paisaToCourierRupees } from "./courier-money.ts";
import { createCourierAdapter } from "./create-courier-adapter.ts";
import { LEOPARDS_STATUS_TABLE, leopardsStatusOf } from "./leopards/leopards-protocol.ts";
import { LEOPARDS_TIMELINES } from "./leopards/leopards-simulator.ts";
import { POSTEX_STATUS_TABLE } from "./postex/postex-protocol.ts";
import { POSTEX_TIMELINES } from "./postex/postex-simulator.ts";

describe("the couriers' status tables", () => {
  it("reach every step of our ladder for each courier", () => {
    for (const table of [POSTEX_STATUS_TABLE, LEOPARDS_STATUS_TABLE]) {
      expect(new Set(Object.values(table))).toEqual(new Set(SHIPMENT_STATUSES));
    }
  });

  it("leave out what the sources disagree on or what is no step of ours", () => {
    for (const code of ["0002", "0008", "0038", "0040", "0042"])
      expect(POSTEX_STATUS_TABLE[code]).toBeUndefined();
    for (const words of ["Pending", "Being Return", "Ready for Return", "Missroute"]) {
      expect(leopardsStatusOf(words)).toBeNull();
    }
  });

  it("match Leopards' words without regard to case or spaces around them", () => {
    expect(leopardsStatusOf("  RETURNED TO SHIPPER ")).toBe("returned");
    expect(leopardsStatusOf("Assigned To Courier")).toBe("out_for_delivery");
  });

  it("end every simulated timeline on a status the table maps to delivered or returned", () => {
    const last = <T extends { code: string; words: string }>(steps: readonly T[]) => steps.at(-1)!;
    expect(POSTEX_STATUS_TABLE[last(POSTEX_TIMELINES.delivered).code]).toBe("delivered");
    expect(POSTEX_STATUS_TABLE[last(POSTEX_TIMELINES.returned).code]).toBe("returned");
    expect(leopardsStatusOf(last(LEOPARDS_TIMELINES.delivered).words)).toBe("delivered");
    expect(leopardsStatusOf(last(LEOPARDS_TIMELINES.returned).words)).toBe("returned");
  });
});

describe("what the couriers say beside our ladder", () => {
  it("is known to the marketplace for every unmapped step and every reason of the simulated timelines", () => {
    const steps = [
      ...Object.values(POSTEX_TIMELINES).flatMap((t) =>
        t.filter((s) => POSTEX_STATUS_TABLE[s.code] === undefined),
      ),
      ...Object.values(LEOPARDS_TIMELINES).flatMap((t) =>
        t.filter((s) => leopardsStatusOf(s.words) === null),
      ),
    ];
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(courierPhraseMeaning(step.words), step.words).not.toBeNull();
    const reasons = Object.values(LEOPARDS_TIMELINES).flatMap((t) => t.flatMap((s) => s.reason ?? []));
    for (const reason of reasons) expect(courierPhraseMeaning(reason), reason).not.toBeNull();
  });

  it("is matched without regard to case or spaces, and anything else is not known", () => {
    expect(courierPhraseMeaning("  REFUSED TO ACCEPT ")).toBe("refused");
    expect(courierPhraseMeaning("Returned to shipper")).toBe("returned");
    expect(courierPhraseMeaning("Held at hub for inspection")).toBeNull();
  });
});

describe("courier rupees and paisa", () => {
  it.each([
    [28.8, 2880],
    [2499.5, 249_950],
    ["1,500.00", 150_000],
    ["0.07", 7],
    [0.3, 30],
    [-42.5, -4250],
  ])("reads %s rupees as %s paisa exactly", (rupees, paisa) => {
    expect(courierRupeesToPaisa("X", rupees)).toBe(paisa);
  });

  it.each([[12.345], ["12.3.4"], ["Rs 100"], [null], [Number.NaN], [{}]])("calls %s unreadable", (value) => {
    const error = (() => {
      try {
        courierRupeesToPaisa("X", value);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).kind).toBe("unreachable");
  });

  it("writes paisa as the rupee number a courier's JSON carries", () => {
    expect(JSON.stringify({ amount: paisaToCourierRupees(1_999_950) })).toBe('{"amount":19999.5}');
    expect(() => paisaToCourierRupees(10.5)).toThrow(RangeError);
  });
});

describe("the couriers' shared field conventions", () => {
  it.each([
    ["+92 300 1234567", "03001234567"],
    ["923001234567", "03001234567"],
    ["0300-1234567", "03001234567"],
    ["3001234567", "03001234567"],
  ])("writes %s as %s", (phone, local) => expect(localPakistaniPhone(phone)).toBe(local));

  it("reads Pakistan times with and without their offset, and bare dates, as instants", () => {
    expect(readPakistanTime("2026-06-21T20:38:46.000+0500")).toEqual(new Date("2026-06-21T15:38:46Z"));
    expect(readPakistanTime("2026-06-21 20:38:46")).toEqual(new Date("2026-06-21T15:38:46Z"));
    expect(readPakistanTime("2026-06-21T15:38:46Z")).toEqual(new Date("2026-06-21T15:38:46Z"));
    expect(readPakistanTime("2026-06-21")).toEqual(new Date("2026-06-20T19:00:00Z"));
    expect(readPakistanTime("21/06/2026")).toEqual(new Date("2026-06-20T19:00:00Z"));
    expect(readPakistanTime("yesterday")).toBeNull();
    expect(readPakistanTime(null)).toBeNull();
  });
});

describe("createCourierAdapter", () => {
  it("builds each booking courier's adapter and refuses one without its credentials", () => {
    expect(createCourierAdapter("postex", { baseUrl: "http://x", credentials: { token: "t" } }).code).toBe(
      "postex",
    );
    const leopards = { baseUrl: "http://x", credentials: { api_key: "k", api_password: "p" } };
    expect(createCourierAdapter("leopards", leopards).code).toBe("leopards");
    expect(() => createCourierAdapter("postex", { baseUrl: "http://x", credentials: {} })).toThrow(
      CourierError,
    );
    expect(() =>
      createCourierAdapter("leopards", { baseUrl: "http://x", credentials: { api_key: "k" } }),
    ).toThrow(/API key and password/);
  });
});
