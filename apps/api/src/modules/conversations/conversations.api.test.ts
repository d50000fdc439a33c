import { orderNumber } from "@marketplace/shared/order-number";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { setHidden } from "../../../test/moderation-fixtures.ts";
import { MESSAGE_LIMITS } from "./conversations.routes.ts";

const t = testAppForFile();

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function call(method: "GET" | "POST", url: string, token?: string, payload?: object, headers = {}) {
  return t.app.inject({ method, url, headers: { ...auth(token), ...headers }, payload });
}

/** A customer, a seller with two stores (a product in each), another seller and her product. */
async function world() {
  const [customer, otherCustomer, seller, otherSeller, admin] = await Promise.all([
    createCustomer(t.app, "Ayesha Khan"),
    createCustomer(t.app, "Bushra Ali"),
    createSeller(t.app, "Gul Bano"),
    createSeller(t.app, "Zainab"),
    createAdmin(t.app),
  ]);
  const store = await createStore(t.app, seller.id);
  const secondStore = await createStore(t.app, seller.id);
  const otherStore = await createStore(t.app, otherSeller.id);
  const product = await createProduct(t.app, store.id, { name: "Blue Ajrak Shawl" });
  const secondProduct = await createProduct(t.app, secondStore.id);
  const otherProduct = await createProduct(t.app, otherStore.id);
  const placed = await call("POST", "/api/orders", customer.token, {
    products: [{ product: product.id, quantity: 1 }],
    shippingAddress: SHIPPING_ADDRESS,
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data._id as string;
  return {
    customer,
    otherCustomer,
    seller,
    otherSeller,
    admin,
    store,
    secondStore,
    otherStore,
    product,
    secondProduct,
    otherProduct,
    order,
  };
}

describe("starting a conversation", () => {
  it("makes one conversation per customer, store and product; a second start adds to it", async () => {
    const w = await world();
    const first = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      productId: w.product.id,
      body: "  Is this available in blue?  ",
    });
    expect(first.statusCode).toBe(201);
    const answer = first.json();
    expect(answer).toEqual({
      success: true,
      conversation: {
        _id: expect.any(String),
        storeId: w.store.id,
        customerId: w.customer.id,
        productId: w.product.id,
        orderId: null,
        lastMessageAt: expect.any(String),
      },
      message: {
        _id: expect.any(String),
        conversationId: answer.conversation._id,
        senderRole: "customer",
        senderName: "Ayesha Khan",
        body: "Is this available in blue?",
        createdAt: expect.any(String),
      },
    });

    const again = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      productId: w.product.id,
      orderId: w.order,
      body: "And in green?",
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().conversation._id).toBe(answer.conversation._id);
    // The order named later is kept when the first start named none.
    expect(again.json().conversation.orderId).toBe(w.order);

    const thread = await call(
      "GET",
      `/api/conversations/${answer.conversation._id}/messages`,
      w.customer.token,
    );
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      "Is this available in blue?",
      "And in green?",
    ]);

    // Another product, or none, is another conversation; none twice is the same one.
    const other = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      body: "Do you take custom orders?",
    });
    const otherAgain = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      body: "For a wedding?",
    });
    expect(other.json().conversation._id).not.toBe(answer.conversation._id);
    expect(otherAgain.json().conversation._id).toBe(other.json().conversation._id);
  });

  it("keeps markup as the text it is", async () => {
    const w = await world();
    const body = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)>';
    const res = await call("POST", "/api/conversations", w.customer.token, { storeId: w.store.id, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.body).toBe(body);
    const thread = await call(
      "GET",
      `/api/conversations/${res.json().conversation._id}/messages`,
      w.seller.token,
    );
    expect(thread.json().messages[0].body).toBe(body);
  });

  it("takes 1 to 2,000 characters after trimming, and refuses anything else with a clear message", async () => {
    const w = await world();
    const start = (body: unknown) =>
      call("POST", "/api/conversations", w.customer.token, { storeId: w.store.id, body });
    const longest = await start(`   ${"a".repeat(2000)}   `);
    expect(longest.statusCode).toBe(201);
    expect(longest.json().message.body).toHaveLength(2000);
    for (const [body, message] of [
      ["", "Please write a message."],
      ["   \n\t ", "Please write a message."],
      ["a".repeat(2001), "A message can be at most 2,000 characters."],
      [undefined, "Please write a message."],
      [42, "Please write a message."],
    ] as const) {
      const res = await start(body);
      expect(res.statusCode, String(body)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors).toContainEqual({ field: "body", message });
    }
    const id = longest.json().conversation._id;
    const reply = await call("POST", `/api/conversations/${id}/messages`, w.seller.token, { body: " " });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toContainEqual({ field: "body", message: "Please write a message." });
  });

  it("refuses a store, product or order that does not exist or does not belong together", async () => {
    const w = await world();
    const start = (extra: object) =>
      call("POST", "/api/conversations", w.customer.token, { storeId: w.store.id, body: "Hello", ...extra });
    const cases: Array<[object, number, string]> = [
      [{ storeId: "00000000-0000-0000-0000-000000000000" }, 404, "Store not found"],
      [{ storeId: "not-an-id" }, 404, "Store not found"],
      [{ productId: "00000000-0000-0000-0000-000000000000" }, 404, "Product not found"],
      [{ productId: w.otherProduct.id }, 400, "This product is not sold by this store."],
      [{ productId: w.secondProduct.id }, 400, "This product is not sold by this store."],
      [{ orderId: "00000000-0000-0000-0000-000000000000" }, 404, "Order not found."],
      [{ storeId: w.otherStore.id, orderId: w.order }, 400, "This order is not from this store."],
    ];
    for (const [extra, status, message] of cases) {
      const res = await start(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    // Another customer's order is not found for her, whichever store she names.
    const foreign = await call("POST", "/api/conversations", w.otherCustomer.token, {
      storeId: w.store.id,
      orderId: w.order,
      body: "Hello",
    });
    expect(foreign.statusCode).toBe(404);
    // A hidden product cannot be asked about.
    await setHidden(t.app, w.product.id, true, "Counterfeit");
    expect((await start({ productId: w.product.id })).statusCode).toBe(404);
    const missing = await call("POST", "/api/conversations", w.customer.token, { body: "Hello" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      field: "storeId",
      message: "Please say which store the message is for.",
    });
  });

  it("lets only a signed-in customer start one", async () => {
    const w = await world();
    const payload = { storeId: w.store.id, body: "Hello" };
    expect((await call("POST", "/api/conversations", undefined, payload)).statusCode).toBe(401);
    expect((await call("POST", "/api/conversations", w.seller.token, payload)).statusCode).toBe(403);
    expect((await call("POST", "/api/conversations", w.admin.token, payload)).statusCode).toBe(403);
  });
});

