import { describe, expect, it } from "vitest";
import { cityOf } from "./parcel-to-book.ts";

describe("the pickup city of a store's location", () => {
  it("is the last part that is not a province or the country", () => {
    expect(cityOf("House 4, Gulberg, Lahore")).toBe("Lahore");
    expect(cityOf("Lahore, Punjab")).toBe("Lahore");
    expect(cityOf("Shop 2, Saddar, Peshawar, Khyber Pakhtunkhwa, Pakistan")).toBe("Peshawar");
    expect(cityOf("Karachi, sindh")).toBe("Karachi");
    expect(cityOf("Punjab, Pakistan")).toBe("");
    expect(cityOf(" , ")).toBe("");
  });
});
