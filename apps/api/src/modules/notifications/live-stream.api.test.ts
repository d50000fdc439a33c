import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../../test/build-test-app.ts";
import { openStream } from "../../../test/event-stream.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSellerWithStore,
  orderOf,
} from "../../../test/fixtures.ts";
import { callServer, serverDataPerTest } from "../../../test/server-process.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe("GET /api/notifications/stream", () => {
  it("pushes a new notification, with the unread count, to the reader's open stream", async () => {
    const customer = await createCustomer(t.app);
    const { seller, store } = await createSellerWithStore(t.app);
    const product = await createProduct(t.app, store.id);
    const sellerStream = await openStream(`${base}/api/notifications/stream`, seller.token);
    const customerStream = await openStream(`${base}/api/notifications/stream`, customer.token, {
      "accept-language": "ur",
    });
    try {
      expect(sellerStream.status).toBe(200);
      expect(sellerStream.contentType).toBe("text/event-stream; charset=utf-8");
      // A comment opens the stream at once (proxies then keep it open; another follows every 25 s).
      await expect.poll(() => sellerStream.comments).toContain(": connected");
      const placed = await orderOf(t.app, customer.token, product.id);
      expect(placed.statusCode).toBe(201);
      const event = await sellerStream.next("notification");
      expect(event.data).toMatchObject({ unread: 1, notification: { kind: "new-order", readAt: null } });
      // Each reader's stream speaks her language.
      const receipt = await customerStream.next("notification");
      expect(receipt.data).toMatchObject({ notification: { kind: "order-placed" } });
      expect((receipt.data as { notification: { title: string } }).notification.title).toMatch(/دے دیا گیا$/);
    } finally {
      sellerStream.close();
      customerStream.close();
    }
  });

  it("sends a message to both parties' streams as it is written", async () => {
    const customer = await createCustomer(t.app, "Ayesha Khan");
    const { seller, store } = await createSellerWithStore(t.app);
    const sellerStream = await openStream(`${base}/api/notifications/stream`, seller.token);
    const customerStream = await openStream(`${base}/api/notifications/stream`, customer.token);
    try {
      const started = await t.app.inject({
        method: "POST",
        url: "/api/conversations",
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { storeId: store.id, body: "Is the red one in stock?" },
      });
      expect(started.statusCode).toBe(201);
      const conversationId = started.json().conversation._id;
      for (const stream of [sellerStream, customerStream]) {
        const event = await stream.next("message");
        expect(event.data).toEqual({ conversationId, message: started.json().message });
      }
    } finally {
      sellerStream.close();
      customerStream.close();
    }
  });

  it("needs a signed-in account of any role, and answers JSON errors otherwise", async () => {
    const none = await fetch(`${base}/api/notifications/stream`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ success: false, message: "Please sign in to continue." });
    const bad = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: "Bearer nope" },
    });
    expect(bad.status).toBe(401);
    const admin = await createAdmin(t.app);
    const stream = await openStream(`${base}/api/notifications/stream`, admin.token);
    expect(stream.status).toBe(200);
    stream.close();
  });

  it("ends open streams when the server closes", async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (other.app.server.address() as AddressInfo).port;
    const customer = await createCustomer(other.app);
    const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream`, customer.token);
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

describe(`the real server with streams open (${TEST_DRIVER})`, () => {
  const data = serverDataPerTest({ seedDemoData: false, driver: TEST_DRIVER });

  it("stops on SIGTERM at once, ending them, and exits 0", { timeout: 120_000 }, async () => {
    const server = await data.start();
    await server.printed("Hunarmand marketplace is running");
    const customer = await callServer(server, "POST", "/api/auth/signup", {
      json: { name: "Ayesha Khan", email: `ayesha-${Date.now()}@example.pk`, password: "secret12" },
    });
    const streams = await Promise.all(
      [1, 2].map(() => openStream(`${server.baseUrl}/api/notifications/stream`, customer.body.token)),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    const started = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await Promise.all(streams.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
