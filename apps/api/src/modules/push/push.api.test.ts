import https from "node:https";
import { orderNumber } from "@marketplace/shared/order-number";
import { translateMessage } from "@marketplace/shared/server-messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createSeller,
  createStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import {
  decryptPush,
  type LocalPushService,
  newSubscriber,
  type PushRequest,
  startLocalPushService,
  type TestSubscriber,
  verifyVapid,
} from "../../../test/local-push-service.ts";
import { pushSubscriptions, sellers } from "../../db/schema/index.ts";
import { PUSH_TTL_SECONDS } from "./push-sender.ts";

/**
 * Web Push to the seller's phone (issue 32, part 3; decision 0052), against a push service on
 * 127.0.0.1 that follows RFC 8030: each push is decrypted here as her browser would (RFC 8291) and
 * its VAPID signature checked (RFC 8292).
 */
const SUBJECT = "mailto:ops@hunarmand.example.pk";
let t: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await buildTestApp(
    { PUSH_SERVICE_HOSTS: "127.0.0.1", VAPID_SUBJECT: SUBJECT },
    { pushAgent: new https.Agent({ ca: pushService.ca }) },
  );
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });

const subscribe = (token: string, subscriber: TestSubscriber) =>
  call("POST", "/api/seller/push-subscriptions", token, subscriber.json);

const pathOf = (subscriber: TestSubscriber) => new URL(subscriber.endpoint).pathname;
const pushesTo = (subscriber: TestSubscriber) =>
  pushService.requests.filter((request) => request.path === pathOf(subscriber));

/** Waits until the device has had `count` pushes (the queue's worker sends them). */
const waitForPushes = (subscriber: TestSubscriber, count = 1, timeout = 20_000) =>
  vi.waitFor(
    () => {
      const found = pushesTo(subscriber);
      if (found.length < count) throw new Error(`${found.length} pushes so far`);
      return found;
    },
    { timeout, interval: 100 },
  );

interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
const payloadOf = (subscriber: TestSubscriber, request: PushRequest): Payload =>
  JSON.parse(decryptPush(subscriber, request.body));

async function shop(language: "en" | "ur" = "en") {
  const seller = await createSeller(t.app, "Gul Bano");
  await t.app.db.update(sellers).set({ language }).where(eq(sellers.id, seller.id));
  const store = await createStore(t.app, seller.id);
  const product = await createProduct(t.app, store.id, { name: "Blue Ajrak Shawl", price: 1500 });
  return { seller, store, product };
}

async function placeOrder(s: Awaited<ReturnType<typeof shop>>) {
  const customer = await createCustomer(t.app, "Ayesha Khan");
  const res = await call("POST", "/api/orders", customer.token, {
    products: [{ product: s.product.id, quantity: 1 }],
    shippingAddress: SHIPPING_ADDRESS,
  });
  expect(res.statusCode).toBe(201);
  return { orderId: res.json().data._id as string, customer };
}

const devicesOf = (sellerId: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.sellerId, sellerId));

