import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createSeller, createStore, uploadImage } from "../../../test/fixtures.ts";
import { pendingUploads } from "../../db/schema/index.ts";

/**
 * Issue 37, item 3: an upload belongs to the account that sent it until a product of hers holds it;
 * another seller naming it (pending, or on a product) is refused and nothing is copied or claimed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const upload = (token: string) => uploadImage(t.app, token);

async function maker() {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  return { token: seller.token, storeId: store.id };
}

function addProduct(who: { token: string; storeId: string }, images: string[]) {
  return t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: auth(who.token),
    payload: {
      name: "Ajrak Shawl",
      description: "Block-printed by hand in Sindh.",
      price: 3500,
      category: "Traditional Textiles",
      quantity: 2,
      images,
      store_id: who.storeId,
    },
  });
}

const pendingOwner = async (url: string) =>
  (await t.app.db.select().from(pendingUploads).where(eq(pendingUploads.url, url)))[0]?.sellerId;

describe("whose image a product may show", () => {
  it("refuses another seller's pending upload with 400, and leaves it pending for its owner", async () => {
    const a = await maker();
    const b = await maker();
    const image = await upload(a.token);
    const owner = await pendingOwner(image.url);

    const taken = await addProduct(b, [image.url]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: "Image 1 is not one of your uploads. Please upload your own picture.",
      errors: [{ field: "images.0" }],
    });
    expect(await pendingOwner(image.url)).toBe(owner);
    // Its owner can still use it.
    expect((await addProduct(a, [image.url])).statusCode).toBe(201);
  });

  it("refuses an image a product of another seller shows, and lets her reuse her own", async () => {
    const a = await maker();
    const b = await maker();
    const image = await upload(a.token);
    const first = await addProduct(a, [image.url]);
    expect(first.statusCode).toBe(201);
    const shown = first.json().product.images[0] as string;

    const copied = await addProduct(b, [shown]);
    expect(copied.statusCode).toBe(400);
    expect(copied.json().errors[0].field).toBe("images.0");

    const bProduct = await addProduct(b, [(await upload(b.token)).url]);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${bProduct.json().product._id}`,
      headers: auth(b.token),
      payload: { images: [shown] },
    });
    expect(edit.statusCode).toBe(400);

    expect((await addProduct(a, [shown])).statusCode).toBe(201);
  });
});
