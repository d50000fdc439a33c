import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalImageStorage, type StoredImage, storeImage } from "./image-storage.ts";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-images-"));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

describe("images in the local folder", () => {
  it("are written whole under their key, leaving no hidden file behind", async () => {
    const storage = new LocalImageStorage(dir);
    const image = await storeImage(storage, "products", await png());
    const files = await fs.readdir(path.join(dir, "products"));
    expect(files.sort()).toEqual([image.url, image.thumbUrl].map((u) => path.basename(u)).sort());
    expect((await sharp(path.join(dir, "products", path.basename(image.url))).metadata()).format).toBe(
      "webp",
    );
  });

  it("are announced to whoever cleans up before any file is written", async () => {
    // A folder that cannot be created: the write fails, as a crash would stop it.
    await fs.writeFile(path.join(dir, "products"), "not a folder");
    const storage = new LocalImageStorage(dir);
    const announced: StoredImage[] = [];
    await expect(
      storeImage(storage, "products", await png(), "image", async (image) => void announced.push(image)),
    ).rejects.toThrow();
    expect(announced).toEqual([
      { url: expect.stringMatching(/^\/uploads\/products\/.+\.webp$/), thumbUrl: expect.any(String) },
    ]);
  });
});