describe("turning a phone's notifications on and off", () => {
  it("gives the VAPID public key a browser subscribes with: a P-256 point, the same every time", async () => {
    const first = await call("GET", "/api/push/public-key");
    expect(first.statusCode).toBe(200);
    const key = Buffer.from(first.json().publicKey as string, "base64url");
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await call("GET", "/api/push/public-key")).json().publicKey).toBe(first.json().publicKey);
  });

  it("keeps one row per device: the same endpoint again updates its keys", async () => {
    const { seller } = await shop();
    const phone = newSubscriber(pushService.origin, "phone");
    const res = await subscribe(seller.token, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "This phone will be told of new orders, messages, returns and payouts.",
    });
    const again = newSubscriber(pushService.origin, "same-phone-new-keys");
    const renewed = { ...again.json, endpoint: phone.endpoint };
    expect((await call("POST", "/api/seller/push-subscriptions", seller.token, renewed)).statusCode).toBe(
      200,
    );
    const rows = await devicesOf(seller.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: phone.endpoint,
      p256dh: renewed.keys.p256dh,
      auth: renewed.keys.auth,
    });
    const tablet = newSubscriber(pushService.origin, "tablet");
    expect((await subscribe(seller.token, tablet)).statusCode).toBe(200);
    expect(await devicesOf(seller.id)).toHaveLength(2);
  });

  it("refuses what is no subscription of a known push service, in her language, and keeps nothing", async () => {
    const { seller } = await shop();
    const good = newSubscriber(pushService.origin, "good").json;
    const bad = [
      { ...good, endpoint: "http://127.0.0.1:9/wpush/plain-http" },
      { ...good, endpoint: "https://10.0.0.8/internal" },
      { ...good, endpoint: "https://evil.example.com/wpush/x" },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString("base64url") } },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } },
      { endpoint: good.endpoint },
      {},
    ];
    for (const body of bad) {
      const res = await call("POST", "/api/seller/push-subscriptions", seller.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const urdu = await call(
      "POST",
      "/api/seller/push-subscriptions",
      seller.token,
      { ...good, endpoint: "https://evil.example.com/wpush/x" },
      { "accept-language": "ur" },
    );
    expect(urdu.json().message).toBe("یہ پتا کسی ایسی اطلاعاتی سروس کا نہیں جس پر یہ بازار اطلاع بھیجتا ہے۔");
    expect(await devicesOf(seller.id)).toHaveLength(0);
  });

  it("is for a signed-in seller only", async () => {
    const customer = await createCustomer(t.app);
    const body = newSubscriber(pushService.origin, "x").json;
    expect((await call("POST", "/api/seller/push-subscriptions", undefined, body)).statusCode).toBe(401);
    expect((await call("POST", "/api/seller/push-subscriptions", customer.token, body)).statusCode).toBe(403);
    expect(
      (await call("DELETE", "/api/seller/push-subscriptions", customer.token, { endpoint: body.endpoint }))
        .statusCode,
    ).toBe(403);
  });

  it("turning off deletes her own device only; another seller's endpoint is left alone", async () => {
    const a = await shop();
    const b = await shop();
    const phoneA = newSubscriber(pushService.origin, "a");
    const phoneB = newSubscriber(pushService.origin, "b");
    await subscribe(a.seller.token, phoneA);
    await subscribe(b.seller.token, phoneB);
    const notHers = await call("DELETE", "/api/seller/push-subscriptions", a.seller.token, {
      endpoint: phoneB.endpoint,
    });
    expect(notHers.statusCode).toBe(200);
    expect(await devicesOf(b.seller.id)).toHaveLength(1);
    const off = await call(
      "DELETE",
      "/api/seller/push-subscriptions",
      a.seller.token,
      { endpoint: phoneA.endpoint },
      { "accept-language": "ur" },
    );
    expect(off.json()).toEqual({ success: true, message: "اس فون پر اب اطلاع نہیں آئے گی۔" });
    expect(await devicesOf(a.seller.id)).toHaveLength(0);
  });
});

