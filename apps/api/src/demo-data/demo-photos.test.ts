import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_STORES, DEMO_VARIANT_PRODUCTS } from "./demo-catalog.ts";
import { DEMO_PHOTOS, demoPhotosFolder, PRODUCT_PHOTOS, readDemoPhoto } from "./demo-photos.ts";

const credits = readFileSync(
  path.join(import.meta.dirname, "../../../../docs/demo-photo-credits.md"),
  "utf8",
);
const creditRow = (file: string) => credits.split("\n").find((line) => line.includes(`\`${file}\``));

/** Issue 34, item 9: every demo photograph is small, openly licensed and credited where it is used. */
describe("the demo's photographs", () => {
  it("are exactly the files in photos/, each at most 1200 px on its long side and under 150 KB", async () => {
    const files = readdirSync(demoPhotosFolder()).sort();
    expect(files).toEqual(DEMO_PHOTOS.map((p) => p.file).sort());
    for (const file of files) {
      expect(statSync(path.join(demoPhotosFolder(), file)).size, file).toBeLessThanOrEqual(150 * 1024);
      const { width = 0, height = 0, format } = await sharp(await readDemoPhoto(file)).metadata();
      expect(Math.max(width, height), file).toBeLessThanOrEqual(1200);
      expect(["jpeg", "webp"], file).toContain(format);
    }
  });

  it("are CC0 or CC BY, each with its author, source page and licence in docs/demo-photo-credits.md", () => {
    for (const photo of DEMO_PHOTOS) {
      expect(["CC0 1.0", "CC BY 4.0"]).toContain(photo.licence);
      const row = creditRow(photo.file);
      expect(row, `${photo.file} has no row in docs/demo-photo-credits.md`).toBeDefined();
      for (const part of [photo.licence, photo.source, photo.author]) expect(row, photo.file).toContain(part);
    }
  });

  it("go on products the demo sells, and nothing else is read as one", async () => {
    const names = new Set(
      [...DEMO_STORES.flatMap((s) => s.products), ...DEMO_VARIANT_PRODUCTS].map((p) => p.name),
    );
    for (const [name, files] of Object.entries(PRODUCT_PHOTOS)) {
      expect(names.has(name), name).toBe(true);
      for (const file of files)
        expect(
          DEMO_PHOTOS.some((p) => p.file === file),
          file,
        ).toBe(true);
    }
    expect(() => readDemoPhoto("../../../package.json")).toThrow("not a credited demo photograph");
  });
});
