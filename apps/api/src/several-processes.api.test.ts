import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../test/build-test-app.ts";
import { openStream } from "../test/event-stream.ts";
import { LAHORE_ADDRESS } from "../test/fixtures.ts";
import { startS3Server, type TestS3Server } from "../test/s3-server.ts";
import {
  callServer,
  openStoreOverHttp,
  productBody,
  type ServerAnswer,
  type ServerProcess,
  startServerProcess,
} from "../test/server-process.ts";
import { databaseUrlFor, withAdminClient } from "../test/test-database.ts";
import { hashPassword } from "./modules/auth/password-hashing.ts";
import { RATE_LIMITS } from "./plugins/rate-limits.ts";

/**
 * Two real server processes on one PostgreSQL database, one Redis and one S3-compatible bucket, as
 * behind a load balancer (issue 15): what one process writes the other reads at once, a token from
 * one is accepted by the other, limits count across both, uploads live in the shared bucket, and the
 * sweep of abandoned uploads runs once. PostgreSQL only: PGlite is one process on its data folder.
 * Redis must run (REDIS_TEST_URL, default 127.0.0.1:6379); without it these tests fail.
 */

const READY = "Hunarmand marketplace is running";
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const BUCKET = "hunarmand-images";
const address = LAHORE_ADDRESS;

/** The string at `keys` inside an answer, failing the test if there is none. */
function text(answer: ServerAnswer, ...keys: Array<string | number>): string {
  let value: unknown = answer.body;
  for (const key of keys) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value !== "string") throw new Error(`no ${keys.join(".")} in ${JSON.stringify(answer.body)}`);
  return value;
}

/** Log lines of a process (pino's JSON), with this message. */
function logged(server: ServerProcess, message: string): Array<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === message);
}

/** Lines at pino's level error (50) or worse. */
const errorsIn = (server: ServerProcess) =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));

