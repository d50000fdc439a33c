import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createSeller, createStore, uploadImage } from "../../../test/fixtures.ts";
import { startS3Server, type TestS3Server } from "../../../test/s3-server.ts";
import { pendingUploads } from "../../db/schema/index.ts";
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from "./pending-uploads.service.ts";
import { S3ImageStorage } from "./s3-image-storage.ts";

/**
 * Images kept in an S3-compatible bucket, through the app, against a real S3 server started here on
 * a free port (test/s3-server.ts).
 */

const BUCKET = "hunarmand-images";
let s3: TestS3Server;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  endpoint = s3.endpoint;
  t = await buildTestApp(s3.env(BUCKET));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Uploaded {
  url: string;
  thumbUrl: string;
}

const upload = (token: string, width = 640, height = 480): Promise<Uploaded> =>
  uploadImage(t.app, token, { width, height, background: "#0f766e", filename: "shawl.png" });

/** What a browser gets at an image's URL, straight from the bucket. */
async function read(url: string) {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    cacheControl: res.headers.get("cache-control"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe("images in an S3-compatible bucket", () => {
  it("an uploaded image is in the bucket at its URL, as WebP with a thumbnail", async () => {
    const seller = await createSeller(t.app);
    const image = await upload(seller.token);
    expect(image.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/products/[0-9a-f-]+\\.webp$`));
    expect(image.thumbUrl).toMatch(new RegExp(`^${endpoint}/${BUCKET}/products/[0-9a-f-]+-thumb\\.webp$`));

    const full = await read(image.url);
    expect(full.status).toBe(200);
    expect(full.type).toBe("image/webp");
    // Upload names never repeat, so browsers and CDNs may keep an image for good.
    expect(full.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    const thumb = await read(image.thumbUrl);
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.bytes).metadata()).format).toBe("webp");
  });

  it("a product saved with uploaded images shows them; deleting the product deletes them from the bucket", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const [first, second] = [await upload(seller.token), await upload(seller.token, 300, 300)];
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(seller.token),
      payload: {
        name: "Ajrak shawl",
        description: "Hand block-printed in Sindh.",
        price: 2500,
        category: "Local Crafts",
        quantity: 4,
        images: [first?.url, second?.url],
        store_id: store.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product.images).toEqual([first?.url, second?.url]);
    expect(product.thumbnails).toEqual([first?.thumbUrl, second?.thumbUrl]);

    // An edit that keeps only the second image deletes the first from the bucket.
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product._id}`,
      headers: auth(seller.token),
      payload: { images: [second?.url] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(first?.url ?? "")).status).toBe(404);
    expect((await read(first?.thumbUrl ?? "")).status).toBe(404);
    expect((await read(second?.url ?? "")).status).toBe(200);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product._id}`,
      headers: auth(seller.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await read(second?.url ?? "")).status).toBe(404);
    expect((await read(second?.thumbUrl ?? "")).status).toBe(404);
  });

  it("an upload never saved in a product is deleted from the bucket by the sweep", async () => {
    const seller = await createSeller(t.app);
    const image = await upload(seller.token);
    await t.app.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - 2 * ABANDONED_AFTER_MS) })
      .where(eq(pendingUploads.url, image.url));
    await sweepAbandonedUploads(t.app.db, t.app.images, new Date(Date.now() - ABANDONED_AFTER_MS));
    expect((await read(image.url)).status).toBe(404);
    expect((await read(image.thumbUrl)).status).toBe(404);
  });

  it("a request signed with the wrong secret is refused by the bucket, and nothing is stored", async () => {
    const config = t.config.s3;
    if (!config) throw new Error("the app is not on S3");
    const wrong = new S3ImageStorage({ ...config, secretAccessKey: "not-the-secret" });
    await expect(wrong.put("products/forged.webp", Buffer.from("RIFF"))).rejects.toThrow(/failed with 403/);
    expect((await read(wrong.urlOf("products/forged.webp"))).status).toBe(404);
  });
});
