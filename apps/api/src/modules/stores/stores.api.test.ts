import { randomBytes } from "node:crypto";
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

  it("takes a phone photo as logo and banner (bodies over the 64 KB form limit), on create and edit", async () => {
    const seller = await createSeller(t.app);
    // Noise does not compress: about 1 MB of PNG, as a phone photo is.
    const photo = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${photo.toString("base64")}`;
    expect(dataUrl.length).toBeGreaterThan(512 * 1024);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: storeBody(`Photo Store ${randomBytes(3).toString("hex")}`, { logo: dataUrl }),
    });
    expect(created.statusCode).toBe(201);
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/stores/${created.json().store._id}`,
      headers: auth(seller.token),
      payload: { banner: dataUrl },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().store.banner).toMatch(/\.webp$/);
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
    // A script that changes its browser name, or signs in, from the same address counts once.
    for (const agent of ["bot-1", "bot-2", "bot-3"]) await visit({ "user-agent": agent });
    const customer = await createCustomer(t.app);
    await visit(auth(customer.token));
    await visit({ "user-agent": "laptop" }, "10.2.2.2");
    await visit({ ...auth(seller.token), "user-agent": "owner" });
    const dashboard = await t.app.inject({
      url: `/api/stores/${store.id}/dashboard`,
      headers: auth(seller.token),
    });
    expect(dashboard.json().stats.views).toBe(2);
  });

  it("shows the public the store's published contact e-mail, never the seller's sign-in e-mail", async () => {
    const seller = await createSeller(t.app, "Private Seller");
    const store = await createStore(t.app, seller.id);
    const signInEmail = (
      await t.app.inject({ url: "/api/seller/profile", headers: auth(seller.token) })
    ).json().seller.email;
    for (const url of ["/api/stores", `/api/stores/${store.id}`, `/api/products/store/${store.id}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(signInEmail);
    }
    const own = await t.app.inject({ url: "/api/stores/seller/my-stores", headers: auth(seller.token) });
    expect(own.json().stores[0].seller_id.email).toBe(signInEmail);
  });

  it("lets only the owner edit a store, keeping what was not sent", async () => {
    const owner = await createSeller(t.app);
    const other = await createSeller(t.app);
    const store = await createStore(t.app, owner.id, "Editable Store");
    const put = (token: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/stores/${store.id}`, headers: auth(token), payload });
    const hijack = await put(other.token, { name: "Hijacked" });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json().message).toBe("You do not have permission to manage this store.");
    expect((await put(owner.token, { name: "Elsewhere" })).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/stores/nope",
      headers: auth(owner.token),
      payload: { name: "Nowhere" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Store not found");
    const res = await put(owner.token, { name: "Renamed Store", location: "Lahore" });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      name: "Renamed Store",
      slug: "renamed-store",
      location: "Lahore",
      description: store.description,
      category: store.category,
    });
    const contact = {
      contactInfo: { phone: "03211234567", email: "noor@example.pk" },
      socialLinks: { facebook: "https://facebook.com/noor", instagram: "", twitter: "" },
    };
    expect((await put(owner.token, contact)).statusCode).toBe(200);
    const described = await put(owner.token, {
      description: "Crochet blankets, now with matching cushions.",
    });
    expect(described.json().store).toMatchObject({
      ...contact,
      phone: "03211234567",
      email: "noor@example.pk",
      location: "Lahore",
      description: "Crochet blankets, now with matching cushions.",
    });
  });
});

