import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createSeller,
  createStore,
  orderOf,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { setHidden, setSellerStatus } from "../../../test/moderation-fixtures.ts";

/**
 * Decision 0019: a suspended seller's stores and products, and a hidden product, leave every public
 * answer (detail, lists and their counts, search, suggestions, category and store pages) and cannot
 * be ordered; the owner still reads hers, marked; restoring brings everything back.
 */
const t = testAppForFile();

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token?: string) => t.app.inject({ url, headers: bearer(token) });
const ids = (list: Array<{ _id: string }>) => list.map((item) => item._id);

/** A seller with a store holding two products whose names share a word nobody else uses. */
async function shop() {
  const word = `zari${randomUUID().slice(0, 6)}`;
  const seller = await createSeller(t.app, "Nadia Shah");
  const store = await createStore(t.app, seller.id, `Nadia ${word} House`);
  const kept = await createProduct(t.app, store.id, { name: `${word} shawl`, category: "Home Decor" });
  const other = await createProduct(t.app, store.id, { name: `${word} cushion`, category: "Home Decor" });
  return { word, seller, store, kept, other };
}

/** What the public sees of the shop, through every public read. */
async function publicView(s: Awaited<ReturnType<typeof shop>>) {
  const [
    detail,
    otherDetail,
    search,
    byStore,
    category,
    suggestions,
    storeById,
    storeBySlug,
    stores,
    storePage,
    home,
    reviews,
  ] = await Promise.all([
    get(`/api/products/${s.kept.id}`),
    get(`/api/products/${s.other.id}`),
    get(`/api/products?search=${s.word}`),
    get(`/api/products?store_id=${s.store.id}`),
    get("/api/products?category=Home%20Decor&limit=100"),
    get(`/api/search/suggestions?q=${s.word}`),
    get(`/api/stores/${s.store.id}`),
    get(`/api/stores/${s.store.slug}`),
    get(`/api/stores?search=${s.word}`),
    get(`/api/products/store/${s.store.id}`),
    get("/api/products?limit=100"),
    get(`/api/products/${s.kept.id}/reviews`),
  ]);
  return {
    detail: detail.statusCode,
    otherDetail: otherDetail.statusCode,
    search: ids(search.json().products),
    searchCount: search.json().pagination.total_products,
    byStoreCount: byStore.json().pagination.total_products,
    category: ids(category.json().products),
    suggestedProducts: ids(suggestions.json().products),
    suggestedStores: ids(suggestions.json().stores),
    storeById: storeById.statusCode,
    storeBySlug: storeBySlug.statusCode,
    stores: ids(stores.json().stores ?? []),
    storePage: storePage.statusCode,
    storePageProducts: storePage.statusCode === 200 ? ids(storePage.json().products) : [],
    storePageTotal: storePage.statusCode === 200 ? storePage.json().stats.total : null,
    home: ids(home.json().products),
    reviews: reviews.statusCode,
  };
}

const order = (token: string, productId: string) => orderOf(t.app, token, productId);

const UNAVAILABLE = { success: false, message: "A product in your cart is no longer available." };

