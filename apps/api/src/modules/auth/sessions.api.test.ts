import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { RATE_LIMITS } from "../../plugins/rate-limits.ts";
import { type Mail, requestPasswordReset } from "./auth.service.ts";
import { scryptQueue } from "./password-hashing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.pk`;
const address = () => `10.${[...randomBytes(3)].join(".")}`;
const post = (url: string, payload?: object, token?: string, remoteAddress = address()) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const profile = (role: "auth" | "seller", token: string) =>
  t.app.inject({ url: `/api/${role}/profile`, headers: { authorization: `Bearer ${token}` } });

async function customer(password = "secret12") {
  const mail = email("shopper");
  const res = await post("/api/auth/signup", { name: "Shopper", email: mail, password });
  expect(res.statusCode).toBe(201);
  return { mail, id: res.json().user.id as string, token: res.json().token as string };
}

async function seller(mail = email("seller")) {
  const res = await post("/api/seller/signup", {
    name: "Seller",
    email: mail,
    phone: "03001234567",
    password: "seller12",
  });
  expect(res.statusCode).toBe(201);
  return { mail, token: res.json().token as string };
}

async function resetToken(mail: string, role: "customer" | "seller") {
  const sent: Mail[] = [];
  await requestPasswordReset(
    t.app.db,
    async (m) => void sent.push(m),
    { email: mail, role },
    "http://shop.test",
  );
  const token = /token=([\w-]+)/.exec(sent[0]?.text ?? "")?.[1];
  expect(token).toBeDefined();
  return token as string;
}

const SIGNED_OUT =
  "You have been signed out: your password was changed or you signed out everywhere. Please sign in again.";

describe("a password reset ends earlier sessions", () => {
  it("refuses a token issued before the reset (401) and accepts one signed in after it", async () => {
    const shopper = await customer("old-secret");
    const onPhone = (await post("/api/auth/login", { email: shopper.mail, password: "old-secret" })).json()
      .token;
    expect((await profile("auth", onPhone)).statusCode).toBe(200);

    const reset = await post("/api/auth/reset-password", {
      token: await resetToken(shopper.mail, "customer"),
      password: "new-secret",
    });
    expect(reset.statusCode).toBe(200);

    for (const old of [shopper.token, onPhone]) {
      const refused = await profile("auth", old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(SIGNED_OUT);
    }
    const fresh = (await post("/api/auth/login", { email: shopper.mail, password: "new-secret" })).json()
      .token;
    expect((await profile("auth", fresh)).statusCode).toBe(200);
  });

  it("does the same for a seller, and leaves the customer account with the same e-mail signed in", async () => {
    const shopper = await customer();
    const shop = await seller(shopper.mail);
    await post("/api/auth/reset-password", {
      token: await resetToken(shop.mail, "seller"),
      password: "new-seller",
    });
    expect((await profile("seller", shop.token)).statusCode).toBe(401);
    expect((await profile("auth", shopper.token)).statusCode).toBe(200);
  });
});

describe("sign out everywhere", () => {
  it("ends every customer session, the caller's own included, and leaves the seller account alone", async () => {
    const shopper = await customer();
    const shop = await seller(shopper.mail);
    const laptop = (await post("/api/auth/login", { email: shopper.mail, password: "secret12" })).json()
      .token;

    const out = await post("/api/auth/logout-all", undefined, laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      success: true,
      message: "You have been signed out on every device, this one included.",
    });
    for (const old of [shopper.token, laptop]) expect((await profile("auth", old)).statusCode).toBe(401);
    expect((await post("/api/auth/logout-all", undefined, laptop)).statusCode).toBe(401);
    expect((await profile("seller", shop.token)).statusCode).toBe(200);

    const again = (await post("/api/auth/login", { email: shopper.mail, password: "secret12" })).json().token;
    expect((await profile("auth", again)).statusCode).toBe(200);
  });

  it("ends every seller session from the seller's own call, and leaves customers alone", async () => {
    const shopper = await customer();
    const shop = await seller(shopper.mail);
    const tablet = (await post("/api/seller/login", { email: shop.mail, password: "seller12" })).json().token;
    expect((await post("/api/seller/logout-all", undefined, tablet)).statusCode).toBe(200);
    for (const old of [shop.token, tablet]) expect((await profile("seller", old)).statusCode).toBe(401);
    expect((await profile("auth", shopper.token)).statusCode).toBe(200);
  });

  it("needs the matching role's token: none is 401, the other role's is 403", async () => {
    const shopper = await customer();
    const shop = await seller();
    expect((await post("/api/auth/logout-all")).statusCode).toBe(401);
    expect((await post("/api/seller/logout-all", undefined, shopper.token)).statusCode).toBe(403);
    expect((await post("/api/auth/logout-all", undefined, shop.token)).statusCode).toBe(403);
    expect((await profile("auth", shopper.token)).statusCode).toBe(200);
    expect((await profile("seller", shop.token)).statusCode).toBe(200);
  });

  it("counts a token from before token versions (no `tv` claim) as version 0", async () => {
    const shopper = await customer();
    const legacy = await new SignJWT({ role: "customer" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(shopper.id)
      .setIssuer("hunarmand-marketplace")
      .setAudience("hunarmand-web")
      .setIssuedAt()
      .setExpirationTime("7d")
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await profile("auth", legacy)).statusCode).toBe(200);
    expect((await post("/api/auth/logout-all", undefined, shopper.token)).statusCode).toBe(200);
    expect((await profile("auth", legacy)).statusCode).toBe(401);
  });
});

describe("reset-password", () => {
  it("answers a bogus token at once, without hashing the new password", async () => {
    const before = scryptQueue.started;
    const res = await post("/api/auth/reset-password", {
      token: randomBytes(32).toString("base64url"),
      password: "whatever1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This reset link is invalid or has expired. Please ask for a new one.");
    expect(scryptQueue.started).toBe(before);
  });

  it("is limited per address with a clear 429", async () => {
    const from = address();
    const bogus = () =>
      post(
        "/api/auth/reset-password",
        { token: randomBytes(32).toString("base64url"), password: "whatever1" },
        undefined,
        from,
      );
    for (let i = 0; i < RATE_LIMITS.passwordReset.max; i++) expect((await bogus()).statusCode).toBe(400);
    const limited = await bogus();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many requests from your address\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (
        await post("/api/auth/reset-password", {
          token: randomBytes(32).toString("base64url"),
          password: "whatever1",
        })
      ).statusCode,
    ).toBe(400);
  });
});
