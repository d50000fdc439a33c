import type { Category } from "@marketplace/shared/categories";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createCustomer, createProduct, createSeller, createStore } from "../../../test/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string) => t.app.inject({ url });

async function pngDataUrl(width = 64, height = 48): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#9d174d" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

async function storeWithProducts(count: number, category: Category = "Bags & Purses") {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  for (let i = 0; i < count; i++)
    await createProduct(t.app, store.id, { name: `Bag ${i}`, price: 100 + i, category });
  return { seller, store };
}

describe("product lists", () => {
  it("paginates exactly: 25 products at 12 a page make 3 pages, the last with 1", async () => {
    const { store } = await storeWithProducts(25);
    const last = (await get(`/api/products?store_id=${store.id}&page=3&limit=12`)).json();
    expect(last.pagination).toEqual({
      current_page: 3,
      total_pages: 3,
      total_products: 25,
      total_is_lower_bound: false,
      products_per_page: 12,
    });
    expect(last.products).toHaveLength(1);
    const beyond = (await get(`/api/products?store_id=${store.id}&page=4&limit=12`)).json();
    expect(beyond.products).toHaveLength(0);
  });

  it("filters by category, price range, sale and stock, and searches words and partial names", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    await createProduct(t.app, store.id, {
      name: "Indigo Ajrak Shawl",
      price: 3000,
      category: "Traditional Textiles",
    });
    await createProduct(t.app, store.id, {
      name: "Clay Handi",
      price: 900,
      salePrice: 700,
      category: "Kitchen & Dining",
    });
    await createProduct(t.app, store.id, {
      name: "Sold Out Tray",
      price: 1500,
      quantity: 0,
      category: "Kitchen & Dining",
    });
    const names = async (query: string) =>
      (await get(`/api/products?store_id=${store.id}&${query}`))
        .json()
        .products.map((p: { name: string }) => p.name);

    expect(await names("category=kitchen%20%26%20dining&sort=name")).toEqual(["Clay Handi", "Sold Out Tray"]);
    expect(await names("category=kitchen-and-dining&sort=name")).toEqual(["Clay Handi", "Sold Out Tray"]);
    expect(await names("minPrice=800&maxPrice=2000")).toEqual(["Sold Out Tray"]);
    expect(await names("onSale=true")).toEqual(["Clay Handi"]);
    expect(await names("inStock=true&sort=price-low")).toEqual(["Clay Handi", "Indigo Ajrak Shawl"]);
    expect(await names("search=shawls")).toEqual(["Indigo Ajrak Shawl"]);
    expect(await names("search=jra")).toEqual(["Indigo Ajrak Shawl"]);
    expect(await names("search=ajrk")).toEqual(["Indigo Ajrak Shawl"]);
    expect(await names("search=shawll")).toEqual(["Indigo Ajrak Shawl"]);
  });

  it("sorts by current unit price, name, newest and rating", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    await createProduct(t.app, store.id, { name: "B", price: 500 });
    await createProduct(t.app, store.id, { name: "A", price: 800, salePrice: 300 });
    await createProduct(t.app, store.id, { name: "C", price: 400 });
    const order = async (sort: string) =>
      (await get(`/api/products?store_id=${store.id}&sort=${sort}`))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect(await order("price-low")).toEqual(["A", "C", "B"]);
    expect(await order("price-high")).toEqual(["B", "C", "A"]);
    expect(await order("name")).toEqual(["A", "B", "C"]);
    expect(await order("newest")).toEqual(["C", "A", "B"]);
  });

  it("answers bad query values with 400 and per-field errors", async () => {
    const res = await get("/api/products?page=0&limit=500&sort=cheapest&category=Spaceships&onSale=maybe");
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["page", "limit", "sort", "onSale"]));
    const category = await get("/api/products?category=Spaceships");
    expect(category.statusCode).toBe(400);
  });

  it("lists a store's products with the store page's five figures", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    await createProduct(t.app, store.id, { price: 100, quantity: 0 });
    await createProduct(t.app, store.id, { price: 300, salePrice: 200 });
    const res = (await get(`/api/products/store/${store.id}`)).json();
    expect(res.products).toHaveLength(2);
    expect(res.stats).toEqual({ total: 2, inStock: 1, averagePrice: 150, averageRating: 0, onSale: 1 });
    expect((await get("/api/products/store/0190f0e5-1111-7000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("one product", () => {
  it("carries its store, images, thumbnails and a real rating of 0 without reviews", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id, "Zari Test Store");
    const product = await createProduct(t.app, store.id, { name: "Jhumka", price: 2500, salePrice: 1999 });
    const res = (await get(`/api/products/${product.id}`)).json().product;
    expect(res).toMatchObject({
      _id: product.id,
      name: "Jhumka",
      price: 2500,
      sale_price: 1999,
      rating: 0,
      reviewCount: 0,
      store_id: { _id: store.id, name: "Zari Test Store" },
    });
    expect(res.images).toEqual(res.image);
    expect(res.thumbnails).toHaveLength(res.images.length);
  });

  it("answers unknown and malformed ids with 404", async () => {
    for (const id of ["nope", "0190f0e5-1111-7000-8000-000000000000", "'; drop table products; --"]) {
      const res = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Product not found" });
    }
  });
});