describe("a suspended seller's stores and products", () => {
  it("leave every public answer and cannot be ordered; restoring brings all back", async () => {
    const s = await shop();
    const customer = await createCustomer(t.app);
    const listed = await publicView(s);
    expect(listed).toMatchObject({
      detail: 200,
      reviews: 200,
      search: expect.arrayContaining([s.kept.id, s.other.id]),
      searchCount: 2,
      byStoreCount: 2,
      suggestedProducts: expect.arrayContaining([s.kept.id, s.other.id]),
      suggestedStores: [s.store.id],
      storeById: 200,
      storeBySlug: 200,
      stores: [s.store.id],
      storePage: 200,
      storePageTotal: 2,
    });
    expect(listed.category).toEqual(expect.arrayContaining([s.kept.id, s.other.id]));
    expect(listed.home).toEqual(expect.arrayContaining([s.kept.id, s.other.id]));

    await setSellerStatus(t.app, s.seller.id, "suspended", "Counterfeit listings");
    const gone = await publicView(s);
    expect(gone).toMatchObject({
      detail: 404,
      reviews: 404,
      otherDetail: 404,
      search: [],
      searchCount: 0,
      byStoreCount: 0,
      suggestedProducts: [],
      suggestedStores: [],
      storeById: 404,
      storeBySlug: 404,
      stores: [],
      storePage: 404,
    });
    expect(gone.category).not.toContain(s.kept.id);
    expect(gone.home).not.toContain(s.kept.id);
    expect((await order(customer.token, s.kept.id)).json()).toEqual(UNAVAILABLE);
    expect((await order(customer.token, s.kept.id)).statusCode).toBe(409);

    for (const status of ["verified", "pending"] as const) {
      await setSellerStatus(t.app, s.seller.id, status);
      expect(await publicView(s)).toEqual(listed);
      await setSellerStatus(t.app, s.seller.id, "suspended", "Again");
    }
    await setSellerStatus(t.app, s.seller.id, "verified");
    expect((await order(customer.token, s.kept.id)).statusCode).toBe(201);
  });

  it("are still hers: her token reads her products, store page and dashboard, and she runs her orders", async () => {
    const s = await shop();
    const customer = await createCustomer(t.app);
    const placed = (await order(customer.token, s.kept.id)).json().data;
    await setSellerStatus(t.app, s.seller.id, "suspended", "Counterfeit listings");

    const detail = await get(`/api/products/${s.kept.id}`, s.seller.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().product).toMatchObject({ _id: s.kept.id, hidden: false, hiddenReason: null });
    const page = await get(`/api/products/store/${s.store.id}`, s.seller.token);
    expect(page.statusCode).toBe(200);
    expect(ids(page.json().products).sort()).toEqual([s.kept.id, s.other.id].sort());
    expect(page.json().stats.total).toBe(2);
    expect((await get(`/api/stores/${s.store.id}`, s.seller.token)).statusCode).toBe(200);
    expect(ids((await get("/api/stores/seller/my-stores", s.seller.token)).json().stores)).toEqual([
      s.store.id,
    ]);
    expect((await get(`/api/stores/${s.store.id}/dashboard`, s.seller.token)).statusCode).toBe(200);
    expect((await get("/api/seller/profile", s.seller.token)).json()).toMatchObject({
      status: "suspended",
      statusReason: "Counterfeit listings",
    });
    // Another seller's or a customer's token is the public.
    const otherSeller = await createSeller(t.app);
    expect((await get(`/api/products/${s.kept.id}`, otherSeller.token)).statusCode).toBe(404);
    expect((await get(`/api/products/store/${s.store.id}`, customer.token)).statusCode).toBe(404);

    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${placed._id}/status`,
      headers: bearer(s.seller.token),
      payload: { orderStatus: "Processing" },
    });
    expect(moved.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${placed._id}/payment`,
      headers: bearer(s.seller.token),
      payload: { paymentStatus: "Paid" },
    });
    expect(paid.statusCode).toBe(200);
  });

  it("answers her listing changes 403 with the admin's reason, changing nothing", async () => {
    const s = await shop();
    await setSellerStatus(t.app, s.seller.id, "suspended", "Counterfeit listings.");
    const message =
      "Your seller account is suspended: Counterfeit listings. Contact Hunarmand to restore it.";
    const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(s.seller.token), ...(payload ? { payload } : {}) });
    const product = {
      name: "New shawl",
      description: "A handmade shawl for the test.",
      price: 900,
      category: "Home Decor",
      quantity: 3,
      images: ["/uploads/products/x.webp"],
      store_id: s.store.id,
    };
    const store = {
      name: `Second ${s.word}`,
      category: "Local Crafts",
      description: "A second store that must not open.",
    };
    const refused = [
      await send("POST", "/api/products", product),
      await send("PUT", `/api/products/${s.kept.id}`, { name: "Renamed" }),
      await send("DELETE", `/api/products/${s.other.id}`),
      await send("POST", "/api/stores", store),
      await send("PUT", `/api/stores/${s.store.id}`, {
        description: "Changed while suspended, it must not be.",
      }),
      await send("POST", "/api/media/images"),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message });
    }
    const page = await get(`/api/products/store/${s.store.id}`, s.seller.token);
    expect(
      page
        .json()
        .products.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual([`${s.word} cushion`, `${s.word} shawl`].sort());
    expect(ids((await get("/api/stores/seller/my-stores", s.seller.token)).json().stores)).toEqual([
      s.store.id,
    ]);

    await setSellerStatus(t.app, s.seller.id, "pending");
    expect((await send("PUT", `/api/products/${s.kept.id}`, { name: "Renamed shawl" })).statusCode).toBe(200);
  });
});