describe.runIf(TEST_DRIVER === "postgres")("two server processes on one PostgreSQL, Redis and bucket", () => {
  const databaseName = `mp_multi_${process.pid}_${Date.now()}`;
  const redisPrefix = `test-multi-${randomUUID()}:`;
  const started: ServerProcess[] = [];
  const folders: string[] = [];
  let redis: Redis | undefined;
  let s3: TestS3Server | undefined;
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;

  const folder = async (name: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `mp-multi-${name}-`));
    folders.push(dir);
    return dir;
  };
  /** A process of its own data folder, as on a machine of its own, with no JWT_SECRET. */
  const start = async (name: string) => {
    const server = await startServerProcess(
      { ...env, DATA_DIR: await folder(name) },
      { withoutJwtSecret: true },
    );
    started.push(server);
    await server.printed(READY);
    return server;
  };

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    await redis.connect().catch((error: unknown) => {
      throw new Error(`These tests need Redis at ${REDIS_URL} (REDIS_TEST_URL): ${String(error)}`);
    });
    // A new, empty database: both processes migrate it as they start.
    await withAdminClient((c) => c.query(`CREATE DATABASE ${databaseName}`));
    s3 = await startS3Server([BUCKET]);
    env = {
      DATABASE_URL: databaseUrlFor(databaseName),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      ...s3.env(BUCKET),
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "info",
    };
    // Started at the same moment: they race to migrate and to make the signing secret.
    [a, b] = await Promise.all([start("a"), start("b")]);
    // Sellers signed up here sell at once: the operator shows sellers before their identity check
    // (issue 30), which these stories are not about.
    const settings = new pg.Client({ connectionString: env.DATABASE_URL });
    await settings.connect();
    await settings.query(
      `INSERT INTO marketplace_settings (id, sellers_public_before_approval) VALUES (1, true)
       ON CONFLICT (id) DO UPDATE SET sellers_public_before_approval = true`,
    );
    await settings.end();
  }, 180_000);

  afterAll(async () => {
    // Each step runs even if one before it failed, so nothing is left behind.
    const steps = [
      ...started.map((server) => async () => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill("SIGKILL");
          await server.exited;
        }
      }),
      () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)),
      async () => s3?.close(),
      async () => {
        const keys = (await redis?.keys(`${redisPrefix}*`)) ?? [];
        if (keys.length > 0) await redis?.del(...keys);
        await redis?.quit();
      },
      ...folders.map((dir) => () => fs.rm(dir, { recursive: true, force: true })),
    ];
    const results = await Promise.allSettled(steps.map((step) => step()));
    const failed = results.filter((r) => r.status === "rejected");
    if (failed.length > 0) throw new Error(`cleaning up failed: ${failed.map((f) => String(f.reason))}`);
  }, 60_000);

  /** A customer, signed up through `server`. */
  async function signUpCustomer(server: ServerProcess) {
    const email = `ayesha-${randomUUID().slice(0, 8)}@example.pk`;
    const customer = await callServer(server, "POST", "/api/auth/signup", {
      json: { name: "Ayesha Khan", email, password: "secret12" },
    });
    expect(customer.status).toBe(201);
    return { email, token: text(customer, "token") };
  }

  async function uploadImage(server: ServerProcess, token: string) {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "quilt.png");
    const uploaded = await callServer(server, "POST", "/api/media/images", { token, form });
    expect(uploaded.status).toBe(201);
    return { url: text(uploaded, "images", 0, "url"), thumbUrl: text(uploaded, "images", 0, "thumbUrl") };
  }

  it("started together on a new database, both migrated it and made one signing secret", async () => {
    expect((await callServer(a, "GET", "/api/health")).status).toBe(200);
    expect((await callServer(b, "GET", "/api/health")).status).toBe(200);
    expect(errorsIn(a)).toEqual([]);
    expect(errorsIn(b)).toEqual([]);
  });

  it("accepts on one process a token signed in on the other", async () => {
    const customer = await signUpCustomer(b);
    const login = await callServer(a, "POST", "/api/auth/login", {
      json: { email: customer.email, password: "secret12" },
    });
    expect(login.status).toBe(200);
    const profile = await callServer(b, "GET", "/api/auth/profile", { token: text(login, "token") });
    expect(profile.status).toBe(200);
    expect(text(profile, "user", "email")).toBe(customer.email);
  });

  it("reads through one process at once what was written through the other: a product, then an order's stock", async () => {
    const shop = await openStoreOverHttp(a);
    const image = await uploadImage(a, shop.sellerToken);
    const created = await callServer(a, "POST", "/api/products", {
      token: shop.sellerToken,
      json: productBody(shop.storeId, [image.url], 5),
    });
    expect(created.status).toBe(201);
    const productId = text(created, "product", "_id");
    const readOnB = await callServer(b, "GET", `/api/products/${productId}`);
    expect(readOnB.status).toBe(200);
    expect(readOnB.body.product).toMatchObject({ _id: productId, quantity: 5 });
    // Read on A too, so that A holds the answer in memory when B takes the stock.
    const heldOnA = await callServer(a, "GET", `/api/products/${productId}`);
    expect(heldOnA.body.product).toMatchObject({ _id: productId, quantity: 5 });

    const customer = await signUpCustomer(a);
    const order = await callServer(b, "POST", "/api/orders", {
      token: customer.token,
      json: {
        products: [{ product: productId, quantity: 2 }],
        shippingAddress: address,
        paymentMethod: "Cash on Delivery",
        notes: "",
      },
    });
    expect(order.status).toBe(201);
    const readOnA = await callServer(a, "GET", `/api/products/${productId}`);
    expect(readOnA.body.product).toMatchObject({ _id: productId, quantity: 3 });
  });

  it("places a checkout sent to both processes at once with one Idempotency-Key once", async () => {
    const shop = await openStoreOverHttp(b);
    const created = await callServer(b, "POST", "/api/products", {
      token: shop.sellerToken,
      json: productBody(shop.storeId, [(await uploadImage(b, shop.sellerToken)).url], 4),
    });
    expect(created.status).toBe(201);
    const productId = text(created, "product", "_id");
    const customer = await signUpCustomer(b);
    const checkout = (server: ServerProcess, key: string) =>
      callServer(server, "POST", "/api/orders", {
        token: customer.token,
        headers: { "idempotency-key": key },
        json: {
          products: [{ product: productId, quantity: 1 }],
          shippingAddress: address,
          paymentMethod: "Cash on Delivery",
          notes: "",
        },
      });
    const key = randomUUID();
    const [first, second] = await Promise.all([checkout(a, key), checkout(b, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(text(second, "data", "_id")).toBe(text(first, "data", "_id"));
    const product = await callServer(a, "GET", `/api/products/${productId}`);
    expect(product.body.product).toMatchObject({ quantity: 3 });
  });

  it("keeps an image uploaded through one process in the bucket, for a product saved through the other", async () => {
    const shop = await openStoreOverHttp(a);
    const image = await uploadImage(a, shop.sellerToken);
    expect(image.url.startsWith(`${env.S3_ENDPOINT}/${BUCKET}/`)).toBe(true);
    const saved = await callServer(b, "POST", "/api/products", {
      token: shop.sellerToken,
      json: productBody(shop.storeId, [image.url], 1),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.product).toMatchObject({ images: [image.url] });
    for (const url of [image.url, image.thumbUrl]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("webp");
    }
  });

  it("counts failed sign-ins on both processes together", async () => {
    const customer = await signUpCustomer(a);
    const wrong = { email: customer.email, password: "not-the-password" };
    // The pair limit (one account from one address) is 10: 5 here and 5 there use it up.
    for (const server of [a, a, a, a, a, b, b, b, b, b]) {
      expect((await callServer(server, "POST", "/api/auth/login", { json: wrong })).status).toBe(401);
    }
    const right = { email: customer.email, password: "secret12" };
    expect((await callServer(a, "POST", "/api/auth/login", { json: right })).status).toBe(429);
    expect((await callServer(b, "POST", "/api/auth/login", { json: right })).status).toBe(429);
  });

  it("counts requests against a per-address limit on both processes together", async () => {
    const { max } = RATE_LIMITS.contactMessage;
    const message = (n: number) => ({
      name: "Hina",
      email: "hina@example.pk",
      subject: `Shipping ${n}`,
      message: "Do you ship to Quetta?",
    });
    for (let n = 0; n < max; n++) {
      const answer = await callServer(n % 2 === 0 ? a : b, "POST", "/api/contact", { json: message(n) });
      expect(answer.status).toBe(201);
    }
    expect((await callServer(a, "POST", "/api/contact", { json: message(max) })).status).toBe(429);
    expect((await callServer(b, "POST", "/api/contact", { json: message(max) })).status).toBe(429);
  });

  it("pushes notifications and messages to a stream open on the other process, through Redis", async () => {
    const shop = await openStoreOverHttp(a);
    const created = await callServer(a, "POST", "/api/products", {
      token: shop.sellerToken,
      json: productBody(shop.storeId, [(await uploadImage(a, shop.sellerToken)).url], 3),
    });
    const productId = text(created, "product", "_id");
    const customer = await signUpCustomer(b);
    // Both readers listen on process a; everything below is written through process b.
    const sellerStream = await openStream(`${a.baseUrl}/api/notifications/stream`, shop.sellerToken);
    const customerStream = await openStream(`${a.baseUrl}/api/notifications/stream`, customer.token);
    try {
      const order = await callServer(b, "POST", "/api/orders", {
        token: customer.token,
        json: { products: [{ product: productId, quantity: 1 }], shippingAddress: address },
      });
      expect(order.status).toBe(201);
      const newOrder = await sellerStream.next("notification", 20_000);
      expect(newOrder.data).toMatchObject({ notification: { kind: "new-order" }, unread: 1 });
      const started = await callServer(b, "POST", "/api/conversations", {
        token: customer.token,
        json: { storeId: shop.storeId, productId, body: "Can you ship to Quetta?" },
      });
      expect(started.status).toBe(201);
      for (const stream of [sellerStream, customerStream]) {
        const event = await stream.next("message", 20_000);
        expect(event.data).toEqual({
          conversationId: started.body.conversation._id,
          message: started.body.message,
        });
      }
    } finally {
      sellerStream.close();
      customerStream.close();
    }
  });

  it("uses a search glossary entry saved through one process in the other's next search (issue 33, decision 0057)", async () => {
    const shop = await openStoreOverHttp(a);
    const image = await uploadImage(a, shop.sellerToken);
    const created = await callServer(a, "POST", "/api/products", {
      token: shop.sellerToken,
      json: { ...productBody(shop.storeId, [image.url], 5), name: "Wirework Cushion" },
    });
    expect(created.status).toBe(201);
    const search = async (server: ServerProcess, q: string) => {
      const found = await callServer(server, "GET", `/api/products?store_id=${shop.storeId}&search=${q}`);
      expect(found.status).toBe(200);
      return (found.body.products as Array<{ name: string }>).map((p) => p.name);
    };
    // B reads the glossary (and keeps it) before the entry exists.
    expect(await search(b, "mukaish")).toEqual([]);

    const email = `hina-${randomUUID().slice(0, 8)}@example.pk`;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(
      "INSERT INTO admins (id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5)",
      [randomUUID(), "Hina Siddiqui", email, await hashPassword("a long secret"), "operations"],
    );
    await client.end();
    const login = await callServer(a, "POST", "/api/admin/login", {
      json: { email, password: "a long secret" },
    });
    expect(login.status).toBe(200);
    const token = text(login, "token");

    const added = await callServer(a, "POST", "/api/admin/glossary", {
      token,
      json: { key: "mukaish", urdu: ["مکیش"], roman: ["mukaish"], english: ["wirework"] },
    });
    expect(added.status).toBe(201);
    expect(await search(b, "mukaish")).toEqual(["Wirework Cushion"]);
    expect(await search(b, encodeURIComponent("مکیش"))).toEqual(["Wirework Cushion"]);

    const deleted = await callServer(a, "DELETE", `/api/admin/glossary/${text(added, "entry", "_id")}`, {
      token,
    });
    expect(deleted.status).toBe(200);
    expect(await search(b, "mukaish")).toEqual([]);
  });

  it("sweeps each abandoned upload once when two processes sweep at the same moment, logging no error", {
    timeout: 180_000,
  }, async () => {
    const shop = await openStoreOverHttp(a);
    const uploads = await Promise.all([a, b, a, b].map((server) => uploadImage(server, shop.sellerToken)));
    const database = new pg.Client({ connectionString: env.DATABASE_URL });
    await database.connect();
    try {
      // A day and more old, as if their forms had been closed yesterday.
      await database.query(
        "UPDATE pending_uploads SET created_at = now() - interval '25 hours' WHERE url = ANY($1)",
        [uploads.map((u) => u.url)],
      );
      // Two new processes sweep as they start. The first to take the sweep's lock is held up here (a
      // sweep reads product_images), so the other certainly tries while the first one sweeps.
      await database.query("BEGIN");
      await database.query("LOCK TABLE product_images IN ACCESS EXCLUSIVE MODE");
      const sweepers = await Promise.all([start("c"), start("d")]);
      const skipped = "abandoned uploads: another process is sweeping them, this one skips";
      await Promise.race(sweepers.map((server) => server.printed(skipped, 60_000)));
      await database.query("COMMIT");
      const sweeper = sweepers.find((server) => logged(server, skipped).length === 0);
      if (!sweeper) throw new Error("both processes skipped the sweep");
      await sweeper.printed("abandoned uploads swept", 60_000);

      const swept = sweepers.flatMap((server) => logged(server, "abandoned uploads swept"));
      expect(swept).toEqual([expect.objectContaining({ removed: uploads.length, failed: 0 })]);
      expect(sweepers.flatMap((server) => logged(server, skipped))).toHaveLength(1);
      for (const server of sweepers) expect(errorsIn(server)).toEqual([]);
      const { rows } = await database.query("SELECT url FROM pending_uploads WHERE url = ANY($1)", [
        uploads.map((u) => u.url),
      ]);
      expect(rows).toEqual([]);
      for (const url of uploads.flatMap((u) => [u.url, u.thumbUrl])) {
        expect((await fetch(url)).status, url).toBe(404);
      }
    } finally {
      await database.end();
    }
  });
});
