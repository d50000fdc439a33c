import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../test/build-test-app.ts";
import { LAHORE_ADDRESS } from "../test/fixtures.ts";
import {
  callServer,
  openStoreOverHttp,
  productBody,
  type ServerProcess,
  serverDataPerTest,
} from "../test/server-process.ts";
import { createDb } from "./db/create-db.ts";
import { pendingUploads, productImages } from "./db/schema/index.ts";
import { LocalImageStorage } from "./modules/media/image-storage.ts";
import { sweepAbandonedUploads } from "./modules/media/pending-uploads.service.ts";

const READY = "Hunarmand marketplace is running";
const address = LAHORE_ADDRESS;

/** A PNG of noise, which compresses badly: `width` × `height` × 3 bytes or a little more. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** Fetches an image the server shows and checks that it is a whole picture. */
async function fetchImage(server: ServerProcess, url: string) {
  const res = await fetch(`${server.baseUrl}${url}`);
  expect(res.status, url).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect(meta.format, url).toBe("webp");
}

/**
 * A server killed with SIGKILL in the middle of its work (a burst of checkouts, uploads and product
 * saves) and started again on the same data folder or PostgreSQL database: nothing acknowledged is
 * lost, stock matches the orders that exist, retries place nothing twice, and no image is half there.
 */
