import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { openStream } from "../../../test/event-stream.ts";
import { createCustomer, createSeller } from "../../../test/fixtures.ts";
import { buildApp } from "../../app.ts";
import { customers } from "../../db/schema/index.ts";
import { raiseTokenVersion } from "../auth/accounts.repository.ts";
import { type Mail, requestPasswordReset } from "../auth/auth.service.ts";
import { MAX_STREAMS_PER_ACCOUNT } from "./live-updates.ts";

/**
 * A notification stream lives no longer than its token (issue 37): revoked tokens end it at once,
 * on every process, and each stream's token is checked again now and then in any case.
 */

type Stream = Awaited<ReturnType<typeof openStream>>;

/** Whether the server ended the stream within `ms` (the reader did not close it). */
const endsWithin = (stream: Stream, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

const baseOf = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const post = (app: FastifyInstance, url: string, token?: string, payload?: object) =>
  app.inject({
    method: "POST",
    url,
    // Each call from an address of its own: the reset route's per-address limit is not under test.
    remoteAddress: `10.${[...randomBytes(3)].join(".")}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });

describe("revoking an account's tokens", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await baseOf(t.app);
  });
  afterAll(() => t.close());

  it("ends the customer's and the seller's open streams at once when they sign out everywhere", async () => {
    const customer = await createCustomer(t.app);
    const seller = await createSeller(t.app);
    const others = await createCustomer(t.app);
    const customerStreams = [
      await openStream(`${base}/api/notifications/stream`, customer.token),
      await openStream(`${base}/api/notifications/stream`, customer.token),
    ];
    const sellerStream = await openStream(`${base}/api/notifications/stream`, seller.token);
    const bystander = await openStream(`${base}/api/notifications/stream`, others.token);
    try {
      expect((await post(t.app, "/api/auth/logout-all", customer.token)).statusCode).toBe(200);
      expect(await Promise.all(customerStreams.map((s) => endsWithin(s, 3_000)))).toEqual([true, true]);
      expect((await post(t.app, "/api/seller/logout-all", seller.token)).statusCode).toBe(200);
      expect(await endsWithin(sellerStream, 3_000)).toBe(true);
      // Another account's stream is not touched.
      expect(await endsWithin(bystander, 200)).toBe(false);
      expect(t.app.live.openStreams).toBe(1);
    } finally {
      for (const stream of [...customerStreams, sellerStream, bystander]) stream.close();
    }
  });

  it("ends the account's open streams at once when its password is reset", async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.pk`;
    const signup = await post(t.app, "/api/auth/signup", undefined, {
      name: "Ayesha Khan",
      email,
      password: "secret12",
    });
    expect(signup.statusCode).toBe(201);
    const stream = await openStream(`${base}/api/notifications/stream`, signup.json().token);
    try {
      const sent: Mail[] = [];
      await requestPasswordReset(
        t.app.db,
        async (mail) => void sent.push(mail),
        { email, role: "customer" },
        "http://shop.test",
      );
      const token = /token=([\w-]+)/.exec(sent[0]?.text ?? "")?.[1];
      const reset = await post(t.app, "/api/auth/reset-password", undefined, {
        token,
        password: "a-new-secret",
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({
        success: true,
        message: "Your password has been changed. Please sign in with the new one.",
        role: "customer",
      });
      expect(await endsWithin(stream, 3_000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_ACCOUNT} streams per account, ending the oldest`, async () => {
    const customer = await createCustomer(t.app);
    const streams: Stream[] = [];
    try {
      for (let n = 0; n <= MAX_STREAMS_PER_ACCOUNT; n++)
        streams.push(await openStream(`${base}/api/notifications/stream`, customer.token));
      const [oldest, ...newer] = streams as [Stream, ...Stream[]];
      expect(await endsWithin(oldest, 3_000)).toBe(true);
      // The ten newest still deliver.
      await t.app.live.publish(
        { role: "customer", id: customer.id },
        { event: "message", data: { conversationId: "c1" } },
      );
      for (const stream of newer)
        expect((await stream.next("message")).data).toEqual({ conversationId: "c1" });
      expect(oldest.events).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe("checking an open stream's token again", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { streamTokenCheckMs: 200 });
    base = await baseOf(t.app);
  });
  afterAll(() => t.close());

  it("ends a stream whose token version was raised behind its back, or whose account is gone", async () => {
    const raised = await createCustomer(t.app);
    const removed = await createCustomer(t.app);
    const kept = await createCustomer(t.app);
    const raisedStream = await openStream(`${base}/api/notifications/stream`, raised.token);
    const removedStream = await openStream(`${base}/api/notifications/stream`, removed.token);
    const keptStream = await openStream(`${base}/api/notifications/stream`, kept.token);
    try {
      // Straight in the database: no route announces it, only the periodic check can see it.
      expect(await raiseTokenVersion(t.app.db, "customer", raised.id)).toBe(true);
      await t.app.db.delete(customers).where(eq(customers.id, removed.id));
      expect(await endsWithin(raisedStream, 3_000)).toBe(true);
      expect(await endsWithin(removedStream, 3_000)).toBe(true);
      // A good token passes its checks and its stream stays open.
      expect(await endsWithin(keptStream, 600)).toBe(false);
      await t.app.live.publish({ role: "customer", id: kept.id }, { event: "message", data: { n: 1 } });
      expect((await keptStream.next("message")).data).toEqual({ n: 1 });
    } finally {
      for (const stream of [raisedStream, removedStream, keptStream]) stream.close();
    }
  });
});

describe("two processes sharing Redis", () => {
  // Redis must run (REDIS_TEST_URL, default 127.0.0.1:6379); without it this test fails.
  const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
  let one: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    one = await buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: `stream-sessions-${randomUUID()}:` });
    // A second app on the same database and Redis, as a second server process would be.
    other = await buildApp(one.config, { database: one.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
  });

  it("ends a stream held by the other process when the account signs out everywhere", async () => {
    const customer = await createCustomer(one.app);
    const stream = await openStream(`${await baseOf(other)}/api/notifications/stream`, customer.token);
    try {
      expect(stream.status).toBe(200);
      expect(other.live.openStreams).toBe(1);
      expect((await post(one.app, "/api/auth/logout-all", customer.token)).statusCode).toBe(200);
      expect(await endsWithin(stream, 3_000)).toBe(true);
      expect(other.live.openStreams).toBe(0);
    } finally {
      stream.close();
    }
  });
});
