import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSellerWithStore,
  type OrderLine,
  orderLinesOf,
} from "../../../test/fixtures.ts";
import { orders, products, productVariants } from "../../db/schema/index.ts";

const t = testAppForFile();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Places a COD order and, when placed, confirms it as the buyer, so the store may ship it (decision 0034). */
async function place(token: string, items: OrderLine[], headers: Record<string, string> = {}) {
  const res = await orderLinesOf(t.app, token, items, {}, headers);
  if (res.statusCode === 201) await confirmAsBuyer(t.app, token, res.json().data);
  return res;
}

async function stock(productId: string) {
  const [product] = await t.app.db
    .select({ q: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  const variants = await t.app.db
    .select({ options: productVariants.options, q: productVariants.quantity })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return {
    total: product?.q,
    ...Object.fromEntries(variants.map((v) => [v.options.Size as string, v.q])),
  };
}

async function kurtaShop(sizes: Parameters<typeof createProductWithSizes>[2] = { S: 2, M: 3, L: 4 }) {
  const { seller, store } = await createSellerWithStore(t.app);
  const kurta = await createProductWithSizes(t.app, store.id, sizes, { name: "Lawn Kurta", price: 2000 });
  return { seller, store, ...kurta };
}

describe("ordering a variant", () => {
  it("takes the stock of the size bought, prices it from the variant and names it on the item", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants } = await kurtaShop({ S: 2, M: { quantity: 3, price: 2200 }, L: 4 });
    const res = await place(customer.token, [
      { product: product.id, variant: variants.M?.id, quantity: 2 },
      { product: product.id, variant: variants.S?.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.itemsPrice).toBe(2200 * 2 + 2000);
    const bySize = Object.fromEntries(
      order.products.map((i: { variant: { options: { Size: string } } }) => [i.variant.options.Size, i]),
    );
    expect(bySize.M).toMatchObject({
      quantity: 2,
      price: 2200,
      variant: { _id: variants.M?.id, options: { Size: "M" } },
    });
    expect(bySize.S).toMatchObject({
      quantity: 1,
      price: 2000,
      variant: { _id: variants.S?.id, options: { Size: "S" } },
    });
    expect(await stock(product.id)).toEqual({ total: 6, S: 1, M: 1, L: 4 });
  });

  it("charges a variant's own sale price while the product's sale runs", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants } = await kurtaShop({ S: 2, M: { quantity: 3, price: 2200, salePrice: 1800 } });
    const res = await place(customer.token, [{ product: product.id, variant: variants.M?.id, quantity: 1 }]);
    expect(res.json().data.products[0].price).toBe(1800);
  });

  it("keeps an order without variants exactly as before: variant is null", async () => {
    const customer = await createCustomer(t.app);
    const { store } = await createSellerWithStore(t.app);
    const plain = await createProduct(t.app, store.id, { quantity: 5 });
    const res = await place(customer.token, [{ product: plain.id, quantity: 2, variant: null }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.products[0].variant).toBeNull();
  });

  it("asks for a size when none is chosen, and refuses one for a product without sizes (400, nothing taken)", async () => {
    const customer = await createCustomer(t.app);
    const { product, store } = await kurtaShop();
    const missing = await place(customer.token, [{ product: product.id, quantity: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose the Size of "Lawn Kurta".');

    const plain = await createProduct(t.app, store.id, { name: "Ajrak Shawl", quantity: 5 });
    const { variants } = await createProductWithSizes(t.app, store.id, { M: 1 });
    const refused = await place(customer.token, [
      { product: plain.id, quantity: 1, variant: variants.M?.id },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('"Ajrak Shawl" comes in one kind only: order it without a variant.');
    expect(await stock(product.id)).toEqual({ total: 9, S: 2, M: 3, L: 4 });
    expect((await stock(plain.id)).total).toBe(5);
  });

  it("answers 409 for another product's variant or a made-up one, and in Urdu when asked", async () => {
    const customer = await createCustomer(t.app);
    const { product, store } = await kurtaShop();
    const other = await createProductWithSizes(t.app, store.id, { M: 5 });
    for (const variant of [other.variants.M?.id, "00000000-0000-7000-8000-000000000000", "not-an-id"]) {
      const res = await place(customer.token, [{ product: product.id, quantity: 1, variant }]);
      expect(res.statusCode, String(variant)).toBe(409);
      expect(res.json().message).toBe(
        'The chosen variant of "Lawn Kurta" is no longer available. Please choose again.',
      );
    }
    const urdu = await place(customer.token, [{ product: product.id, quantity: 1 }], {
      "accept-language": "ur",
    });
    expect(urdu.json().message).toBe('براہِ کرم "Lawn Kurta" کا Size چنیں۔');
  });

  it("refuses more than the size has left, naming the product and the size, and takes nothing", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants } = await kurtaShop({ S: 2, M: 1 });
    const res = await place(customer.token, [
      { product: product.id, variant: variants.S?.id, quantity: 1 },
      { product: product.id, variant: variants.M?.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 left of "Lawn Kurta (Size: M)". Please lower the quantity.');
    expect(await stock(product.id)).toEqual({ total: 3, S: 2, M: 1 });
  });

  it("never oversells a size: 12 buyers racing for the last 3 in M, exactly 3 win", async () => {
    const { product, variants } = await kurtaShop({ S: 5, M: 3, L: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createCustomer(t.app, `Buyer ${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((b, i) =>
        place(b.token, [
          { product: product.id, variant: variants.M?.id, quantity: 1 },
          // Every other buyer takes an L too, so checkouts lock two variants of one product.
          ...(i % 2 === 0 ? [{ product: product.id, variant: variants.L?.id, quantity: 1 }] : []),
        ]),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const won = answers.filter((a) => a.statusCode === 201).length;
    const lTaken = answers.filter((a, i) => a.statusCode === 201 && i % 2 === 0).length;
    expect(await stock(product.id)).toEqual({ total: 5 + 5 - lTaken, S: 5, M: 0, L: 5 - lTaken });
    expect(won).toBe(3);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      '"Lawn Kurta (Size: M)" is out of stock.',
    );
  });
});

describe("cancelling and returning a variant", () => {
  it("puts the stock back on the size when the customer cancels", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants } = await kurtaShop();
    const placed = await place(customer.token, [
      { product: product.id, variant: variants.M?.id, quantity: 2 },
    ]);
    expect(await stock(product.id)).toEqual({ total: 7, S: 2, M: 1, L: 4 });
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/orders/${placed.json().data._id}/cancel`,
      headers: auth(customer.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stock(product.id)).toEqual({ total: 9, S: 2, M: 3, L: 4 });
  });

  it("puts it back when the seller marks a shipped order Returned", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants, seller } = await kurtaShop();
    const placed = await place(customer.token, [
      { product: product.id, variant: variants.L?.id, quantity: 3 },
    ]);
    const id = placed.json().data._id;
    const move = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/orders/${id}/status`, headers: auth(seller.token), payload });
    expect((await move({ orderStatus: "Shipped", trackingNumber: "TRK-1" })).statusCode).toBe(200);
    expect(await stock(product.id)).toEqual({ total: 6, S: 2, M: 3, L: 1 });
    expect((await move({ orderStatus: "Returned" })).statusCode).toBe(200);
    expect(await stock(product.id)).toEqual({ total: 9, S: 2, M: 3, L: 4 });
  });

  it("keeps an order readable after the seller removes the size it bought; cancelling it then takes nothing back", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants, seller } = await kurtaShop();
    const placed = await place(customer.token, [
      { product: product.id, variant: variants.S?.id, quantity: 1 },
    ]);
    const orderId = placed.json().data._id;
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: auth(seller.token),
      payload: {
        options: [{ name: "Size", values: ["M", "L"] }],
        variants: [
          { options: { Size: "M" }, quantity: 3 },
          { options: { Size: "L" }, quantity: 4 },
        ],
      },
    });
    expect(edit.statusCode).toBe(200);
    const mine = await t.app.inject({ url: `/api/orders/${orderId}`, headers: auth(customer.token) });
    expect(mine.json().data.products[0]).toMatchObject({ variant: { _id: null, options: { Size: "S" } } });
    const theirs = await t.app.inject({
      url: `/api/orders/store/${placed.json().data.store_id}`,
      headers: auth(seller.token),
    });
    expect(theirs.json().data[0].products[0].variant).toEqual({ _id: null, options: { Size: "S" } });

    await t.app.inject({
      method: "POST",
      url: `/api/orders/${orderId}/cancel`,
      headers: auth(customer.token),
      payload: {},
    });
    expect(await stock(product.id)).toEqual({ total: 7, M: 3, L: 4 });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.orderStatus).toBe("Cancelled");
  });

  it("keeps the size on the order after the seller deletes the whole product", async () => {
    const customer = await createCustomer(t.app);
    const { product, variants, seller } = await kurtaShop();
    const placed = await place(customer.token, [
      { product: product.id, variant: variants.M?.id, quantity: 1 },
    ]);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: auth(seller.token),
    });
    expect(gone.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: `/api/orders/${placed.json().data._id}`,
      headers: auth(customer.token),
    });
    expect(mine.json().data.products[0]).toMatchObject({
      product: { _id: null, name: "Lawn Kurta" },
      variant: { _id: null, options: { Size: "M" } },
    });
  });
});
