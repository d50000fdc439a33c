import { describe, expect, it } from "vitest";
import { CATEGORIES, categorySlug, findCategory } from "./categories.ts";
import { storeSlug } from "./slug.ts";

describe("categories", () => {
  it("has the twelve of the spec and finds them by name in any case or by slug", () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(findCategory("home decor")).toBe("Home Decor");
    expect(findCategory(categorySlug("Crochet & Knitting"))).toBe("Crochet & Knitting");
    expect(findCategory("Spaceships")).toBeUndefined();
  });
});

describe("store slug", () => {
  it("lowercases, drops non-alphanumerics and turns spaces into hyphens", () => {
    expect(storeSlug("Fatima's Phulkari House")).toBe("fatimas-phulkari-house");
    expect(storeSlug("  Zari  Jewels & Co. ")).toBe("zari-jewels-co");
  });
});
