import { describe, expect, it } from "vitest";
import { collapseRepeatedSlashes } from "./repeated-slashes.ts";

describe("collapseRepeatedSlashes", () => {
  it("makes each run of slashes in the path one", () => {
    expect(collapseRepeatedSlashes("//api/products")).toBe("/api/products");
    expect(collapseRepeatedSlashes("/api//products///abc//")).toBe("/api/products/abc/");
    expect(collapseRepeatedSlashes("//")).toBe("/");
  });

  it("leaves the query and single-slash addresses as they are", () => {
    expect(collapseRepeatedSlashes("//uploads//a.webp?next=//x")).toBe("/uploads/a.webp?next=//x");
    expect(collapseRepeatedSlashes("/api/products?search=a//b")).toBe("/api/products?search=a//b");
    expect(collapseRepeatedSlashes("/")).toBe("/");
  });
});
