import { describe, expect, it } from "vitest";
import { formatAveragePrice, formatAverageRating, socialLinkUrl, storeInitial } from "@/lib/store-figures.ts";

describe("store figures", () => {
  it("shows the average price in rupees with exactly two decimals", () => {
    expect(formatAveragePrice(2216.5)).toBe("Rs 2,216.50");
    expect(formatAveragePrice(1500)).toBe("Rs 1,500.00");
    expect(formatAveragePrice(0)).toBe("Rs 0.00");
  });

  it("shows a real average rating with one decimal, or that there are no reviews", () => {
    expect(formatAverageRating(4.25)).toBe("4.3");
    expect(formatAverageRating(5)).toBe("5.0");
    expect(formatAverageRating(0)).toBeNull();
  });

  it("turns links, domains and handles into web addresses and refuses other schemes", () => {
    expect(socialLinkUrl("facebook", "https://facebook.com/noor")).toBe("https://facebook.com/noor");
    expect(socialLinkUrl("instagram", "instagram.com/noor")).toBe("https://instagram.com/noor");
    expect(socialLinkUrl("twitter", "@noorcrochet")).toBe("https://x.com/noorcrochet");
    expect(socialLinkUrl("facebook", "javascript:alert(1)")).toBeNull();
    expect(socialLinkUrl("facebook", "  ")).toBeNull();
    expect(socialLinkUrl("facebook", "two words")).toBeNull();
  });

  it("uses the name's first letter when there is no logo", () => {
    expect(storeInitial(" noor crochet")).toBe("N");
    expect(storeInitial("")).toBe("?");
  });
});
