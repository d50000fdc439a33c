import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
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
import { freePort } from "../../test/server-process.ts";
import { buildApp } from "../app.ts";
import { products } from "../db/schema/index.ts";

/**
 * The public answer cache (decisions 0031 and 0059). A name changed beside the API, straight in the
 * database, is what shows whether an answer came from memory: the API itself never writes without
 * stamping what it touched.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const RENAMED = "Renamed beside the API";

/** Reads the public answer at `url` through `app` (200 expected). */
async function readThrough(app: FastifyInstance, url: string) {
  const answer = await app.inject({ method: "GET", url });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const renameBesideTheApi = (app: FastifyInstance, id: string, name: string) =>
  app.db.update(products).set({ name }).where(eq(products.id, id));

/** A seller's edit through the API (200 expected). */
async function editPrice(app: FastifyInstance, token: string, id: string, price: number) {
  const edit = await app.inject({
    method: "PUT",
    url: `/api/products/${id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { price },
  });
  expect(edit.statusCode).toBe(200);
}

/** A write whose route names no tags (deleting a product): it forgets every kept answer. */
async function writeOfUnknownReach(app: FastifyInstance, token: string, storeId: string) {
  const doomed = await createProduct(app, storeId, { name: "Doomed Coaster" });
  const removal = await app.inject({
    method: "DELETE",
    url: `/api/products/${doomed.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removal.statusCode).toBe(200);
}

describe("public answers kept in memory until a write touches them", () => {
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
  /** The first read keeps the answer, which a later read proves by not seeing a change made beside the API. */
  const holdAnswer = async (id: string, url = `/api/products/${id}`) => {
    await read(url);
    await renameBesideTheApi(t.app, id, RENAMED);
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

  it("forgets on an edit of one product its page and the lists, and keeps another product's page", async () => {
    const edited = await createProduct(t.app, storeId, { name: "Sozni Shawl", price: 9000 });
    const other = await createProduct(t.app, storeId, { name: "Kashi Tile" });
    const listUrl = `/api/products?store_id=${storeId}&page=1&limit=50`;
    const otherInList = async () =>
      (await read(listUrl)).products.find((p: { _id: string }) => p._id === other.id)?.name;
    expect(await otherInList()).toBe("Kashi Tile");
    await holdAnswer(other.id);
    await holdAnswer(edited.id);
    // Both pages come from memory until then.
    expect((await read(`/api/products/${other.id}`)).product.name).toBe("Kashi Tile");
    expect((await read(`/api/products/${edited.id}`)).product.name).toBe("Sozni Shawl");

    await editPrice(t.app, seller.token, edited.id, 8000);
    expect((await read(`/api/products/${edited.id}`)).product).toMatchObject({ price: 8000, name: RENAMED });
    expect(await otherInList()).toBe(RENAMED);
    expect((await read(`/api/products/${other.id}`)).product.name).toBe("Kashi Tile");

    // An order of the edited product too leaves the other product's page where it was.
    expect((await placeOrder(edited.id, 1)).statusCode).toBe(201);
    expect((await read(`/api/products/${edited.id}`)).product.quantity).toBe(9);
    expect((await read(`/api/products/${other.id}`)).product.name).toBe("Kashi Tile");
  });

  it("keeps through an order the lists that do not show what it bought, until something sells out", async () => {
    const bought = await createProduct(t.app, storeId, {
      name: "Jhumka Pair",
      category: "Jewelry & Accessories",
      quantity: 2,
    });
    const other = await createProduct(t.app, storeId, { name: "Ralli Cushion", category: "Home Decor" });
    const listOf = (category: string) =>
      `/api/products?store_id=${storeId}&category=${encodeURIComponent(category)}&page=1&limit=50`;
    const shown = async (category: string, id: string) =>
      (await read(listOf(category))).products.find((p: { _id: string }) => p._id === id);
    expect(await shown("Jewelry & Accessories", bought.id)).toMatchObject({ quantity: 2 });
    expect(await shown("Home Decor", other.id)).toMatchObject({ name: "Ralli Cushion" });
    await renameBesideTheApi(t.app, other.id, RENAMED);

    expect((await placeOrder(bought.id, 1)).statusCode).toBe(201);
    expect(await shown("Jewelry & Accessories", bought.id)).toMatchObject({ quantity: 1 });
    expect(await shown("Home Decor", other.id)).toMatchObject({ name: "Ralli Cushion" });

    // The last one: sold out, it moves in every list (in-stock filters, counts, sold-out last).
    expect((await placeOrder(bought.id, 1)).statusCode).toBe(201);
    expect(await shown("Home Decor", other.id)).toMatchObject({ name: RENAMED });
  });

  it("forgets every answer on a write that names no tags", async () => {
    const product = await createProduct(t.app, storeId, { name: "Rilli Quilt" });
    await holdAnswer(product.id);
    expect((await read(`/api/products/${product.id}`)).product.name).toBe("Rilli Quilt");
    await writeOfUnknownReach(t.app, seller.token, storeId);
    expect((await read(`/api/products/${product.id}`)).product.name).toBe(RENAMED);
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

describe("public answers across two instances sharing Redis", () => {
  const prefix = `test-answers-${randomUUID()}:`;
  let t: TestApp;
  let second: FastifyInstance;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let storeId: string;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_ANSWER_CACHE_MB: "4", REDIS_URL, REDIS_KEY_PREFIX: prefix });
    // A second server on the same database and Redis, with a memory of its own (as behind a load balancer).
    second = await buildApp(t.config, { database: t.database, logger: false });
    await second.ready();
    seller = await createSeller(t.app);
    storeId = (await createStore(t.app, seller.id)).id;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("shows the writer her edit on the other instance at once, and both keep an untouched page", async () => {
    const edited = await createProduct(t.app, storeId, { name: "Ajrak Bedsheet", price: 5000 });
    const untouched = await createProduct(t.app, storeId, { name: "Khussa Pair" });
    for (const app of [t.app, second]) {
      await readThrough(app, `/api/products/${edited.id}`);
      await readThrough(app, `/api/products/${untouched.id}`);
    }
    await renameBesideTheApi(t.app, edited.id, RENAMED);
    await renameBesideTheApi(t.app, untouched.id, RENAMED);
    expect((await readThrough(second, `/api/products/${edited.id}`)).product.name).toBe("Ajrak Bedsheet");

    await editPrice(t.app, seller.token, edited.id, 4500);
    for (const app of [second, t.app]) {
      expect((await readThrough(app, `/api/products/${edited.id}`)).product).toMatchObject({
        price: 4500,
        name: RENAMED,
      });
      expect((await readThrough(app, `/api/products/${untouched.id}`)).product.name).toBe("Khussa Pair");
    }

    // A write of unknown reach on the second instance: the first forgets everything too.
    await writeOfUnknownReach(second, seller.token, storeId);
    expect((await readThrough(t.app, `/api/products/${untouched.id}`)).product.name).toBe(RENAMED);
  });
});

/** A Redis server of the test's own on `port` (the machine's redis-server), with no data kept on disk. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
  });
  return server;
}

async function stopRedis(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  await exited;
}

describe("public answers while Redis is away", () => {
  let t: TestApp | undefined;
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    await t?.close();
    if (redis && redis.exitCode === null) await stopRedis(redis);
  });

  it("serves nothing from memory while Redis is away, nor what was kept before Redis lost its data", async () => {
    const port = await freePort();
    redis = await startRedis(port);
    t = await buildTestApp({
      PUBLIC_ANSWER_CACHE_MB: "4",
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: "away:",
    });
    const app = t.app;
    const seller = await createSeller(app);
    const store = await createStore(app, seller.id);
    const product = await createProduct(app, store.id, { name: "Chunri Dupatta" });
    const url = `/api/products/${product.id}`;
    // The sequence starts with the first read: from the second on, answers are kept.
    await readThrough(app, url);
    await readThrough(app, url);
    await renameBesideTheApi(app, product.id, RENAMED);
    expect((await readThrough(app, url)).product.name).toBe("Chunri Dupatta");

    await stopRedis(redis);
    expect((await readThrough(app, url)).product.name).toBe(RENAMED);

    // Back without its data: the answer kept under the old sequence is not served again.
    await renameBesideTheApi(app, product.id, "Chunri Dupatta");
    redis = await startRedis(port);
    const started = Date.now();
    while ((await app.inject({ url: "/api/health" })).statusCode !== 200 && Date.now() - started < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await renameBesideTheApi(app, product.id, "Second rename");
    expect((await readThrough(app, url)).product.name).toBe("Second rename");
    expect((await readThrough(app, url)).product.name).toBe("Second rename");
  });
});
