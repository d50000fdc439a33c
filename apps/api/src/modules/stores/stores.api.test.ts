import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createCustomer, createSeller, createStore } from "../../../test/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const storeBody = (name: string, extra: object = {}) => ({
  name,
  category: "Crochet & Knitting",
  description: "Cosy crochet blankets and toys made to order in Karachi.",
  contactInfo: { phone: "03211234567", email: "noor@example.pk" },
  socialLinks: { facebook: "https://facebook.com/noor", instagram: "", twitter: "" },
  ...extra,
});

describe("opening a store", () => {
  it("creates a store owned by the token's seller, ignoring user_id, with a processed logo", async () => {
    const seller = await createSeller(t.app, "Noor Fatima");
    const other = await createSeller(t.app);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: storeBody("Noor Crochet Studio", {
        user_id: other.id,
        logo: `data:image/png;base64,${png.toString("base64")}`,
      }),
    });
    expect(res.statusCode).toBe(201);
    const store = res.json().store;
    expect(store).toMatchObject({
      name: "Noor Crochet Studio",
      slug: "noor-crochet-studio",
      seller_id: { _id: seller.id, name: "Noor Fatima" },
      contactInfo: { phone: "03211234567" },
      banner: null,
    });
    expect(store.logo).toMatch(/^\/uploads\/stores\/.+\.webp$/);
    expect((await t.app.inject({ url: store.logo })).statusCode).toBe(200);

    const mine = await t.app.inject({ url: "/api/stores/seller/my-stores", headers: auth(seller.token) });
    expect(mine.json()).toMatchObject({ success: true, count: 1, stores: [{ _id: store._id }] });
    const theirs = await t.app.inject({ url: "/api/stores/seller/my-stores", headers: auth(other.token) });
    expect(theirs.json().count).toBe(0);
  });

  it("refuses a name already taken in any letter case with 409 naming the problem", async () => {
    const seller = await createSeller(t.app);
    await createStore(t.app, seller.id, "Multani Blue Pottery Test");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: storeBody("multani blue pottery test"),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/name.*exists/);
  });

  it("checks the fields with the spec's messages and needs a seller token", async () => {
    const seller = await createSeller(t.app);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: { name: "  ", category: "Spaceships", description: "too short" },
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages).toMatchObject({
      name: "Please enter your store name.",
      category: "Please select a store category.",
      description: "Store description must be at least 20 characters long.",
    });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/stores", payload: storeBody("X store") })).statusCode,
    ).toBe(401);
    const customer = await createCustomer(t.app);
    const asCustomer = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(customer.token),
      payload: storeBody("Y store"),
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("refuses a logo that is not an image", async () => {
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: storeBody("Logo Test Store", {
        logo: `data:image/png;base64,${Buffer.from("hello").toString("base64")}`,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/stores?search=Logo%20Test" })).json().stores).toHaveLength(0);
  });
});

describe("reading and changing stores", () => {
  it("lists stores by category and name and answers one with its seller, 404 when unknown", async () => {
    const seller = await createSeller(t.app, "Gul Bano");
    const store = await createStore(t.app, seller.id, "Hunza Apricot Test");
    const found = (
      await t.app.inject({ url: "/api/stores?search=apricot%20test&category=local%20crafts" })
    ).json();
    expect(found.stores.map((s: { _id: string }) => s._id)).toEqual([store.id]);
    const one = (await t.app.inject({ url: `/api/stores/${store.id}` })).json();
    expect(one.store.seller_id).toMatchObject({ _id: seller.id, name: "Gul Bano" });
    for (const id of ["abc", "0190f0e5-1111-7000-8000-000000000000"]) {
      expect((await t.app.inject({ url: `/api/stores/${id}` })).statusCode).toBe(404);
    }
  });

  it("counts a visitor's views once a day and never the owner's own", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const visit = (headers: Record<string, string>, remoteAddress = "10.1.1.1") =>
      t.app.inject({ url: `/api/stores/${store.id}`, headers, remoteAddress });
    await visit({ "user-agent": "phone" });
    await visit({ "user-agent": "phone" });
    await visit({ "user-agent": "laptop" }, "10.2.2.2");
    await visit({ ...auth(seller.token), "user-agent": "owner" });
    const dashboard = await t.app.inject({
      url: `/api/stores/${store.id}/dashboard`,
      headers: auth(seller.token),
    });
    expect(dashboard.json().stats.views).toBe(2);
  });

  it("lets only the owner edit a store, keeping what was not sent", async () => {
    const owner = await createSeller(t.app);
    const other = await createSeller(t.app);
    const store = await createStore(t.app, owner.id, "Editable Store");
    const put = (token: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/stores/${store.id}`, headers: auth(token), payload });
    expect((await put(other.token, { name: "Hijacked" })).statusCode).toBe(403);
    const res = await put(owner.token, { name: "Renamed Store", location: "Lahore" });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: "Renamed Store",
      slug: "renamed-store",
      location: "Lahore",
      description: store.description,
      category: store.category,
    });
  });
});
