import { describe, expect, it } from "vitest";
import { listHref, readChoice, readPage } from "./list-address.ts";

describe("a console list's address", () => {
  it("reads a known choice and falls back on an unknown one", () => {
    const choices = ["open", "resolved"] as const;
    expect(readChoice(new URLSearchParams("status=resolved"), "status", choices, "open")).toBe("resolved");
    expect(readChoice(new URLSearchParams("status=gone"), "status", choices, "open")).toBe("open");
  });

  it("reads a page from 1 and ignores anything else", () => {
    expect(readPage(new URLSearchParams("page=3"))).toBe(3);
    expect(readPage(new URLSearchParams("page=0"))).toBe(1);
    expect(readPage(new URLSearchParams("page=2.5"))).toBe(1);
  });

  it("starts a changed view at page 1 and keeps the page only when paging", () => {
    const params = new URLSearchParams("status=open&page=4");
    expect(listHref("/admin/reports", params, { status: "dismissed" })).toBe(
      "/admin/reports?status=dismissed",
    );
    expect(listHref("/admin/reports", params, { page: 5 })).toBe("/admin/reports?status=open&page=5");
    expect(listHref("/admin/reports", params, { page: 1 })).toBe("/admin/reports?status=open");
    expect(listHref("/admin/sellers", new URLSearchParams("q=ali"), { q: "" })).toBe("/admin/sellers");
  });
});
