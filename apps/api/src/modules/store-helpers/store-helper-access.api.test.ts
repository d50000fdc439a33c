import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { confirmedCodOrder } from "../../../test/cod-fixtures.ts";
import { createProduct } from "../../../test/fixtures.ts";
import { caller, helperThroughInvitation } from "../../../test/helper-fixtures.ts";
import { setHidden } from "../../../test/moderation-fixtures.ts";

/**
 * What each helper may do on the store (issue 32, part 4; decision 0054): one guard, one rule, one
 * 403 message; her removal ends it from her next request; the owner sees what she did.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
const NOT_YOURS = "You do not have permission to manage this store.";

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
});
afterAll(() => t.close());

/** A store with a confirmed order, a buyer's question, and one helper of each role. */
async function storeWithHelpers() {
  const { seller: owner, store, product, customer, order } = await confirmedCodOrder(t.app);
  const asked = await call(customer.token, "POST", "/api/conversations", {
    storeId: store.id,
    body: "Will it reach Multan by Friday?",
  });
  expect(asked.status).toBe(201);
  const orders = await helperThroughInvitation(t.app, owner, store.id, "orders", "Sana Orders");
  const catalog = await helperThroughInvitation(t.app, owner, store.id, "catalog", "Hina Catalog");
  return {
    owner,
    store,
    product,
    order,
    orders,
    catalog,
    conversation: asked.body.conversation._id as string,
  };
}

describe("an orders helper", () => {
  it("sees and moves orders and answers buyers, and is refused the store's money with one message", async () => {
    const w = await storeWithHelpers();
    const token = w.orders.token;
    expect((await call(token, "GET", `/api/orders/store/${w.store.id}`)).body.data).toHaveLength(1);
    expect((await call(token, "GET", `/api/orders/${w.order._id}`)).status).toBe(200);
    const shipped = await call(token, "PUT", `/api/orders/${w.order._id}/status`, {
      orderStatus: "Shipped",
      trackingNumber: "TCS-778899",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.orderStatus).toBe("Shipped");
    const inbox = await call(token, "GET", "/api/conversations");
    expect(inbox.body.conversations.map((c: { _id: string }) => c._id)).toEqual([w.conversation]);
    const reply = await call(token, "POST", `/api/conversations/${w.conversation}/messages`, {
      body: "Yes, it left today.",
    });
    expect(reply.status).toBe(201);

    for (const [method, url, payload] of [
      [
        "PUT",
        `/api/stores/${w.store.id}`,
        { paymentDetails: { accountTitle: "Sana", jazzcash: "03001234567" } },
      ],
      ["PUT", `/api/orders/${w.order._id}/payment`, { paymentStatus: "Paid" }],
      ["GET", `/api/seller/stores/${w.store.id}/ledger`],
      ["GET", `/api/stores/${w.store.id}/dashboard`],
      ["GET", `/api/seller/stores/${w.store.id}/vouchers`],
      ["GET", `/api/seller/stores/${w.store.id}/helpers`],
      ["PUT", `/api/products/${w.product.id}`, { name: "Renamed by the orders helper" }],
    ] as const) {
      const refused = await call(token, method, url, payload);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.message, `${method} ${url}`).toBe(NOT_YOURS);
    }
  });
});

