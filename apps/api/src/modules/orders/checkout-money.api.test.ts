import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createSeller,
  createStore,
  LAHORE_ADDRESS,
  productStock,
} from "../../../test/fixtures.ts";
import { idempotencyKeys, orders } from "../../db/schema/index.ts";

const address = LAHORE_ADDRESS;
const BANK = {
  bankName: "Standard Chartered",
  accountTitle: "Fatima Bibi",
  iban: "PK36SCBL0000001123456702",
};
const WALLET = { accountTitle: "Noor Fatima", jazzcash: "0321 1234567", easypaisa: "" };

const t = testAppForFile();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function place(
  token: string,
  items: Array<{ product: string; quantity: number }>,
  extra: { expectedTotal?: number; paymentMethod?: string } = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...auth(token), ...headers },
    payload: { products: items, shippingAddress: address, paymentMethod: "Cash on Delivery", ...extra },
  });
}

const stockOf = (productId: string) => productStock(t.app, productId);

async function ordersOf(customerId: string) {
  return t.app.db.select().from(orders).where(eq(orders.customerId, customerId));
}

/** A seller's store with one product, its payment details entered through store settings. */
async function storeWith(
  paymentDetails: object | null,
  product: Parameters<typeof createProduct>[2] = {},
  name?: string,
) {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id, name);
  if (paymentDetails) {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/stores/${store.id}`,
      headers: auth(seller.token),
      payload: { paymentDetails },
    });
    expect(res.statusCode).toBe(200);
  }
  return { seller, store, product: await createProduct(t.app, store.id, product) };
}

describe("the checkout charges the total the customer saw", () => {
  it("places the order when the expected total matches, to the paisa", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(null, { price: 500, quantity: 5 });
    const res = await place(customer.token, [{ product: product.id, quantity: 2 }], { expectedTotal: 1100 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.totalPrice).toBe(1100);
  });

  it("answers 409 with the new totals and places nothing when the price changed under her", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(null, { price: 4700, quantity: 5 });
    const key = "price-changed-1";
    // She saw Rs 3,999 + 5% tax (free shipping): Rs 4,198.95. It is Rs 4,700 now.
    const res = await place(
      customer.token,
      [{ product: product.id, quantity: 1 }],
      { expectedTotal: 4198.95 },
      { "idempotency-key": key },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Rs 4,935.*Rs 4,198\.95/),
      totals: { itemsPrice: 4700, discountPrice: 0, shippingPrice: 0, taxPrice: 235, totalPrice: 4935 },
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ordersOf(customer.id)).toHaveLength(0);
    const keys = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toHaveLength(0);

    const confirmed = await place(
      customer.token,
      [{ product: product.id, quantity: 1 }],
      { expectedTotal: 4935 },
      { "idempotency-key": "price-changed-2" },
    );
    expect(confirmed.statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("forgives a difference of one paisa but not of two", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(null, { price: 500, quantity: 5 });
    const items = [{ product: product.id, quantity: 1 }];
    expect((await place(customer.token, items, { expectedTotal: 575.02 })).statusCode).toBe(409);
    expect((await place(customer.token, items, { expectedTotal: 575.01 })).statusCode).toBe(201);
  });

  it("behaves as before when an old client sends no expected total", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(null, { price: 4700, quantity: 5 });
    const res = await place(customer.token, [{ product: product.id, quantity: 1 }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.totalPrice).toBe(4935);
  });

  it("sums the totals over the orders of a checkout that spans stores", async () => {
    const customer = await createCustomer(t.app);
    const a = await storeWith(null, { price: 500, quantity: 5 });
    const b = await storeWith(null, { price: 2000, quantity: 5 });
    const items = [
      { product: a.product.id, quantity: 1 },
      { product: b.product.id, quantity: 1 },
    ];
    // Store A: 500 + 50 shipping + 25 tax; store B: 2000 + free shipping + 100 tax.
    const wrong = await place(customer.token, items, { expectedTotal: 2500 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().totals).toEqual({
      itemsPrice: 2500,
      discountPrice: 0,
      shippingPrice: 50,
      taxPrice: 125,
      totalPrice: 2675,
    });
    const right = await place(customer.token, items, { expectedTotal: 2675 });
    expect(right.statusCode).toBe(201);
    expect(right.json().orders).toHaveLength(2);
  });

  it("refuses an order past Rs 20,000,000 by name, takes no stock, and places one within it", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(null, { price: 7_000_000, quantity: 5 });
    const res = await place(customer.token, [{ product: product.id, quantity: 3 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "An order can total at most Rs 20,000,000. Please lower the quantities or place it in parts.",
    );
    expect(await stockOf(product.id)).toBe(5);
    expect(await ordersOf(customer.id)).toHaveLength(0);
    const within = await place(customer.token, [{ product: product.id, quantity: 2 }]);
    expect(within.statusCode).toBe(201);
    expect(within.json().data.totalPrice).toBe(14_700_000);
  });

  it("names the product that ran out, not the total, when both stock and total are off", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(null, { name: "Ajrak Shawl", price: 3200, quantity: 1 });
    const res = await place(customer.token, [{ product: product.id, quantity: 2 }], { expectedTotal: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 left of "Ajrak Shawl". Please lower the quantity.');
    expect(res.json().totals).toBeUndefined();
    expect(await stockOf(product.id)).toBe(1);
  });
});

describe("paying a store that has no gateway", () => {
  it("refuses a method the store does not accept, naming the store and what it does accept", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(WALLET, { quantity: 3 }, "Noor Wallet Crochet");
    const res = await place(customer.token, [{ product: product.id, quantity: 1 }], {
      paymentMethod: "Bank Transfer",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Noor Wallet Crochet does not accept Bank Transfer; choose Cash on Delivery or Mobile Wallet.",
      errors: [{ field: "paymentMethod" }],
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it("refuses bank transfer for a checkout when one of its stores has no bank account", async () => {
    const customer = await createCustomer(t.app);
    const bank = await storeWith(BANK);
    const none = await storeWith(null, {}, "Plain Cash Store");
    const res = await place(
      customer.token,
      [
        { product: bank.product.id, quantity: 1 },
        { product: none.product.id, quantity: 1 },
      ],
      { paymentMethod: "Bank Transfer" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Plain Cash Store does not accept Bank Transfer; choose Cash on Delivery.",
    );
  });

  it("refuses cards for every store until a gateway exists", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith({ ...BANK, jazzcash: "03001234567" });
    for (const method of ["Credit Card", "Debit Card"]) {
      const res = await place(customer.token, [{ product: product.id, quantity: 1 }], {
        paymentMethod: method,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${method} payments are not available yet`));
    }
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it("tells a bank transfer buyer whom to pay, how much and which reference, and her seller sees the same", async () => {
    const customer = await createCustomer(t.app);
    const { seller, store, product } = await storeWith(BANK, { price: 2000, quantity: 3 });
    const res = await place(customer.token, [{ product: product.id, quantity: 1 }], {
      paymentMethod: "Bank Transfer",
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    // The store's own bank account, as she saved it.
    const instructions = {
      method: "Bank Transfer",
      ...BANK,
      jazzcash: null,
      easypaisa: null,
      amount: 2100,
      reference: order._id.slice(-8).toUpperCase(),
    };
    expect(order.paymentInstructions).toEqual(instructions);

    const mine = await t.app.inject({
      url: `/api/orders/user/${customer.id}`,
      headers: auth(customer.token),
    });
    expect(mine.json().data[0].paymentInstructions).toEqual(instructions);
    const theirs = await t.app.inject({ url: `/api/orders/store/${store.id}`, headers: auth(seller.token) });
    expect(theirs.json().data[0].paymentInstructions).toEqual(instructions);

    const stranger = await createCustomer(t.app);
    const otherSeller = await createSeller(t.app);
    for (const token of [stranger.token, otherSeller.token]) {
      const peek = await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth(token) });
      expect(peek.statusCode).toBe(403);
      expect(peek.body).not.toContain("PK36SCBL");
    }
  });

  it("gives a wallet buyer the store's wallet number, and a cash buyer no instructions", async () => {
    const customer = await createCustomer(t.app);
    const { product } = await storeWith(WALLET, { price: 500, quantity: 3 });
    const wallet = await place(customer.token, [{ product: product.id, quantity: 1 }], {
      paymentMethod: "Mobile Wallet",
    });
    expect(wallet.json().data.paymentInstructions).toMatchObject({
      method: "Mobile Wallet",
      accountTitle: "Noor Fatima",
      jazzcash: "03211234567",
      easypaisa: null,
      iban: null,
      amount: 575,
    });
    const cash = await place(customer.token, [{ product: product.id, quantity: 1 }]);
    expect(cash.statusCode).toBe(201);
    expect(cash.json().data).toMatchObject({ paymentMethod: "Cash on Delivery", paymentInstructions: null });
  });
});
