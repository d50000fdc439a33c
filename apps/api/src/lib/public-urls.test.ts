import { describe, expect, it } from "vitest";
import { imageUrls } from "./public-urls.ts";

describe("imageUrls", () => {
  const urls = imageUrls("https://shop.example.pk/market/");

  it("makes stored root-relative URLs absolute on PUBLIC_URL, and takes them back", () => {
    const stored = "/uploads/products/0193a0c4-0000-7000-8000-000000000000.webp";
    const answered = urls.toPublic(stored);
    expect(answered).toBe(`https://shop.example.pk/market${stored}`);
    expect(urls.toStored(answered)).toBe(stored);
  });

  it("leaves data URLs, absolute URLs and protocol-relative URLs alone, both ways", () => {
    for (const url of [
      "data:image/png;base64,iVBORw0KGgo=",
      "https://bucket.s3.amazonaws.com/products/a.webp",
      "//cdn.example.pk/a.webp",
      "https://elsewhere.example.pk/uploads/products/a.webp",
    ]) {
      expect(urls.toPublic(url)).toBe(url);
      expect(urls.toStored(url)).toBe(url);
    }
  });

  it("answers URLs as stored without PUBLIC_URL", () => {
    const none = imageUrls(undefined);
    expect(none.toPublic("/uploads/stores/a.webp")).toBe("/uploads/stores/a.webp");
    expect(none.toStored("/uploads/stores/a.webp")).toBe("/uploads/stores/a.webp");
  });
});
