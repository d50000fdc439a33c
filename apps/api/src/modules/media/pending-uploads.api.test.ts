import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  createCustomer,
  createSeller,
  createStore,
  LAHORE_ADDRESS,
  uploadImage,
} from "../../../test/fixtures.ts";
import { pendingUploads } from "../../db/schema/index.ts";
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from "./pending-uploads.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sweep = () => sweepAbandonedUploads(t.app.db, t.app.images, new Date(Date.now() - ABANDONED_AFTER_MS));

interface Uploaded {
  url: string;
  thumbUrl: string;
}

/** Uploads one image the way the add-product form does, before the product is saved. */
const upload = (token: string): Promise<Uploaded> =>
  uploadImage(t.app, token, { width: 24, height: 24, background: "#0f766e" });

/** Makes an upload look as if it was made `hours` ago. */
async function age(image: Uploaded, hours: number) {
  await t.app.db
    .update(pendingUploads)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(pendingUploads.url, image.url));
}

const fileExists = (url: string) =>
  fs.access(path.join(t.config.dataDir, url)).then(
    () => true,
    () => false,
  );
const filesExist = async (image: Uploaded) =>
  (await fileExists(image.url)) && (await fileExists(image.thumbUrl));

async function isPending(image: Uploaded) {
  const rows = await t.app.db
    .select()
    .from(pendingUploads)
    .where(inArray(pendingUploads.url, [image.url]));
  return rows.length > 0;
}

async function sellerWithStore() {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  return { seller, store };
}

function saveProduct(token: string, storeId: string, images: string[]) {
  return t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: auth(token),
    payload: {
      name: "Sindhi Rilli Quilt",
      description: "Patchwork quilt stitched by hand in Thar.",
      price: 6500,
      sale_price: null,
      category: "Traditional Textiles",
      quantity: 3,
      images,
      store_id: storeId,
    },
  });
}

function editImages(token: string, productId: string, images: string[]) {
  return t.app.inject({
    method: "PUT",
    url: `/api/products/${productId}`,
    headers: auth(token),
    payload: { images },
  });
}

describe("images uploaded for a product that is never saved", () => {
  it("are deleted from storage a day later, while fresh ones are kept", async () => {
    const { seller } = await sellerWithStore();
    const abandoned = await upload(seller.token);
    const fresh = await upload(seller.token);
    await age(abandoned, 25);
    await age(fresh, 23);
    expect(await filesExist(abandoned)).toBe(true);

    const result = await sweep();

    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await fileExists(abandoned.url)).toBe(false);
    expect(await fileExists(abandoned.thumbUrl)).toBe(false);
    expect(await isPending(abandoned)).toBe(false);
    expect(await filesExist(fresh)).toBe(true);
    expect(await isPending(fresh)).toBe(true);
  });

  it("cannot be used by a product once swept: the seller is asked to upload again", async () => {
    const { seller, store } = await sellerWithStore();
    const abandoned = await upload(seller.token);
    await age(abandoned, 25);
    await sweep();
    const res = await saveProduct(seller.token, store.id, [abandoned.url]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Image 1 is no longer available. Please upload it again.");
  });
});

describe("images uploaded and used by a saved product", () => {
  it("stop being pending and survive every later sweep", async () => {
    const { seller, store } = await sellerWithStore();
    const image = await upload(seller.token);
    expect(await isPending(image)).toBe(true);
    const saved = await saveProduct(seller.token, store.id, [image.url]);
    expect(saved.statusCode).toBe(201);
    expect(await isPending(image)).toBe(false);

    // Even if a stale row came back (an old server's upload), the sweep sees the product using it.
    await t.app.db
      .insert(pendingUploads)
      .values({ ...image, sellerId: seller.id, createdAt: new Date(Date.now() - 48 * HOUR) });
    await sweep();
    expect(await filesExist(image)).toBe(true);
    expect(await isPending(image)).toBe(false);
    const shown = await t.app.inject({ url: `/api/products/${saved.json().product._id}` });
    expect(shown.json().product.images).toEqual([image.url]);
  });
});

describe("images dropped when a product is edited", () => {
  it("are deleted, unless a past order shows them", async () => {
    const { seller, store } = await sellerWithStore();
    const [sold, unsold, kept] = [
      await upload(seller.token),
      await upload(seller.token),
      await upload(seller.token),
    ];
    const created = await saveProduct(seller.token, store.id, [sold.url, unsold.url]);
    expect(created.statusCode).toBe(201);
    const productId = created.json().product._id;

    // An order keeps the product's first thumbnail as it was sold.
    const customer = await createCustomer(t.app);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: auth(customer.token),
      payload: {
        products: [{ product: productId, quantity: 1 }],
        shippingAddress: LAHORE_ADDRESS,
        paymentMethod: "Cash on Delivery",
        notes: "",
      },
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().data.products[0].product.images).toEqual([sold.thumbUrl]);

    const edited = await editImages(seller.token, productId, [kept.url]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product.images).toEqual([kept.url]);
    expect(await filesExist(unsold)).toBe(false);
    expect(await filesExist(sold)).toBe(true);
    expect(await filesExist(kept)).toBe(true);
    expect(await isPending(kept)).toBe(false);
  });

  it("are kept while another product still shows them", async () => {
    const { seller, store } = await sellerWithStore();
    const shared = await upload(seller.token);
    const first = await saveProduct(seller.token, store.id, [shared.url]);
    // A retried save, or a seller reusing a picture, makes two products share the same files.
    const second = await saveProduct(seller.token, store.id, [shared.url]);
    expect(second.statusCode).toBe(201);

    const edited = await editImages(seller.token, first.json().product._id, [
      await upload(seller.token).then((i) => i.url),
    ]);
    expect(edited.statusCode).toBe(200);
    expect(await filesExist(shared)).toBe(true);
  });
});

describe("an image write cut short by a crash", () => {
  it("is never served, and goes at the next sweep once it is an hour old", async () => {
    const folder = path.join(t.config.dataDir, "uploads", "products");
    await fs.mkdir(folder, { recursive: true });
    const leftover = path.join(folder, ".0190b5a2-1111-7000-8000-00000000000a.webp.0a1b2c.partial");
    const fresh = path.join(folder, ".0190b5a2-1111-7000-8000-00000000000b.webp.0a1b2c.partial");
    await fs.writeFile(leftover, "half an ima");
    await fs.writeFile(fresh, "half an ima");
    const hoursAgo = new Date(Date.now() - 2 * HOUR);
    await fs.utimes(leftover, hoursAgo, hoursAgo);

    const served = await t.app.inject({ url: `/uploads/products/${path.basename(leftover)}` });
    expect(served.statusCode).toBe(404);

    await sweep();
    expect(await fileExists(`/uploads/products/${path.basename(leftover)}`)).toBe(false);
    // Possibly a write under way in this very moment.
    expect(await fileExists(`/uploads/products/${path.basename(fresh)}`)).toBe(true);
  });
});
