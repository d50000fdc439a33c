import { describe, expect, it } from "vitest";
import { loginPathReturningTo, returnPath } from "@/lib/session/return-path.ts";

describe("the page a login returns to", () => {
  it("prefers the router state, then the address's from", () => {
    expect(returnPath("/checkout", "/AllProduct")).toBe("/checkout");
    expect(returnPath(undefined, "/orders/s1")).toBe("/orders/s1");
  });

  it("falls back when there is nothing, or the target leaves the site", () => {
    expect(returnPath(undefined, null)).toBe("/");
    expect(returnPath(undefined, null, "/dashboard")).toBe("/dashboard");
    expect(returnPath("https://evil.example", null)).toBe("/");
    expect(returnPath(undefined, "//evil.example/x")).toBe("/");
    expect(returnPath(undefined, "/\\evil.example")).toBe("/");
  });

  it("builds a login link that comes back to the current page", () => {
    expect(loginPathReturningTo("/seller/login", "/orders/s 1?x=1")).toBe(
      "/seller/login?from=%2Forders%2Fs%201%3Fx%3D1",
    );
  });
});
