import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { type Mail, requestPasswordReset } from "./auth.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@Example.pk`;
/** Each test speaks from its own address, so address-wide throttling of one test never blocks another. */
const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (url: string, payload: object, remoteAddress = address()) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress });

describe("customer accounts", () => {
  it("signs up, signs in with any letter case and reads the profile, never exposing the password", async () => {
    const mail = email("ayesha");
    const signup = await post("/api/auth/signup", { name: "Ayesha Khan", email: mail, password: "secret12" });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { name: "Ayesha Khan" },
    });
    expect(signup.body).not.toMatch(/secret12|scrypt|passwordHash/);

    const login = await post("/api/auth/login", { email: mail.toUpperCase(), password: "secret12" });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user).toMatchObject({ id: user._id, name: "Ayesha Khan", email: mail });

    const profile = await t.app.inject({
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({
      success: true,
      user: { _id: user._id, email: mail, createdAt: expect.any(String) },
    });
  });

  it("refuses a second account with the same e-mail in another letter case (409)", async () => {
    const mail = email("dup");
    await post("/api/auth/signup", { name: "First", email: mail, password: "secret12" });
    const again = await post("/api/auth/signup", {
      name: "Second",
      email: mail.toLowerCase(),
      password: "secret12",
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers a wrong password with 401 'Invalid credentials', the same as an unknown e-mail", async () => {
    const mail = email("wrong");
    await post("/api/auth/signup", { name: "Wrong Pass", email: mail, password: "secret12" });
    const wrong = await post("/api/auth/login", { email: mail, password: "nope-nope" });
    const unknown = await post("/api/auth/login", { email: email("ghost"), password: "nope-nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toContain("Invalid credentials");
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("checks the fields with the spec's messages", async () => {
    const res = await post("/api/auth/signup", { name: " ", email: "not-an-email", password: "123" });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages).toMatchObject({
      name: "Name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters long.",
    });
  });
});

describe("seller accounts", () => {
  it("signs up with a phone of at least 11 characters and reads the profile", async () => {
    const short = await post("/api/seller/signup", {
      name: "Sana",
      email: email("sana"),
      phone: "0300123",
      password: "secret12",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({
      field: "phone",
      message: "Phone Number must be at least 11 characters long.",
    });

    const mail = email("seller");
    const signup = await post("/api/seller/signup", {
      name: "Sana Memon",
      email: mail,
      phone: "03001234567",
      password: "secret12",
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().seller).toMatchObject({ name: "Sana Memon", phone: "03001234567" });
    const login = await post("/api/seller/login", { email: mail, password: "secret12" });
    const profile = await t.app.inject({
      url: "/api/seller/profile",
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(profile.json().seller).toMatchObject({ email: mail, phone: "03001234567" });
  });

  it("keeps the roles apart: a seller token on a customer call is 403 and the other way round", async () => {
    const seller = (
      await post("/api/seller/signup", {
        name: "S",
        email: email("s"),
        phone: "03001234567",
        password: "secret12",
      })
    ).json();
    const customer = (
      await post("/api/auth/signup", { name: "C", email: email("c"), password: "secret12" })
    ).json();
    const asSeller = await t.app.inject({
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const asCustomer = await t.app.inject({
      url: "/api/seller/profile",
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(asSeller.statusCode).toBe(403);
    expect(asCustomer.statusCode).toBe(403);
    const seller2 = await post("/api/seller/login", { email: customer.user.email, password: "secret12" });
    expect(seller2.statusCode).toBe(401);
  });
});

describe("tokens", () => {
  it("refuses missing, forged, expired and wrongly signed tokens with 401", async () => {
    const customer = (
      await post("/api/auth/signup", { name: "T", email: email("t"), password: "secret12" })
    ).json();
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ role: "customer" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(customer.user.id)
      .setIssuer("hunarmand-marketplace")
      .setAudience("hunarmand-web")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const foreign = await new SignJWT({ role: "customer" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(customer.user.id)
      .setIssuer("hunarmand-marketplace")
      .setAudience("hunarmand-web")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-000000"));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({ sub: customer.user.id, role: "customer" }),
    ).toString("base64url")}.`;
    for (const header of [
      undefined,
      "Bearer",
      `Bearer ${expired}`,
      `Bearer ${foreign}`,
      `Bearer ${unsigned}`,
      "Basic abc",
    ]) {
      const res = await t.app.inject({
        url: "/api/auth/profile",
        headers: header ? { authorization: header } : {},
      });
      expect(res.statusCode).toBe(401);
    }
    const expiredAnswer = await t.app.inject({
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(expiredAnswer.json().message).toContain("expired");
  });
});

describe("brute force", () => {
  it("answers 429 after 10 failed sign-ins to one account, even with the right password", async () => {
    const mail = email("target");
    await post("/api/auth/signup", { name: "Target", email: mail, password: "secret12" });
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/auth/login", { email: mail, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post("/api/auth/login", { email: mail, password: "secret12" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/too many/i);
  });

  it("answers 429 to an address that fails on 10 different accounts", async () => {
    const ip = address();
    for (let i = 0; i < 10; i++)
      await post("/api/seller/login", { email: email(`spray${i}`), password: "whatever" }, ip);
    expect(
      (await post("/api/seller/login", { email: email("next"), password: "whatever" }, ip)).statusCode,
    ).toBe(429);
    expect((await post("/api/seller/login", { email: email("next"), password: "whatever" })).statusCode).toBe(
      401,
    );
  });

  it("counts failures together across server processes through Redis", async () => {
    const other = await buildTestApp({ REDIS_URL: "redis://127.0.0.1:6379" });
    const third = await buildTestApp({ REDIS_URL: "redis://127.0.0.1:6379" });
    try {
      const mail = email("shared");
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? other.app : third.app;
        await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: mail, password: "x" },
          remoteAddress: address(),
        });
      }
      const res = await third.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: mail, password: "x" },
        remoteAddress: address(),
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
      await third.close();
    }
  });
});

describe("password reset", () => {
  it("sends a single-use link that sets a new password, and refuses it a second time", async () => {
    const mail = email("forgetful");
    await post("/api/auth/signup", { name: "Mehwish Raza", email: mail, password: "old-secret" });
    const sent: Mail[] = [];
    await requestPasswordReset(
      t.app.db,
      async (m) => void sent.push(m),
      { email: mail, role: "customer" },
      "http://shop.test",
    );
    expect(sent).toHaveLength(1);
    const token = /token=([\w-]+)/.exec(sent[0]?.text ?? "")?.[1];
    expect(token).toBeDefined();

    const reset = await post("/api/auth/reset-password", { token, password: "new-secret" });
    expect(reset.json()).toMatchObject({ success: true, role: "customer" });
    expect((await post("/api/auth/login", { email: mail, password: "new-secret" })).statusCode).toBe(200);
    expect((await post("/api/auth/login", { email: mail, password: "old-secret" })).statusCode).toBe(401);
    const again = await post("/api/auth/reset-password", { token, password: "third-secret" });
    expect(again.statusCode).toBe(400);
  });

  it("expires links after one hour and answers unknown e-mails the same way", async () => {
    const mail = email("late");
    await post("/api/seller/signup", {
      name: "Late",
      email: mail,
      phone: "03001234567",
      password: "old-secret",
    });
    const sent: Mail[] = [];
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await requestPasswordReset(
      t.app.db,
      async (m) => void sent.push(m),
      { email: mail, role: "seller" },
      "http://x",
      twoHoursAgo,
    );
    const token = /token=([\w-]+)/.exec(sent[0]?.text ?? "")?.[1];
    expect((await post("/api/auth/reset-password", { token, password: "new-secret" })).statusCode).toBe(400);

    const unknown = await post("/api/auth/forgot-password", { email: email("nobody"), role: "seller" });
    const known = await post("/api/auth/forgot-password", { email: mail, role: "seller" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});