describe("managing products", () => {
  const body = async (storeId: string, extra: object = {}) => ({
    name: "Phulkari Dupatta",
    description: "Hand-embroidered silk thread on khaddar.",
    price: 4500,
    sale_price: 3800,
    saleEndingDate: "2030-01-01T00:00:00.000Z",
    category: "Traditional Textiles",
    quantity: 7,
    images: [await pngDataUrl(), await pngDataUrl(1800, 900)],
    store_id: storeId,
    ...extra,
  });

  it("adds a product with images re-encoded to WebP, served with long-lived caching", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(seller.token),
      payload: await body(store.id),
    });
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product).toMatchObject({
      price: 4500,
      sale_price: 3800,
      quantity: 7,
      store_id: { _id: store.id },
    });
    expect(product.images).toHaveLength(2);
    const image = await get(product.images[1]);
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    const thumb = await sharp((await get(product.thumbnails[0])).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 400, height: 400 });
  });

  it("refuses a text file dressed as an image, an image over 5 MB and a sale price not below the price", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const post = async (extra: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: auth(seller.token),
        payload: await body(store.id, extra),
      });

    const text = await post({
      images: [`data:image/png;base64,${Buffer.from("just some text").toString("base64")}`],
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain("not an image");

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const large = await post({ images: [`data:image/png;base64,${big.toString("base64")}`] });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe("File image 1 is too large. Maximum size is 5MB.");

    const sale = await post({ sale_price: 4500 });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().errors[0]).toMatchObject({
      field: "sale_price",
      message: "Sale price must be less than regular price",
    });

    const none = await post({ images: [] });
    expect(none.json().errors[0].message).toBe("At least one product image is required");
    const list = (await get(`/api/products/store/${store.id}`)).json();
    expect(list.products).toHaveLength(0);
  });

  it("lets only the store's owner add, change and delete: others get 403 or 401 and nothing changes", async () => {
    const owner = await createSeller(t.app);
    const store = await createStore(t.app, owner.id);
    const other = await createSeller(t.app);
    const customer = await createCustomer(t.app);
    const payload = await body(store.id);

    expect((await t.app.inject({ method: "POST", url: "/api/products", payload })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/products", headers: auth(customer.token), payload }))
        .statusCode,
    ).toBe(403);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(other.token),
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("You do not have permission to manage this store.");

    const product = await createProduct(t.app, store.id, { name: "Kept", price: 1000 });
    for (const [token, code] of [
      [undefined, 401],
      [customer.token, 403],
      [other.token, 403],
    ] as const) {
      const headers = token ? auth(token) : {};
      expect(
        (
          await t.app.inject({
            method: "PUT",
            url: `/api/products/${product.id}`,
            headers,
            payload: { price: 1 },
          })
        ).statusCode,
      ).toBe(code);
      expect(
        (await t.app.inject({ method: "DELETE", url: `/api/products/${product.id}`, headers })).statusCode,
      ).toBe(code);
    }
    expect((await get(`/api/products/${product.id}`)).json().product).toMatchObject({
      name: "Kept",
      price: 1000,
    });
  });

  it("edits a product keeping, removing and adding images, and deletes it", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const created = (
      await t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: auth(seller.token),
        payload: await body(store.id),
      })
    ).json().product;
    const [first, second] = created.images;
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${created._id}`,
      headers: auth(seller.token),
      payload: { price: 3900, sale_price: null, images: [second, await pngDataUrl(300, 300)] },
    });
    expect(edit.statusCode).toBe(200);
    const edited = edit.json().product;
    expect(edited).toMatchObject({
      price: 3900,
      sale_price: null,
      saleEndingDate: null,
      name: "Phulkari Dupatta",
    });
    expect(edited.images[0]).toBe(second);
    expect(edited.images).toHaveLength(2);
    expect((await get(first)).statusCode).toBe(404);

    const below = await t.app.inject({
      method: "PUT",
      url: `/api/products/${created._id}`,
      headers: auth(seller.token),
      payload: { sale_price: 5000 },
    });
    expect(below.statusCode).toBe(400);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${created._id}`,
      headers: auth(seller.token),
    });
    expect(del.json()).toEqual({ success: true, message: "Product deleted successfully" });
    expect((await get(`/api/products/${created._id}`)).statusCode).toBe(404);
  });

  /** Uploads one small PNG as a multipart file, as the product form does before saving. */
  async function uploadImage(token: string, background = "#fbbf24") {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background } })
      .png()
      .toBuffer();
    const boundary = "----hunarmand";
    const multipartBody = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/media/images",
      headers: { ...auth(token), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody,
    });
    expect(upload.statusCode).toBe(201);
    return upload.json().images[0] as { url: string; thumbUrl: string };
  }

  it("accepts images uploaded as multipart files and used by URL", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const image = await uploadImage(seller.token);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(seller.token),
      payload: await body(store.id, { images: [image.url] }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().product.thumbnails).toEqual([image.thumbUrl]);
  });

  it("keeps the photos in the order the seller sent, on create and on edit, cover first", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const [a, b, c] = [
      await uploadImage(seller.token, "#ef4444"),
      await uploadImage(seller.token, "#22c55e"),
      await uploadImage(seller.token, "#3b82f6"),
    ];
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth(seller.token),
      payload: await body(store.id, { images: [c.url, a.url, b.url] }),
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.images).toEqual([c.url, a.url, b.url]);
    expect(product.thumbnails).toEqual([c.thumbUrl, a.thumbUrl, b.thumbUrl]);

    const reordered = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product._id}`,
      headers: auth(seller.token),
      payload: { images: [b.url, c.url, a.url] },
    });
    expect(reordered.json().product.images).toEqual([b.url, c.url, a.url]);
    const read = (await get(`/api/products/${product._id}`)).json().product;
    expect(read.images).toEqual([b.url, c.url, a.url]);
    expect(read.thumbnails).toEqual([b.thumbUrl, c.thumbUrl, a.thumbUrl]);
    const listed = (await get(`/api/products?store_id=${store.id}`)).json().products[0];
    expect(listed.thumbnails[0]).toBe(b.thumbUrl);
  });
});
