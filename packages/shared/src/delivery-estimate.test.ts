import { describe, expect, it } from "vitest";
import { cityKey, DELIVERY_DAYS, deliveryEstimate, storeCity } from "./delivery-estimate.ts";

describe("delivery estimate", () => {
  it("is a day or two inside the maker's city, whatever case or 'City' the buyer typed", () => {
    expect(deliveryEstimate("Lahore, Punjab", "lahore")).toEqual({ min: 1, max: 2, sameCity: true });
    expect(deliveryEstimate("Karachi, Sindh", "Karachi City")).toEqual({ min: 1, max: 2, sameCity: true });
    expect(deliveryEstimate("کراچی، سندھ", "کراچی")).toEqual({ min: 1, max: 2, sameCity: true });
  });

  it("is three to five days to any other city, and when the store gave no location", () => {
    expect(deliveryEstimate("Lahore, Punjab", "Karachi")).toEqual({
      ...DELIVERY_DAYS.otherCity,
      sameCity: false,
    });
    expect(deliveryEstimate("", "")).toEqual({ ...DELIVERY_DAYS.otherCity, sameCity: false });
    expect(deliveryEstimate("", "Lahore")).toEqual({ ...DELIVERY_DAYS.otherCity, sameCity: false });
  });

  it("names the store's city by the first part of its location", () => {
    expect(storeCity("Multan, Punjab")).toBe("Multan");
    expect(storeCity(" Islamabad ")).toBe("Islamabad");
    expect(storeCity("")).toBe("");
    expect(cityKey("Dera Ghazi Khan")).toBe("deraghazikhan");
  });
});
