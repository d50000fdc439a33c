import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSeller,
  createStore,
  orderLinesOf,
} from "../../../test/fixtures.ts";
import { products } from "../../db/schema/index.ts";
import { saveReturnWindowDays } from "../returns/return-settings.ts";

/** What shoppers read of a store on its page and the product page (issue 34, items 7 and 8). */
const t = testAppForFile();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer buys one unit (of `variant` if given), the store delivers it, and she rates it. */
async function boughtAndReviewed(
  seller: { token: string },
  productId: string,
  rating: number,
  comment: string,
  variant?: string,
) {
  const customer = await createCustomer(t.app, "Sana Malik");
  const placed = await orderLinesOf(t.app, customer.token, [{ product: productId, quantity: 1, variant }], {
    notes: "",
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data;
  await confirmAsBuyer(t.app, customer.token, order);
  for (const orderStatus of ["Processing", "Delivered"]) {
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order._id}/status`,
      headers: auth(seller.token),
      payload: { orderStatus },
    });
    expect(moved.statusCode).toBe(200);
  }
  const reviewed = await t.app.inject({
    method: "POST",
    url: `/api/orders/${order._id}/items/${order.products[0]._id}/review`,
    headers: auth(customer.token),
    payload: { rating, comment },
  });
  expect(reviewed.statusCode).toBe(201);
}

describe("a store's phone and e-mail", () => {
  const contactInfo = { phone: "03211234567", email: "noor@example.pk" };

  it("reach shoppers only once the seller chooses to show them; she always sees her own", async () => {
    const seller = await createSeller(t.app);
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: {
        name: "Contact Choice Crochet",
        category: "Crochet & Knitting",
        description: "Cosy crochet blankets and toys made to order in Karachi.",
        contactInfo,
      },
    });
    expect(opened.statusCode).toBe(201);
    const own = opened.json().store;
    expect(own).toMatchObject({ showContact: false, contactInfo, phone: contactInfo.phone });

    const hidden = (await t.app.inject({ url: `/api/stores/${own._id}` })).json().store;
    expect(hidden).toMatchObject({
      showContact: false,
      contactInfo: { phone: "", email: "" },
      phone: "",
      email: "",
      seller_id: { email: "" },
    });
    const listed = (await t.app.inject({ url: "/api/stores?search=Contact%20Choice" })).json().stores;
    expect(listed[0]).toMatchObject({ contactInfo: { phone: "", email: "" } });

    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/stores/${own._id}`, headers: auth(seller.token), payload });
    expect((await put({ showContact: true })).json().store.showContact).toBe(true);
    // A save that leaves the choice out keeps it.
    expect((await put({ location: "Karachi, Sindh" })).json().store.showContact).toBe(true);
    const shown = (await t.app.inject({ url: `/api/stores/${own._id}` })).json().store;
    expect(shown).toMatchObject({
      showContact: true,
      contactInfo,
      ...contactInfo,
      seller_id: { email: contactInfo.email },
    });

    const bad = await put({ showContact: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "showContact" });
    expect((await t.app.inject({ url: `/api/stores/${own._id}` })).json().store.showContact).toBe(true);
  });
});

describe("the product page's read of the store", () => {
  it("is not counted as a visit to the store (visit=false)", async () => {
    const owner = await createSeller(t.app);
    const store = await createStore(t.app, owner.id, "Seller Card Views");
    const read = (query: string, remoteAddress: string) =>
      t.app.inject({ url: `/api/stores/seller-card-views${query}`, remoteAddress });
    expect((await read("?visit=false", "10.7.7.1")).statusCode).toBe(200);
    expect((await read("?visit=false", "10.7.7.2")).statusCode).toBe(200);
    expect((await read("", "10.7.7.3")).statusCode).toBe(200);
    expect((await read("?visit=maybe", "10.7.7.4")).statusCode).toBe(400);
    const dashboard = await t.app.inject({
      url: `/api/stores/${store.id}/dashboard`,
      headers: auth(owner.token),
    });
    expect(dashboard.json().stats.views).toBe(1);
  });
});

describe("a store's reviews and return policy", () => {
  it("answers the store's rating over its products' reviews, the newest reviews with product and size, and the return window", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id, "Reviewed Kurta House");
    const { product: kurta, variants } = await createProductWithSizes(
      t.app,
      store.id,
      { S: 3, M: 3 },
      { name: "Lawn kurta" },
    );
    const mug = await createProduct(t.app, store.id, { name: "Blue mug" });
    const hiddenShawl = await createProduct(t.app, store.id, { name: "Hidden shawl" });

    const empty = (await t.app.inject({ url: `/api/stores/${store.id}` })).json().store;
    expect(empty).toMatchObject({ rating: { average: 0, count: 0 }, recentReviews: [], returnWindowDays: 7 });

    await boughtAndReviewed(seller, kurta.id, 5, "Fits well", variants.M?.id);
    await boughtAndReviewed(seller, mug.id, 4, "Sturdy");
    await boughtAndReviewed(seller, hiddenShawl.id, 1, "Not shown");
    await t.app.db.update(products).set({ hidden: true }).where(eq(products.id, hiddenShawl.id));
    await saveReturnWindowDays(t.app.db, 10);

    const answer = (await t.app.inject({ url: `/api/stores/reviewed-kurta-house` })).json().store;
    expect(answer.rating).toEqual({ average: 4.5, count: 2 });
    expect(answer.returnWindowDays).toBe(10);
    expect(answer.recentReviews).toMatchObject([
      {
        rating: 4,
        comment: "Sturdy",
        author: "Sana",
        variant: null,
        product: { _id: mug.id, name: "Blue mug" },
      },
      {
        rating: 5,
        comment: "Fits well",
        variant: { Size: "M" },
        product: { _id: kurta.id, name: "Lawn kurta" },
      },
    ]);

    // The product's own reviews name the size bought too (issue 34, item 7).
    const kurtaReviews = (await t.app.inject({ url: `/api/products/${kurta.id}/reviews` })).json();
    expect(kurtaReviews.reviews).toMatchObject([{ rating: 5, variant: { Size: "M" } }]);
    const mugReviews = (await t.app.inject({ url: `/api/products/${mug.id}/reviews` })).json();
    expect(mugReviews.reviews).toMatchObject([{ rating: 4, variant: null }]);
  });
});
