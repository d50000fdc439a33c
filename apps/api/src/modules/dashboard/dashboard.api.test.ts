import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import { createCustomer, createProduct, createSeller, createStore } from "../../../test/fixtures.ts";
import { lastDays } from "./dashboard.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = {
  fullName: "Ayesha Khan",
  addressLine: "House 1",
  city: "Lahore",
  postalCode: "54000",
  country: "Pakistan",
  phone: "03001112233",
};

describe("the seller dashboard", () => {
  it("counts products, sales, real ratings, revenue of delivered or paid orders, and best sellers", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const shawl = await createProduct(t.app, store.id, { name: "Shawl", price: 2000, quantity: 10 });
    const mug = await createProduct(t.app, store.id, {
      name: "Mug",
      price: 400,
      salePrice: 300,
      quantity: 10,
    });
    await createProduct(t.app, store.id, { name: "Gone", price: 100, quantity: 0 });
    const customer = await createCustomer(t.app);
    const place = async (product: string, quantity: number) => {
      const order = (
        await t.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: auth(customer.token),
          payload: { products: [{ product, quantity }], shippingAddress: address },
        })
      ).json().data;
      // The COD buyer confirms, so the store may deliver it (decision 0034).
      await confirmAsBuyer(t.app, customer.token, order);
      return order;
    };
    const set = (id: string, path: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/orders/${id}/${path}`, headers: auth(seller.token), payload });

    const delivered = await place(shawl.id, 1); // 2000 + 0 shipping + 100 tax = 2100
    await set(delivered._id, "status", { orderStatus: "Processing" });
    await set(delivered._id, "status", { orderStatus: "Delivered" });
    const paid = await place(mug.id, 3); // 900 + 50 + 45 = 995
    await set(paid._id, "payment", { paymentStatus: "Paid" });
    await place(mug.id, 1); // pending and unpaid: no revenue yet
    const cancelled = await place(shawl.id, 2);
    await set(cancelled._id, "payment", { paymentStatus: "Paid" });
    await set(cancelled._id, "status", { orderStatus: "Cancelled" });
    await t.app.inject({
      method: "POST",
      url: `/api/orders/${delivered._id}/items/${delivered.products[0]._id}/review`,
      headers: auth(customer.token),
      payload: { rating: 4 },
    });

    const res = await t.app.inject({ url: `/api/stores/${store.id}/dashboard`, headers: auth(seller.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toMatchObject({
      totalProducts: 3,
      onSale: 1,
      outOfStock: 1,
      averageRating: 4,
      reviewCount: 1,
      revenue: 3095,
      orders: 4,
      pendingOrders: 2,
    });
    expect(body.daily).toHaveLength(30);
    const today = body.daily.at(-1);
    expect(today).toMatchObject({ orders: 4, revenue: 3095 });
    expect(body.topProducts.map((p: { name: string; unitsSold: number }) => [p.name, p.unitsSold])).toEqual([
      ["Mug", 4],
      ["Shawl", 1],
    ]);
  });

  it("is for the store's owner only", async () => {
    const owner = await createSeller(t.app);
    const store = await createStore(t.app, owner.id);
    const other = await createSeller(t.app);
    const customer = await createCustomer(t.app);
    const url = `/api/stores/${store.id}/dashboard`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: auth(customer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: auth(other.token) })).statusCode).toBe(403);
    const unknown = await t.app.inject({ url: "/api/stores/nope/dashboard", headers: auth(owner.token) });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("lastDays", () => {
  it("lists the last n UTC dates, oldest first, ending today", () => {
    expect(lastDays(new Date("2026-03-02T10:00:00Z"), 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});
