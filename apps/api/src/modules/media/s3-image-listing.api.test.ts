import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../test/s3-server.ts";
import type { S3ImageStorage } from "./s3-image-storage.ts";

/**
 * A backup lists and reads a bucket's images (issue 36), against a real S3 server here
 * (test/s3-server.ts, which checks each request's signature).
 */
const BUCKET = "hunarmand-backup-listing";
let s3: TestS3Server;
let storage: S3ImageStorage;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  storage = s3.storage(BUCKET);
});
afterAll(() => s3?.close());

describe("a bucket's images for a backup", () => {
  it("lists every key, sorted, and reads each one's bytes back", async () => {
    expect(await storage.listKeys()).toEqual([]);
    const images: Record<string, Buffer> = {
      "products/b.webp": Buffer.from("second image"),
      "products/0199a8-thumb.webp": Buffer.from("a thumbnail"),
      "stores/logo.webp": Buffer.from([0, 1, 2, 255]),
    };
    for (const [key, bytes] of Object.entries(images)) await storage.put(key, bytes);
    expect(await storage.listKeys()).toEqual(Object.keys(images).sort());
    for (const [key, bytes] of Object.entries(images)) expect(await storage.read(key)).toEqual(bytes);
    await expect(storage.read("products/none.webp")).rejects.toThrow(/failed with 404/);
  });
});
