import { AsyncLocalStorage } from "node:async_hooks";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createProductWithSizes, createSeller, createStore } from "../../../test/fixtures.ts";

let t: TestApp;
let image: string;
beforeAll(async () => {
  t = await buildTestApp();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#9d174d" } })
    .png()
    .toBuffer();
  image = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function sellerStore() {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  return { seller, store };
}

const kurta = (storeId: string, more: object = {}) => ({
  name: "Lawn Kurta",
  description: "Block-printed lawn, cut and sewn by hand.",
  price: 2000,
  sale_price: 1800,
  category: "Traditional Textiles",
  images: [image],
  store_id: storeId,
  options: [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Colour", values: ["Blue", "Red"] },
  ],
  variants: ["S", "M", "L"].flatMap((size, i) =>
    ["Blue", "Red"].map((colour, j) => ({
      options: { Colour: colour, Size: size },
      quantity: i * 2 + j,
      ...(size === "L" ? { price: 2400, sale_price: null } : {}),
      ...(size === "S" && colour === "Red" ? { sku: "LK-S-RED", price: 1500 } : {}),
    })),
  ),
  ...more,
});

function create(token: string, payload: object) {
  return t.app.inject({ method: "POST", url: "/api/products", headers: auth(token), payload });
}

function edit(token: string, id: string, payload: object) {
  return t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: auth(token), payload });
}