describe("store addresses (/store/{slug})", () => {
  const open = (token: string, name: string) =>
    t.app.inject({ method: "POST", url: "/api/stores", headers: auth(token), payload: storeBody(name) });

  it("opens a store by its slug with the same answer as by its id, and products name the slug", async () => {
    const seller = await createSeller(t.app);
    const created = (await open(seller.token, "Slug Lookup Phulkari")).json().store;
    expect(created.slug).toBe("slug-lookup-phulkari");
    const byId = (await t.app.inject({ url: `/api/stores/${created._id}` })).json();
    const bySlug = (await t.app.inject({ url: "/api/stores/slug-lookup-phulkari" })).json();
    expect(bySlug).toEqual(byId);
    expect(bySlug.store._id).toBe(created._id);
    expect((await t.app.inject({ url: "/api/stores/Slug-Lookup-Phulkari" })).json().store._id).toBe(
      created._id,
    );
    expect((await t.app.inject({ url: "/api/stores/no-such-store-here" })).statusCode).toBe(404);

    await createProduct(t.app, created._id, { name: "Slug lookup shawl" });
    const products = (await t.app.inject({ url: `/api/products?store_id=${created._id}` })).json().products;
    expect(products[0].store_id).toMatchObject({ _id: created._id, slug: "slug-lookup-phulkari" });
  });

  it("numbers a second store whose name gives the same address instead of failing", async () => {
    const seller = await createSeller(t.app);
    const first = await open(seller.token, "Noors Slug Test");
    const second = await open(seller.token, "Noor's Slug Test");
    const third = await open(seller.token, "Noor’s Slug Test!");
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect([first, second, third].map((r) => r.json().store.slug)).toEqual([
      "noors-slug-test",
      "noors-slug-test-2",
      "noors-slug-test-3",
    ]);
    const opened = (await t.app.inject({ url: "/api/stores/noors-slug-test-2" })).json().store;
    expect(opened.name).toBe("Noor's Slug Test");
  });

  it("counts visits by address like visits by id, and never the owner's own", async () => {
    const owner = await createSeller(t.app);
    const store = (await open(owner.token, "Views By Slug Store")).json().store;
    const visit = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({ url: "/api/stores/views-by-slug-store", headers, remoteAddress });
    await visit({ "user-agent": "phone" }, "10.3.3.3");
    await visit({ "user-agent": "phone" }, "10.3.3.3");
    await visit({ ...auth(owner.token), "user-agent": "owner phone" }, "10.4.4.4");
    await visit({ ...auth(owner.token), "user-agent": "owner laptop" }, "10.5.5.5");
    await t.app.inject({ url: `/api/stores/${store._id}`, headers: auth(owner.token) });
    const other = await createSeller(t.app);
    await visit({ ...auth(other.token), "user-agent": "other" }, "10.6.6.6");
    const dashboard = await t.app.inject({
      url: `/api/stores/${store._id}/dashboard`,
      headers: auth(owner.token),
    });
    expect(dashboard.json().stats.views).toBe(2);
  });

  it("gives a store named only in Urdu its own short address", async () => {
    const seller = await createSeller(t.app);
    const first = await open(seller.token, "نور کڑھائی گھر");
    const second = await open(seller.token, "گل بانو دستکاری");
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [a, b] = [first.json().store, second.json().store];
    expect(a.slug).toMatch(/^store-[0-9a-f]{8}$/);
    expect(b.slug).toMatch(/^store-[0-9a-f]{8}$/);
    expect(a.slug).not.toBe(b.slug);
    expect((await t.app.inject({ url: `/api/stores/${a.slug}` })).json().store.name).toBe("نور کڑھائی گھر");
  });

  it("still says the name exists when the name, not the address, is taken", async () => {
    const seller = await createSeller(t.app);
    expect((await open(seller.token, "Taken Name Slug Test")).statusCode).toBe(201);
    const again = await open(seller.token, "TAKEN NAME SLUG TEST");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/name.*exists/);
  });

  it("never answers 500 when two sellers open stores with the same address at once", async () => {
    const [one, two] = [await createSeller(t.app), await createSeller(t.app)];
    const answers = await Promise.all([
      open(one.token, "Race Ajrak House"),
      open(two.token, "Race Ajrak House!"),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().store.slug).sort()).toEqual([
      "race-ajrak-house",
      "race-ajrak-house-2",
    ]);
  });

  it("moves a renamed store to a free address and keeps it while the name still asks for it", async () => {
    const seller = await createSeller(t.app);
    await open(seller.token, "Zari Work Slug Test");
    const store = (await open(seller.token, "Rename Me Slug Test")).json().store;
    const rename = (name: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/stores/${store._id}`,
        headers: auth(seller.token),
        payload: { name },
      });

    const clash = await rename("Zari-Work Slug Test!");
    expect(clash.statusCode).toBe(200);
    expect(clash.json().store.slug).toBe("zari-work-slug-test-2");
    expect((await rename("Zari Work Slug-Test")).json().store.slug).toBe("zari-work-slug-test-2");
    const urdu = (await rename("زری کام")).json().store;
    expect(urdu.slug).toBe(`store-${store._id.replace(/-/g, "").slice(-8)}`);
    expect((await t.app.inject({ url: `/api/stores/${urdu.slug}` })).json().store._id).toBe(store._id);
    expect((await t.app.inject({ url: "/api/stores/rename-me-slug-test" })).statusCode).toBe(404);

    const taken = await rename("zari work slug test");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/name.*exists/);
  });
});
