import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
  orderOf,
} from "../../test/fixtures.ts";
import { products } from "../db/schema/index.ts";

/**
 * The public answer cache (decision 0029). A name changed beside the API, straight in the
 * database, is what shows whether an answer came from memory: the API itself never writes without
 * moving the write generation on.
 */
describe("public answers kept in memory until the next write", () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let storeId: string;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_ANSWER_CACHE_MB: "4" });
    seller = await createSeller(t.app);
    storeId = (await createStore(t.app, seller.id)).id;
  });
  afterAll(() => t.close());

  const read = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await t.app.inject({ method: "GET", url, headers });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const renameBesideTheApi = (id: string, name: string) =>
    t.app.db.update(products).set({ name }).where(eq(products.id, id));
  /** The first read keeps the answer, which a later read proves by not seeing a change made beside the API. */
  const holdAnswer = async (id: string, url = `/api/products/${id}`) => {
    await read(url);
    await renameBesideTheApi(id, "Renamed beside the API");
  };
  const placeOrder = (productId: string, quantity: number) =>
    createCustomer(t.app).then((customer) => orderOf(t.app, customer.token, productId, quantity));

  it("answers a repeated public read from memory", async () => {
    const product = await createProduct(t.app, storeId, { name: "Ajrak Shawl" });
    await holdAnswer(product.id);
    expect((await read(`/api/products/${product.id}`)).product.name).toBe("Ajrak Shawl");
  });

  it("shows an order's stock in the very next read of the product and of the list", async () => {
    const product = await createProduct(t.app, storeId, { name: "Phulkari Dupatta", quantity: 5 });
    const listUrl = `/api/products/store/${storeId}?page=1&limit=50`;
    await read(listUrl);
    await holdAnswer(product.id);
    const order = await placeOrder(product.id, 2);
    expect(order.statusCode).toBe(201);
    const detail = await read(`/api/products/${product.id}`);
    expect(detail.product).toMatchObject({ quantity: 3, name: "Renamed beside the API" });
    const listed = (await read(listUrl)).products.find((p: { _id: string }) => p._id === product.id);
    expect(listed).toMatchObject({ quantity: 3 });
  });

  it("shows a seller's edit in the very next read", async () => {
    const product = await createProduct(t.app, storeId, { name: "Kundan Necklace", price: 4000 });
    await holdAnswer(product.id);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { price: 3500 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await read(`/api/products/${product.id}`)).product.price).toBe(3500);
  });

  it("keeps its answers through writes that change nothing public: a refused order, a sign-in", async () => {
    const password = "a long enough password";
    const admin = await createAdmin(t.app, { password });
    const product = await createProduct(t.app, storeId, { name: "Multani Vase", quantity: 1 });
    await holdAnswer(product.id);
    expect((await placeOrder(product.id, 5)).statusCode).toBe(409);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: admin.email, password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await read(`/api/products/${product.id}`)).product.name).toBe("Multani Vase");
  });

  it("never answers a read sent with a token from memory", async () => {
    const product = await createProduct(t.app, storeId, { name: "Sindhi Topi" });
    await holdAnswer(product.id);
    const asOwner = await read(`/api/products/${product.id}`, { authorization: `Bearer ${seller.token}` });
    expect(asOwner.product.name).toBe("Renamed beside the API");
  });

  it("lets the answers go when a sale ends, since price sorts and store figures follow the clock", async () => {
    const product = await createProduct(t.app, storeId, {
      name: "Truck Art Kettle",
      price: 2000,
      salePrice: 1500,
      saleEndsAt: new Date(Date.now() + 1500),
    });
    // A sale written beside the API is only seen from the next generation: start one.
    await placeOrder(product.id, 1);
    await holdAnswer(product.id);
    expect((await read(`/api/products/${product.id}`)).product.name).toBe("Truck Art Kettle");
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await read(`/api/products/${product.id}`)).product.name).toBe("Renamed beside the API");
  });

  it("answers 304 from memory to a browser that holds the same answer", async () => {
    const product = await createProduct(t.app, storeId);
    const first = await t.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    const again = await t.app.inject({
      method: "GET",
      url: `/api/products/${product.id}`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
  });
});
