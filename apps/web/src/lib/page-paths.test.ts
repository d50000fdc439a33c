import { describe, expect, it } from "vitest";
import { pagePath } from "./page-paths.ts";

describe("page paths", () => {
  it("fill each parameter encoded, so a name with & or / stays one segment", () => {
    expect(pagePath("category", { category: "Food & Homemade Items" })).toBe(
      "/products/category/Food%20%26%20Homemade%20Items",
    );
    expect(pagePath("product", { productId: "a/b" })).toBe("/viewproduct/a%2Fb");
    expect(pagePath("dashboard")).toBe("/dashboard");
  });

  it("refuse a missing or foreign parameter at typecheck", () => {
    // @ts-expect-error the product page needs its id
    expect(() => pagePath("product")).not.toThrow();
    // @ts-expect-error the home page takes no parameter
    pagePath("home", { productId: "1" });
    // @ts-expect-error no such page
    expect(() => pagePath("nowhere")).toThrow();
  });
});