describe("adding a product in sizes and colours", () => {
  it("answers its options and one variant per combination, in order, with effective prices and the summed stock", async () => {
    const { seller, store } = await sellerStore();
    const res = await create(seller.token, kurta(store.id));
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product.options).toEqual([
      { name: "Size", values: ["S", "M", "L"] },
      { name: "Colour", values: ["Blue", "Red"] },
    ]);
    expect(product.quantity).toBe(0 + 1 + 2 + 3 + 4 + 5);
    expect(product.variants.map((v: { options: object }) => v.options)).toEqual([
      { Size: "S", Colour: "Blue" },
      { Size: "S", Colour: "Red" },
      { Size: "M", Colour: "Blue" },
      { Size: "M", Colour: "Red" },
      { Size: "L", Colour: "Blue" },
      { Size: "L", Colour: "Red" },
    ]);
    // Key order is part of what a person reads: "Size: S, Colour: Red".
    expect(Object.keys(product.variants[1].options)).toEqual(["Size", "Colour"]);
    expect(product.variants[0]).toMatchObject({ price: 2000, sale_price: 1800, quantity: 0, sku: null });
    // The product's sale is above this variant's own price, so it has none.
    expect(product.variants[1]).toMatchObject({
      price: 1500,
      sale_price: null,
      quantity: 1,
      sku: "LK-S-RED",
    });
    expect(product.variants[4]).toMatchObject({ price: 2400, sale_price: 1800 });

    const read = await t.app.inject({ url: `/api/products/${product._id}` });
    expect(read.json().product.variants).toEqual(product.variants);
  });

  it("answers a product without variants exactly as before, with empty options and variants", async () => {
    const { seller, store } = await sellerStore();
    const res = await create(seller.token, {
      ...kurta(store.id, { quantity: 7 }),
      options: undefined,
      variants: undefined,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ quantity: 7, options: [], variants: [] });
  });

  it.each([
    [
      "a missing combination",
      (v: ReturnType<typeof kurta>) => ({ variants: v.variants.slice(1) }),
      "The variant Size: S, Colour: Blue is missing: add one for every combination.",
    ],
    [
      "a repeated combination",
      (v: ReturnType<typeof kurta>) => ({
        variants: [...v.variants, { options: { size: "m", colour: "red" }, quantity: 1 }],
      }),
      "The variant Size: M, Colour: Red is listed twice.",
    ],
    [
      "a value outside the options",
      (v: ReturnType<typeof kurta>) => ({
        variants: [...v.variants.slice(1), { options: { Size: "XL", Colour: "Blue" }, quantity: 1 }],
      }),
      '"XL" is not one of the values of Size.',
    ],
    [
      "three options",
      () => ({ options: ["Size", "Colour", "Sleeve"].map((name) => ({ name, values: ["A"] })) }),
      "A product can have at most 2 options.",
    ],
  ])("refuses %s with 400 and a clear message, adding nothing", async (_, change, message) => {
    const { seller, store } = await sellerStore();
    const res = await create(seller.token, { ...kurta(store.id), ...change(kurta(store.id)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    const list = await t.app.inject({ url: `/api/products/store/${store.id}` });
    expect(list.json().products).toEqual([]);
  });
});

describe("editing a product's variants", () => {
  it("replaces the set: a kept combination keeps its id, a new one is added, a dropped one goes; stock is their sum", async () => {
    const { seller, store } = await sellerStore();
    const { product, variants } = await createProductWithSizes(t.app, store.id, { S: 2, M: 3, L: 4 });
    const res = await edit(seller.token, product.id, {
      options: [{ name: "Size", values: ["M", "L", "XL"] }],
      variants: [
        { options: { Size: "M" }, quantity: 10, sku: "M-1" },
        { options: { Size: "L" }, quantity: 0 },
        { options: { Size: "XL" }, quantity: 1, price: 650 },
      ],
      quantity: 999,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().product;
    expect(saved.quantity).toBe(11);
    expect(saved.variants.map((v: { _id: string }) => v._id).slice(0, 2)).toEqual([
      variants.M?.id,
      variants.L?.id,
    ]);
    expect(saved.variants[2]).toMatchObject({ options: { Size: "XL" }, price: 650, quantity: 1 });
  });

  it("changes only the stock when variants come alone, checked against the options the product has", async () => {
    const { seller, store } = await sellerStore();
    const { product } = await createProductWithSizes(t.app, store.id, { S: 2, M: 3 });
    const ok = await edit(seller.token, product.id, {
      variants: [
        { options: { Size: "S" }, quantity: 0 },
        { options: { Size: "M" }, quantity: 1 },
      ],
    });
    expect(ok.json().product).toMatchObject({ quantity: 1, options: [{ name: "Size", values: ["S", "M"] }] });
    const bad = await edit(seller.token, product.id, { variants: [{ options: { Size: "S" }, quantity: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The variant Size: M is missing: add one for every combination.");
    // A quantity alone cannot overwrite the sizes' sum.
    const quantity = await edit(seller.token, product.id, { quantity: 50, name: "Renamed Kurta" });
    expect(quantity.json().product).toMatchObject({ quantity: 1, name: "Renamed Kurta" });
  });

  it("turns a product with variants back into one without, given an empty pair and a quantity", async () => {
    const { seller, store } = await sellerStore();
    const { product } = await createProductWithSizes(t.app, store.id, { S: 2, M: 3 });
    const res = await edit(seller.token, product.id, { options: [], variants: [], quantity: 4 });
    expect(res.json().product).toMatchObject({ quantity: 4, options: [], variants: [] });
  });
});

describe("lists by option", () => {
  it("filters by an option's lower-cased name (size=M), any case of the value, and inStock per variant", async () => {
    const { store } = await sellerStore();
    const both = await createProductWithSizes(t.app, store.id, { S: 0, M: 2 }, { name: "Kurta A" });
    const soldOutM = await createProductWithSizes(t.app, store.id, { M: 0, L: 1 }, { name: "Kurta B" });
    await createProduct(t.app, store.id, { name: "Plain Shawl", quantity: 3 });
    const names = async (query: string) => {
      const res = await t.app.inject({ url: `/api/products?store_id=${store.id}&sort=name&${query}` });
      expect(res.statusCode, query).toBe(200);
      return res.json().products.map((p: { name: string }) => p.name);
    };
    expect(await names("size=M")).toEqual(["Kurta A", "Kurta B"]);
    expect(await names("Size=m&inStock=true")).toEqual(["Kurta A"]);
    expect(await names("size=S&inStock=true")).toEqual([]);
    expect(await names("size=L&size=S")).toEqual(["Kurta A", "Kurta B"]);
    expect(await names("size=XL")).toEqual([]);
    expect(await names("inStock=true")).toEqual(["Kurta A", "Kurta B", "Plain Shawl"]);
    expect(await names("utm_source=newsletter")).toEqual(["Kurta A", "Kurta B", "Plain Shawl"]);
    const list = await t.app.inject({ url: `/api/products?store_id=${store.id}&sort=name` });
    const [a, b] = list.json().products;
    expect(a.variants.map((v: { quantity: number }) => v.quantity)).toEqual([0, 2]);
    expect(b._id).toBe(soldOutM.product.id);
    expect(a._id).toBe(both.product.id);
  });
});

describe("reading variants with a list (decision 0024)", () => {
  /**
   * Database calls `read` makes, counted at the driver (PGlite's client or the pg pool). Only calls
   * made from `read`'s own async context count: the job queue's polls share the pool and may fall
   * inside the window.
   */
  async function queriesDuring(read: () => Promise<unknown>): Promise<number> {
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const reading = new AsyncLocalStorage<true>();
    let calls = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      if (reading.getStore()) calls++;
      return query.apply(this, args);
    };
    try {
      await reading.run(true, read);
    } finally {
      client.query = query;
    }
    return calls;
  }

  it("adds no query per product: a page of twelve products in sizes costs what a page of one does", async () => {
    const one = await sellerStore();
    await createProductWithSizes(t.app, one.store.id, { S: 1, M: 2 });
    const twelve = await sellerStore();
    for (let i = 0; i < 12; i++) await createProductWithSizes(t.app, twelve.store.id, { S: 1, M: 2, L: 3 });
    const read = (storeId: string) => async () => {
      const res = await t.app.inject({ url: `/api/products?store_id=${storeId}&limit=12` });
      expect(res.json().products.every((p: { variants: unknown[] }) => p.variants.length > 0)).toBe(true);
    };
    const forOne = await queriesDuring(read(one.store.id));
    expect(forOne).toBeGreaterThan(0);
    expect(await queriesDuring(read(twelve.store.id))).toBe(forOne);
  });
});

describe("the dashboard's low stock", () => {
  it("lists each running-out size of a product with sizes, and products without sizes as a whole", async () => {
    const { seller, store } = await sellerStore();
    const { product } = await createProductWithSizes(
      t.app,
      store.id,
      { S: 0, M: 2, L: 20 },
      { name: "Kurta" },
    );
    const plain = await createProduct(t.app, store.id, { name: "Mug", quantity: 3 });
    await createProduct(t.app, store.id, { name: "Plenty", quantity: 30 });
    const res = await t.app.inject({ url: `/api/stores/${store.id}/dashboard`, headers: auth(seller.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().lowStock).toEqual([
      {
        _id: product.id,
        name: "Kurta",
        variant: { _id: expect.any(String), options: { Size: "S" } },
        quantity: 0,
      },
      {
        _id: product.id,
        name: "Kurta",
        variant: { _id: expect.any(String), options: { Size: "M" } },
        quantity: 2,
      },
      { _id: plain.id, name: "Mug", variant: null, quantity: 3 },
    ]);
  });
});

describe("a variant's picture", () => {
  async function pictures() {
    const [blue, red] = await Promise.all(
      ["#1d4ed8", "#b91c1c"].map(async (background) => {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
          .png()
          .toBuffer();
        return `data:image/png;base64,${png.toString("base64")}`;
      }),
    );
    return { blue: blue as string, red: red as string };
  }

  const dupatta = (
    storeId: string,
    images: string[],
    blueImage?: string | null,
    redImage?: string | null,
  ) => ({
    ...kurta(storeId),
    name: "Chiffon Dupatta",
    images,
    options: [{ name: "Colour", values: ["Blue", "Red"] }],
    variants: [
      { options: { Colour: "Blue" }, quantity: 2, image: blueImage },
      { options: { Colour: "Red" }, quantity: 3, image: redImage },
    ],
  });

  it("is the product image the seller linked, answered as the image's public URL, and follows edits", async () => {
    const { seller, store } = await sellerStore();
    const { blue, red } = await pictures();
    // On create the picture is named as the save sends it: here the data URL of the uploaded file.
    const res = await create(seller.token, dupatta(store.id, [blue, red], blue));
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product.images).toHaveLength(2);
    expect(product.variants.map((v: { image: string | null }) => v.image)).toEqual([product.images[0], null]);

    // An edit names them as the answers carry them (the full image or its thumbnail).
    const edited = await edit(seller.token, product._id, {
      variants: [
        { options: { Colour: "Blue" }, quantity: 2, image: product.thumbnails[0] },
        { options: { Colour: "Red" }, quantity: 3, image: product.images[1] },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product.variants.map((v: { image: string | null }) => v.image)).toEqual(
      product.images,
    );
    const read = await t.app.inject({ url: `/api/products/${product._id}` });
    expect(read.json().product.variants.map((v: { image: string | null }) => v.image)).toEqual(
      product.images,
    );
    const list = await t.app.inject({ url: `/api/products?store_id=${store.id}` });
    expect(list.json().products[0].variants[1].image).toBe(product.images[1]);

    // Leaving `image` out of a variant in an edit of the variants takes its picture away.
    const cleared = await edit(seller.token, product._id, {
      variants: [
        { options: { Colour: "Blue" }, quantity: 2, image: null },
        { options: { Colour: "Red" }, quantity: 3 },
      ],
    });
    expect(cleared.json().product.variants.map((v: { image: string | null }) => v.image)).toEqual([
      null,
      null,
    ]);
  });

  it("drops the link, not the edit, when the edit removes that image from the product", async () => {
    const { seller, store } = await sellerStore();
    const { blue, red } = await pictures();
    const product = (await create(seller.token, dupatta(store.id, [blue, red], blue, red))).json().product;
    const res = await edit(seller.token, product._id, { images: [product.images[1]] });
    expect(res.statusCode).toBe(200);
    const after = res.json().product;
    expect(after.images).toEqual([product.images[1]]);
    expect(after.variants.map((v: { image: string | null }) => v.image)).toEqual([null, product.images[1]]);
    expect(after.variants.map((v: { _id: string }) => v._id)).toEqual(
      product.variants.map((v: { _id: string }) => v._id),
    );
  });

  it("answers 400 naming the variant when the picture is not one of the product's, and changes nothing", async () => {
    const { seller, store } = await sellerStore();
    const { blue, red } = await pictures();
    const message = "The picture chosen for Colour: Blue is not one of this product's pictures.";

    const elsewhere = "/uploads/products/00000000-0000-4000-8000-000000000000.webp";
    const refused = await create(seller.token, dupatta(store.id, [red], elsewhere));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    const none = await t.app.inject({ url: `/api/products?store_id=${store.id}` });
    expect(none.json().products).toEqual([]);

    const product = (await create(seller.token, dupatta(store.id, [blue, red], blue))).json().product;
    // The edit keeps only the red image, and still links blue to the image it removes.
    const res = await edit(seller.token, product._id, {
      images: [product.images[1]],
      variants: [
        { options: { Colour: "Blue" }, quantity: 2, image: product.images[0] },
        { options: { Colour: "Red" }, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual([{ field: "variants.0.image", message }]);
    const read = (await t.app.inject({ url: `/api/products/${product._id}` })).json().product;
    expect(read.images).toEqual(product.images);
    expect(read.variants).toEqual(product.variants);

    const urdu = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product._id}`,
      headers: { ...auth(seller.token), "accept-language": "ur" },
      payload: {
        variants: [
          { options: { Colour: "Blue" }, quantity: 2, image: "https://example.com/blue.png" },
          { options: { Colour: "Red" }, quantity: 3 },
        ],
      },
    });
    expect(urdu.statusCode).toBe(400);
    expect(urdu.json().message).toBe("Colour: Blue کے لیے چنی گئی تصویر اس پروڈکٹ کی تصاویر میں سے نہیں ہے۔");
  });
});
