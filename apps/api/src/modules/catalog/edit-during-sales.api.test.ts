import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSellerWithStore,
  orderLinesOf,
} from "../../../test/fixtures.ts";

/**
 * Issue 37, item 1: an edit form opened before sales must not put the sold units back. The form
 * sends the stock it was shown (`stockSeen`); these stories are the oversell the hostile run found.
 */
const t = testAppForFile();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function buy(product: string, quantity: number, variant?: string) {
  const customer = await createCustomer(t.app);
  const res = await orderLinesOf(t.app, customer.token, [{ product, quantity, variant }]);
  expect(res.statusCode).toBe(201);
}

function edit(token: string, id: string, payload: object) {
  return t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: auth(token), payload });
}

async function read(id: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/products/${id}` });
  return res.json().product as {
    price: number;
    quantity: number;
    variants: { options: Record<string, string>; quantity: number }[];
  };
}

async function shop() {
  const { seller, store } = await createSellerWithStore(t.app);
  return { seller, store };
}

describe("editing a product while it sells", () => {
  it("keeps the sales when she changes only the price: 3 in stock, 2 sold, 1 left", async () => {
    const { seller, store } = await shop();
    const product = await createProduct(t.app, store.id, { quantity: 3, price: 500 });
    const opened = await read(product.id);
    await buy(product.id, 2);
    const res = await edit(seller.token, product.id, {
      price: 450,
      quantity: opened.quantity,
      stockSeen: { quantity: opened.quantity },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ price: 450, quantity: 1 });
  });

  it("refuses a stock she changed after it sold, with 409 and the stock now, changing nothing", async () => {
    const { seller, store } = await shop();
    const product = await createProduct(t.app, store.id, { quantity: 3, price: 500 });
    await buy(product.id, 2);
    const res = await edit(seller.token, product.id, {
      price: 450,
      quantity: 5,
      stockSeen: { quantity: 3 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: expect.stringContaining("sold 2 while you were editing"),
      stock: { quantity: 1, variants: [] },
    });
    expect(await read(product.id)).toMatchObject({ price: 500, quantity: 1 });
    // Saved again against the figures the 409 answered, her new stock is written.
    const again = await edit(seller.token, product.id, { quantity: 5, stockSeen: { quantity: 1 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().product.quantity).toBe(5);
  });

  it("answers the 409 in Urdu for a reader of Urdu", async () => {
    const { seller, store } = await shop();
    const product = await createProduct(t.app, store.id, { quantity: 3 });
    await buy(product.id, 1);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: { ...auth(seller.token), "accept-language": "ur" },
      payload: { quantity: 7, stockSeen: { quantity: 3 } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
    expect(res.json().message).toContain("1");
  });

  it("keeps each variant's sales when she edits the table, and refuses a size she changed after it sold", async () => {
    const { seller, store } = await shop();
    const { product, variants } = await createProductWithSizes(t.app, store.id, { S: 3, M: 2 });
    const opened = await read(product.id);
    const seen = { variants: opened.variants.map((v) => ({ options: v.options, quantity: v.quantity })) };
    await buy(product.id, 2, variants.S?.id);

    // M changed from 2 to 6; S left as shown (3), and 2 of S sold meanwhile: 1 S, 6 M.
    const table = [
      { options: { Size: "S" }, quantity: 3 },
      { options: { Size: "M" }, quantity: 6 },
    ];
    const saved = await edit(seller.token, product.id, { variants: table, stockSeen: seen });
    expect(saved.statusCode).toBe(200);
    const after = await read(product.id);
    expect(after.variants.map((v) => v.quantity)).toEqual([1, 6]);
    expect(after.quantity).toBe(7);

    // The same form saved again with S changed to 4: S moved from 3 to 1 since it was shown.
    const refused = await edit(seller.token, product.id, {
      variants: [
        { options: { Size: "S" }, quantity: 4 },
        { options: { Size: "M" }, quantity: 6 },
      ],
      stockSeen: seen,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().stock.variants).toEqual([
      { options: { Size: "S" }, quantity: 1 },
      { options: { Size: "M" }, quantity: 6 },
    ]);
    expect((await read(product.id)).variants.map((v) => v.quantity)).toEqual([1, 6]);
  });

  it("refuses figures that are not stock counts with 400", async () => {
    const { seller, store } = await shop();
    const product = await createProduct(t.app, store.id, { quantity: 3 });
    const res = await edit(seller.token, product.id, { quantity: 4, stockSeen: { quantity: -1 } });
    expect(res.statusCode).toBe(400);
    expect((await read(product.id)).quantity).toBe(3);
  });
});