describe("reading and writing a conversation", () => {
  it("lets only its customer and the store's owner read or write it: 401, 403 and 404 otherwise", async () => {
    const w = await world();
    const started = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      productId: w.product.id,
      body: "Hello",
    });
    const id = started.json().conversation._id;
    const expected: Array<[string | undefined, number, number]> = [
      [undefined, 401, 401],
      [w.customer.token, 200, 201],
      [w.seller.token, 200, 201],
      [w.otherCustomer.token, 403, 403],
      [w.otherSeller.token, 403, 403],
      [w.admin.token, 403, 403],
    ];
    for (const [token, read, write] of expected) {
      expect((await call("GET", `/api/conversations/${id}/messages`, token)).statusCode).toBe(read);
      const sent = await call("POST", `/api/conversations/${id}/messages`, token, { body: "Hi" });
      expect(sent.statusCode).toBe(write);
    }
    for (const unknown of ["00000000-0000-0000-0000-000000000000", "nope"]) {
      const read = await call("GET", `/api/conversations/${unknown}/messages`, w.customer.token);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ success: false, message: "Conversation not found." });
      const write = await call("POST", `/api/conversations/${unknown}/messages`, w.seller.token, {
        body: "Hi",
      });
      expect(write.statusCode).toBe(404);
    }
    const refused = await call("GET", `/api/conversations/${id}/messages`, w.otherSeller.token, undefined, {
      "accept-language": "ur",
    });
    expect(refused.json().message).toBe("یہ گفتگو صرف خریدار اور اسٹور کی مالک پڑھ یا لکھ سکتی ہیں۔");
  });

  it("lists the caller's conversations, newest first, with unread counts a read clears", async () => {
    const w = await world();
    const aboutProduct = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      productId: w.product.id,
      body: "Is it cotton?",
    });
    const aboutOrder = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      orderId: w.order,
      body: "When will it ship?",
    });
    const inSecondStore = await call("POST", "/api/conversations", w.otherCustomer.token, {
      storeId: w.secondStore.id,
      body: "Hello from Bushra",
    });
    const elsewhere = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.otherStore.id,
      body: "Another maker",
    });
    for (const res of [aboutProduct, aboutOrder, inSecondStore, elsewhere]) expect(res.statusCode).toBe(201);
    await call(
      "POST",
      `/api/conversations/${aboutProduct.json().conversation._id}/messages`,
      w.customer.token,
      {
        body: "And is it washable?",
      },
    );

    // The seller sees both her stores' conversations, newest message first, and nobody else's.
    const sellerList = await call("GET", "/api/conversations", w.seller.token);
    expect(sellerList.statusCode).toBe(200);
    const mine = sellerList.json().conversations;
    expect(mine.map((c: { _id: string }) => c._id)).toEqual([
      aboutProduct.json().conversation._id,
      inSecondStore.json().conversation._id,
      aboutOrder.json().conversation._id,
    ]);
    expect(mine[0]).toMatchObject({
      unread: 2,
      storeName: w.store.name,
      customerName: "Ayesha Khan",
      product: { _id: w.product.id, name: "Blue Ajrak Shawl", image: "/uploads/products/x-thumb.webp" },
      order: null,
      lastMessage: { body: "And is it washable?", senderRole: "customer" },
    });
    expect(mine[2]).toMatchObject({ product: null, order: { _id: w.order, number: orderNumber(w.order) } });

    // The customer sees her own (in two stores), none of Bushra's; her own messages are read by her.
    const customerList = (await call("GET", "/api/conversations", w.customer.token)).json().conversations;
    expect(customerList).toHaveLength(3);
    expect(customerList.every((c: { unread: number }) => c.unread === 0)).toBe(true);
    expect((await call("GET", "/api/conversations", w.otherSeller.token)).json().conversations).toHaveLength(
      1,
    );

    // Reading the thread clears the seller's unread; her reply is unread for the customer.
    const thread = await call(
      "GET",
      `/api/conversations/${aboutProduct.json().conversation._id}/messages`,
      w.seller.token,
    );
    expect(thread.statusCode).toBe(200);
    expect(thread.json().conversation).toMatchObject({ unread: 0, storeName: w.store.name });
    const reply = await call(
      "POST",
      `/api/conversations/${aboutProduct.json().conversation._id}/messages`,
      w.seller.token,
      { body: "Yes, pure cotton." },
    );
    expect(reply.json().message).toMatchObject({ senderRole: "seller", senderName: w.store.name });
    const after = (await call("GET", "/api/conversations", w.seller.token)).json().conversations;
    expect(after[0]).toMatchObject({ _id: aboutProduct.json().conversation._id, unread: 0 });
    const customerAfter = (await call("GET", "/api/conversations", w.customer.token)).json().conversations;
    expect(customerAfter[0]).toMatchObject({
      _id: aboutProduct.json().conversation._id,
      unread: 1,
      lastMessage: { body: "Yes, pure cotton.", senderRole: "seller" },
    });

    expect((await call("GET", "/api/conversations")).statusCode).toBe(401);
    expect((await call("GET", "/api/conversations", w.admin.token)).statusCode).toBe(403);
  });

  it("limits how many conversations one customer starts, per account", async () => {
    const w = await world();
    const { max } = MESSAGE_LIMITS.conversationStart;
    for (let i = 0; i < max; i++) {
      const res = await call("POST", "/api/conversations", w.otherCustomer.token, {
        storeId: w.store.id,
        body: `Question ${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await call("POST", "/api/conversations", w.otherCustomer.token, {
      storeId: w.store.id,
      body: "One more",
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: expect.stringContaining("too quickly") });
    const urdu = await call(
      "POST",
      "/api/conversations",
      w.otherCustomer.token,
      { storeId: w.store.id, body: "One more" },
      { "accept-language": "ur" },
    );
    expect(urdu.json().message).toContain("آپ بہت تیزی سے پیغامات بھیج رہی ہیں۔");
    // Another account, from the same address, still may.
    const other = await call("POST", "/api/conversations", w.customer.token, {
      storeId: w.store.id,
      body: "Hi",
    });
    expect(other.statusCode).toBe(201);
  });
});