describe("a catalog helper", () => {
  it("adds and edits products, hidden ones too, but cannot delete them or see orders or money", async () => {
    const w = await storeWithHelpers();
    const token = w.catalog.token;
    const added = await call(token, "POST", "/api/products", {
      store_id: w.store.id,
      name: "Ajrak Cushion",
      description: "A hand-printed ajrak cushion cover from Hala.",
      category: "Local Crafts",
      price: 1800,
      quantity: 4,
      images: [
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const edited = await call(token, "PUT", `/api/products/${w.product.id}`, { price: 650 });
    expect(edited.status).toBe(200);
    expect(edited.body.product.price).toBe(650);
    const hidden = await createProduct(t.app, w.store.id, { name: "Hidden Shawl" });
    await setHidden(t.app, hidden.id, true, "Blurry photos");
    expect((await call(token, "GET", `/api/products/${hidden.id}`)).status).toBe(200);

    for (const [method, url] of [
      ["DELETE", `/api/products/${w.product.id}`],
      ["GET", `/api/orders/store/${w.store.id}`],
      ["GET", `/api/orders/${w.order._id}`],
      ["GET", `/api/stores/${w.store.id}/dashboard`],
      ["GET", `/api/seller/stores/${w.store.id}/ledger`],
      ["PUT", `/api/stores/${w.store.id}`],
    ] as const) {
      const refused = await call(
        token,
        method,
        url,
        method === "PUT" ? { description: "Changed by a helper here." } : undefined,
      );
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.message, `${method} ${url}`).toBe(NOT_YOURS);
    }
    expect((await call(token, "GET", `/api/conversations/${w.conversation}/messages`)).status).toBe(403);
    expect((await call(token, "GET", "/api/conversations")).body.conversations).toEqual([]);
  });
});

describe("the owner", () => {
  it("sees each helper's actions with her name, newest first", async () => {
    const w = await storeWithHelpers();
    await call(w.orders.token, "PUT", `/api/orders/${w.order._id}/status`, { orderStatus: "Processing" });
    await call(w.orders.token, "POST", `/api/conversations/${w.conversation}/messages`, { body: "Packed." });
    await call(w.catalog.token, "PUT", `/api/products/${w.product.id}`, { name: "Blue Pottery Vase" });
    // The owner's own work is hers: it is not listed.
    await call(w.owner.token, "PUT", `/api/products/${w.product.id}`, { quantity: 9 });
    const { actions } = (await call(w.owner.token, "GET", `/api/seller/stores/${w.store.id}/helpers`)).body;
    expect(actions).toEqual([
      expect.objectContaining({
        helperName: "Hina Catalog",
        action: "product_edited",
        targetId: w.product.id,
        detail: "Blue Pottery Vase",
      }),
      expect.objectContaining({
        helperName: "Sana Orders",
        action: "message_sent",
        targetId: w.conversation,
      }),
      expect.objectContaining({
        helperName: "Sana Orders",
        action: "order_status",
        targetId: w.order._id,
        detail: "Processing",
      }),
    ]);
  });

  it("removes a helper in one call, and her very next request on the store is refused", async () => {
    const w = await storeWithHelpers();
    const token = w.orders.token;
    expect((await call(token, "GET", `/api/orders/store/${w.store.id}`)).status).toBe(200);
    const { helpers } = (await call(w.owner.token, "GET", `/api/seller/stores/${w.store.id}/helpers`)).body;
    const sana = helpers.find((h: { name: string }) => h.name === "Sana Orders");
    const removed = await call(
      w.owner.token,
      "DELETE",
      `/api/seller/stores/${w.store.id}/helpers/${sana._id}`,
    );
    expect(removed.status).toBe(200);

    const after = await call(token, "GET", `/api/orders/store/${w.store.id}`);
    expect(after.status).toBe(403);
    expect(after.body.message).toBe(NOT_YOURS);
    expect(
      (await call(token, "PUT", `/api/orders/${w.order._id}/status`, { orderStatus: "Processing" })).status,
    ).toBe(403);
    expect(
      (await call(token, "POST", `/api/conversations/${w.conversation}/messages`, { body: "Still here?" }))
        .status,
    ).toBe(403);
    expect((await call(token, "GET", "/api/conversations")).body.conversations).toEqual([]);
    expect((await call(token, "GET", "/api/seller/helped-stores")).body.stores).toEqual([]);
    // Her own account goes on: only her work on this store ended.
    expect((await call(token, "GET", "/api/seller/profile")).status).toBe(200);
    // The other helper is untouched.
    expect(
      (await call(w.catalog.token, "PUT", `/api/products/${w.product.id}`, { quantity: 3 })).status,
    ).toBe(200);
  });
});
