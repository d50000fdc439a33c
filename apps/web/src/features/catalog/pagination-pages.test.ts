import { describe, expect, it } from "vitest";
import { paginationPages } from "./pagination-pages.ts";

describe("paginationPages", () => {
  it("lists every page when there are few", () => {
    expect(paginationPages(1, 1)).toEqual([1]);
    expect(paginationPages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows nothing when there are no pages", () => {
    expect(paginationPages(1, 0)).toEqual([]);
  });

  it("skips the far pages with one ellipsis near the start", () => {
    expect(paginationPages(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationPages(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });

  it("puts an ellipsis on both sides in the middle", () => {
    expect(paginationPages(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
  });

  it("skips the early pages near the end", () => {
    expect(paginationPages(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(paginationPages(17, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });

  it("keeps the same number of buttons wherever the current page is", () => {
    for (let page = 1; page <= 30; page++) expect(paginationPages(page, 30)).toHaveLength(7);
  });

  it("always includes the current page, the first and the last", () => {
    for (let page = 1; page <= 12; page++) {
      const items = paginationPages(page, 12);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(12);
    }
  });

  it("shows fewer pages with no siblings, as on a phone", () => {
    expect(paginationPages(1, 10, 0)).toEqual([1, 2, 3, "ellipsis-end", 10]);
    expect(paginationPages(5, 10, 0)).toEqual([1, "ellipsis-start", 5, "ellipsis-end", 10]);
    expect(paginationPages(10, 10, 0)).toEqual([1, "ellipsis-start", 8, 9, 10]);
    expect(paginationPages(2, 5, 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it("treats a page past the end as the last page", () => {
    expect(paginationPages(99, 10)).toContain(10);
  });
});