describe("a notice reaches her phones at once", () => {
  it("pushes a new order to each of an Urdu seller's devices, in Urdu, encrypted for each, with the order's page", async () => {
    const s = await shop("ur");
    const phone = newSubscriber(pushService.origin, "ur-phone");
    const tablet = newSubscriber(pushService.origin, "ur-tablet");
    await subscribe(s.seller.token, phone);
    await subscribe(s.seller.token, tablet);
    const { orderId } = await placeOrder(s);
    const number = orderNumber(orderId);
    for (const device of [phone, tablet]) {
      const [request] = await waitForPushes(device);
      if (!request) throw new Error("no push");
      const payload = payloadOf(device, request);
      const title = translateMessage(`New order ${number}`, "ur");
      expect(title).not.toBe(`New order ${number}`);
      expect(payload.title).toBe(title);
      expect(payload.title).toMatch(/[\u0600-\u06ff]/);
      expect(payload.body).toMatch(/[\u0600-\u06ff]/);
      expect(payload.body).toContain(number);
      expect(payload.url).toBe(`/orders/${s.store.id}/${orderId}`);
      expect(payload.tag).toMatch(/^[0-9a-f-]{36}$/);
      // RFC 8030: how long to keep it, how urgent; RFC 8188's encoding.
      expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(request.headers.urgency).toBe("high");
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(request.headers["content-type"]).toBe("application/octet-stream");
      expect(request.body.length).toBeLessThan(4096);
    }
    // The other device's key cannot read the first one's push.
    const [toPhone] = pushesTo(phone);
    if (!toPhone) throw new Error("no push");
    expect(() => decryptPush(tablet, toPhone.body)).toThrow();
  });

  it("signs each push with the marketplace's VAPID key: an ES256 JWT for the push service's origin, with exp and sub", async () => {
    const s = await shop();
    const phone = newSubscriber(pushService.origin, "vapid");
    await subscribe(s.seller.token, phone);
    const before = Math.floor(Date.now() / 1000);
    await placeOrder(s);
    const [request] = await waitForPushes(phone);
    const vapid = verifyVapid(request?.headers.authorization as string);
    expect(vapid.header).toMatchObject({ typ: "JWT", alg: "ES256" });
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.sub).toBe(SUBJECT);
    expect(vapid.claims.exp).toBeGreaterThan(before);
    expect(vapid.claims.exp).toBeLessThanOrEqual(before + 24 * 3600 + 60);
    expect(vapid.publicKey).toBe((await call("GET", "/api/push/public-key")).json().publicKey);
  });

  it("pushes a buyer's message in English to an English seller, opening the conversation", async () => {
    const s = await shop("en");
    const phone = newSubscriber(pushService.origin, "en-phone");
    await subscribe(s.seller.token, phone);
    const customer = await createCustomer(t.app, "Ayesha Khan");
    const res = await call("POST", "/api/conversations", customer.token, {
      storeId: s.store.id,
      productId: s.product.id,
      body: "Is the blue shawl available in red?",
    });
    expect(res.statusCode).toBe(201);
    const conversationId = res.json().conversation._id as string;
    const [request] = await waitForPushes(phone);
    if (!request) throw new Error("no push");
    const payload = payloadOf(phone, request);
    expect(payload.title).toBe("New message from Ayesha Khan");
    expect(payload.body).toBe("Is the blue shawl available in red?");
    expect(payload.url).toBe(`/dashboard/messages/${conversationId}`);
    expect(request.headers.urgency).toBe("normal");
  });

  it("never sends one seller's notice to another seller's device, even one that was hers on a shared phone", async () => {
    const a = await shop();
    const b = await shop();
    const shared = newSubscriber(pushService.origin, "shared");
    const bOwn = newSubscriber(pushService.origin, "b-own");
    await subscribe(a.seller.token, shared);
    // B signs in on the same phone and turns notifications on: the device is hers now.
    await subscribe(b.seller.token, shared);
    await subscribe(b.seller.token, bOwn);
    expect(await devicesOf(a.seller.id)).toHaveLength(0);
    const { orderId: forA } = await placeOrder(a);
    const { orderId: forB } = await placeOrder(b);
    const [toShared] = await waitForPushes(shared);
    await waitForPushes(bOwn);
    // A's order has been told (its bell), and only B's reached the phone.
    await vi.waitFor(async () => {
      const res = await call("GET", "/api/notifications", a.seller.token);
      expect(res.json().notifications).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const told = [...pushesTo(shared), ...pushesTo(bOwn)].map((request) =>
      request.path === pathOf(shared) ? payloadOf(shared, request) : payloadOf(bOwn, request),
    );
    expect(told.every((payload) => payload.title === `New order ${orderNumber(forB)}`)).toBe(true);
    expect(told.some((payload) => payload.title.includes(orderNumber(forA)))).toBe(false);
    expect(toShared && payloadOf(shared, toShared).url).toBe(`/orders/${b.store.id}/${forB}`);
  });

  it("forgets a device the push service says is gone (410, 404), and keeps her other one", async () => {
    const s = await shop();
    const gone = newSubscriber(pushService.origin, "gone");
    const notFound = newSubscriber(pushService.origin, "not-found");
    const kept = newSubscriber(pushService.origin, "kept");
    for (const device of [gone, notFound, kept]) await subscribe(s.seller.token, device);
    pushService.markGone(pathOf(gone), 410);
    pushService.markGone(pathOf(notFound), 404);
    await placeOrder(s);
    await waitForPushes(kept);
    await vi.waitFor(
      async () => {
        const rows = await devicesOf(s.seller.id);
        expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(notFound)).toHaveLength(1);
  });

  it("tries a busy push service again later (503) and delivers once", async () => {
    const s = await shop();
    const phone = newSubscriber(pushService.origin, "busy");
    await subscribe(s.seller.token, phone);
    pushService.answerNext(pathOf(phone), 503);
    await placeOrder(s);
    const requests = await waitForPushes(phone, 2, 30_000);
    expect(requests.map((request) => payloadOf(phone, request).tag)).toEqual([
      requests[0] && payloadOf(phone, requests[0]).tag,
      requests[0] && payloadOf(phone, requests[0]).tag,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushesTo(phone)).toHaveLength(2);
    expect(await devicesOf(s.seller.id)).toHaveLength(1);
  }, 40_000);
});

describe("her choice of what reaches her phones (decision 0052)", () => {
  const kindsOf = async (token: string) => {
    const res = await call("GET", "/api/seller/push-kinds", token);
    expect(res.statusCode).toBe(200);
    return res.json().kinds as string[];
  };

  it("is every kind until she chooses; her choice is kept in a fixed order, each kind once, for her account only", async () => {
    const a = await shop();
    const b = await shop();
    expect(await kindsOf(a.seller.token)).toEqual([
      "new-order",
      "order-cancelled",
      "new-message",
      "return-update",
      "payout",
    ]);
    const chose = await call(
      "PUT",
      "/api/seller/push-kinds",
      a.seller.token,
      { kinds: ["payout", "new-message", "payout"] },
      { "accept-language": "ur" },
    );
    expect(chose.statusCode).toBe(200);
    expect(chose.json()).toEqual({
      success: true,
      kinds: ["new-message", "payout"],
      message: "آپ کے فونز پر انہی باتوں کی اطلاع آئے گی جو آپ نے چنیں۔",
    });
    expect(await kindsOf(a.seller.token)).toEqual(["new-message", "payout"]);
    expect(await kindsOf(b.seller.token)).toHaveLength(5);
    expect((await call("PUT", "/api/seller/push-kinds", a.seller.token, { kinds: [] })).json().kinds).toEqual(
      [],
    );
    expect(await kindsOf(a.seller.token)).toEqual([]);
  });

  it("refuses kinds that are not pushed, in her language, and changes nothing", async () => {
    const s = await shop();
    await call("PUT", "/api/seller/push-kinds", s.seller.token, { kinds: ["new-order"] });
    for (const body of [
      { kinds: ["review-received"] },
      { kinds: ["new-order", "seller-status"] },
      { kinds: "new-order" },
      { kinds: Array.from({ length: 11 }, () => "new-order") },
      {},
    ]) {
      const res = await call("PUT", "/api/seller/push-kinds", s.seller.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const urdu = await call(
      "PUT",
      "/api/seller/push-kinds",
      s.seller.token,
      { kinds: ["review-received"] },
      { "accept-language": "ur" },
    );
    expect(urdu.json().message).toMatch(/^نئے آرڈرز، منسوخیوں/);
    expect(await kindsOf(s.seller.token)).toEqual(["new-order"]);
    const customer = await createCustomer(t.app);
    expect((await call("GET", "/api/seller/push-kinds", customer.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/seller/push-kinds")).statusCode).toBe(401);
  });

  it("sends only the kinds she chose; the bell still tells her of all", async () => {
    const s = await shop();
    const phone = newSubscriber(pushService.origin, "chosen-kinds");
    await subscribe(s.seller.token, phone);
    expect(
      (await call("PUT", "/api/seller/push-kinds", s.seller.token, { kinds: ["new-message"] })).statusCode,
    ).toBe(200);
    const { orderId, customer } = await placeOrder(s);
    await vi.waitFor(
      async () => {
        const kinds = (await call("GET", "/api/notifications", s.seller.token))
          .json()
          .notifications.map((n: { kind: string }) => n.kind);
        expect(kinds).toContain("new-order");
      },
      { timeout: 20_000, interval: 100 },
    );
    const asked = await call("POST", "/api/conversations", customer.token, {
      storeId: s.store.id,
      productId: s.product.id,
      body: "Does it come in green?",
    });
    expect(asked.statusCode).toBe(201);
    const [request] = await waitForPushes(phone);
    if (!request) throw new Error("no push");
    expect(payloadOf(phone, request).title).toBe("New message from Ayesha Khan");
    // She turns new orders back on: the next order reaches her phone.
    await call("PUT", "/api/seller/push-kinds", s.seller.token, { kinds: ["new-order", "new-message"] });
    const next = await placeOrder(s);
    const pushes = await waitForPushes(phone, 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const titles = pushesTo(phone).map((r) => payloadOf(phone, r).title);
    expect(titles).toEqual(["New message from Ayesha Khan", `New order ${orderNumber(next.orderId)}`]);
    expect(titles).not.toContain(`New order ${orderNumber(orderId)}`);
    expect(pushes).toHaveLength(2);
  });
});