describe("a hidden product", () => {
  it("leaves every public answer and cannot be ordered; its store and the other products stay", async () => {
    const s = await shop();
    const customer = await createCustomer(t.app);
    await setHidden(t.app, s.kept.id, true, "Counterfeit brand");
    const view = await publicView(s);
    expect(view).toMatchObject({
      detail: 404,
      reviews: 404,
      otherDetail: 200,
      search: [s.other.id],
      searchCount: 1,
      byStoreCount: 1,
      suggestedProducts: [s.other.id],
      suggestedStores: [s.store.id],
      storeById: 200,
      stores: [s.store.id],
      storePage: 200,
      storePageProducts: [s.other.id],
      storePageTotal: 1,
    });
    expect(view.category).not.toContain(s.kept.id);
    expect(view.home).not.toContain(s.kept.id);
    const refused = await order(customer.token, s.kept.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(UNAVAILABLE);
    // With a listed product in the same cart too: nothing is placed.
    const mixed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: bearer(customer.token),
      payload: {
        products: [
          { product: s.other.id, quantity: 1 },
          { product: s.kept.id, quantity: 1 },
        ],
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect(mixed.statusCode).toBe(409);
  });

  it("is shown to its owner, marked hidden with the reason; others get only the listed fields", async () => {
    const s = await shop();
    await setHidden(t.app, s.kept.id, true, "Counterfeit brand");
    const detail = (await get(`/api/products/${s.kept.id}`, s.seller.token)).json().product;
    expect(detail).toMatchObject({ _id: s.kept.id, hidden: true, hiddenReason: "Counterfeit brand" });
    const page = (await get(`/api/products/store/${s.store.id}`, s.seller.token)).json();
    const byId = new Map(page.products.map((p: { _id: string }) => [p._id, p]));
    expect(byId.get(s.kept.id)).toMatchObject({ hidden: true, hiddenReason: "Counterfeit brand" });
    expect(byId.get(s.other.id)).toMatchObject({ hidden: false, hiddenReason: null });
    expect(page.stats.total).toBe(2);
    expect((await get(`/api/products/${s.kept.id}/reviews`, s.seller.token)).statusCode).toBe(200);
    const publicOther = (await get(`/api/products/${s.other.id}`)).json().product;
    expect(publicOther).not.toHaveProperty("hidden");
    expect(publicOther).not.toHaveProperty("hiddenReason");
    const publicPage = (await get(`/api/products/store/${s.store.id}`)).json();
    expect(publicPage.products[0]).not.toHaveProperty("hidden");
    // Her own edits still answer her the product, marked.
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/products/${s.kept.id}`,
      headers: bearer(s.seller.token),
      payload: { name: `${s.word} genuine shawl` },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product).toMatchObject({ hidden: true, hiddenReason: "Counterfeit brand" });

    await setHidden(t.app, s.kept.id, false, null);
    expect((await get(`/api/products/${s.kept.id}`)).statusCode).toBe(200);
    expect((await publicView(s)).searchCount).toBe(2);
  });
});
