import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createSeller, createStore } from "../../../test/fixtures.ts";
import { idempotencyKeys, products } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#8f2552" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const productBody = async (storeId: string, name: string) => ({
  name,
  description: "Sent from the phone's draft queue.",
  price: 1200,
  category: "Traditional Textiles",
  quantity: 3,
  images: [await pngDataUrl()],
  store_id: storeId,
});

async function send(token: string, key: string | undefined, payload: object) {
  return t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: { authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
    payload,
  });
}

const productsOf = (storeId: string) =>
  t.app.db.select({ id: products.id }).from(products).where(eq(products.storeId, storeId));

describe("a product sent with an Idempotency-Key (issue 32)", () => {
  it("creates one product for the same key sent twice, and answers the retry as the first", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const body = await productBody(store.id, "Sindhi Ralli Quilt");
    const first = await send(seller.token, "draft-1", body);
    const retry = await send(seller.token, "draft-1", body);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await productsOf(store.id)).toEqual([{ id: first.json().product._id }]);
  });

  it("refuses the same key with a different product, in English and Urdu, adding nothing", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    await send(seller.token, "draft-2", await productBody(store.id, "Blue Pottery Vase"));
    const other = await send(seller.token, "draft-2", await productBody(store.id, "Camel Bone Lamp"));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe("This Idempotency-Key was already used for a different product.");
    const urdu = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: {
        authorization: `Bearer ${seller.token}`,
        "idempotency-key": "draft-2",
        "accept-language": "ur",
      },
      payload: await productBody(store.id, "Camel Bone Lamp"),
    });
    expect(urdu.json().message).toBe("یہ Idempotency-Key پہلے ہی کسی اور پروڈکٹ کے لیے استعمال ہو چکی ہے۔");
    expect(await productsOf(store.id)).toHaveLength(1);
  });

  it("keeps keys apart per seller, and lets a failed send be tried again with its key", async () => {
    const a = await createSeller(t.app);
    const b = await createSeller(t.app);
    const storeA = await createStore(t.app, a.id);
    const storeB = await createStore(t.app, b.id);
    expect((await send(a.token, "same", await productBody(storeA.id, "Khussa"))).statusCode).toBe(201);
    expect((await send(b.token, "same", await productBody(storeB.id, "Khussa"))).statusCode).toBe(201);
    // Another seller's store: refused, and the key is not kept for the failed send.
    expect((await send(b.token, "retry-me", await productBody(storeA.id, "Rug"))).statusCode).toBe(403);
    expect((await send(b.token, "retry-me", await productBody(storeB.id, "Rug"))).statusCode).toBe(201);
    expect(await productsOf(storeB.id)).toHaveLength(2);
  });

  it("keeps no key from a save the server never finished, so the same send goes through after (decision 0049)", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const body = await productBody(store.id, "Ajrak Shawl sent as the server died");
    // The database refuses this product's row, as a server dying mid-save leaves it, and refuses to
    // let any product key go, as a dead process cannot: a key must go or stay with its product.
    await t.app.db.execute(sql`
      CREATE FUNCTION die_mid_save() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the server stopped'; END $$`);
    await t.app.db.execute(sql`
      CREATE TRIGGER die_mid_save BEFORE INSERT ON products FOR EACH ROW
      WHEN (NEW.name = 'Ajrak Shawl sent as the server died') EXECUTE FUNCTION die_mid_save()`);
    await t.app.db.execute(sql`
      CREATE TRIGGER keys_never_let_go BEFORE DELETE ON idempotency_keys FOR EACH ROW
      WHEN (OLD.key LIKE 'product:%') EXECUTE FUNCTION die_mid_save()`);
    try {
      expect((await send(seller.token, "dies-mid-save", body)).statusCode).toBe(500);
      const keys = await t.app.db
        .select()
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.customerId, seller.id), eq(idempotencyKeys.key, "product:dies-mid-save")),
        );
      expect(keys).toEqual([]);
      await t.app.db.execute(sql`DROP TRIGGER die_mid_save ON products`);
      const retry = await send(seller.token, "dies-mid-save", body);
      expect(retry.statusCode).toBe(201);
      const again = await send(seller.token, "dies-mid-save", body);
      expect(again.json()).toEqual(retry.json());
      expect(await productsOf(store.id)).toEqual([{ id: retry.json().product._id }]);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER IF EXISTS die_mid_save ON products`);
      await t.app.db.execute(sql`DROP TRIGGER IF EXISTS keys_never_let_go ON idempotency_keys`);
      await t.app.db.execute(sql`DROP FUNCTION IF EXISTS die_mid_save()`);
    }
  });

  it("answers a key whose product was saved but whose answer was never kept with the product as it is", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const body = await productBody(store.id, "Hala Tile");
    const first = await send(seller.token, "answer-lost", body);
    // The server died between the commit and keeping the full answer: the key holds the id only.
    await t.app.db
      .update(idempotencyKeys)
      .set({ responseBody: { productId: first.json().product._id } })
      .where(and(eq(idempotencyKeys.customerId, seller.id), eq(idempotencyKeys.key, "product:answer-lost")));
    const retry = await send(seller.token, "answer-lost", body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().product._id).toBe(first.json().product._id);
    expect(await productsOf(store.id)).toHaveLength(1);
  });
});
