import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createCustomer, createSeller, SHIPPING_ADDRESS } from "../../test/fixtures.ts";
import { sellers } from "../db/schema/index.ts";

/**
 * The calls the first web client (the original BuyHerPower front end) makes, sent exactly as it sends
 * them, and the answer fields it reads (issue 12).
 */
const PUBLIC_URL = "https://shop.example.pk";
const ON_PUBLIC_URL =
  /^https:\/\/shop\.example\.pk\/uploads\/(products|stores)\/[0-9a-f-]{36}(-thumb)?\.webp$/;

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([buildTestApp({ PUBLIC_URL }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background } })
    .png()
    .toBuffer();
}
const dataUrl = async (background: string) =>
  `data:image/png;base64,${(await png(background)).toString("base64")}`;

async function uploadImage(app: TestApp, token: string) {
  const boundary = "----first-client";
  return app.app.inject({
    method: "POST",
    url: "/api/media/images",
    headers: { ...auth(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="shawl.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await png("#0f766e"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const storeBody = async (name: string) => ({
  name,
  category: "Local Crafts",
  description: "Hand-embroidered shawls from Multan, made to order.",
  location: "Multan",
  contactInfo: { phone: "03001234567", email: "hello@noor.example.pk" },
  logo: await dataUrl("#9d174d"),
  banner: await dataUrl("#1d4ed8"),
});

describe("with PUBLIC_URL set, every image URL in every answer is absolute on it", () => {
  it("store answers: logo and banner, with top-level phone and email; saving back the absolute URL keeps the image", async () => {
    const seller = await createSeller(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      // She publishes her phone and e-mail, so the store's public answer carries them (issue 34, item 8).
      payload: { ...(await storeBody(`Noor Shawls ${seller.id.slice(-6)}`)), showContact: true },
    });
    expect(created.statusCode).toBe(201);
    const store = created.json().store;
    expect(store.logo).toMatch(ON_PUBLIC_URL);
    expect(store.banner).toMatch(ON_PUBLIC_URL);
    expect(store).toMatchObject({ phone: "03001234567", email: "hello@noor.example.pk" });

    const one = (await t.app.inject({ url: `/api/stores/${store._id}` })).json().store;
    expect(one).toMatchObject({ logo: store.logo, banner: store.banner, phone: "03001234567" });
    expect(one.email).toBe(one.contactInfo.email);
    const listed = (await t.app.inject({ url: "/api/stores" })).json().stores;
    expect(listed.find((s: { _id: string }) => s._id === store._id).logo).toBe(store.logo);
    const mine = (
      await t.app.inject({ url: "/api/stores/seller/my-stores", headers: auth(seller.token) })
    ).json().stores;
    expect(mine[0]).toMatchObject({ logo: store.logo, phone: "03001234567", email: "hello@noor.example.pk" });

    // The web sends back the store as it got it, absolute logo and banner included.
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/stores/${store._id}`,
      headers: auth(seller.token),
      payload: {
        description: "Hand-embroidered shawls and dupattas from Multan.",
        logo: store.logo,
        banner: store.banner,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().store).toMatchObject({ logo: store.logo, banner: store.banner });
    const logo = await t.app.inject({ url: new URL(store.logo).pathname });
    expect(logo.statusCode).toBe(200);
  });

  it("uploads, products, search, orders and the dashboard; saving a product with its absolute URLs keeps its images", async () => {
    const seller = await createSeller(t.app);
    const store = (
      await t.app.inject({
        method: "POST",
        url: "/api/stores",
        headers: auth(seller.token),
        payload: await storeBody(`Phulkari House ${seller.id.slice(-6)}`),
      })
    ).json().store;

    const uploaded = await uploadImage(t, seller.token);
    expect(uploaded.statusCode).toBe(201);
    const [image] = uploaded.json().images;
    expect(image.url).toMatch(ON_PUBLIC_URL);
    expect(image.thumbUrl).toMatch(ON_PUBLIC_URL);

    const added = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(seller.token),
      payload: {
        store_id: store._id,
        name: "Zephyrine phulkari dupatta",
        description: "Silk thread on cotton, four months of evenings.",
        price: 4500,
        category: "Local Crafts",
        quantity: 5,
        images: [image.url, await dataUrl("#ca8a04")],
      },
    });
    expect(added.statusCode).toBe(201);
    const product = added.json().product;
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toBe(image.url);
    for (const url of [...product.images, ...product.image, ...product.thumbnails])
      expect(url).toMatch(ON_PUBLIC_URL);

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product._id}`,
      headers: auth(seller.token),
      payload: { price: 4200, images: [...product.images].reverse() },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product.images).toEqual([...product.images].reverse());
    for (const url of product.images) {
      expect((await t.app.inject({ url: new URL(url).pathname })).statusCode).toBe(200);
    }

    const one = (await t.app.inject({ url: `/api/products/${product._id}` })).json().product;
    expect(one.images).toEqual([...product.images].reverse());
    const list = (await t.app.inject({ url: `/api/products?search=Zephyrine` })).json().products;
    expect(list[0].thumbnails[0]).toMatch(ON_PUBLIC_URL);
    const ofStore = (await t.app.inject({ url: `/api/products/store/${store._id}` })).json().products;
    expect(ofStore[0].images).toEqual(one.images);
    const suggestions = (await t.app.inject({ url: "/api/search/suggestions?q=Zephyrine" })).json();
    expect(suggestions.products[0].image).toMatch(ON_PUBLIC_URL);

    const customer = await createCustomer(t.app);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: auth(customer.token),
      payload: { products: [{ product: product._id, quantity: 1 }], shippingAddress: SHIPPING_ADDRESS },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.products[0].product.images[0]).toMatch(ON_PUBLIC_URL);
    const seen = [
      (await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth(customer.token) })).json().data,
      (await t.app.inject({ url: `/api/orders/user/${customer.id}`, headers: auth(customer.token) })).json()
        .data[0],
      (await t.app.inject({ url: `/api/orders/store/${store._id}`, headers: auth(seller.token) })).json()
        .data[0],
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/orders/${order._id}/payment`,
          headers: auth(seller.token),
          payload: { paymentStatus: "Paid" },
        })
      ).json().data,
    ];
    for (const o of seen) expect(o.products[0].product.images).toEqual(order.products[0].product.images);

    const dashboard = (
      await t.app.inject({ url: `/api/stores/${store._id}/dashboard`, headers: auth(seller.token) })
    ).json();
    expect(dashboard.topProducts[0].image).toMatch(ON_PUBLIC_URL);
  });
});

describe("without PUBLIC_URL, image URLs stay root-relative", () => {
  it("answers /uploads/... as stored", async () => {
    const seller = await createSeller(plain.app);
    const store = (
      await plain.app.inject({
        method: "POST",
        url: "/api/stores",
        headers: auth(seller.token),
        payload: await storeBody(`Root Relative ${seller.id.slice(-6)}`),
      })
    ).json().store;
    expect(store.logo).toMatch(/^\/uploads\/stores\//);
    const [image] = (await uploadImage(plain, seller.token)).json().images;
    expect(image.url).toMatch(/^\/uploads\/products\//);
    const product = (
      await plain.app.inject({
        method: "POST",
        url: "/api/products",
        headers: auth(seller.token),
        payload: {
          store_id: store._id,
          name: "Clay lamp",
          description: "Hand-thrown and painted.",
          price: 300,
          category: "Local Crafts",
          quantity: 3,
          images: [image.url],
        },
      })
    ).json().product;
    expect(product.images).toEqual([image.url]);
    expect(product.thumbnails[0]).toMatch(/^\/uploads\/products\//);
  });
});

describe("GET /api/seller/profile", () => {
  it("answers a top-level verified besides seller, as the old dashboard reads it", async () => {
    const seller = await createSeller(t.app);
    const profile = async () => {
      const res = await t.app.inject({ url: "/api/seller/profile", headers: auth(seller.token) });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    // A new seller is pending (decision 0018): not verified until an admin says so.
    expect(await profile()).toMatchObject({
      verified: false,
      status: "pending",
      statusReason: null,
      seller: { verified: false, status: "pending" },
    });
    await t.app.db.update(sellers).set({ status: "verified" }).where(eq(sellers.id, seller.id));
    expect(await profile()).toMatchObject({ verified: true, status: "verified", seller: { verified: true } });
    await t.app.db
      .update(sellers)
      .set({ status: "suspended", statusReason: "Counterfeit listings" })
      .where(eq(sellers.id, seller.id));
    expect(await profile()).toMatchObject({
      verified: false,
      status: "suspended",
      statusReason: "Counterfeit listings",
      seller: { verified: false, statusReason: "Counterfeit listings" },
    });
  });
});
