import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore, SHIPPING_ADDRESS } from "../../../test/fixtures.ts";
import { type Mail, requestPasswordReset } from "./auth.service.ts";
import { LOGIN_LIMITS } from "./login-throttle.ts";
import { scryptQueue } from "./password-hashing.ts";

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

  it("refuses the token of an account that no longer exists (data started over) with 401, not a failed write", async () => {
    const owner = await createSeller(t.app);
    const product = await createProduct(t.app, (await createStore(t.app, owner.id)).id);
    const customer = await t.app.signToken({ id: randomUUID(), role: "customer", tokenVersion: 0 });
    const seller = await t.app.signToken({ id: randomUUID(), role: "seller", tokenVersion: 0 });
    const calls = [
      [
        "/api/orders",
        customer,
        { products: [{ product: product.id, quantity: 1 }], shippingAddress: SHIPPING_ADDRESS },
      ],
      [
        "/api/stores",
        seller,
        { name: "Gone", category: "Local Crafts", description: "A store of nobody at all." },
      ],
    ] as const;
    for (const [url, token, payload] of calls) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Your session is not valid. Please sign in again.");
    }
  });
});

describe("failed sign-ins", { timeout: 120_000 }, () => {
  // Every password check costs a real scrypt hash, so these run the real throttle with small limits
  // (the production numbers are proven without hashing in login-throttle.test.ts, and once below)
  // and its clock moved forward instead of waiting.
  const SMALL = {
    pair: { ...LOGIN_LIMITS.pair, lockAt: 3 },
    address: { ...LOGIN_LIMITS.address, lockAt: 8 },
    account: { ...LOGIN_LIMITS.account, slowFrom: 5 },
  };
  let clock = Date.now();
  const now = () => clock;
  let throttled: TestApp;
  beforeAll(async () => {
    throttled = await buildTestApp({}, { loginThrottle: { now, limits: SMALL } });
  });
  afterAll(() => throttled.close());

  const login = (role: "auth" | "seller", mail: string, password: string, from: string, app = throttled) =>
    app.app.inject({
      method: "POST",
      url: `/api/${role}/login`,
      payload: { email: mail, password },
      remoteAddress: from,
    });
  async function customer(app = throttled) {
    const mail = email("shopper");
    const res = await app.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { name: "Shopper", email: mail, password: "secret12" },
      remoteAddress: address(),
    });
    expect(res.statusCode).toBe(201);
    return mail;
  }
  async function failTimes(
    times: number,
    role: "auth" | "seller",
    mail: string,
    from: () => string,
    app = throttled,
  ) {
    for (let i = 0; i < times; i++) {
      expect((await login(role, mail, `wrong-${i}`, from(), app)).statusCode).toBe(401);
    }
  }

  it("refuses one account from one address after 10 failures (the real limit) with 429 and Retry-After, even with the right password", async () => {
    const mail = await customer(t);
    const ip = address();
    await failTimes(10, "auth", mail, () => ip, t);
    const blocked = await login("auth", mail.toUpperCase(), "secret12", ip, t);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message:
        "Too many failed sign-in attempts for this account from your address. Please wait 15 minutes and try again.",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect((await login("auth", mail, "secret12", address(), t)).statusCode).toBe(200);
  });

  it("checks no more than 10 of 200 simultaneous guesses at one account from one address", async () => {
    const mail = await customer(t);
    const ip = address();
    const before = scryptQueue.started;
    // The right password sits among the guesses, late: the burst must not let it through unchecked.
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? "secret12" : `guess-${i}`));
    const answers = await Promise.all(guesses.map((password) => login("auth", mail, password, ip, t)));
    const checked = scryptQueue.started - before;
    expect(checked).toBeLessThanOrEqual(10);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - checked);
    expect(statuses).not.toContain(200);
  });

  it("lets the pair try again once its window has passed", async () => {
    const mail = await customer();
    const ip = address();
    await failTimes(3, "auth", mail, () => ip);
    expect(Number((await login("auth", mail, "secret12", ip)).headers["retry-after"])).toBe(15 * 60);
    clock += 10 * 60_000;
    expect(Number((await login("auth", mail, "secret12", ip)).headers["retry-after"])).toBe(5 * 60);
    clock += 5 * 60_000;
    expect((await login("auth", mail, "secret12", ip)).statusCode).toBe(200);
  });

  it("lets a second account sign in from the same address, and the locked account from a fresh one", async () => {
    const locked = await customer();
    const other = await customer();
    const shared = address();
    await failTimes(3, "auth", locked, () => shared);
    expect((await login("auth", locked, "secret12", shared)).statusCode).toBe(429);
    expect((await login("auth", other, "secret12", shared)).statusCode).toBe(200);
    expect((await login("auth", locked, "secret12", address())).statusCode).toBe(200);
  });

  it("keeps customers and sellers with the same e-mail apart", async () => {
    const mail = await customer();
    const seller = await throttled.app.inject({
      method: "POST",
      url: "/api/seller/signup",
      payload: { name: "Seller", email: mail, phone: "03001234567", password: "seller12" },
      remoteAddress: address(),
    });
    expect(seller.statusCode).toBe(201);
    const ip = address();
    await failTimes(3, "auth", mail, () => ip);
    expect((await login("auth", mail, "secret12", ip)).statusCode).toBe(429);
    expect((await login("seller", mail, "seller12", ip)).statusCode).toBe(200);
  });

  it("clears the pair's count when the right password comes in time", async () => {
    const mail = await customer();
    const ip = address();
    await failTimes(2, "auth", mail, () => ip);
    expect((await login("auth", mail, "secret12", ip)).statusCode).toBe(200);
    await failTimes(2, "auth", mail, () => ip);
    expect((await login("auth", mail, "secret12", ip)).statusCode).toBe(200);
  });

  it("slows one account down across addresses instead of locking it: each try waits longer, up to a minute", async () => {
    const mail = await customer();
    await failTimes(5, "auth", mail, address);
    const early = await login("auth", mail, "secret12", address());
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("1");
    expect(early.json().message).toBe(
      "Too many failed sign-in attempts for this account. Please wait 1 seconds and try again.",
    );
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await login("auth", mail, "wrong", address());
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      clock += wait * 1000;
      expect((await login("auth", mail, "wrong", address())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    // The owner, from her own address, gets in once the current wait is over.
    clock += 60_000;
    expect((await login("auth", mail, "secret12", address())).statusCode).toBe(200);
  });

  it("refuses an address after its ceiling of failures over many accounts, not its successful sign-ins", async () => {
    const ceiling = SMALL.address.lockAt;
    const campus = address();
    const mail = await customer();
    for (let i = 0; i <= ceiling; i++) {
      expect((await login("auth", mail, "secret12", campus)).statusCode).toBe(200);
    }
    for (let i = 0; i < ceiling; i++) {
      expect((await login("seller", email(`spray${i}`), "whatever", campus)).statusCode).toBe(401);
    }
    const blocked = await login("auth", mail, "secret12", campus);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts from your address\./);
    expect(Number(blocked.headers["retry-after"])).toBe(15 * 60);
    expect((await login("auth", mail, "secret12", address())).statusCode).toBe(200);
  });

  it("counts together across server processes through Redis, with keys that expire", async () => {
    const env = { REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    const first = await buildTestApp(env, { loginThrottle: { now, limits: SMALL } });
    const second = await buildTestApp(env, { loginThrottle: { now, limits: SMALL } });
    try {
      const mail = await customer(first);
      const other = await customer(second);
      const ip = address();
      for (let i = 0; i < 3; i++) {
        expect((await login("auth", mail, "x", ip, i % 2 ? first : second)).statusCode).toBe(401);
      }
      const blocked = await login("auth", mail, "secret12", ip, first);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBe(15 * 60);
      expect((await login("auth", other, "secret12", ip, second)).statusCode).toBe(200);
      // Each test app has a database of its own: the account lives in the first one's.
      expect((await login("auth", mail, "secret12", address(), first)).statusCode).toBe(200);

      const redis = first.app.redis;
      const keys = (await redis?.keys(`${env.REDIS_KEY_PREFIX}login:*`)) ?? [];
      expect(keys.length).toBeGreaterThanOrEqual(3);
      for (const key of keys) {
        const ttl = (await redis?.pttl(key)) ?? -1;
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60 * 60_000);
      }
    } finally {
      await first.close();
      await second.close();
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

  it("writes the reset e-mail in the language of the account (issue 34, item 10)", async () => {
    const mail = email("urdu-reader");
    await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "ur" },
      payload: { name: "Nargis", email: mail, password: "old-secret" },
    });
    const sent: Mail[] = [];
    await requestPasswordReset(
      t.app.db,
      async (m) => void sent.push(m),
      { email: mail, role: "customer" },
      "http://x",
    );
    expect(sent[0]?.subject).toBe("اپنا ہنرمند پاس ورڈ نیا بنائیں");
    expect(sent[0]?.text).toContain("السلام علیکم \u2068Nargis\u2069");
    expect(sent[0]?.text).toMatch(/http:\/\/x\/reset-password\?token=/);
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
