import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createProduct, createSeller, createStore } from "../../../test/fixtures.ts";

/**
 * Issue 34, item 5: shoppers see "Verified" on a verified seller's store, its products and cards. The
 * public answers are kept in memory until the next write (decision 0031), so this runs with the cache
 * on: an admin's verification, and its undoing, shows in the next public read.
 */
describe("the verified flag on public store and product answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_ANSWER_CACHE_MB: "4" });
  });
  afterAll(() => t.close());

  const read = async (url: string) => {
    const answer = await t.app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const setStatus = async (token: string, sellerId: string, status: "verified" | "pending") => {
    const answer = await t.app.inject({
      method: "PUT",
      url: `/api/admin/sellers/${sellerId}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status, reason: "CNIC and workshop checked" },
    });
    expect(answer.statusCode).toBe(200);
  };

  /** Every public answer that carries the flag: the store by id and slug, lists, the product and its lists. */
  async function flags(store: { id: string; slug: string; name: string }, productId: string) {
    const [byId, bySlug, list, product, products, storePage] = await Promise.all([
      read(`/api/stores/${store.id}`),
      read(`/api/stores/${store.slug}`),
      read(`/api/stores?search=${encodeURIComponent(store.name)}`),
      read(`/api/products/${productId}`),
      read(`/api/products?store_id=${store.id}`),
      read(`/api/products/store/${store.id}`),
    ]);
    return [
      byId.store.verified,
      bySlug.store.verified,
      list.stores[0].verified,
      product.product.store_id.verified,
      products.products[0].store_id.verified,
      storePage.products[0].store_id.verified,
    ];
  }

  it("is false for a new seller, true once an admin verifies her, false again when the verification is undone", async () => {
    const admin = await createAdmin(t.app);
    const seller = await createSeller(t.app, "Sadia Bano");
    const store = await createStore(t.app, seller.id, "Sadia Verified Ralli");
    const product = await createProduct(t.app, store.id, { name: "Ralli quilt" });

    // Read twice: the second comes from memory, and must still change after the admin's write.
    await flags(store, product.id);
    expect(await flags(store, product.id)).toEqual(Array(6).fill(false));

    await setStatus(admin.token, seller.id, "verified");
    expect(await flags(store, product.id)).toEqual(Array(6).fill(true));
    expect(await flags(store, product.id)).toEqual(Array(6).fill(true));

    await setStatus(admin.token, seller.id, "pending");
    expect(await flags(store, product.id)).toEqual(Array(6).fill(false));
  });

  it("belongs to each store's own seller in one list", async () => {
    const admin = await createAdmin(t.app);
    const [checked, unchecked] = [await createSeller(t.app), await createSeller(t.app)];
    await createStore(t.app, checked.id, "Zardozi Checked Works");
    await createStore(t.app, unchecked.id, "Zardozi Unchecked Works");
    await setStatus(admin.token, checked.id, "verified");
    const list = await read("/api/stores?search=Zardozi");
    const verifiedByName = Object.fromEntries(
      list.stores.map((s: { name: string; verified: boolean }) => [s.name, s.verified]),
    );
    expect(verifiedByName).toEqual({ "Zardozi Checked Works": true, "Zardozi Unchecked Works": false });
  });
});
