import { describe, expect, it } from "vitest";
import { chooseStoreId } from "./current-store.ts";

describe("chooseStoreId", () => {
  const own = ["s1", "s2", "s3"];

  it("prefers the store handed over by navigation", () => {
    expect(chooseStoreId({ fromNavigation: "s3", remembered: "s2" }, own)).toBe("s3");
  });

  it("falls back to the remembered store, then to the first store", () => {
    expect(chooseStoreId({ remembered: "s2" }, own)).toBe("s2");
    expect(chooseStoreId({}, own)).toBe("s1");
  });

  it("ignores ids of stores the seller does not own", () => {
    expect(chooseStoreId({ fromNavigation: "other", remembered: "stale" }, own)).toBe("s1");
  });

  it("has no store for a seller without one", () => {
    expect(chooseStoreId({ fromNavigation: "s1" }, [])).toBeNull();
  });
});