describe(`a server killed while it works (${TEST_DRIVER})`, () => {
  const data = serverDataPerTest({ seedDemoData: false, driver: TEST_DRIVER });
  const start = async () => {
    const started = await data.start();
    await started.printed(READY);
    return started;
  };

  /** A seller with a store, and a customer, signed up through the API as people do. */
  async function openShop(server: ServerProcess) {
    const tag = randomUUID().slice(0, 8);
    const { sellerToken, storeId } = await openStoreOverHttp(server, tag);
    const customer = await callServer(server, "POST", "/api/auth/signup", {
      json: { name: "Ayesha Khan", email: `ayesha-${tag}@example.pk`, password: "secret12" },
    });
    expect(customer.status).toBe(201);
    return {
      sellerToken,
      customerToken: customer.body.token as string,
      customerId: customer.body.user._id as string,
      storeId,
    };
  }

  /** A shop (see openShop) with one product of `stock` units on sale. */
  async function shopSelling(server: ServerProcess, stock: number) {
    const shop = await openShop(server);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const product = await callServer(server, "POST", "/api/products", {
      token: shop.sellerToken,
      json: productBody(shop.storeId, [dataUrl(png)], stock),
    });
    expect(product.status).toBe(201);
    return { shop, productId: product.body.product._id as string };
  }

  it("loses no acknowledged order under a burst of checkouts, keeps stock exact and places each retry once", {
    timeout: 180_000,
  }, async () => {
    const INITIAL_STOCK = 500;
    const IN_FLIGHT = 20;
    const KILL_AFTER = 20;
    const first = await start();
    const { shop, productId } = await shopSelling(first, INITIAL_STOCK);

    interface Attempt {
      key: string;
      units: number;
      orderId?: string;
      refused?: number;
    }
    const attempts: Attempt[] = [];
    const checkout = (server: ServerProcess, attempt: Attempt) =>
      callServer(server, "POST", "/api/orders", {
        token: shop.customerToken,
        headers: { "idempotency-key": attempt.key },
        json: {
          products: [{ product: productId, quantity: attempt.units }],
          shippingAddress: address,
          paymentMethod: "Cash on Delivery",
          notes: "",
        },
      });
    let acknowledged = 0;
    let killed = false;
    const buyer = async () => {
      while (!killed && attempts.length < 300) {
        const attempt: Attempt = { key: randomUUID(), units: 1 + (attempts.length % 3) };
        attempts.push(attempt);
        try {
          const answer = await checkout(first, attempt);
          if (answer.status !== 201) {
            attempt.refused = answer.status;
            continue;
          }
          attempt.orderId = answer.body.data._id;
          acknowledged += 1;
          if (acknowledged >= KILL_AFTER && !killed) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        } catch {
          // The connection died with the server: not acknowledged.
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, buyer));
    await first.exited;
    expect(attempts.filter((a) => a.refused)).toEqual([]);
    const acked = attempts.filter((a) => a.orderId);
    const unacked = attempts.filter((a) => !a.orderId);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unacked.length).toBeGreaterThan(0);

    const second = await start();
    const stock = async () =>
      (await callServer(second, "GET", `/api/products/${productId}`)).body.product.quantity as number;
    const placedOrders = async () => {
      const list = await callServer(second, "GET", `/api/orders/user/${shop.customerId}`, {
        token: shop.customerToken,
      });
      expect(list.status).toBe(200);
      return list.body.data as Array<{ _id: string; products: Array<{ quantity: number }> }>;
    };
    const unitsOf = (orders: Awaited<ReturnType<typeof placedOrders>>) =>
      orders.reduce((sum, o) => sum + o.products.reduce((s, item) => s + item.quantity, 0), 0);

    for (const attempt of acked) {
      const order = await callServer(second, "GET", `/api/orders/${attempt.orderId}`, {
        token: shop.customerToken,
      });
      expect(order.status).toBe(200);
      expect(order.body.data.products).toEqual([
        expect.objectContaining({
          quantity: attempt.units,
          product: expect.objectContaining({ _id: productId }),
        }),
      ]);
    }
    const afterCrash = await placedOrders();
    // Committed but not acknowledged (the answer died with the server) is allowed; it counts too.
    expect(afterCrash.length).toBeGreaterThanOrEqual(acked.length);
    expect(afterCrash.length).toBeLessThanOrEqual(attempts.length);
    expect(afterCrash.filter((o) => o.products.length === 0)).toEqual([]);
    expect(await stock()).toBe(INITIAL_STOCK - unitsOf(afterCrash));

    // The shopper's app retries what got no answer, with the same keys: each checkout exists once.
    const committedBefore = new Set(afterCrash.map((o) => o._id));
    for (const attempt of unacked) {
      const retry = await checkout(second, attempt);
      expect(retry.status).toBe(201);
      attempt.orderId = retry.body.data._id;
    }
    const again = await checkout(second, acked[0] as Attempt);
    expect(again.body.data._id).toBe(acked[0]?.orderId);
    const final = await placedOrders();
    expect(new Set(final.map((o) => o._id))).toEqual(new Set(attempts.map((a) => a.orderId)));
    expect(final).toHaveLength(attempts.length);
    // Every order the crash left unanswered was answered by its retry, not placed a second time.
    const answeredByRetry = new Set(unacked.map((a) => a.orderId));
    for (const id of committedBefore) {
      expect(acked.some((a) => a.orderId === id) || answeredByRetry.has(id)).toBe(true);
    }
    expect(await stock()).toBe(INITIAL_STOCK - attempts.reduce((sum, a) => sum + a.units, 0));
  });

  it("under a burst of uploads and product saves: starts again, shows only whole images, and leaves no file the sweep does not know", {
    timeout: 180_000,
  }, async () => {
    const first = await start();
    const shop = await openShop(first);
    const [bigPng, smallPng] = await Promise.all([noisePng(1200, 1000), noisePng(500, 500)]);
    expect(bigPng.length).toBeGreaterThan(3_000_000);
    const upload = async (server: ServerProcess) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bigPng)], { type: "image/png" }), "quilt.png");
      const answer = await callServer(server, "POST", "/api/media/images", { token: shop.sellerToken, form });
      expect(answer.status).toBe(201);
      return answer.body.images[0] as { url: string; thumbUrl: string };
    };
    const saveProduct = (server: ServerProcess, images: string[]) =>
      callServer(server, "POST", "/api/products", {
        token: shop.sellerToken,
        json: productBody(shop.storeId, images, 5),
      });

    // Uploads made before the crash, taken by the product saves of the burst.
    const uploadedBefore = [await upload(first), await upload(first), await upload(first)];
    const toTake = [...uploadedBefore];
    const acked = { uploads: [] as Array<{ url: string; thumbUrl: string }>, saves: [] as string[] };
    let started = { uploads: 0, saves: 0 };
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      first.child.kill("SIGKILL");
    };
    const fallback = setTimeout(kill, 60_000);
    const uploader = async () => {
      while (!killed) {
        started = { ...started, uploads: started.uploads + 1 };
        try {
          acked.uploads.push(await upload(first));
        } catch (error) {
          if (!killed) throw error;
          return;
        }
        if (acked.uploads.length >= 3 && acked.saves.length >= 2) kill();
      }
    };
    const saver = async () => {
      while (!killed) {
        started = { ...started, saves: started.saves + 1 };
        const taken = toTake.shift();
        try {
          const answer = await saveProduct(first, [...(taken ? [taken.url] : []), dataUrl(smallPng)]);
          expect(answer.status).toBe(201);
          acked.saves.push(answer.body.product._id);
        } catch (error) {
          if (!killed) throw error;
          return;
        }
        if (acked.uploads.length >= 3 && acked.saves.length >= 2) kill();
      }
    };
    await Promise.all([uploader(), uploader(), uploader(), saver(), saver()]);
    clearTimeout(fallback);
    await first.exited;
    expect(acked.uploads.length).toBeGreaterThanOrEqual(3);
    expect(acked.saves.length).toBeGreaterThanOrEqual(2);
    expect(started.uploads).toBeGreaterThan(acked.uploads.length);

    const second = await start();
    expect((await callServer(second, "GET", "/api/health")).body).toMatchObject({ status: "ok" });
    for (const image of acked.uploads) {
      await fetchImage(second, image.url);
      await fetchImage(second, image.thumbUrl);
    }
    for (const id of acked.saves) {
      const saved = await callServer(second, "GET", `/api/products/${id}`);
      expect(saved.status).toBe(200);
      expect(saved.body.product.images.length).toBeGreaterThanOrEqual(1);
    }
    // Every product that exists, acknowledged or not, shows only whole images.
    const listed = await callServer(second, "GET", `/api/products/store/${shop.storeId}?limit=100`);
    expect(listed.body.products.length).toBeGreaterThanOrEqual(acked.saves.length);
    for (const product of listed.body.products as Array<{ images: string[]; thumbnails: string[] }>) {
      for (const url of [...product.images, ...product.thumbnails]) await fetchImage(second, url);
    }
    // An upload acknowledged before the crash can still be used by a product.
    const kept = await saveProduct(second, [(acked.uploads[0] as { url: string }).url]);
    expect(kept.status).toBe(201);

    const uploadsDir = path.join(data.dataDir, "uploads");
    const files = async () =>
      (await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(data.dataDir, path.join(entry.parentPath, entry.name)));
    const isUnfinished = (file: string) => path.basename(file).startsWith(".");
    for (const file of (await files()).filter(isUnfinished)) {
      expect((await fetch(`${second.baseUrl}/${file}`)).status, file).toBe(404);
    }
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // What the crash left, read as the sweep reads it.
    const database = await createDb({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL });
    try {
      const pending = await database.db.select().from(pendingUploads);
      const shown = await database.db.select().from(productImages);
      const urlsOf = (rows: Array<{ url: string; thumbUrl: string }>) =>
        new Set(rows.flatMap((r) => [r.url, r.thumbUrl]).map((u) => u.slice(1)));
      const known = new Set([...urlsOf(pending), ...urlsOf(shown)]);
      const whole = (await files()).filter((f) => !isUnfinished(f));
      expect(whole.filter((file) => !known.has(file))).toEqual([]);
      for (const file of whole) {
        expect((await sharp(path.join(data.dataDir, file)).metadata()).format, file).toBe("webp");
      }

      // A day later, abandoned uploads and what crashed writes left are gone; shown images stay.
      await sweepAbandonedUploads(
        database.db,
        new LocalImageStorage(uploadsDir),
        new Date(Date.now() + 60_000),
      );
      expect(new Set(await files())).toEqual(urlsOf(shown));
      expect(await database.db.select().from(pendingUploads)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("asked to stop (SIGTERM) under a burst of checkouts, finishes what it accepted: whole answers, every acknowledged order kept, exit 0", {
    timeout: 180_000,
  }, async () => {
    const INITIAL_STOCK = 500;
    const IN_FLIGHT = 20;
    const STOP_AFTER = 20;
    const first = await start();
    const { shop, productId } = await shopSelling(first, INITIAL_STOCK);

    const acknowledged: Array<{ orderId: string; units: number }> = [];
    const otherAnswers: number[] = [];
    const cutOff: string[] = [];
    let stopping = false;
    let exited = false;
    void first.exited.then(() => {
      exited = true;
    });
    const buyer = async () => {
      for (let n = 0; !exited && n < 40; n++) {
        const units = 1 + (n % 3);
        let res: Response;
        try {
          res = await fetch(`${first.baseUrl}/api/orders`, {
            method: "POST",
            headers: { authorization: `Bearer ${shop.customerToken}`, "content-type": "application/json" },
            body: JSON.stringify({
              products: [{ product: productId, quantity: units }],
              shippingAddress: address,
              paymentMethod: "Cash on Delivery",
              notes: "",
            }),
          });
        } catch {
          // No answer at all: the server no longer takes connections. Nothing was acknowledged.
          if (stopping) return;
          throw new Error("a checkout got no answer before the server was asked to stop");
        }
        try {
          const body = JSON.parse(await res.text());
          if (res.status === 201) acknowledged.push({ orderId: body.data._id, units });
          else otherAnswers.push(res.status);
        } catch (error) {
          cutOff.push(`${res.status}: ${String(error)}`);
        }
        if (acknowledged.length >= STOP_AFTER && !stopping) {
          stopping = true;
          first.child.kill("SIGTERM");
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, buyer));
    expect(await first.exited, first.output()).toBe(0);
    expect(cutOff).toEqual([]);
    // While closing, a request on a kept-alive connection is told 503; nothing else is refused.
    expect(otherAnswers.filter((status) => status !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(STOP_AFTER);

    const second = await start();
    for (const { orderId, units } of acknowledged) {
      const order = await callServer(second, "GET", `/api/orders/${orderId}`, { token: shop.customerToken });
      expect(order.status).toBe(200);
      expect(order.body.data.products[0].quantity).toBe(units);
    }
    const orders = await callServer(second, "GET", `/api/orders/user/${shop.customerId}`, {
      token: shop.customerToken,
    });
    const placed = orders.body.data as Array<{ products: Array<{ quantity: number }> }>;
    // A graceful stop answers everything it committed: no order exists that nobody was told of.
    expect(placed).toHaveLength(acknowledged.length);
    const sold = acknowledged.reduce((sum, order) => sum + order.units, 0);
    const stock = (await callServer(second, "GET", `/api/products/${productId}`)).body.product.quantity;
    expect(stock).toBe(INITIAL_STOCK - sold);
  });
});
