import { describe, expect, it } from "vitest";
import { LocalImageStorage } from "../media/image-storage.ts";
import { S3ImageStorage } from "../media/s3-image-storage.ts";
import { resolveImages } from "./product-images.ts";

const id = "0190b5a2-1111-7000-8000-000000000001";
const bucket = new S3ImageStorage({
  bucket: "hunarmand",
  endpoint: "https://s3.example.com",
  region: "us-east-1",
  publicUrl: "https://cdn.example.com/hunarmand",
  accessKeyId: "key",
  secretAccessKey: "secret",
});
const folder = new LocalImageStorage("/nonexistent/uploads");

describe("images uploaded before the product is saved", () => {
  it("are recognised in the bucket by their public URL", async () => {
    const { images, added } = await resolveImages(bucket, [
      `https://cdn.example.com/hunarmand/products/${id}.webp`,
    ]);
    expect(images).toEqual([
      {
        url: `https://cdn.example.com/hunarmand/products/${id}.webp`,
        thumbUrl: `https://cdn.example.com/hunarmand/products/${id}-thumb.webp`,
      },
    ]);
    expect(added).toEqual([]);
  });

  it("are recognised in the local folder, relative or absolute, full size or thumbnail", async () => {
    const { images } = await resolveImages(folder, [
      `/uploads/products/${id}.webp`,
      `http://localhost:3000/uploads/products/${id}-thumb.webp`,
    ]);
    const expected = { url: `/uploads/products/${id}.webp`, thumbUrl: `/uploads/products/${id}-thumb.webp` };
    expect(images).toEqual([expected, expected]);
  });

  it("never include another site's pictures, another storage's, or a path that climbs out", async () => {
    for (const [storage, input] of [
      [bucket, `/uploads/products/${id}.webp`],
      [folder, `https://cdn.example.com/hunarmand/products/${id}.webp`],
      [folder, "https://example.com/cat.png"],
      [folder, `/uploads/products/../../${id}.webp`],
      [folder, `/uploads/stores/${id}.webp`],
    ] as const) {
      await expect(resolveImages(storage, [input])).rejects.toThrow(/must be an uploaded image file/);
    }
  });
});
