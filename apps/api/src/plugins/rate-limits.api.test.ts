import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { contactMessages } from "../db/schema/index.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

const message = (subject: string) => ({
  name: "Hina",
  email: "hina@example.pk",
  subject,
  message: "Do you ship to Quetta?",
});
const randomAddress = () => `10.${[...randomBytes(3)].join(".")}`;

describe("per-address limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("stops the contact form after its limit with a clear 429, storing nothing more", async () => {
    const max = RATE_LIMITS.contactMessage.max;
    for (let i = 0; i < max; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: message(`ok ${i}`) });
      expect(res.statusCode).toBe(201);
    }
    // A forged X-Forwarded-For does not buy more tries: no proxy is trusted unless configured.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "x-forwarded-for": randomAddress() },
      payload: message("one too many"),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^Too many requests from your address\. Please try again in \d+ minutes\.$/,
      ),
    });
    const stored = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, "one too many"));
    expect(stored).toEqual([]);
  });

  it("limits account creation per address over every signup route together, not per route", async () => {
    const max = RATE_LIMITS.accountCreation.max;
    const from = randomAddress();
    const routes = ["/api/auth/signup", "/api/auth/register", "/api/seller/signup"];
    for (let i = 0; i < max; i++) {
      // Invalid bodies count too: a bot probing the form is still a bot.
      const res = await t.app.inject({
        method: "POST",
        url: routes[i % 3],
        payload: {},
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(400);
    }
    const seller = {
      name: "Rabia",
      email: `rabia-${randomBytes(4).toString("hex")}@example.pk`,
      phone: "03001234567",
      password: "secret12",
    };
    for (const url of routes) {
      const res = await t.app.inject({ method: "POST", url, payload: seller, remoteAddress: from });
      expect(res.statusCode).toBe(429);
    }
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/seller/signup",
      payload: seller,
      remoteAddress: randomAddress(),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe("an operator's own allowance of accounts (ACCOUNTS_PER_ADDRESS_PER_HOUR)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ACCOUNTS_PER_ADDRESS_PER_HOUR: "3" });
  });
  afterAll(() => t.close());

  it("lets one address create that many accounts in the hour, and refuses the next", async () => {
    const from = randomAddress();
    const signUp = () =>
      t.app.inject({ method: "POST", url: "/api/auth/signup", payload: {}, remoteAddress: from });
    for (let i = 0; i < 3; i++) expect((await signUp()).statusCode).toBe(400);
    expect((await signUp()).statusCode).toBe(429);
  });
});

describe("behind a trusted proxy, with Redis", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // A key prefix of this run's own, so parallel runs on one Redis do not count together.
    const env = {
      TRUST_PROXY: "true",
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString("hex")}:`,
    };
    first = await buildTestApp(env);
    second = await buildTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("counts each client address apart, and several server processes together", async () => {
    const address = randomAddress();
    const send = (app: TestApp, from: string) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        headers: { "x-forwarded-for": from },
        payload: { email: "nobody@example.pk", role: "customer" },
      });
    const max = RATE_LIMITS.passwordResetMail.max;
    for (let i = 0; i < max; i++) {
      expect((await send(i % 2 === 0 ? first : second, address)).statusCode).toBe(200);
    }
    expect((await send(first, address)).statusCode).toBe(429);
    expect((await send(second, address)).statusCode).toBe(429);
    expect((await send(second, randomAddress())).statusCode).toBe(200);
  });

  it("counts signups on every route and every process together", async () => {
    const address = randomAddress();
    const routes = ["/api/auth/signup", "/api/auth/register", "/api/seller/signup"];
    const signup = (i: number) =>
      (i % 2 === 0 ? first : second).app.inject({
        method: "POST",
        url: routes[i % 3],
        headers: { "x-forwarded-for": address },
        payload: {},
      });
    const max = RATE_LIMITS.accountCreation.max;
    for (let i = 0; i < max; i++) expect((await signup(i)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signup(i)).statusCode).toBe(429);
  });
});
